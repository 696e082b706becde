-- Issue 34: one record of who sells. The bank-transfer slip named the payee from payment.bankAccount
-- (Ilica 42) while the contact page's text said Ozaljska 93; both now read shop.seller. The
-- account's row becomes that record (same id, so the seed's fixed ids stay free), with the seller's
-- registered address as the contact page shows it. Nothing changes when run again or on a fresh
-- database where the seed then writes the same record.
UPDATE settings
SET group_name = 'shop', key = 'seller',
  value = json_object(
    'name', json_extract(value, '$.recipient'),
    'street', 'Ozaljska 93',
    'zipCode', '10000',
    'city', 'Zagreb',
    'country', 'HR',
    'email', 'info@izlog.hr',
    'phone', '+385 1 555 0199',
    'iban', json_extract(value, '$.iban'),
    'model', COALESCE(json_extract(value, '$.model'), 'HR00')
  ),
  updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE group_name = 'payment' AND key = 'bankAccount'
  AND NOT EXISTS (SELECT 1 FROM settings WHERE group_name = 'shop' AND key = 'seller');

-- The contact page's own copy of the address (the seeded "Gdje smo" section) goes: the page shows
-- the seller record instead.
UPDATE post_translations
SET sections = (
  SELECT json_group_array(json(value))
  FROM (SELECT value FROM json_each(post_translations.sections) WHERE json_extract(value, '$.id') IS NOT 'contact-address' ORDER BY key)
)
WHERE json_valid(sections) AND EXISTS (
  SELECT 1 FROM json_each(post_translations.sections) WHERE json_extract(value, '$.id') = 'contact-address'
);
