-- Issue 36: what happens after the sale. The order's life is one state machine (order_events keeps
-- who did what and when); digital lines get licence keys and expiring download links; physical
-- lines ship with carrier and tracking; every paid order gets an invoice with a gapless number, a
-- refund a credit note; buyers ask to return goods within 14 days of delivery.
--
-- orders.status gains the states after payment. SQLite cannot change a CHECK constraint, so the
-- table is rebuilt as in 0014: dropping it runs its ON DELETE actions (order lines and payment
-- sessions would go, licence keys lose their order), so those rows are kept aside and restored.
-- The new tables name their order without REFERENCES: invoices must outlive anything, and a later
-- rebuild of orders then has nothing more to keep aside.
PRAGMA defer_foreign_keys = on;

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
  status TEXT NOT NULL CHECK (status IN ('pending_payment', 'placed', 'paid', 'processing', 'partly_shipped', 'shipped', 'delivered',
    'return_requested', 'return_received', 'partly_refunded', 'refunded', 'cancelled', 'failed')),
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
  order_total_cents INTEGER NOT NULL DEFAULT 0,
  client_address TEXT,
  -- When the buyer received everything (the 14 days to withdraw start here).
  delivered_at TEXT,
  -- Every change of the order bumps the version; `change_nonce` names the batch that made it, so the
  -- other statements of that batch run only if its guarded update won (fulfilment/order-change.ts).
  version INTEGER NOT NULL DEFAULT 1,
  change_nonce TEXT
);
INSERT INTO orders_rebuilt (id, slug, cart_id, store_id, user_id, guest_user_id, email, language, status, coupon_code, currency, items_count,
    gift_message, order_message, gift_to, gift_from, member_card_barcode, delivery_method_id, delivery_method_name, delivery_branch_id,
    delivery_branch, payment_method_id, payment_method_name, payment_type, shipping_address, billing_address, company_data, extended_details,
    created_at, updated_at, paid_at, items_total_cents, coupon_amount_cents, loyalty_amount_cents, delivery_amount_cents, tax_cents, order_total_cents,
    client_address)
  SELECT id, slug, cart_id, store_id, user_id, guest_user_id, email, language, status, coupon_code, currency, items_count,
    gift_message, order_message, gift_to, gift_from, member_card_barcode, delivery_method_id, delivery_method_name, delivery_branch_id,
    delivery_branch, payment_method_id, payment_method_name, payment_type, shipping_address, billing_address, company_data, extended_details,
    created_at, updated_at, paid_at, items_total_cents, coupon_amount_cents, loyalty_amount_cents, delivery_amount_cents, tax_cents, order_total_cents,
    client_address
  FROM orders;
CREATE TABLE kept_order_lines AS SELECT * FROM order_lines;
CREATE TABLE kept_payment_sessions AS SELECT * FROM payment_sessions;
CREATE TABLE kept_licence_keys AS SELECT id, order_id, order_line_id FROM licence_keys WHERE order_id IS NOT NULL;
DROP TABLE orders;
ALTER TABLE orders_rebuilt RENAME TO orders;
CREATE INDEX IF NOT EXISTS orders_user ON orders (user_id, store_id, id DESC);
CREATE INDEX IF NOT EXISTS orders_guest ON orders (guest_user_id, id DESC);
CREATE INDEX IF NOT EXISTS orders_status ON orders (status, id DESC);
CREATE INDEX IF NOT EXISTS orders_pending_by_address ON orders (client_address) WHERE status = 'pending_payment';
CREATE TRIGGER IF NOT EXISTS orders_open_pending_cap
BEFORE INSERT ON orders
WHEN NEW.status = 'pending_payment' AND NEW.payment_type IN ('HPF', 'WALLET') AND (
  (NEW.client_address IS NOT NULL AND (SELECT COUNT(*) FROM orders WHERE status = 'pending_payment' AND payment_type IN ('HPF', 'WALLET') AND client_address = NEW.client_address) >= 3)
  OR (NEW.user_id IS NOT NULL AND (SELECT COUNT(*) FROM orders WHERE status = 'pending_payment' AND payment_type IN ('HPF', 'WALLET') AND user_id = NEW.user_id) >= 3)
)
BEGIN
  SELECT RAISE(ABORT, 'TOO_MANY_PENDING_ORDERS');
