-- Issue 35: the product editor's own fields.

-- SEO texts per language: '' = the shop's product page uses the name / short description for its
-- <title> and meta description (client/features/product/product-head.ts).
ALTER TABLE product_translations ADD COLUMN seo_title TEXT NOT NULL DEFAULT '';
ALTER TABLE product_translations ADD COLUMN seo_description TEXT NOT NULL DEFAULT '';

-- Sell when out of stock (backorders), per product; a configurable's variants follow their main
-- product. Such a product stays available at stock 0 (catalogue/sql.ts BACKORDER_SQL), the cart
-- takes it and an order's reservation stops at 0 instead of refusing (product-rows.ts reserveStock):
-- stock never goes below zero (the trigger of migration 0010 still guards every other product).
ALTER TABLE products ADD COLUMN sell_when_out_of_stock INTEGER NOT NULL DEFAULT 0 CHECK (sell_when_out_of_stock IN (0, 1));
