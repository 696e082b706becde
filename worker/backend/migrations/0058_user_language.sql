-- The language a customer registered in: what staff send them later (a confirmation e-mail sent
-- again from the backoffice) is written in it, not in the language of the staff member's screen.
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'hr' CHECK (language IN ('hr', 'en'));
