-- Failed logins per account and per client address (the login throttle, users/login-throttle.ts).
-- In D1, not only in an isolate's memory: every isolate and data centre sees the same counts.
CREATE TABLE IF NOT EXISTS login_failures (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL
);
