-- One cart, several devices: each device that is handed a customer's cart (api/v2/cart/getAbandoned
-- at login) gets a protect code of its own, stored here as a hash beside the cart's first code
-- (carts.protect_code_hash). Handing the cart over no longer replaces the code, so the first
-- device keeps its cart and both see the same lines.
CREATE TABLE IF NOT EXISTS cart_keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  protect_code_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS cart_keys_cart ON cart_keys (cart_id);
