-- Issue 36: the after-sale e-mails (shipped, delivered, keys, invoices, refunds, returns) are new
-- kinds of outbox e-mail. The CHECK of 0024 listed every kind, so each new kind meant rebuilding the
-- table, and two changes adding kinds at once would each drop the other's. The closed list of kinds
-- is the code's (worker/backend/email/outbox.ts EMAIL_KINDS, which also checks each row it reads):
-- the table is rebuilt without the CHECK on kind, every row and index kept.
CREATE TABLE email_outbox_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('hr', 'en')),
  subject TEXT NOT NULL,
  html TEXT NOT NULL,
  text TEXT NOT NULL,
  attachments TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  sent_via TEXT,
  provider_id TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
INSERT INTO email_outbox_new (id, kind, recipient, locale, subject, html, text, attachments, status, attempts, next_attempt_at, last_error, sent_via, provider_id, created_at, sent_at)
  SELECT id, kind, recipient, locale, subject, html, text, attachments, status, attempts, next_attempt_at, last_error, sent_via, provider_id, created_at, sent_at FROM email_outbox;
DROP TABLE email_outbox;
ALTER TABLE email_outbox_new RENAME TO email_outbox;
CREATE INDEX IF NOT EXISTS email_outbox_due ON email_outbox (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS email_outbox_created ON email_outbox (created_at DESC);
CREATE INDEX IF NOT EXISTS email_outbox_recipient ON email_outbox (recipient COLLATE NOCASE, created_at);
