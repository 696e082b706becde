-- Edit mode (issue 15): an editor's changes to a page are a draft per page and language until
-- they are published. `revision` counts the draft's saves: a save names the revision it started
-- from, so two editors never silently overwrite each other. `version` counts publications of the
-- live page; a draft remembers the version it was started from.
ALTER TABLE post_translations ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
CREATE TABLE IF NOT EXISTS page_drafts (
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  title TEXT NOT NULL,
  -- JSON Section[] (contract/dto/sections.ts), html fields sanitised like the live page's.
  sections TEXT NOT NULL,
  base_version INTEGER NOT NULL,
  revision INTEGER NOT NULL,
  updated_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (post_id, language)
);
