-- Newsletter double opt-in (issue 14): a subscription counts once its address is confirmed from
-- the e-mail. Rows from before were single opt-in with consent: they stay confirmed.
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmation_token TEXT;
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_at TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS newsletter_confirmation_token ON newsletter_subscriptions (confirmation_token);
UPDATE newsletter_subscriptions SET confirmed_at = created_at WHERE confirmed_at IS NULL;
