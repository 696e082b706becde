-- Issue 32: accounts cannot be taken over through social login, an e-mail change or a guessed card.

-- A provider identity (OpenID Connect issuer's `sub`) linked to an account. A provider login finds
-- the account here, never by e-mail alone; a link is made for a new account, or after the owner of
-- an existing, confirmed account logged in with its password (worker/backend/users/identities.ts).
CREATE TABLE IF NOT EXISTS user_identities (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX IF NOT EXISTS user_identities_user ON user_identities (user_id);

-- An e-mail change waits here until the link sent to the new address is opened (SHA-256 hex of
-- the token, like verification_token); users.email keeps working meanwhile.
ALTER TABLE users ADD COLUMN pending_email TEXT;
ALTER TABLE users ADD COLUMN pending_email_token TEXT;
ALTER TABLE users ADD COLUMN pending_email_expires_at TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS users_pending_email_token ON users (pending_email_token) WHERE pending_email_token IS NOT NULL;

-- A membership card belongs to one account. Where two accounts held the same card, the first keeps it.
UPDATE users SET member_card_barcode = NULL
WHERE member_card_barcode IS NOT NULL
  AND id NOT IN (SELECT MIN(id) FROM users WHERE member_card_barcode IS NOT NULL GROUP BY member_card_barcode);
CREATE UNIQUE INDEX IF NOT EXISTS users_member_card_barcode ON users (member_card_barcode) WHERE member_card_barcode IS NOT NULL;

-- Whom a card was issued to: only an account with this e-mail may claim it itself (staff may assign it).
ALTER TABLE membership_cards ADD COLUMN issued_to_email TEXT COLLATE NOCASE;

-- The outbox knows the account e-mails added here (the CHECK of 0015 lists the kinds): the table
-- is rebuilt with the longer list, every row and index kept.
CREATE TABLE email_outbox_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('verifyEmail', 'passwordReset', 'orderConfirmation', 'formConfirmation', 'newsletterConfirmation', 'orderStatus',
    'emailChange', 'emailChangeNotice', 'registrationAttempt')),
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
