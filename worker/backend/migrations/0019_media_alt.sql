-- Edit mode's media modal (issue 15): a file's alternative text per language, as JSON
-- {"hr": "...", "en": "..."}; the title stays one for every language.
ALTER TABLE media ADD COLUMN alt TEXT NOT NULL DEFAULT '{}';
