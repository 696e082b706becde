-- The backoffice (issue 16).
-- Reviews and comments can be rejected: kept for the record, never shown, out of the queue.
CREATE TABLE comments_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  resource_type TEXT NOT NULL CHECK (resource_type IN ('post', 'product')),
  resource_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body TEXT NOT NULL DEFAULT '',
  rating INTEGER CHECK (rating IS NULL OR (rating BETWEEN 1 AND 5)),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'rejected')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
INSERT INTO comments_rebuilt (id, resource_type, resource_id, user_id, body, rating, status, created_at, updated_at)
  SELECT id, resource_type, resource_id, user_id, body, rating, status, created_at, updated_at FROM comments;
DROP TABLE comments;
ALTER TABLE comments_rebuilt RENAME TO comments;
CREATE INDEX IF NOT EXISTS comments_resource ON comments (resource_type, resource_id, status, created_at DESC);
CREATE UNIQUE INDEX IF NOT EXISTS comments_one_review ON comments (user_id, resource_id) WHERE resource_type = 'product';
-- The moderation queue: by status, newest first.
CREATE INDEX IF NOT EXISTS comments_status ON comments (status, id DESC);

-- The consent log says from where a decision came: the client's address as the edge saw it.
ALTER TABLE consent_logs ADD COLUMN client_address TEXT;
CREATE INDEX IF NOT EXISTS consent_logs_created ON consent_logs (id DESC);

-- The admin's lists, paged on the server over thousands of rows.
CREATE INDEX IF NOT EXISTS orders_status ON orders (status, id DESC);
CREATE INDEX IF NOT EXISTS failed_requests_hits ON failed_requests (hits DESC, id);
