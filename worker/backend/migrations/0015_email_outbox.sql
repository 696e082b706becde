-- The e-mail outbox (worker/backend/email/): every e-mail is written here first, rendered in the
-- recipient's language, then delivered by the configured sender with retries (Cron Trigger).
CREATE TABLE IF NOT EXISTS email_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('verifyEmail', 'passwordReset', 'orderConfirmation', 'formConfirmation', 'newsletterConfirmation', 'orderStatus')),
  recipient TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('hr', 'en')),
  subject TEXT NOT NULL,
  html TEXT NOT NULL,
  text TEXT NOT NULL,
  -- Inline images the HTML shows by cid: (JSON [{filename, type, contentId, base64}]).
  attachments TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  -- Who took it: 'cloudflare', 'http' or 'dev-mailbox'; and the provider's message id when it gives one.
  sent_via TEXT,
  provider_id TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX IF NOT EXISTS email_outbox_due ON email_outbox (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS email_outbox_created ON email_outbox (created_at DESC);
