-- Bank transfer (issue 13): a fourth payment type, paid by the shopper's own bank transfer (HUB-3
-- barcode on the success page). SQLite cannot change a CHECK constraint, so payment_methods and
-- orders are rebuilt. Dropping a table runs its ON DELETE actions (translations, order lines and
-- payment sessions would be deleted, carts' method links nulled), so those rows are kept aside
-- and restored after the rename, as in 0009.
PRAGMA defer_foreign_keys = on;

CREATE TABLE payment_methods_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  payment_type TEXT NOT NULL CHECK (payment_type IN ('HPF', 'COD', 'WALLET', 'BANK_TRANSFER')),
  physical_only INTEGER NOT NULL DEFAULT 0 CHECK (physical_only IN (0, 1)),
  sort_order INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO payment_methods_rebuilt (id, payment_type, physical_only, sort_order, active, created_at)
  SELECT id, payment_type, physical_only, sort_order, active, created_at FROM payment_methods;
CREATE TABLE kept_payment_method_translations AS SELECT * FROM payment_method_translations;
CREATE TABLE kept_cart_payment_methods AS SELECT id, payment_method_id FROM carts WHERE payment_method_id IS NOT NULL;
DROP TABLE payment_methods;
ALTER TABLE payment_methods_rebuilt RENAME TO payment_methods;
INSERT OR IGNORE INTO payment_method_translations SELECT * FROM kept_payment_method_translations;
UPDATE carts SET payment_method_id = (SELECT k.payment_method_id FROM kept_cart_payment_methods k WHERE k.id = carts.id)
  WHERE id IN (SELECT id FROM kept_cart_payment_methods);
DROP TABLE kept_payment_method_translations;
DROP TABLE kept_cart_payment_methods;

CREATE TABLE orders_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  slug TEXT NOT NULL UNIQUE,
  -- One order per cart: a second order/create from the same cart is refused.
  cart_id TEXT NOT NULL UNIQUE REFERENCES carts (id),
  store_id INTEGER NOT NULL DEFAULT 1,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  guest_user_id INTEGER REFERENCES guest_users (id) ON DELETE SET NULL,
  email TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  status TEXT NOT NULL CHECK (status IN ('pending_payment', 'paid', 'failed', 'cancelled', 'placed')),
  coupon_code TEXT,
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
  delivery_branch TEXT,
  payment_method_id INTEGER,
  payment_method_name TEXT,
  payment_type TEXT CHECK (payment_type IN ('HPF', 'COD', 'WALLET', 'BANK_TRANSFER')),
  shipping_address TEXT,
  billing_address TEXT,
  company_data TEXT,
  extended_details TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  paid_at TEXT,
  items_total_cents INTEGER NOT NULL DEFAULT 0,
  coupon_amount_cents INTEGER NOT NULL DEFAULT 0,
  loyalty_amount_cents INTEGER NOT NULL DEFAULT 0,
  delivery_amount_cents INTEGER NOT NULL DEFAULT 0,
  tax_cents INTEGER NOT NULL DEFAULT 0,
  order_total_cents INTEGER NOT NULL DEFAULT 0
);
INSERT INTO orders_rebuilt (id, slug, cart_id, store_id, user_id, guest_user_id, email, language, status, coupon_code, currency, items_count,
    gift_message, order_message, gift_to, gift_from, member_card_barcode, delivery_method_id, delivery_method_name, delivery_branch_id,
    delivery_branch, payment_method_id, payment_method_name, payment_type, shipping_address, billing_address, company_data, extended_details,
    created_at, updated_at, paid_at, items_total_cents, coupon_amount_cents, loyalty_amount_cents, delivery_amount_cents, tax_cents, order_total_cents)
  SELECT id, slug, cart_id, store_id, user_id, guest_user_id, email, language, status, coupon_code, currency, items_count,
    gift_message, order_message, gift_to, gift_from, member_card_barcode, delivery_method_id, delivery_method_name, delivery_branch_id,
    delivery_branch, payment_method_id, payment_method_name, payment_type, shipping_address, billing_address, company_data, extended_details,
    created_at, updated_at, paid_at, items_total_cents, coupon_amount_cents, loyalty_amount_cents, delivery_amount_cents, tax_cents, order_total_cents
  FROM orders;
CREATE TABLE kept_order_lines AS SELECT * FROM order_lines;
CREATE TABLE kept_payment_sessions AS SELECT * FROM payment_sessions;
DROP TABLE orders;
ALTER TABLE orders_rebuilt RENAME TO orders;
CREATE INDEX IF NOT EXISTS orders_user ON orders (user_id, store_id, id DESC);
CREATE INDEX IF NOT EXISTS orders_guest ON orders (guest_user_id, id DESC);
INSERT OR IGNORE INTO order_lines SELECT * FROM kept_order_lines;
INSERT OR IGNORE INTO payment_sessions SELECT * FROM kept_payment_sessions;
DROP TABLE kept_order_lines;
DROP TABLE kept_payment_sessions;

-- The method itself and the account it pays to (existing installs; a new database gets the same from the seed).
INSERT OR IGNORE INTO payment_methods (id, payment_type, physical_only, sort_order) VALUES (4, 'BANK_TRANSFER', 0, 4);
INSERT OR IGNORE INTO payment_method_translations (method_id, language, name, description) VALUES
  (4, 'hr', 'Uplata na račun', 'Uplata općom uplatnicom ili mobilnim bankarstvom; narudžbu šaljemo kad uplata stigne.'),
  (4, 'en', 'Bank transfer', 'Pay by bank transfer or in your banking app; we ship once the payment arrives.');
INSERT OR IGNORE INTO settings (id, group_name, key, value) VALUES
  (8, 'payment', 'bankAccount', '{"recipient":"izlog d.o.o.","street":"Ilica 42","city":"10000 Zagreb","iban":"HR1210010051863000160","model":"HR00"}');
