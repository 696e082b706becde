-- Issue 37: the owner edits delivery methods, pickup branches and payment methods in the backoffice.
--
-- A delivery method's own price_cents / free_over_cents stay its default price: checkout keeps
-- working unchanged for every country no rate names. A rate prices the method for the countries it
-- lists (its zone, e.g. 'AT,DE,SI'); the first rate by sort_order that names the address's country
-- wins. The method's `countries` still says where it delivers at all. No weight limits: products
-- carry no weight.
CREATE TABLE IF NOT EXISTS delivery_method_rates (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  method_id INTEGER NOT NULL REFERENCES delivery_methods (id) ON DELETE CASCADE,
  -- A comma-separated list of ISO codes, e.g. 'AT,DE'.
  countries TEXT NOT NULL CHECK (countries <> ''),
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  -- Free when the items total after the coupon reaches this (NULL = never free).
  free_over_cents INTEGER CHECK (free_over_cents IS NULL OR free_over_cents >= 0),
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS delivery_method_rates_method ON delivery_method_rates (method_id, sort_order);

-- A pickup branch's opening hours, per language (free text, e.g. 'pon–pet 8–20, sub 8–14').
ALTER TABLE delivery_branch_translations ADD COLUMN hours TEXT NOT NULL DEFAULT '';

-- Which delivery methods a payment method goes with; none listed = every delivery method. Cash on
-- delivery still needs a physical delivery (payment_methods.physical_only).
CREATE TABLE IF NOT EXISTS payment_method_delivery_methods (
  payment_method_id INTEGER NOT NULL REFERENCES payment_methods (id) ON DELETE CASCADE,
  delivery_method_id INTEGER NOT NULL REFERENCES delivery_methods (id) ON DELETE CASCADE,
  PRIMARY KEY (payment_method_id, delivery_method_id)
);
CREATE INDEX IF NOT EXISTS payment_method_delivery_methods_delivery ON payment_method_delivery_methods (delivery_method_id);
