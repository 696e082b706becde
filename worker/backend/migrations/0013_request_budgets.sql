-- Fixed-window request budgets per key (e.g. "failed-request:<client address>"), in D1 so every
-- isolate counts together (worker/backend/request-budget.ts).
CREATE TABLE IF NOT EXISTS request_budgets (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);
