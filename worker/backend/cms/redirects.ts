import type { AdminFailedRequestRow, AdminRedirectRow } from '../../../contract/dto/admin'
import { containsSql } from '../contains-text'
import { batchRows, columns, firstRow, type Row } from '../rows'

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
  const known = await firstRow(
    db
      .prepare('UPDATE failed_requests SET hits = hits + 1, last_seen = ? WHERE path = ? RETURNING path, hits')
      .bind(now, path),
    readFailedRequest,
  )
  if (known) return known
  return firstRow(
    db
      .prepare(
        `INSERT INTO failed_requests (path) SELECT ?1 WHERE (SELECT count(*) FROM failed_requests) < ?2
       ON CONFLICT (path) DO UPDATE SET hits = hits + 1, last_seen = ?3 RETURNING path, hits`,
      )
      .bind(path, maxPaths, now),
    readFailedRequest,
  )
}

/** The redirect from `path`, counting the hit; null when there is none. */
export async function followRedirect(db: D1Database, path: string): Promise<Redirect | null> {
  const row = await firstRow(
    db.prepare('UPDATE redirects SET hits = hits + 1 WHERE from_path = ? RETURNING to_path, status').bind(path),
    readTarget,
  )
  return row ? { to: row.to_path, status: row.status } : null
}

// ---------------------------------------------------------------- the backoffice

/** The failed-request log and the redirects, for staff (issue 16). */

const REDIRECT_STATUSES = [301, 302] as const
const failed = columns('failed_requests')
const readFailedRequest = (r: Row): FailedRequest => ({ path: failed.text(r, 'path'), hits: failed.int(r, 'hits') })
const redirects = columns('redirects')
const readTarget = (r: Row) => ({
  to_path: redirects.text(r, 'to_path'),
  status: redirects.oneOf(r, 'status', REDIRECT_STATUSES),
})
const readToPath = (r: Row) => ({ to_path: redirects.text(r, 'to_path') })
const readTotal = (r: Row) => failed.int(r, 'total')

interface FailedRow {
  id: number
  path: string
  hits: number
  first_seen: string
  last_seen: string
}

const readFailedRow = (r: Row): FailedRow => ({
  id: failed.int(r, 'id'),
  path: failed.text(r, 'path'),
  hits: failed.int(r, 'hits'),
  first_seen: failed.text(r, 'first_seen'),
  last_seen: failed.text(r, 'last_seen'),
})

/** Paths that missed and have no redirect yet, the most hit first. */
export async function listFailed(
  db: D1Database,
  q: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: AdminFailedRequestRow[]; total: number }> {
  const search = q ? `AND ${containsSql('f.path', '?')}` : ''
  const binds = q ? [q] : []
  const open = `FROM failed_requests f WHERE NOT EXISTS (SELECT 1 FROM redirects r WHERE r.from_path = f.path) ${search}`
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT f.id, f.path, f.hits, f.first_seen, f.last_seen ${open} ORDER BY f.hits DESC, f.id LIMIT ? OFFSET ?`,
      )
      .bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total ${open}`).bind(...binds),
  ])
  return {
    rows: batchRows(rows, readFailedRow).map((row) => ({
      id: row.id,
      path: row.path,
      hits: row.hits,
      firstSeen: row.first_seen,
      lastSeen: row.last_seen,
    })),
    total: batchRows(count, readTotal)[0] ?? 0,
  }
}

export async function dismissFailed(db: D1Database, id: number): Promise<boolean> {
  return (await db.prepare('DELETE FROM failed_requests WHERE id = ?').bind(id).run()).meta.changes === 1
}

interface RedirectRow {
  id: number
  from_path: string
  to_path: string
  status: 301 | 302
  hits: number
  created_at: string
}

const readRedirectRow = (r: Row): RedirectRow => ({
  id: redirects.int(r, 'id'),
  from_path: redirects.text(r, 'from_path'),
  to_path: redirects.text(r, 'to_path'),
  status: redirects.oneOf(r, 'status', REDIRECT_STATUSES),
  hits: redirects.int(r, 'hits'),
  created_at: redirects.text(r, 'created_at'),
})

