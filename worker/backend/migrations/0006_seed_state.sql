-- Which version of the seed content has been applied (lets start-up and test setup skip a full re-seed).
CREATE TABLE IF NOT EXISTS seed_state (
  version TEXT PRIMARY KEY,
  applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
