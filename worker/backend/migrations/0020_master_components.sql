-- Master components (issue 15, SPEC link/masters): a section reused on several pages and edited
-- once. A page's section refers to one by `masterId` (in the page's sections JSON); visitors see
-- the master's content of their language, whatever copy the page holds.
CREATE TABLE IF NOT EXISTS master_components (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  -- The section type (contract/dto/sections.ts); a page's section must be of the same type.
  type TEXT NOT NULL,
  created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS master_component_contents (
  master_id INTEGER NOT NULL REFERENCES master_components (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('hr', 'en')),
  -- JSON Section without its page-specific id, hidden flag and masterId (html sanitised).
  section TEXT NOT NULL,
  updated_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (master_id, language)
);
