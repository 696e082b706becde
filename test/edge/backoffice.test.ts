import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../worker/lib/tokens'
import { ACCESS_COOKIE } from '../../worker/lib/cookies'
import type { CacheOverview } from '../../contract/dto/cache'
import { appFetch, cookieHeader, sameOrigin } from './helpers'
import { upstreamProbe } from '../upstream-probe'

/**
 * The backoffice at the edge (issue 16): its calls are refused for visitors and customers before
 * the backend is asked; a moderation decision purges exactly the product's pages; a missed path
 * is logged and a redirect made for it answers instead of the 404 page.
 */

let staff: string
let customer: string
const json = { 'Content-Type': 'application/json' }

const as = (token: string | null, init: RequestInit = {}): RequestInit =>
  sameOrigin({
    ...init,
    headers: {
      ...json,
      ...(init.headers as Record<string, string>),
      ...(token ? { Cookie: cookieHeader({ [ACCESS_COOKIE]: token }) } : {}),
    },
  })

beforeAll(async () => {
  staff = await signAccessToken(env, {
    userId: 1,
    email: 'admin@izlog.hr',
    firstName: 'Ana',
    lastName: 'Babić',
    isBackofficeUser: true,
  })
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = 'kupac@izlog.hr'").first<{ id: number }>()
  customer = await signAccessToken(env, {
    userId: row?.id ?? 2,
    email: 'kupac@izlog.hr',
    firstName: 'K',
    lastName: 'K',
    isBackofficeUser: false,
  })
})

