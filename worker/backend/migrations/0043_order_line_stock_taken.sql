-- Issue 35: a product sold when out of stock goes down to 0 and no further, so an order line may take
-- fewer units off the shelf than it orders. `stock_taken` is what the line took (NULL: unlimited
-- stock); a failed or cancelled order puts back exactly that (lines from before: their qty).
ALTER TABLE order_lines ADD COLUMN stock_taken INTEGER;
