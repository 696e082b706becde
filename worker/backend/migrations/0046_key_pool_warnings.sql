-- Issue 36: staff are e-mailed once when an eProduct's licence key pool falls below the low mark.
-- The row is the "already told" mark: the first delivery that takes the pool below the mark inserts
-- it (a concurrent one finds it there and stays quiet); keys added that lift the pool again remove it.
CREATE TABLE IF NOT EXISTS key_pool_warnings (
  product_id INTEGER PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  available INTEGER NOT NULL,
  warned_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