END;
INSERT OR IGNORE INTO order_lines SELECT * FROM kept_order_lines;
INSERT OR IGNORE INTO payment_sessions SELECT * FROM kept_payment_sessions;
UPDATE licence_keys SET order_id = (SELECT k.order_id FROM kept_licence_keys k WHERE k.id = licence_keys.id),
  order_line_id = (SELECT k.order_line_id FROM kept_licence_keys k WHERE k.id = licence_keys.id)
  WHERE id IN (SELECT id FROM kept_licence_keys);
DROP TABLE kept_order_lines;
DROP TABLE kept_payment_sessions;
DROP TABLE kept_licence_keys;

-- The order's history: one row per change, who made it (staff e-mail, 'buyer', 'provider', 'system'),
-- what it was. `request_id` is the caller's id of the action: the same request twice is one change.
CREATE TABLE IF NOT EXISTS order_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL,
  event TEXT NOT NULL,
  from_status TEXT,
  to_status TEXT,
  actor TEXT,
  -- JSON: what the event needs to be told (carrier and tracking number, amount, lines, reason...).
  detail TEXT NOT NULL DEFAULT '{}',
  request_id TEXT,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (order_id, request_id)
);
CREATE INDEX IF NOT EXISTS order_events_order ON order_events (order_id, id);
-- The history of the orders there are: placed, paid, cancelled or failed as they stand.
INSERT INTO order_events (order_id, event, to_status, actor, at)
  SELECT id, 'placed', CASE WHEN payment_type IN ('HPF', 'WALLET', 'BANK_TRANSFER') THEN 'pending_payment' ELSE 'placed' END, 'buyer', created_at FROM orders;
INSERT INTO order_events (order_id, event, from_status, to_status, actor, at)
  SELECT id, 'paid', 'pending_payment', 'paid', COALESCE(json_extract(extended_details, '$.paidBy'), 'provider'), paid_at FROM orders WHERE paid_at IS NOT NULL;
INSERT INTO order_events (order_id, event, to_status, actor, at)
  SELECT id, status, status, CASE WHEN status = 'cancelled' THEN json_extract(extended_details, '$.cancelledBy') ELSE 'system' END,
    COALESCE(json_extract(extended_details, '$.cancelledAt'), updated_at)
  FROM orders WHERE status IN ('cancelled', 'failed');

-- Shipments: some or all physical lines of an order, with carrier and tracking number.
CREATE TABLE IF NOT EXISTS shipments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL,
  -- A carrier's id in the setting shop.carriers (its name and tracking URL template), or NULL.
  carrier TEXT,
  tracking_number TEXT NOT NULL DEFAULT '',
  shipped_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  shipped_by TEXT,
  delivered_at TEXT
);
CREATE INDEX IF NOT EXISTS shipments_order ON shipments (order_id, id);
CREATE TABLE IF NOT EXISTS shipment_lines (
  shipment_id INTEGER NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  order_line_id INTEGER NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  PRIMARY KEY (shipment_id, order_line_id)
);

-- A key handed out and then taken back (a refund) stays with its order, marked, and is never reused.
ALTER TABLE licence_keys ADD COLUMN revoked_at TEXT;

-- A digital line's download: a signed link (its id and expiry are in the token; only the token's
-- hash is kept), a few downloads, renewed by the buyer from the order page (a new row; the old one ends).
CREATE TABLE IF NOT EXISTS download_links (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL,
  order_line_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  downloads INTEGER NOT NULL DEFAULT 0,
  max_downloads INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  revoked_at TEXT
);
CREATE INDEX IF NOT EXISTS download_links_line ON download_links (order_line_id, id);

