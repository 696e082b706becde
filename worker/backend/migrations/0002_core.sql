-- Core data: site and its options, languages, countries, currencies, settings, domains,
-- users & auth (customers and backoffice), addresses, guests, refresh tokens, membership cards.

CREATE TABLE IF NOT EXISTS sites (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  subdomain TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- cmsOptions: key/value per site (logo, GitlabProjectId, ...).
CREATE TABLE IF NOT EXISTS site_cms_options (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL DEFAULT '',
  UNIQUE (site_id, key)
);

-- mediaOptions: named image sizes (key, value, x, y, autoResize).
CREATE TABLE IF NOT EXISTS site_media_options (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL DEFAULT '',
  x INTEGER NOT NULL DEFAULT 0,
  y INTEGER NOT NULL DEFAULT 0,
  auto_resize INTEGER NOT NULL DEFAULT 0 CHECK (auto_resize IN (0, 1)),
  UNIQUE (site_id, key)
);

-- Languages (SPEC §3): only 31 (English) and 41 (Croatian) are enabled.
CREATE TABLE IF NOT EXISTS languages (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE CHECK (length(code) = 3),
  code2 TEXT NOT NULL,
  iso TEXT NOT NULL,
  name TEXT NOT NULL,
  name_hrv TEXT NOT NULL,
  name_eng TEXT NOT NULL,
  name_ger TEXT NOT NULL,
  name_srp TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 0 CHECK (enabled IN (0, 1))
);

CREATE TABLE IF NOT EXISTS countries (
  id INTEGER PRIMARY KEY,
  iso TEXT NOT NULL UNIQUE CHECK (length(iso) = 2),
  iso3 TEXT NOT NULL UNIQUE CHECK (length(iso3) = 3),
  name_hr TEXT NOT NULL,
  name_en TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS currencies (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL,
  symbol TEXT NOT NULL,
  is_main INTEGER NOT NULL DEFAULT 0 CHECK (is_main IN (0, 1)),
  rate REAL NOT NULL DEFAULT 1,
  decimals INTEGER NOT NULL DEFAULT 2
);

-- Settings: (group, key) → JSON value. Groups: 'checkout' (getCheckoutSettings), 'user' (general/user).
CREATE TABLE IF NOT EXISTS settings (
  id INTEGER PRIMARY KEY,
  group_name TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  is_public INTEGER NOT NULL DEFAULT 1 CHECK (is_public IN (0, 1)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (group_name, key)
);

CREATE TABLE IF NOT EXISTS domains (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  url TEXT NOT NULL UNIQUE
);

-- Membership cards: a valid (active, not expired) card unlocks each product's membershipPrice
-- in the cart (read by the commerce backend).
CREATE TABLE IF NOT EXISTS membership_cards (
  id INTEGER PRIMARY KEY,
  barcode TEXT NOT NULL UNIQUE,
  holder_name TEXT NOT NULL DEFAULT '',
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  valid_until TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Users: customers and backoffice. Passwords: PBKDF2-SHA256 (hash + salt base64, iterations).
-- verification_token / password_reset_token hold SHA-256 hex hashes of the tokens, never the tokens.
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_iterations INTEGER NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  member_card_barcode TEXT,
  is_backoffice_user INTEGER NOT NULL DEFAULT 0 CHECK (is_backoffice_user IN (0, 1)),
  email_verified INTEGER NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1)),
  verification_token TEXT UNIQUE,
  password_reset_token TEXT UNIQUE,
  password_reset_expires_at TEXT,
  register_consents TEXT NOT NULL DEFAULT '[]',
  store_id INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS user_companies (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL DEFAULT '',
  oib TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  town TEXT NOT NULL DEFAULT ''
);

CREATE TABLE IF NOT EXISTS user_addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  contact_email TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  country_id INTEGER NOT NULL REFERENCES countries (id),
  city TEXT NOT NULL,
  street TEXT NOT NULL,
  house_number TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  company_name TEXT NOT NULL DEFAULT '',
  company_oib TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL DEFAULT 'Main' CHECK (type IN ('Shipping', 'Main')),
  kind TEXT NOT NULL DEFAULT 'main' CHECK (kind IN ('main', 'billing', 'shipping', 'other')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS user_addresses_user ON user_addresses (user_id);

-- Guests (checkout without an account), identified by e-mail (cookie guestUser).
CREATE TABLE IF NOT EXISTS guest_users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  details TEXT NOT NULL DEFAULT '{}',
  company TEXT NOT NULL DEFAULT 'null',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A guest's current addresses have archived = 0; addresses replaced by a later update are kept
-- (archived = 1) so orders and carts that point at them stay valid.
CREATE TABLE IF NOT EXISTS guest_addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  guest_user_id INTEGER NOT NULL REFERENCES guest_users (id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  contact_email TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  country_id INTEGER NOT NULL REFERENCES countries (id),
  city TEXT NOT NULL,
  street TEXT NOT NULL,
  house_number TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  company_name TEXT NOT NULL DEFAULT '',
  company_oib TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL DEFAULT 'Main' CHECK (type IN ('Shipping', 'Main')),
  kind TEXT NOT NULL DEFAULT 'main' CHECK (kind IN ('main', 'billing', 'shipping', 'other')),
  archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS guest_addresses_guest ON guest_addresses (guest_user_id);

-- Refresh tokens: only the SHA-256 hex of the random token is stored. Each refresh marks the row
-- used and issues a new one in the same family; presenting a used token revokes the family.
CREATE TABLE IF NOT EXISTS refresh_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  revoked_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX IF NOT EXISTS refresh_tokens_user ON refresh_tokens (user_id);
