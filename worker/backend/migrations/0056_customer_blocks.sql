-- Issue 37, "Customers and GDPR": staff may block a customer's account. While blocked_at is set the
-- account cannot log in, refresh or use an access token (worker/backend/customers/customer-block.ts).
ALTER TABLE users ADD COLUMN blocked_at TEXT;
