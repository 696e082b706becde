-- A guest is bound to the cart that created it (one guest row per cart session), no longer shared
-- by every checkout with the same e-mail: knowing someone's e-mail must not let a stranger act as
-- their guest or replace their addresses. SQLite cannot drop a UNIQUE constraint, so guest_users
-- is rebuilt. Dropping the old table would cascade into guest_addresses and null the carts' and
-- orders' links, so those are kept aside and restored after the rename.
PRAGMA defer_foreign_keys = on;

CREATE TABLE guest_users_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL COLLATE NOCASE,
  details TEXT NOT NULL DEFAULT '{}',
  company TEXT NOT NULL DEFAULT 'null',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO guest_users_rebuilt (id, email, details, company, created_at, updated_at)
  SELECT id, email, details, company, created_at, updated_at FROM guest_users;

CREATE TABLE kept_guest_addresses AS SELECT * FROM guest_addresses;
CREATE TABLE kept_cart_guests AS SELECT id, guest_user_id FROM carts WHERE guest_user_id IS NOT NULL;
CREATE TABLE kept_order_guests AS SELECT id, guest_user_id FROM orders WHERE guest_user_id IS NOT NULL;

DROP TABLE guest_users;
ALTER TABLE guest_users_rebuilt RENAME TO guest_users;
CREATE INDEX IF NOT EXISTS guest_users_email ON guest_users (email);

INSERT INTO guest_addresses SELECT * FROM kept_guest_addresses WHERE id NOT IN (SELECT id FROM guest_addresses);
UPDATE carts SET guest_user_id = (SELECT k.guest_user_id FROM kept_cart_guests k WHERE k.id = carts.id)
  WHERE id IN (SELECT id FROM kept_cart_guests);
UPDATE orders SET guest_user_id = (SELECT k.guest_user_id FROM kept_order_guests k WHERE k.id = orders.id)
  WHERE id IN (SELECT id FROM kept_order_guests);

DROP TABLE kept_guest_addresses;
DROP TABLE kept_cart_guests;
DROP TABLE kept_order_guests;
