/** Redirects and the failed-request log (tables redirects, failed_requests). */
export interface FailedRequest {
  path: string
  hits: number
}

export interface Redirect {
  to: string
  status: 301 | 302
}

/** Counts one more miss of `path` (one row per path). */
export async function recordFailedRequest(db: D1Database, path: string, now: string): Promise<FailedRequest | null> {
  return db
    .prepare('INSERT INTO failed_requests (path) VALUES (?) ON CONFLICT (path) DO UPDATE SET hits = hits + 1, last_seen = ? RETURNING path, hits')
    .bind(path, now)
    .first<FailedRequest>()
}

/** The redirect from `path`, counting the hit; null when there is none. */
export async function followRedirect(db: D1Database, path: string): Promise<Redirect | null> {
  const row = await db.prepare('UPDATE redirects SET hits = hits + 1 WHERE from_path = ? RETURNING to_path, status').bind(path).first<{ to_path: string; status: 301 | 302 }>()
  return row ? { to: row.to_path, status: row.status } : null
}
