-- Issue 37, the dashboard: revenue by the day an order was paid, refunds by the day they were made,
-- abandoned carts by when they were last touched. Without these, each of the dashboard's 60 days
-- would scan every order (the dashboard must stay fast with 100,000 orders).
CREATE INDEX IF NOT EXISTS orders_paid_at ON orders (paid_at) WHERE paid_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS refunds_created_at ON refunds (created_at);
CREATE INDEX IF NOT EXISTS carts_idle ON carts (status, updated_at);
