-- The one cart a failed or cancelled order's cart came back as (cart/reopen): every later ask for the
-- archived cart (a second tab, a stale form post) answers this cart instead of copying the lines again.
-- SET NULL: should that cart ever be deleted, the next ask makes a new one.
ALTER TABLE carts ADD COLUMN reopened_as_cart_id TEXT REFERENCES carts (id) ON DELETE SET NULL;
