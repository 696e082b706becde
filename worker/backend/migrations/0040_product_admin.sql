-- Issue 35: staff run the catalogue. A product is a draft until staff publish it (the seed's and every
-- existing product stay published); a draft is in no shop list, search, product page or cart
-- (catalogue/sql.ts LISTABLE_SQL and AVAILABLE_SQL, product-rows.ts findProductIdBySlug).
-- `version` counts saves: an editor sends back the version it read, a stale save is refused (409).
-- `low_stock_threshold`: at or below it the admin list calls the stock low (NULL = the shop's default).
ALTER TABLE products ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE products ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE products ADD COLUMN low_stock_threshold INTEGER CHECK (low_stock_threshold IS NULL OR low_stock_threshold >= 0);
