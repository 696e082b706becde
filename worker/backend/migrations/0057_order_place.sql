-- Issue 38: placing an order in one write batch (commerce/order-place.ts).
--
-- The order's throttle is spent in the order's own batch: a budget row spent that way carries its
-- limit (`cap`), and an update that takes it over the limit aborts the whole batch (no order, no
-- spend), so concurrent orders cannot slip past it — D1 runs one batch at a time. The other
-- throttles (spendBudget) leave `cap` NULL: they count over the limit and answer 429 themselves.
ALTER TABLE request_budgets ADD COLUMN cap INTEGER;

CREATE TRIGGER IF NOT EXISTS request_budgets_cap
BEFORE UPDATE ON request_budgets
WHEN NEW.cap IS NOT NULL AND NEW.count > NEW.cap
BEGIN
  SELECT RAISE(ABORT, 'REQUEST_BUDGET_SPENT');
END;

-- An e-mail written by the batch that made what it tells of, before its text exists: `job` says
-- what to render (JSON, e.g. an order's confirmation). It is rendered right after the answer and,
-- if that fails, by the Cron Trigger's outbox run; until then it is never delivered. NULL: rendered.
ALTER TABLE email_outbox ADD COLUMN job TEXT;