describe('the backoffice at the edge', () => {
  it('attacker: every admin call is refused for visitors (401) and customers (403) without asking the backend', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/admin/orders'],
      ['POST', '/api/v1/admin/orders/1/markPaid', {}],
      ['POST', '/api/v1/admin/comments/1/decide', { status: 'published' }],
      ['GET', '/api/v1/admin/forms/1/submissions.csv'],
      ['DELETE', '/api/v1/admin/newsletter/1'],
      ['POST', '/api/v1/admin/redirects', { from: '/a-b', to: '/' }],
      ['POST', '/api/v1/admin/outbox/1/retry', {}],
      ['GET', '/api/v1/admin/consent-log.csv'],
      ['POST', '/api/v1/consent/create', { uniqueNumber: 'x', displayName: { hr: 'x', en: 'x' } }],
      ['GET', '/api/v1/admin/member-cards'],
      ['POST', '/api/v1/admin/member-cards', { barcode: '3850000000053', email: 'kupac@izlog.hr' }],
      ['POST', '/api/v1/admin/member-cards/3/assign', { email: 'kupac@izlog.hr' }],
      ['POST', '/api/v1/admin/member-cards/1/release', {}],
      ['POST', '/api/v1/admin/member-cards/1/active', { active: false }],
    ]
    for (const [token, status] of [
      [null, 401],
      [customer, 403],
    ] as const) {
      upstreamProbe.reset()
      for (const [method, path, body] of calls) {
        const res = await appFetch(
          path,
          as(token, { method, body: body === undefined ? undefined : JSON.stringify(body) }),
        )
        expect(res.status, `${method} ${path}`).toBe(status)
        expect(res.headers.get('Cache-Control')).toBe('no-store')
      }
      expect(upstreamProbe.calls).toBe(0)
    }
  })

  it('staff get the CSV export through the proxy as a download', async () => {
    const res = await appFetch('/api/v1/admin/newsletter.csv', as(staff))
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="newsletter-subscribers.csv"')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('approving a review purges that product’s pages in both languages and nothing else', async () => {
    const product = await env.DB.prepare(
      "SELECT p.id, hr.slug AS hr, en.slug AS en FROM products p JOIN product_translations hr ON hr.product_id = p.id AND hr.language = 'hr' JOIN product_translations en ON en.product_id = p.id AND en.language = 'en' WHERE p.sku = 'IZL-HW-MASKA'",
    ).first<{ id: number; hr: string; en: string }>()
    if (!product) throw new Error('seeded product missing')
    const review = await env.DB.prepare(
      "INSERT INTO comments (resource_type, resource_id, user_id, body, rating) VALUES ('product', ?, 1, 'Sjajno', 5) RETURNING id",
    )
      .bind(product.id)
      .first<{ id: number }>()
    const pages = [`/product/${product.hr}`, `/en/product/${product.en}`, '/o-nama']
    for (const path of pages) await appFetch(path)
    for (const path of pages) expect((await appFetch(path)).headers.get('X-Cache'), path).toBe('HIT')

    const decided = await appFetch(
      `/api/v1/admin/comments/${review?.id}/decide`,
      as(staff, { method: 'POST', body: JSON.stringify({ status: 'published' }) }),
    )
    expect(decided.status).toBe(200)
    expect((await appFetch(pages[0] ?? '')).headers.get('X-Cache')).toBe('MISS')
    expect((await appFetch(pages[1] ?? '')).headers.get('X-Cache')).toBe('MISS')
    expect((await appFetch('/o-nama')).headers.get('X-Cache')).toBe('HIT')
    const overview = ((await (await appFetch('/api/admin/cache', as(staff))).json()) as { data: CacheOverview }).data
    expect(overview.purges.find((purge) => purge.kind === 'moderation')?.paths).toEqual(
      expect.arrayContaining([
        { locale: 'hr', path: pages[0] },
        { locale: 'en', path: pages[1] },
      ]),
    )
  })

  it('a missed page is logged for staff; once they make a redirect, visitors are sent on (the cached 404 goes)', async () => {
    const missed = `/stari-clanak-${crypto.randomUUID().slice(0, 6)}`
    const first = await appFetch(missed)
    expect(first.status).toBe(404)
    await first.text()
    const logged = await env.DB.prepare('SELECT hits FROM failed_requests WHERE path = ?')
      .bind(missed)
      .first<{ hits: number }>()
    expect(logged?.hits).toBe(1)

    const created = await appFetch(
      '/api/v1/admin/redirects',
      as(staff, { method: 'POST', body: JSON.stringify({ from: missed, to: '/o-nama' }) }),
    )
    expect(created.status).toBe(201)
    const followed = await appFetch(missed, { redirect: 'manual' })
    expect(followed.status).toBe(301)
    expect(followed.headers.get('Location')).toBe('/o-nama')
    expect(followed.headers.get('Cache-Control')).toBe('no-store')
    const overview = ((await (await appFetch('/api/admin/cache', as(staff))).json()) as { data: CacheOverview }).data
    expect(overview.purges.find((purge) => purge.kind === 'redirect')?.subject).toBe(missed)
  })

  it('a consent assigned to checkout shows to visitors at once (their cached consent list goes)', async () => {
    const read = async () =>
      (
        (await (
          await appFetch(
            '/api/v1/web/consent/filter',
            sameOrigin({ method: 'POST', headers: json, body: JSON.stringify({ assignedTo: 'newsletter' }) }),
          )
        ).json()) as { data: { consents: Array<{ uniqueNumber: string }>; requiredConsents: string[] } }
      ).data
    const before = await read()
    expect(
      (
        await appFetch(
          '/api/v1/web/consent/filter',
          sameOrigin({ method: 'POST', headers: json, body: JSON.stringify({ assignedTo: 'newsletter' }) }),
        )
      ).headers.get('X-Cache'),
    ).toBe('HIT')
    const saved = await appFetch(
      '/api/v1/consent/create',
      as(staff, {
        method: 'POST',
        body: JSON.stringify({
          assigned_to: 'newsletter',
          consents: ['newsletter', 'privacy'],
          requiredConsents: ['privacy'],
        }),
      }),
    )
    expect(saved.status).toBe(201)
    try {
      expect(await read()).toMatchObject({
        consents: [{ uniqueNumber: 'newsletter' }, { uniqueNumber: 'privacy' }],
        requiredConsents: ['privacy'],
      })
    } finally {
      const restore = await appFetch(
        '/api/v1/consent/create',
        as(staff, {
          method: 'POST',
          body: JSON.stringify({
            assigned_to: 'newsletter',
            consents: before.consents.map((consent) => consent.uniqueNumber),
            requiredConsents: before.requiredConsents,
          }),
        }),
      )
      expect(restore.status).toBe(201)
    }
  })

  it('an upstream failure while looking for a redirect still answers the 404 page', async () => {
    upstreamProbe.reset()
    upstreamProbe.match = /redirect\//
    upstreamProbe.failWith = 'network'
    try {
      const res = await appFetch(`/nema-${crypto.randomUUID().slice(0, 6)}`)
      expect(res.status).toBe(404)
      expect(await res.text()).toContain('<h1')
    } finally {
      upstreamProbe.reset()
    }
  })
})
