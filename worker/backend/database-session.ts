import { createMiddleware } from 'hono/factory'
import { DATABASE_BOOKMARK_HEADER } from '../../contract/upstream-headers'
import { parseDatabaseBookmark } from '../lib/database-bookmark'
import type { BackendEnv } from './context'
import { needsPrimary } from './primary-calls'

/**
 * The backend's D1 as one session of read replication: `prepare` and `batch` go through it, so the
 * rest of the backend keeps its `D1Database` parameters. `exec` (scripts: migrations, the local seed)
 * and `withSession` go to the binding itself.
 */
export function sessionDatabase(db: D1Database, session: D1DatabaseSession): D1Database {
  return {
    prepare: (query) => session.prepare(query),
    batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: (query) => db.exec(query),
    withSession: (constraintOrBookmark) => db.withSession(constraintOrBookmark),
    dump: () => db.dump(),
  }
}

/** Where a call's session starts: the primary, the visitor's bookmark, or anywhere (no bookmark yet). */
export function sessionStart(method: string, path: string, bookmarkHeader: string | undefined): string {
  if (needsPrimary(method, path)) return 'first-primary'
  return parseDatabaseBookmark(bookmarkHeader) ?? 'first-unconstrained'
}

/**
 * One D1 session per backend call, opened on the binding (`c.env.DB.withSession`): from the
 * primary for the calls of primary-calls.ts, else from the caller's bookmark (the edge sends the
 * visitor's), so a visitor reads their own writes while reads may go to the nearest replica. A
 * bookmark that is not of D1's shape is ignored. The answer carries the session's latest bookmark.
 */
export const databaseSession = createMiddleware<BackendEnv>(async (c, next) => {
  const session = c.env.DB.withSession(sessionStart(c.req.method, c.req.path, c.req.header(DATABASE_BOOKMARK_HEADER)))
  c.env = { ...c.env, DB: sessionDatabase(c.env.DB, session) }
  await next()
  const bookmark = session.getBookmark()
  if (bookmark === null) return
  try {
    c.res.headers.set(DATABASE_BOOKMARK_HEADER, bookmark)
  } catch {
    // An answer with immutable headers (a fetched body passed through) is copied once.
    const copy = new Response(c.res.body, c.res)
    copy.headers.set(DATABASE_BOOKMARK_HEADER, bookmark)
    c.res = undefined
    c.res = copy
  }
})
