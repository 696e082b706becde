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

-- One refund of an order at a time: a refund claims its order here before it asks the provider and
-- lets go once it is written (or refused). Two staff members refunding the same lines at once would
-- otherwise both be paid out by the provider (its check is on money, not lines) and only one recorded.
-- A claim older than a minute (a request that died) no longer holds.
CREATE TABLE IF NOT EXISTS refund_claims (
  order_id INTEGER PRIMARY KEY,
  request_id TEXT NOT NULL,
  claimed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
