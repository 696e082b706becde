-- Issue 36: the test payment provider's own ledger of refunds. The provider refuses a refund larger
-- than what it charged for the order (its succeeded payment sessions) less what it already gave back,
-- checked inside the insert; a refund is asked once per idempotency key (a retried call answers the
-- same reference and gives nothing back twice).
CREATE TABLE IF NOT EXISTS provider_refunds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL,
  idempotency_key TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  reference TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (order_id, idempotency_key)
);
