-- Catalogue (SPEC §3 Product, Category, Layered filter): products of four types with hr/en
-- translations, categories (tree), tags, attributes + values, media, custom options,
-- cross-sells, bundle components and a price history for the 30-day lowest price.

CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  parent_id INTEGER REFERENCES categories (id) ON DELETE SET NULL,
  media_id INTEGER REFERENCES media (id) ON DELETE SET NULL,
  position INTEGER NOT NULL DEFAULT 0,
  -- JSON array of {param, order}; the storefront offers these sorts for the category.
  sort_types TEXT NOT NULL DEFAULT '[{"param":"id","order":"desc"},{"param":"id","order":"asc"},{"param":"finalPrice","order":"asc"},{"param":"finalPrice","order":"desc"},{"param":"name","order":"asc"},{"param":"name","order":"desc"},{"param":"categoryPriority","order":"asc"},{"param":"categoryPriority","order":"desc"}]',
  sort_default_type TEXT NOT NULL DEFAULT '{"param":"id","order":"desc"}',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS categories_parent ON categories (parent_id);

CREATE TABLE IF NOT EXISTS category_translations (
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (category_id, language),
  UNIQUE (language, slug)
);
CREATE INDEX IF NOT EXISTS category_translations_slug ON category_translations (slug);

CREATE TABLE IF NOT EXISTS tags (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS tag_translations (
  tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  PRIMARY KEY (tag_id, language),
  UNIQUE (language, slug)
);
CREATE INDEX IF NOT EXISTS tag_translations_slug ON tag_translations (slug);

CREATE TABLE IF NOT EXISTS attributes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE,
  input_type TEXT NOT NULL CHECK (input_type IN ('dropdown', 'numberField', 'multipleSelect', 'textSwatch', 'visualSwatch', 'yesNo', 'dateTime', 'date')),
  label_hr TEXT NOT NULL,
  label_en TEXT NOT NULL,
  is_filterable INTEGER NOT NULL DEFAULT 0,
  custom_class TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS attribute_values (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  attribute_id INTEGER NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
  label_hr TEXT NOT NULL,
  label_en TEXT NOT NULL,
  -- Hex colour of a visualSwatch, short text of a textSwatch.
  swatch TEXT,
  is_default INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS attribute_values_attribute ON attribute_values (attribute_id, position);

CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL CHECK (type IN ('simple', 'configurable', 'bundle', 'eProduct')),
  sku TEXT NOT NULL UNIQUE,
  -- A variant (simple or eProduct) of a configurable main product.
  main_product_id INTEGER REFERENCES products (id) ON DELETE CASCADE,
  visible_individually INTEGER NOT NULL DEFAULT 1,
  -- Gross prices (tax included), 2 decimals. basic_price is the regular price net of tax.
  retail_price REAL NOT NULL CHECK (retail_price >= 0),
  basic_price REAL NOT NULL CHECK (basic_price >= 0),
  discount_price REAL CHECK (discount_price IS NULL OR discount_price >= 0),
  final_price REAL GENERATED ALWAYS AS (COALESCE(discount_price, retail_price)) STORED,
  membership_price REAL CHECK (membership_price IS NULL OR membership_price >= 0),
  tax_rate REAL NOT NULL DEFAULT 25,
  category_priority INTEGER NOT NULL DEFAULT 0,
  featured INTEGER NOT NULL DEFAULT 0,
  archived INTEGER NOT NULL DEFAULT 0,
  is_purchasable INTEGER NOT NULL DEFAULT 1,
  -- NULL = unlimited (digital goods).
  stock_qty INTEGER,
  manufacturer TEXT,
  brand TEXT,
  rating_avg REAL NOT NULL DEFAULT 0,
  rating_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- Listing: main, visible, non-archived products sorted by id / price / priority.
CREATE INDEX IF NOT EXISTS products_listing ON products (archived, main_product_id, visible_individually, id);
CREATE INDEX IF NOT EXISTS products_final_price ON products (archived, final_price);
CREATE INDEX IF NOT EXISTS products_priority ON products (archived, category_priority);
CREATE INDEX IF NOT EXISTS products_main ON products (main_product_id);
CREATE INDEX IF NOT EXISTS products_featured ON products (featured, archived);

CREATE TABLE IF NOT EXISTS product_translations (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  short_description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, language),
  UNIQUE (language, slug)
);
CREATE INDEX IF NOT EXISTS product_translations_slug ON product_translations (slug);
CREATE INDEX IF NOT EXISTS product_translations_name ON product_translations (language, name);

CREATE TABLE IF NOT EXISTS product_categories (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX IF NOT EXISTS product_categories_category ON product_categories (category_id, product_id);

CREATE TABLE IF NOT EXISTS product_tags (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, tag_id)
);
CREATE INDEX IF NOT EXISTS product_tags_tag ON product_tags (tag_id, product_id);

CREATE TABLE IF NOT EXISTS product_media (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  media_id INTEGER NOT NULL REFERENCES media (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, media_id)
);
CREATE INDEX IF NOT EXISTS product_media_order ON product_media (product_id, position);

-- Attribute values of a product: value_id for option attributes (dropdown, multipleSelect, swatches,
-- and yesNo with its two values), number_value for numberField, text_value for date / dateTime.
CREATE TABLE IF NOT EXISTS product_attribute_values (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  attribute_id INTEGER NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
  value_id INTEGER REFERENCES attribute_values (id) ON DELETE CASCADE,
  number_value REAL,
  text_value TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS product_attribute_values_unique ON product_attribute_values (product_id, attribute_id, COALESCE(value_id, 0));
CREATE INDEX IF NOT EXISTS product_attribute_values_value ON product_attribute_values (attribute_id, value_id, product_id);
CREATE INDEX IF NOT EXISTS product_attribute_values_number ON product_attribute_values (attribute_id, number_value);

-- The axes (size, colour) of a configurable product, in display order.
CREATE TABLE IF NOT EXISTS configurable_attributes (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  attribute_id INTEGER NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, attribute_id)
);

CREATE TABLE IF NOT EXISTS bundle_components (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  bundle_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  component_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  qty INTEGER NOT NULL DEFAULT 1 CHECK (qty > 0),
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (bundle_id, component_id)
);
CREATE INDEX IF NOT EXISTS bundle_components_bundle ON bundle_components (bundle_id, position);

-- Personalisations (SPEC: option_type text|number; the first value's label is the option label).
CREATE TABLE IF NOT EXISTS custom_options (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  option_type TEXT NOT NULL CHECK (option_type IN ('text', 'number')),
  required INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS custom_options_product ON custom_options (product_id, position);

CREATE TABLE IF NOT EXISTS custom_option_values (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  option_id INTEGER NOT NULL REFERENCES custom_options (id) ON DELETE CASCADE,
  label_hr TEXT NOT NULL,
  label_en TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS custom_option_values_option ON custom_option_values (option_id, position);

CREATE TABLE IF NOT EXISTS product_cross_sells (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  cross_sell_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, cross_sell_id)
);

CREATE TABLE IF NOT EXISTS price_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  price REAL NOT NULL,
  recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS price_history_product ON price_history (product_id, recorded_at);
