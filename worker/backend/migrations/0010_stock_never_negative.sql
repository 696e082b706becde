-- Stock can never go below zero: an order's batch that would oversell aborts as a whole (the
-- order, its lines, the cart archive and every other line's decrement are rolled back), so two
-- orders racing for the last unit cannot both succeed. Unlimited stock (NULL) is not touched.
CREATE TRIGGER IF NOT EXISTS products_stock_never_negative
BEFORE UPDATE OF stock_qty ON products
WHEN NEW.stock_qty IS NOT NULL AND NEW.stock_qty < 0
BEGIN
  SELECT RAISE(ABORT, 'OUT_OF_STOCK');
END;