const toRedirect = (row: RedirectRow): AdminRedirectRow => ({
  id: row.id,
  from: row.from_path,
  to: row.to_path,
  status: row.status,
  hits: row.hits,
  createdAt: row.created_at,
})

export async function listRedirects(
  db: D1Database,
  q: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: AdminRedirectRow[]; total: number }> {
  const where = q ? `WHERE ${containsSql('from_path', '?1')} OR ${containsSql('to_path', '?1')}` : ''
  const binds = q ? [q] : []
  const n = binds.length
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT id, from_path, to_path, status, hits, created_at FROM redirects ${where} ORDER BY id DESC LIMIT ?${n + 1} OFFSET ?${n + 2}`,
      )
      .bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total FROM redirects ${where}`).bind(...binds),
  ])
  return {
    rows: batchRows(rows, readRedirectRow).map(toRedirect),
    total: batchRows(count, readTotal)[0] ?? 0,
  }
}

export type CreateOutcome = { kind: 'created'; redirect: AdminRedirectRow } | { kind: 'exists' } | { kind: 'loop' }

/** A new redirect; the missed path it answers leaves the log. Refused when `from` has one or `to` leads back. */
export async function createRedirect(
  db: D1Database,
  input: { from: string; to: string; status: 301 | 302 },
): Promise<CreateOutcome> {
  const back = await firstRow(
    db.prepare('SELECT to_path FROM redirects WHERE from_path = ?').bind(input.to),
    readToPath,
  )
  if (input.from === input.to || back?.to_path === input.from) return { kind: 'loop' }
  const [inserted] = await db.batch([
    db
      .prepare(
        'INSERT INTO redirects (from_path, to_path, status) VALUES (?, ?, ?) ON CONFLICT (from_path) DO NOTHING RETURNING id, from_path, to_path, status, hits, created_at',
      )
      .bind(input.from, input.to, input.status),
    db.prepare('DELETE FROM failed_requests WHERE path = ?').bind(input.from),
  ])
  const row = batchRows(inserted, readRedirectRow)[0]
  return row ? { kind: 'created', redirect: toRedirect(row) } : { kind: 'exists' }
}

export async function deleteRedirect(db: D1Database, id: number): Promise<AdminRedirectRow | null> {
  const row = await firstRow(
    db
      .prepare('DELETE FROM redirects WHERE id = ? RETURNING id, from_path, to_path, status, hits, created_at')
      .bind(id),
    readRedirectRow,
  )
  return row ? toRedirect(row) : null
}

/**
 * A page's path changed (a product's slug): the old path answers 301 to the new one. Redirects to the
 * old path follow on to the new one, and a redirect from the new path (it was the old path once) goes,
 * so no chain or loop forms. Each statement runs only when `guard` (SQL, its binds after the
 * statement's own) holds, so a save refused in its batch moves nothing.
 */
export function movedPathStatements(
  db: D1Database,
  from: string,
  to: string,
  guard: { sql: string; binds: unknown[] },
): D1PreparedStatement[] {
  return [
    db.prepare(`DELETE FROM redirects WHERE from_path = ? AND ${guard.sql}`).bind(to, ...guard.binds),
    db.prepare(`UPDATE redirects SET to_path = ? WHERE to_path = ? AND ${guard.sql}`).bind(to, from, ...guard.binds),
    db
      .prepare(
        `INSERT INTO redirects (from_path, to_path, status) SELECT ?, ?, 301 WHERE ${guard.sql}
         ON CONFLICT (from_path) DO UPDATE SET to_path = excluded.to_path, status = 301`,
      )
      .bind(from, to, ...guard.binds),
    db.prepare(`DELETE FROM failed_requests WHERE path = ? AND ${guard.sql}`).bind(from, ...guard.binds),
  ]
}
