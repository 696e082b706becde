-- Issue 34: the newsletter consent was numbered 'marketing', the name of a cookie category, so the
-- consent log showed every cookie acceptance as a newsletter consent. The consent becomes
-- 'newsletter'; the cookie categories keep their names (SPEC §3: necessary, marketing, analytics).
-- Every statement changes nothing when run again or on a fresh database (the seed writes 'newsletter').

UPDATE consents SET unique_number = 'newsletter'
WHERE unique_number = 'marketing' AND NOT EXISTS (SELECT 1 FROM consents WHERE unique_number = 'newsletter');

-- Logged lists: a cookie-notice row's 'marketing' is the cookie category and stays; in every other
-- row (register, checkout, newsletter, contact) it was the newsletter consent. The consents column
-- holds uniqueNumbers or {"uniqueNumber": …} objects, so the quoted id is replaced in both forms.
UPDATE consent_logs SET consents = REPLACE(consents, '"marketing"', '"newsletter"')
WHERE source_type <> 'cookie' AND consents LIKE '%"marketing"%'
  AND NOT EXISTS (SELECT 1 FROM consents WHERE unique_number = 'marketing');

-- The home page's sign-up sent no consents, so its rows logged an empty list: subscribing is the
-- newsletter consent.
UPDATE consent_logs SET consents = '["newsletter"]' WHERE source_type = 'newsletter' AND consents = '[]';

-- The cookie notice was assigned the newsletter consent, which it never asks for.
DELETE FROM consent_assignment_items
WHERE assignment_id IN (SELECT id FROM consent_assignments WHERE assigned_to = 'cookie')
  AND consent_id IN (SELECT id FROM consents WHERE unique_number = 'newsletter');
