-- CMS: terms, post types, posts and pages, events, comments, forms, newsletter, consents,
-- layout elements, navigation, redirects, failed requests, documents (SPEC §3, §7 "CMS").
-- Translatable rows keep one translation per language ('hr', 'en'); slugs are unique per language.

-- Terms: categories and tags of posts.
CREATE TABLE IF NOT EXISTS terms (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL CHECK (type IN ('category', 'tag')),
  parent_id INTEGER REFERENCES terms (id) ON DELETE SET NULL,
  media_id INTEGER REFERENCES media (id) ON DELETE SET NULL,
  position INTEGER NOT NULL DEFAULT 0,
  -- JSON array of sort keys offered for the term's listing.
  sort_types TEXT NOT NULL DEFAULT '["published_at_desc","published_at_asc","title_asc","title_desc"]',
  sort_default_type TEXT DEFAULT 'published_at_desc',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE IF NOT EXISTS term_translations (
  term_id INTEGER NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (term_id, language),
  UNIQUE (language, slug)
);
CREATE INDEX IF NOT EXISTS term_translations_slug ON term_translations (slug);

-- Post types ('post', 'page', 'project', ...): the templates of the admin area.
CREATE TABLE IF NOT EXISTS post_types (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Posts and pages (pages are posts of type 'page', built from sections).
CREATE TABLE IF NOT EXISTS posts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  post_type_id INTEGER NOT NULL REFERENCES post_types (id) ON DELETE RESTRICT,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('published', 'draft')),
  author_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  -- Shown when the author has no user row (imported or deleted authors).
  author_name TEXT NOT NULL DEFAULT '',
  media_id INTEGER REFERENCES media (id) ON DELETE SET NULL,
  comments_enabled INTEGER NOT NULL DEFAULT 1,
  published_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS posts_listing ON posts (post_type_id, status, published_at DESC);
CREATE TABLE IF NOT EXISTS post_translations (
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  excerpt TEXT NOT NULL DEFAULT '',
  -- Sanitised HTML.
  body TEXT NOT NULL DEFAULT '',
  -- JSON Section[] (client/lib/dto/sections.ts), html fields sanitised.
  sections TEXT NOT NULL DEFAULT '[]',
  seo_title TEXT NOT NULL DEFAULT '',
  seo_description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (post_id, language),
  UNIQUE (language, slug)
);
CREATE INDEX IF NOT EXISTS post_translations_slug ON post_translations (slug);
CREATE TABLE IF NOT EXISTS post_terms (
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  term_id INTEGER NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (post_id, term_id)
);
CREATE INDEX IF NOT EXISTS post_terms_term ON post_terms (term_id, post_id);

-- Events.
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft')),
  starts_at TEXT NOT NULL,
  ends_at TEXT,
  location TEXT NOT NULL DEFAULT '',
  media_id INTEGER REFERENCES media (id) ON DELETE SET NULL,
  ticket_url TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS events_starts ON events (status, starts_at);
CREATE TABLE IF NOT EXISTS event_translations (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  -- Sanitised HTML.
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (event_id, language),
  UNIQUE (language, slug)
);

-- Comments on posts and reviews of products (SPEC §5).
CREATE TABLE IF NOT EXISTS comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  resource_type TEXT NOT NULL CHECK (resource_type IN ('post', 'product')),
  resource_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body TEXT NOT NULL DEFAULT '',
  rating INTEGER CHECK (rating IS NULL OR (rating BETWEEN 1 AND 5)),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS comments_resource ON comments (resource_type, resource_id, status, created_at DESC);
-- One review per user per product.
CREATE UNIQUE INDEX IF NOT EXISTS comments_one_review ON comments (user_id, resource_id) WHERE resource_type = 'product';

-- Forms: fields per language (labels translated; names and types identical in both).
CREATE TABLE IF NOT EXISTS forms (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  slug TEXT NOT NULL UNIQUE,
  confirm_email INTEGER NOT NULL DEFAULT 0,
  -- Where submissions are reported (the studio's inbox).
  recipient_email TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE IF NOT EXISTS form_translations (
  form_id INTEGER NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  name TEXT NOT NULL,
  -- JSON [{name, type, label, required, options}]
  fields TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (form_id, language)
);
CREATE TABLE IF NOT EXISTS form_submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  form_id INTEGER NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  data TEXT NOT NULL,
  email TEXT,
  confirmation_token TEXT UNIQUE,
  confirmed_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS form_submissions_form ON form_submissions (form_id, created_at DESC);

-- Newsletter.
CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  consent INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Consents and where they are asked for.
CREATE TABLE IF NOT EXISTS consents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  unique_number TEXT NOT NULL UNIQUE,
  required INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE IF NOT EXISTS consent_translations (
  consent_id INTEGER NOT NULL REFERENCES consents (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  display_name TEXT NOT NULL,
  -- Sanitised HTML.
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (consent_id, language)
);
CREATE TABLE IF NOT EXISTS consent_assignments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  assigned_to TEXT NOT NULL UNIQUE CHECK (assigned_to IN ('register', 'checkout', 'newsletter', 'contact', 'cookie')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE IF NOT EXISTS consent_assignment_items (
  assignment_id INTEGER NOT NULL REFERENCES consent_assignments (id) ON DELETE CASCADE,
  consent_id INTEGER NOT NULL REFERENCES consents (id) ON DELETE CASCADE,
  required INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (assignment_id, consent_id)
);
CREATE TABLE IF NOT EXISTS consent_logs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  status TEXT NOT NULL,
  status_timestamp TEXT NOT NULL,
  source_type TEXT NOT NULL,
  -- JSON array as sent (uniqueNumbers or {uniqueNumber, accepted}).
  consents TEXT NOT NULL DEFAULT '[]',
  user_type TEXT NOT NULL,
  email TEXT,
  user_id INTEGER,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS consent_logs_email ON consent_logs (email, created_at DESC);

-- Layout elements (header, footer, cookie notice) per language.
CREATE TABLE IF NOT EXISTS elements (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  handler TEXT NOT NULL CHECK (handler IN ('header-section', 'footer-section', 'cookie-section')),
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'static-element',
  options TEXT NOT NULL DEFAULT '{}',
  parts TEXT NOT NULL DEFAULT '[]',
  meta TEXT NOT NULL DEFAULT '{}',
  link_meta TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (handler, language)
);

-- Navigation trees (main, footer1..footer4) and their links.
CREATE TABLE IF NOT EXISTS navigations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  handler TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE IF NOT EXISTS navigation_links (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  navigation_id INTEGER NOT NULL REFERENCES navigations (id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES navigation_links (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  link_type TEXT NOT NULL CHECK (link_type IN ('page', 'post', 'product', 'category', 'term', 'custom')),
  post_id INTEGER REFERENCES posts (id) ON DELETE CASCADE,
  product_id INTEGER REFERENCES products (id) ON DELETE CASCADE,
  category_id INTEGER REFERENCES categories (id) ON DELETE CASCADE,
  term_id INTEGER REFERENCES terms (id) ON DELETE CASCADE,
  target TEXT NOT NULL DEFAULT '_self' CHECK (target IN ('_self', '_blank')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS navigation_links_tree ON navigation_links (navigation_id, parent_id, position);
CREATE TABLE IF NOT EXISTS navigation_link_translations (
  link_id INTEGER NOT NULL REFERENCES navigation_links (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  name TEXT NOT NULL,
  -- Only for custom links; resource links build their path per language.
  href TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (link_id, language)
);

-- Redirects and the log of paths that answered 404.
CREATE TABLE IF NOT EXISTS redirects (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  from_path TEXT NOT NULL UNIQUE,
  to_path TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 301 CHECK (status IN (301, 302)),
  hits INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE IF NOT EXISTS failed_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  path TEXT NOT NULL UNIQUE,
  hits INTEGER NOT NULL DEFAULT 1,
  first_seen TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  last_seen TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Downloadable documents.
CREATE TABLE IF NOT EXISTS documents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  media_id INTEGER REFERENCES media (id) ON DELETE SET NULL,
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE IF NOT EXISTS document_translations (
  document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (document_id, language)
);
