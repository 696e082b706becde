-- CMS forms (issue 14): what a confirmed submission leads to, per language (SPEC §4 E-mail
-- confirmation: goalType message | url | file with its goal), and whether a form needs a captcha.
ALTER TABLE forms ADD COLUMN captcha INTEGER NOT NULL DEFAULT 0;
ALTER TABLE form_translations ADD COLUMN goal_type TEXT NOT NULL DEFAULT 'message';
ALTER TABLE form_translations ADD COLUMN goal TEXT NOT NULL DEFAULT '';
