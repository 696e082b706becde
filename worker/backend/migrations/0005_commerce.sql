-- Commerce: coupons, delivery and payment methods, carts, orders, hosted payment sessions,
-- wishlists. Money columns are gross EUR amounts with 2 decimals (tax included).

CREATE TABLE IF NOT EXISTS coupons (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL COLLATE NOCASE UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('percent', 'fixed')),
  value REAL NOT NULL CHECK (value > 0),
  -- Items total (after membership prices) the cart needs for the coupon to apply.
  min_items_total REAL NOT NULL DEFAULT 0,
  valid_from TEXT,
  valid_to TEXT,
  -- NULL = unlimited; used_count grows with every order that used the coupon.
  usage_limit INTEGER,
  used_count INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Delivery methods apply to carts with physical items only.
CREATE TABLE IF NOT EXISTS delivery_methods (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  price REAL NOT NULL DEFAULT 0 CHECK (price >= 0),
  -- Free when the items total after the coupon reaches this amount (NULL = never free).
  free_over REAL,
  -- 'ALL' or a comma-separated list of ISO codes, e.g. 'HR,SI'.
  countries TEXT NOT NULL DEFAULT 'ALL',
  sort_order INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS delivery_method_translations (
  method_id INTEGER NOT NULL REFERENCES delivery_methods (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (method_id, language)
);

CREATE TABLE IF NOT EXISTS delivery_branches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  method_id INTEGER NOT NULL REFERENCES delivery_methods (id) ON DELETE CASCADE,
  address TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);
CREATE INDEX IF NOT EXISTS delivery_branches_method ON delivery_branches (method_id, sort_order);

CREATE TABLE IF NOT EXISTS delivery_branch_translations (
  branch_id INTEGER NOT NULL REFERENCES delivery_branches (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  name TEXT NOT NULL,
  PRIMARY KEY (branch_id, language)
);

CREATE TABLE IF NOT EXISTS payment_methods (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- HPF: card via the hosted payment form; COD: cash on delivery; WALLET: wallet buttons.
  payment_type TEXT NOT NULL CHECK (payment_type IN ('HPF', 'COD', 'WALLET')),
  -- COD needs a physical delivery (nothing to pay on delivery of a download).
  physical_only INTEGER NOT NULL DEFAULT 0 CHECK (physical_only IN (0, 1)),
  sort_order INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS payment_method_translations (
  method_id INTEGER NOT NULL REFERENCES payment_methods (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (method_id, language)
);

-- A cart session. The protect code is only stored as its SHA-256 hash.
CREATE TABLE IF NOT EXISTS carts (
  id TEXT PRIMARY KEY,
  protect_code_hash TEXT NOT NULL,
  store_id INTEGER NOT NULL DEFAULT 1,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  guest_user_id INTEGER REFERENCES guest_users (id) ON DELETE SET NULL,
  currency_id INTEGER,
  coupon_code TEXT COLLATE NOCASE,
  member_card_barcode TEXT,
  instructions TEXT NOT NULL DEFAULT '',
  country_id INTEGER,
  delivery_method_id INTEGER REFERENCES delivery_methods (id) ON DELETE SET NULL,
  delivery_branch_id INTEGER REFERENCES delivery_branches (id) ON DELETE SET NULL,
  payment_method_id INTEGER REFERENCES payment_methods (id) ON DELETE SET NULL,
  -- JSON {companyName, oib} or NULL.
  company_data TEXT,
  language TEXT NOT NULL DEFAULT 'hr' CHECK (language IN ('hr', 'en')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS carts_user ON carts (user_id, status, updated_at DESC);

CREATE TABLE IF NOT EXISTS cart_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  qty INTEGER NOT NULL CHECK (qty > 0),
  -- JSON {personalizations:[{optionId, value}], bundleOptions:[{id, options}]}.
  options TEXT NOT NULL DEFAULT '{"personalizations":[],"bundleOptions":[]}',
  -- Canonical form of the options: same product + same key merges quantities.
  options_key TEXT NOT NULL DEFAULT '',
  -- Unit price when last validated (validateCart reports changes against it).
  unit_price REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (cart_id, product_id, options_key)
);
CREATE INDEX IF NOT EXISTS cart_items_cart ON cart_items (cart_id, id);

CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- e.g. IZL-2026-000123 (year of creation + zero-padded id).
  slug TEXT NOT NULL UNIQUE,
  -- One order per cart: a second order/create from the same cart is refused.
  cart_id TEXT NOT NULL UNIQUE REFERENCES carts (id),
  store_id INTEGER NOT NULL DEFAULT 1,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  guest_user_id INTEGER REFERENCES guest_users (id) ON DELETE SET NULL,
  email TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  status TEXT NOT NULL CHECK (status IN ('pending_payment', 'paid', 'failed', 'cancelled', 'placed')),
  items_total REAL NOT NULL,
  coupon_amount REAL NOT NULL DEFAULT 0,
  coupon_code TEXT,
  loyalty_amount REAL NOT NULL DEFAULT 0,
  delivery_amount REAL NOT NULL DEFAULT 0,
  tax REAL NOT NULL DEFAULT 0,
  order_total REAL NOT NULL,
  currency TEXT NOT NULL DEFAULT 'EUR',
  items_count INTEGER NOT NULL DEFAULT 0,
  gift_message TEXT NOT NULL DEFAULT '',
  order_message TEXT NOT NULL DEFAULT '',
  gift_to TEXT NOT NULL DEFAULT '',
  gift_from TEXT NOT NULL DEFAULT '',
  member_card_barcode TEXT,
  delivery_method_id INTEGER,
  delivery_method_name TEXT,
  delivery_branch_id INTEGER,
  -- JSON {id, name, address} snapshot or NULL.
  delivery_branch TEXT,
  payment_method_id INTEGER,
  payment_method_name TEXT,
  payment_type TEXT CHECK (payment_type IN ('HPF', 'COD', 'WALLET')),
  -- JSON address snapshots (SPEC §3 Address) or NULL.
  shipping_address TEXT,
  billing_address TEXT,
  company_data TEXT,
  extended_details TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  paid_at TEXT
);
CREATE INDEX IF NOT EXISTS orders_user ON orders (user_id, store_id, id DESC);
CREATE INDEX IF NOT EXISTS orders_guest ON orders (guest_user_id, id DESC);

CREATE TABLE IF NOT EXISTS order_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id INTEGER REFERENCES products (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  sku TEXT NOT NULL,
  product_type TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  unit_price REAL NOT NULL,
  row_total REAL NOT NULL,
  tax_rate REAL NOT NULL,
  -- JSON {personalizations, bundleOptions, attributes} snapshot.
  options TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS order_lines_order ON order_lines (order_id, id);

-- Hosted (test) payment form sessions; the URL token is only stored as its SHA-256 hash.
CREATE TABLE IF NOT EXISTS payment_sessions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'declined')),
  amount REAL NOT NULL,
  currency TEXT NOT NULL DEFAULT 'EUR',
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  success_url TEXT NOT NULL,
  failure_url TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  completed_at TEXT
);
CREATE INDEX IF NOT EXISTS payment_sessions_order ON payment_sessions (order_id);

CREATE TABLE IF NOT EXISTS wishlists (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (user_id, product_id)
);
CREATE INDEX IF NOT EXISTS wishlists_user ON wishlists (user_id, id DESC);
