-- Issue 32: the shop is no mail cannon, and abandoned payment sessions cannot lock the stock.

-- The outbox's cap per recipient (worker/backend/email/outbox.ts) counts one address's recent and
-- unsent e-mails; addresses are compared without case.
CREATE INDEX IF NOT EXISTS email_outbox_recipient ON email_outbox (recipient COLLATE NOCASE, created_at);

-- Where an order came from (the client address the edge saw), for the cap on open unpaid orders.
ALTER TABLE orders ADD COLUMN client_address TEXT;
CREATE INDEX IF NOT EXISTS orders_pending_by_address ON orders (client_address) WHERE status = 'pending_payment';

-- Card and wallet orders waiting for their payment hold stock until they are paid or expire
-- (worker/backend/commerce/order-expiry.ts). One client address and one account may have at most
-- 3 of them open at once: a fourth order's batch aborts as a whole (nothing is written, the cart
-- stays as it was), so concurrent submits cannot slip past the count. Bank transfers are not
-- counted: they wait for the shopper's bank, not for a payment session.
CREATE TRIGGER IF NOT EXISTS orders_open_pending_cap
BEFORE INSERT ON orders
WHEN NEW.status = 'pending_payment' AND NEW.payment_type IN ('HPF', 'WALLET') AND (
  (NEW.client_address IS NOT NULL AND (SELECT COUNT(*) FROM orders WHERE status = 'pending_payment' AND payment_type IN ('HPF', 'WALLET') AND client_address = NEW.client_address) >= 3)
  OR (NEW.user_id IS NOT NULL AND (SELECT COUNT(*) FROM orders WHERE status = 'pending_payment' AND payment_type IN ('HPF', 'WALLET') AND user_id = NEW.user_id) >= 3)
)
BEGIN
  SELECT RAISE(ABORT, 'TOO_MANY_PENDING_ORDERS');
END;
