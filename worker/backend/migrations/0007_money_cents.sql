-- Money as integer cents: every money column of the catalogue and commerce tables becomes an
-- INTEGER `*_cents` column holding the gross amount in cents (1.99 EUR = 199). Existing rows are
-- converted in place (round half away from zero), then the REAL columns are dropped. Percentages
-- (tax rates, percent coupons) and exchange rates stay REAL.

-- products: final_price is generated from the prices, so it and its index go first and come back
-- (as a VIRTUAL generated column: ALTER TABLE cannot add a STORED one) over the cents columns.
DROP INDEX IF EXISTS products_final_price;
ALTER TABLE products DROP COLUMN final_price;
ALTER TABLE products ADD COLUMN retail_price_cents INTEGER NOT NULL DEFAULT 0 CHECK (retail_price_cents >= 0);
ALTER TABLE products ADD COLUMN basic_price_cents INTEGER NOT NULL DEFAULT 0 CHECK (basic_price_cents >= 0);
ALTER TABLE products ADD COLUMN discount_price_cents INTEGER CHECK (discount_price_cents IS NULL OR discount_price_cents >= 0);
ALTER TABLE products ADD COLUMN membership_price_cents INTEGER CHECK (membership_price_cents IS NULL OR membership_price_cents >= 0);
UPDATE products SET
  retail_price_cents = CAST(ROUND(retail_price * 100) AS INTEGER),
  basic_price_cents = CAST(ROUND(basic_price * 100) AS INTEGER),
  discount_price_cents = CAST(ROUND(discount_price * 100) AS INTEGER),
  membership_price_cents = CAST(ROUND(membership_price * 100) AS INTEGER);
ALTER TABLE products DROP COLUMN retail_price;
ALTER TABLE products DROP COLUMN basic_price;
ALTER TABLE products DROP COLUMN discount_price;
ALTER TABLE products DROP COLUMN membership_price;
ALTER TABLE products ADD COLUMN final_price_cents INTEGER GENERATED ALWAYS AS (COALESCE(discount_price_cents, retail_price_cents)) VIRTUAL;
CREATE INDEX IF NOT EXISTS products_final_price ON products (archived, final_price_cents);

ALTER TABLE price_history ADD COLUMN price_cents INTEGER NOT NULL DEFAULT 0;
UPDATE price_history SET price_cents = CAST(ROUND(price * 100) AS INTEGER);
ALTER TABLE price_history DROP COLUMN price;

-- coupons: `value` was a percent or an amount depending on `type`; now one column for each.
ALTER TABLE coupons ADD COLUMN percent REAL CHECK (percent IS NULL OR percent > 0);
ALTER TABLE coupons ADD COLUMN amount_cents INTEGER CHECK (amount_cents IS NULL OR amount_cents > 0);
ALTER TABLE coupons ADD COLUMN min_items_total_cents INTEGER NOT NULL DEFAULT 0;
UPDATE coupons SET
  percent = CASE WHEN type = 'percent' THEN value END,
  amount_cents = CASE WHEN type = 'fixed' THEN CAST(ROUND(value * 100) AS INTEGER) END,
  min_items_total_cents = CAST(ROUND(min_items_total * 100) AS INTEGER);
ALTER TABLE coupons DROP COLUMN value;
ALTER TABLE coupons DROP COLUMN min_items_total;

ALTER TABLE delivery_methods ADD COLUMN price_cents INTEGER NOT NULL DEFAULT 0 CHECK (price_cents >= 0);
ALTER TABLE delivery_methods ADD COLUMN free_over_cents INTEGER;
UPDATE delivery_methods SET
  price_cents = CAST(ROUND(price * 100) AS INTEGER),
  free_over_cents = CAST(ROUND(free_over * 100) AS INTEGER);
ALTER TABLE delivery_methods DROP COLUMN price;
ALTER TABLE delivery_methods DROP COLUMN free_over;

ALTER TABLE cart_items ADD COLUMN unit_price_cents INTEGER NOT NULL DEFAULT 0;
UPDATE cart_items SET unit_price_cents = CAST(ROUND(unit_price * 100) AS INTEGER);
ALTER TABLE cart_items DROP COLUMN unit_price;

-- orders: the coupon amount stays negative (a discount), as before.
ALTER TABLE orders ADD COLUMN items_total_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN coupon_amount_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN loyalty_amount_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN delivery_amount_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN tax_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN order_total_cents INTEGER NOT NULL DEFAULT 0;
UPDATE orders SET
  items_total_cents = CAST(ROUND(items_total * 100) AS INTEGER),
  coupon_amount_cents = CAST(ROUND(coupon_amount * 100) AS INTEGER),
  loyalty_amount_cents = CAST(ROUND(loyalty_amount * 100) AS INTEGER),
  delivery_amount_cents = CAST(ROUND(delivery_amount * 100) AS INTEGER),
  tax_cents = CAST(ROUND(tax * 100) AS INTEGER),
  order_total_cents = CAST(ROUND(order_total * 100) AS INTEGER);
ALTER TABLE orders DROP COLUMN items_total;
ALTER TABLE orders DROP COLUMN coupon_amount;
ALTER TABLE orders DROP COLUMN loyalty_amount;
ALTER TABLE orders DROP COLUMN delivery_amount;
ALTER TABLE orders DROP COLUMN tax;
ALTER TABLE orders DROP COLUMN order_total;

ALTER TABLE order_lines ADD COLUMN unit_price_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN row_total_cents INTEGER NOT NULL DEFAULT 0;
UPDATE order_lines SET
  unit_price_cents = CAST(ROUND(unit_price * 100) AS INTEGER),
  row_total_cents = CAST(ROUND(row_total * 100) AS INTEGER);
ALTER TABLE order_lines DROP COLUMN unit_price;
ALTER TABLE order_lines DROP COLUMN row_total;

ALTER TABLE payment_sessions ADD COLUMN amount_cents INTEGER NOT NULL DEFAULT 0;
UPDATE payment_sessions SET amount_cents = CAST(ROUND(amount * 100) AS INTEGER);
ALTER TABLE payment_sessions DROP COLUMN amount;
