-- Issue 37, promotions: scheduled sale prices. A product (a variant is a product row with its own
-- prices; a configurable's prices are its variants') gets sale periods: a price in cents from
-- starts_at to ends_at (ISO 8601 UTC, as strftime('%Y-%m-%dT%H:%M:%fZ') writes them). The Cron
-- Trigger starts a due period (the product's discount_price_cents becomes the sale price; the one
-- before is kept in before_cents) and ends it (the discount goes back, unless staff changed it
-- meanwhile). `claim` is the run that moved the row last: a run's price change and audit entry
-- are written only for the rows it claimed, so two overlapping runs cannot apply one period twice.
-- Periods of one product do not overlap (checked by the insert, worker/backend/sales/sale-write.ts).
CREATE TABLE IF NOT EXISTS sale_schedules (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL CHECK (ends_at > starts_at),
  state TEXT NOT NULL DEFAULT 'scheduled' CHECK (state IN ('scheduled', 'running', 'ended')),
  before_cents INTEGER,
  claim TEXT,
  created_by TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS sale_schedules_product ON sale_schedules (product_id, starts_at);
-- The cron's two questions: which scheduled periods are due to start, which running ones to end.
CREATE INDEX IF NOT EXISTS sale_schedules_due_start ON sale_schedules (starts_at) WHERE state = 'scheduled';
CREATE INDEX IF NOT EXISTS sale_schedules_due_end ON sale_schedules (ends_at) WHERE state = 'running';
