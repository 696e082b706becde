-- Issue 37: the VAT rates the shop uses (setting tax.vatRates, percent), which the owner edits in
-- the backoffice and the product editor offers. The rates products carry today are kept, so no
-- product is left with a rate the list lacks. Nothing changes when run again.
INSERT INTO settings (group_name, key, value)
  SELECT 'tax', 'vatRates', (
    SELECT json_group_array(rate) FROM (
      SELECT rate FROM (
        SELECT 25 AS rate UNION SELECT 13 UNION SELECT 5 UNION SELECT 0
        UNION SELECT DISTINCT tax_rate FROM products
      ) ORDER BY rate DESC
    )
  )
  WHERE NOT EXISTS (SELECT 1 FROM settings WHERE group_name = 'tax' AND key = 'vatRates');
