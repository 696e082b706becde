-- Issue 35: the parts of a product that belong to its type, as staff edit them.

-- A configurable's default variant: the shop's product page starts on its values (product-detail.ts
-- loadAxes marks them shopDefault); NULL = each axis starts on its attribute's default value, as before.
ALTER TABLE products ADD COLUMN default_variant_id INTEGER REFERENCES products (id) ON DELETE SET NULL;

-- An eProduct's file (one per product): the bytes live in R2 under `product-files/`, a prefix the
-- public /media route never serves (it serves only the keys of `media` rows). Delivering it to a
-- buyer is issue 36's work.
CREATE TABLE IF NOT EXISTS product_files (
  product_id INTEGER PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  r2_key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0),
  mime TEXT NOT NULL,
  uploaded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- An eProduct's pool of licence keys. A key is in the pool while order_id is NULL; issue 36 assigns
-- keys to the lines of paid orders (order_id, order_line_id, assigned_at).
CREATE TABLE IF NOT EXISTS licence_keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  key TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  order_id INTEGER REFERENCES orders (id) ON DELETE SET NULL,
  order_line_id INTEGER REFERENCES order_lines (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  assigned_at TEXT,
  UNIQUE (product_id, key)
);
CREATE INDEX IF NOT EXISTS licence_keys_pool ON licence_keys (product_id, order_id, id);