-- Invoices and credit notes (kind), numbered <seq>/<premises>/<device> per year without gaps: the
-- number is taken inside the insert (MAX + 1 of its year, premises and device), and D1 runs one write
-- at a time. The document (seller, buyer, lines, VAT breakdown, totals) is frozen as JSON at issue;
-- the PDF is made from it once and kept in R2 under invoices/.
CREATE TABLE IF NOT EXISTS invoices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  year INTEGER NOT NULL,
  premises TEXT NOT NULL,
  device TEXT NOT NULL,
  seq INTEGER NOT NULL CHECK (seq > 0),
  number TEXT NOT NULL,
  -- A credit note's invoice.
  credits_invoice_id INTEGER REFERENCES invoices (id),
  total_cents INTEGER NOT NULL,
  document TEXT NOT NULL,
  r2_key TEXT,
  issued_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  issued_by TEXT,
  UNIQUE (year, premises, device, seq)
);
CREATE INDEX IF NOT EXISTS invoices_order ON invoices (order_id, id);
-- One invoice per order.
CREATE UNIQUE INDEX IF NOT EXISTS invoices_one_per_order ON invoices (order_id) WHERE kind = 'invoice';

-- Money given back: through the payment provider (card, wallet) or paid out by hand (cash, bank transfer).
CREATE TABLE IF NOT EXISTS refunds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  shipping_cents INTEGER NOT NULL DEFAULT 0 CHECK (shipping_cents >= 0),
  method TEXT NOT NULL CHECK (method IN ('provider', 'manual')),
  provider_ref TEXT,
  reason TEXT NOT NULL DEFAULT '',
  return_id INTEGER,
  credit_note_id INTEGER,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  created_by TEXT
);
CREATE INDEX IF NOT EXISTS refunds_order ON refunds (order_id, id);
CREATE TABLE IF NOT EXISTS refund_lines (
  refund_id INTEGER NOT NULL REFERENCES refunds (id) ON DELETE CASCADE,
  order_line_id INTEGER NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  PRIMARY KEY (refund_id, order_line_id)
);

-- A buyer's request to send goods back (within 14 days of delivery) and what staff did with it.
CREATE TABLE IF NOT EXISTS returns (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'accepted', 'refused', 'received', 'refunded')),
  reason TEXT NOT NULL DEFAULT '',
  staff_note TEXT NOT NULL DEFAULT '',
  requested_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  decided_at TEXT,
  decided_by TEXT,
  received_at TEXT,
  received_by TEXT
);
CREATE INDEX IF NOT EXISTS returns_order ON returns (order_id, id);
CREATE INDEX IF NOT EXISTS returns_open ON returns (status, id);
CREATE TABLE IF NOT EXISTS return_lines (
  return_id INTEGER NOT NULL REFERENCES returns (id) ON DELETE CASCADE,
  order_line_id INTEGER NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  PRIMARY KEY (return_id, order_line_id)
);

-- Seller data an invoice needs (OIB, the business premises and the device that number it) and the
-- carriers staff ship with ({tracking} in a URL template is the tracking number).
UPDATE settings SET value = json_set(value, '$.oib', COALESCE(json_extract(value, '$.oib'), '12345678903'),
    '$.invoicePremises', COALESCE(json_extract(value, '$.invoicePremises'), 'IZLOG1'),
    '$.invoiceDevice', COALESCE(json_extract(value, '$.invoiceDevice'), '1')),
  updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE group_name = 'shop' AND key = 'seller';
INSERT INTO settings (group_name, key, value)
  SELECT 'shop', 'carriers', '[{"id":"gls","name":"GLS","trackingUrl":"https://gls-group.eu/HR/hr/pracenje-posiljaka?match={tracking}"},{"id":"posta","name":"Hrvatska pošta","trackingUrl":"https://posiljka.posta.hr/hr/tracking/trackingdata?barcode={tracking}"},{"id":"dpd","name":"DPD","trackingUrl":"https://www.dpd.com/hr/hr/pracenje-posiljke/?parcelNumber={tracking}"},{"id":"boxnow","name":"BoxNow","trackingUrl":"https://boxnow.hr/?track={tracking}"}]'
  WHERE NOT EXISTS (SELECT 1 FROM settings WHERE group_name = 'shop' AND key = 'carriers');
