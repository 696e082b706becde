-- Issue 37, promotions: coupons are the owner's (backoffice /admin/coupons), not seed data only.
-- A coupon may be limited per customer, give free delivery, and discount only some products and/or
-- the products of some categories (a category's descendants included). Its uses are facts — one
-- coupon_uses row per order that used it — so the usage count and the per-customer count are
-- counted, never a counter that drifts; a cancelled or failed order gives its use back.

ALTER TABLE coupons ADD COLUMN per_customer_limit INTEGER CHECK (per_customer_limit IS NULL OR per_customer_limit > 0);
ALTER TABLE coupons ADD COLUMN free_shipping INTEGER NOT NULL DEFAULT 0 CHECK (free_shipping IN (0, 1));
-- The owner's own note (what the coupon is for); never shown to shoppers.
ALTER TABLE coupons ADD COLUMN note TEXT NOT NULL DEFAULT '';
ALTER TABLE coupons ADD COLUMN updated_at TEXT;

-- Restrictions: a coupon with no rows in either table applies to the whole cart.
CREATE TABLE IF NOT EXISTS coupon_products (
  coupon_id INTEGER NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (coupon_id, product_id)
);
CREATE TABLE IF NOT EXISTS coupon_categories (
  coupon_id INTEGER NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (coupon_id, category_id)
);

-- One row per order that used a coupon: who (account and/or buyer e-mail) and when. The order is
-- named without REFERENCES (as 0044's tables), so a later rebuild of orders keeps these rows.
CREATE TABLE IF NOT EXISTS coupon_uses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  coupon_id INTEGER NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL UNIQUE,
  user_id INTEGER,
  email TEXT NOT NULL COLLATE NOCASE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS coupon_uses_coupon ON coupon_uses (coupon_id);
CREATE INDEX IF NOT EXISTS coupon_uses_user ON coupon_uses (coupon_id, user_id);
CREATE INDEX IF NOT EXISTS coupon_uses_email ON coupon_uses (coupon_id, email COLLATE NOCASE);

-- The uses orders already made (those not cancelled or failed) become facts.
INSERT OR IGNORE INTO coupon_uses (coupon_id, order_id, user_id, email, created_at)
  SELECT c.id, o.id, o.user_id, o.email, o.created_at
  FROM orders o JOIN coupons c ON c.code = o.coupon_code COLLATE NOCASE
  WHERE o.status NOT IN ('cancelled', 'failed');

ALTER TABLE coupons DROP COLUMN used_count;

-- Each order line's share of the coupon (cents, ≥ 0): a coupon limited to some products discounts
-- only their lines, so the invoice's VAT and a refund's paid amount follow the lines it discounted.
-- Orders from before (0 on every line) share their coupon over all lines, as before.
ALTER TABLE order_lines ADD COLUMN coupon_cents INTEGER NOT NULL DEFAULT 0 CHECK (coupon_cents >= 0);

-- The claim of a use is written in the order's own batch (commerce/order-create.ts); over a limit
-- the whole batch aborts (no order, the cart stays as it was), so concurrent orders cannot slip past
-- the count: D1 runs one batch at a time, and each sees the uses the ones before it wrote.
CREATE TRIGGER IF NOT EXISTS coupon_uses_total_limit
BEFORE INSERT ON coupon_uses
WHEN (SELECT usage_limit FROM coupons WHERE id = NEW.coupon_id) IS NOT NULL
  AND (SELECT COUNT(*) FROM coupon_uses WHERE coupon_id = NEW.coupon_id)
    >= (SELECT usage_limit FROM coupons WHERE id = NEW.coupon_id)
BEGIN
  SELECT RAISE(ABORT, 'COUPON_USED_UP');
END;

-- A customer is their account and their e-mail: a guest order with an account's e-mail counts too.
CREATE TRIGGER IF NOT EXISTS coupon_uses_customer_limit
BEFORE INSERT ON coupon_uses
WHEN (SELECT per_customer_limit FROM coupons WHERE id = NEW.coupon_id) IS NOT NULL
  AND (SELECT COUNT(*) FROM coupon_uses WHERE coupon_id = NEW.coupon_id
       AND ((NEW.user_id IS NOT NULL AND user_id = NEW.user_id) OR email = NEW.email COLLATE NOCASE))
    >= (SELECT per_customer_limit FROM coupons WHERE id = NEW.coupon_id)
BEGIN
  SELECT RAISE(ABORT, 'COUPON_CUSTOMER_LIMIT');
END;

-- A cancelled or failed order (fulfilment's state machine, order expiry, a declined payment) gives
-- its use back.
CREATE TRIGGER IF NOT EXISTS coupon_uses_release
AFTER UPDATE OF status ON orders
WHEN NEW.status IN ('cancelled', 'failed') AND OLD.status NOT IN ('cancelled', 'failed')
BEGIN
  DELETE FROM coupon_uses WHERE order_id = NEW.id;
END;
