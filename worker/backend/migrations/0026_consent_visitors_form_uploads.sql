-- Issue 32. A consent decision is tied to who made it as the server knows them: a logged-in
-- user's id, or the opaque visitor id of the browser's consent cookie (set by the edge).
ALTER TABLE consent_logs ADD COLUMN visitor_id TEXT;
CREATE INDEX IF NOT EXISTS consent_logs_visitor ON consent_logs (visitor_id, id DESC);

-- Files a visitor sent with a CMS form that asks for them: quarantined apart from the media
-- library (own table, own R2 prefix `form-uploads/`), never listed there and never served
-- publicly; staff download them from the form's submissions.
CREATE TABLE IF NOT EXISTS form_uploads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id INTEGER NOT NULL REFERENCES form_submissions (id) ON DELETE CASCADE,
  form_id INTEGER NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  -- The form's file field the file was sent in.
  field TEXT NOT NULL,
  r2_key TEXT NOT NULL UNIQUE,
  -- The sender's file name, sanitised (no path, no control or markup characters, capped).
  name TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS form_uploads_submission ON form_uploads (submission_id, id);
