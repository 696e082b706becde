import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from '../env'
import { cookieValue, DATABASE_BOOKMARK_COOKIE, DATABASE_BOOKMARK_MAX_AGE, writeCookies } from '../lib/cookies'
import { VisitorBookmark } from '../upstream/visitor-bookmark'

/** An answer a cache may share between visitors: never carries a visitor's cookie. */
const shareable = (res: Response): boolean => !/\b(private|no-store)\b/i.test(res.headers.get('cache-control') ?? '')

/**
 * Does this answer set the later bookmark? A personal answer that succeeded, to a visitor who just
 * wrote (any method but GET and HEAD) or who already carries a bookmark cookie (kept current, and a
 * forged one replaced). A visitor who only reads gets none.
 */
function setsBookmark(c: Context<AppEnv>, sent: string | undefined): boolean {
  if (c.res.status >= 400 || shareable(c.res)) return false
  return sent !== undefined || (c.req.method !== 'GET' && c.req.method !== 'HEAD')
}

/**
 * The visitor's D1 bookmark for this request (worker/upstream/visitor-bookmark.ts), from their
 * cookie; when the request's backend calls moved it on, the answer may set the later one
 * (`setsBookmark`) — never an answer that may be shared (the page cache's pages, public API reads).
 */
export const databaseBookmarkMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const sent = getCookie(c, DATABASE_BOOKMARK_COOKIE)
  const bookmark = new VisitorBookmark(sent)
  c.set('databaseBookmark', bookmark)
  await next()
  const later = bookmark.toSet
  if (later !== null && setsBookmark(c, sent))
    writeCookies(c, [cookieValue(DATABASE_BOOKMARK_COOKIE, later, DATABASE_BOOKMARK_MAX_AGE)])
})
