-- Issue 32: staff issue, assign, release and (de)activate membership cards in the backoffice; every
-- staff change is written to an audit log.

-- Who changed what, when (worker/backend/audit-log.ts). `subject` names the record (`membershipCard:12`);
-- `detail` is a JSON object of the change. The actor's e-mail is kept as it was at the time.
CREATE TABLE IF NOT EXISTS audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  actor_user_id INTEGER,
  actor_email TEXT NOT NULL,
  action TEXT NOT NULL,
  subject TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '{}',
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS audit_log_subject ON audit_log (subject, id);
