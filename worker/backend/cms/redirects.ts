/** Redirects and the failed-request log (tables redirects, failed_requests). */
export interface FailedRequest {
  path: string
  hits: number
}

export interface Redirect {
  to: string
  status: 301 | 302
}

/** The log keeps at most this many distinct paths; known paths keep counting beyond it. */
export const MAX_FAILED_PATHS = 5000

/** Counts one more miss of `path` (one row per path); null when the path is new and the log is full. */
export async function recordFailedRequest(
  db: D1Database,
  path: string,
  now: string,
  maxPaths = MAX_FAILED_PATHS,
): Promise<FailedRequest | null> {
  const known = await db
    .prepare('UPDATE failed_requests SET hits = hits + 1, last_seen = ? WHERE path = ? RETURNING path, hits')
    .bind(now, path)
    .first<FailedRequest>()
  if (known) return known
  return db
    .prepare(
      `INSERT INTO failed_requests (path) SELECT ?1 WHERE (SELECT count(*) FROM failed_requests) < ?2
       ON CONFLICT (path) DO UPDATE SET hits = hits + 1, last_seen = ?3 RETURNING path, hits`,
    )
    .bind(path, maxPaths, now)
    .first<FailedRequest>()
}

/** The redirect from `path`, counting the hit; null when there is none. */
export async function followRedirect(db: D1Database, path: string): Promise<Redirect | null> {
  const row = await db
    .prepare('UPDATE redirects SET hits = hits + 1 WHERE from_path = ? RETURNING to_path, status')
    .bind(path)
    .first<{ to_path: string; status: 301 | 302 }>()
  return row ? { to: row.to_path, status: row.status } : null
}
