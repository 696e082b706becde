import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { LOCALES, localeFromPath } from '../../contract/locales'
import { ROUTE_MANIFEST, ROUTE_NAMES, buildPath, routeEntry } from '../../contract/routes'
import { pageRegistry } from '../../client/pages/registry'
import { securityHeaders } from '../middleware/security-headers'
import { createPageCache } from './page-cache'

/**
 * A route's `personal` is declared once, in the manifest (contract/routes.ts): page modules do not
 * carry it, and the page cache reads it from there. The renderer here answers every route with a
 * shareable page, so only the manifest decides whether the cache stores it.
 */
const app = new Hono<AppEnv>()
app.use('*', securityHeaders)
app.use('*', async (c, next) => {
  c.set('locale', localeFromPath(c.req.path))
  c.set('user', null)
  c.set('accessToken', null)
  await next()
})
app.get(
  '*',
  createPageCache(async (request, bindings, ctx) => app.fetch(request, bindings, ctx)),
  (c) => c.html('<!doctype html><p>page</p>', 200, { 'Cache-Control': 'public, max-age=0, s-maxage=60' }),
)

async function xCache(path: string): Promise<string | null> {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`https://izlog.test${path}`), env, ctx)
  await res.text()
  await waitOnExecutionContext(ctx)
  return res.headers.get('X-Cache')
}

describe('personal routes: one declaration, in the manifest', () => {
  const cases = ROUTE_NAMES.flatMap((name) =>
    LOCALES.map((locale) => ({ name, locale, personal: routeEntry(name).personal })),
  )

  it.each(cases)('$name ($locale): personal $personal', async ({ name, locale, personal }) => {
    const path = buildPath(name, locale, { id: '1', slug: 'test' }, { run: crypto.randomUUID() })
    const first = await xCache(path)
    const second = await xCache(path)
    if (personal) {
      expect([first, second], `${path} must never touch the page cache`).toEqual([null, null])
    } else {
      expect([first, second], `${path} is shared between anonymous visitors`).toEqual(['MISS', 'HIT'])
    }
  })

  it('both kinds exist, and personal routes are never indexed', () => {
    const personal = ROUTE_NAMES.filter((name) => routeEntry(name).personal)
    expect(personal.length).toBeGreaterThan(0)
    expect(personal.length).toBeLessThan(ROUTE_NAMES.length)
    for (const name of personal) expect(routeEntry(name).robots, name).not.toBe('index')
  })

  it('page modules do not repeat it (nor any other manifest fact)', () => {
    const manifestFacts = Object.keys(ROUTE_MANIFEST.cart)
    for (const name of ROUTE_NAMES) {
      const keys = Object.keys(pageRegistry[name])
      expect(
        keys.filter((key) => manifestFacts.includes(key)),
        name,
      ).toEqual([])
      expect(
        keys.every((key) => ['Component', 'critical', 'deferred'].includes(key)),
        `${name}: ${keys.join(', ')}`,
      ).toBe(true)
    }
  })
})
