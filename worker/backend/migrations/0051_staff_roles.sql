-- Issue 37, staff roles: a staff account has one role (contract/staff-roles.ts); NULL is a customer.
-- Every account that was backoffice staff becomes an owner (the only role there was). The backoffice
-- flag stays as a column every existing read keeps using, but it is no longer a fact of its own:
-- it is derived from the role, so the two can never disagree.
ALTER TABLE users ADD COLUMN staff_role TEXT CHECK (staff_role IN ('owner', 'catalogue', 'orders', 'content'));
UPDATE users SET staff_role = 'owner' WHERE is_backoffice_user = 1;
ALTER TABLE users DROP COLUMN is_backoffice_user;
ALTER TABLE users ADD COLUMN is_backoffice_user INTEGER GENERATED ALWAYS AS (staff_role IS NOT NULL) VIRTUAL;
-- The staff list and the last-owner check read staff rows only.
CREATE INDEX IF NOT EXISTS users_staff_role ON users (staff_role) WHERE staff_role IS NOT NULL;
