import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { errorBody } from '../lib/error-body'
import { edgeText } from '../texts/edge-text'

/**
 * Right after the locale: one spelling per path. The edge decides (auth-only calls, cart session calls, staff
 * calls, maintenance, the page cache key) on the path as the URL parser left it, while the
 * backend's router decodes it: `/api/v1/%6cogin` is not `login` to a policy but is `login` to the
 * backend. So a path that another reader could take for a different one is refused (400) before
 * any decision:
 *
 * - a percent-escape of an ASCII character the URL parser would have left as it is (`%6c`, `%2E`,
 *   `%2F`, `%5C`, `%25`, controls): only non-ASCII bytes (valid UTF-8, e.g. `%C4%8D`) and the
 *   characters a URL always escapes (space `"` `#` `<` `>` `?` `` ` `` `{` `}`) may be escaped;
 * - dot segments and empty segments (`//`; one trailing slash on a page is fine, not on /api);
 * - a case variant of the API prefix (`/API/v1`, `/api/V1`), and `;` in an API path (path
 *   parameters some servers cut off: `login;x` is `login` to them).
 *
 * What remains has one spelling up to the case of hex digits; `requestPath(c)` is that spelling
 * with upper-case hex, and the page cache and the maintenance gate read the path through it.
 */
const ESCAPABLE_ASCII = new Set([' ', '"', '#', '<', '>', '?', '`', '{', '}'])

export type PathVerdict = { ok: true; path: string } | { ok: false; reason: string }

/** Is `raw` (a URL's pathname) the one spelling of its path? Answers the canonical form, or why not. */
export function inspectPath(raw: string): PathVerdict {
  if (!raw.startsWith('/')) return { ok: false, reason: 'relative path' }
  const segments = raw.slice(1).split('/')
  const api = (segments[0] ?? '').toLowerCase() === 'api'
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1
    if (segment === '' && !(last && (index === 0 || !api))) return { ok: false, reason: 'empty segment' }
    if (segment === '.' || segment === '..') return { ok: false, reason: 'dot segment' }
    const problem = escapeProblem(segment)
    if (problem) return { ok: false, reason: problem }
  }
  if (api) {
    const prefix = segments.slice(0, 2)
    if (prefix.some((segment) => segment !== segment.toLowerCase()))
      return { ok: false, reason: 'API prefix not in lower case' }
    if (raw.includes(';')) return { ok: false, reason: 'path parameter in an API path' }
  }
  return { ok: true, path: raw.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase()) }
}

function escapeProblem(segment: string): string | null {
  if (!segment.includes('%')) return null
  for (const match of segment.matchAll(/%(.{0,2})/g)) {
    const hex = match[1] ?? ''
    if (!/^[0-9a-f]{2}$/i.test(hex)) return 'malformed escape'
    const code = parseInt(hex, 16)
    if (code < 0x80 && !ESCAPABLE_ASCII.has(String.fromCharCode(code))) return `escaped ASCII %${hex}`
  }
  try {
    decodeURIComponent(segment)
  } catch {
    return 'escape that is not UTF-8'
  }
  return null
}

const canonicalPaths = new WeakMap<Request, string>()

/**
 * The request's path in its one spelling (see inspectPath). Set by the guard; a request that did
 * not pass through it (a test's own app) is inspected here, and one with no spelling keeps its own.
 */
export function requestPath(c: Context): string {
  const known = canonicalPaths.get(c.req.raw)
  if (known !== undefined) return known
  const raw = new URL(c.req.url).pathname
  const verdict = inspectPath(raw)
  return verdict.ok ? verdict.path : raw
}

export const canonicalPathGuard = createMiddleware<AppEnv>(async (c, next) => {
  const raw = new URL(c.req.url).pathname
  const verdict = inspectPath(raw)
  if (verdict.ok) {
    canonicalPaths.set(c.req.raw, verdict.path)
    await next()
    return
  }
  const message = edgeText(c.get('locale'), 'edge.path.malformed')
  const headers = { 'Cache-Control': 'no-store' }
  if (raw.toLowerCase().startsWith('/api/')) return c.json(errorBody(400, 'MALFORMED_PATH', message), 400, headers)
  return c.text(message, 400, headers)
})
