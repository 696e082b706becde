-- Folders of the media library (issue 16, SPEC §7 directoryItem/delete): a tree; a file is in one
-- folder or at the top (folder_id NULL). A folder is deleted only when empty (RESTRICT keeps files).
CREATE TABLE IF NOT EXISTS media_folders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  parent_id INTEGER REFERENCES media_folders (id) ON DELETE RESTRICT,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- No two folders of one name side by side.
CREATE UNIQUE INDEX IF NOT EXISTS media_folders_name ON media_folders (COALESCE(parent_id, 0), name COLLATE NOCASE);
ALTER TABLE media ADD COLUMN folder_id INTEGER REFERENCES media_folders (id) ON DELETE RESTRICT;
CREATE INDEX IF NOT EXISTS media_folder ON media (folder_id, created_at DESC);
