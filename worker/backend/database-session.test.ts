import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { DATABASE_BOOKMARK_HEADER } from '../../contract/upstream-headers'
import { sessionSpy } from '../../test/database-session-spy'
import { callBackendRaw } from './test-helpers'
import { needsPrimary } from './primary-calls'
import { parseDatabaseBookmark } from '../lib/database-bookmark'

/** The backend's D1 session per call: where it starts, and the bookmark it answers. */

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

async function startOf(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const spy = sessionSpy(env.DB)
  const res = await callBackendRaw(method, path, { headers, body, env: { DB: spy.db } })
  await res.body?.cancel()
  return { starts: spy.starts, res }
}

/** A bookmark D1 itself handed out just now. */
async function freshBookmark(): Promise<string> {
  const session = env.DB.withSession('first-unconstrained')
  await session.prepare('SELECT 1').first()
  const bookmark = session.getBookmark()
  if (bookmark === null) throw new Error('D1 gave no bookmark')
  return bookmark
}

describe('the backend D1 session', () => {
  it('a read without a bookmark starts anywhere and answers its bookmark', async () => {
    const { starts, res } = await startOf('GET', '/api/v1/commons?type=countries')
    expect(starts).toEqual(['first-unconstrained'])
    expect(res.headers.get(DATABASE_BOOKMARK_HEADER)).toMatch(BOOKMARK)
  })

  it("a read with the caller's bookmark starts from it and answers one at least as late", async () => {
    const bookmark = await freshBookmark()
    const { starts, res } = await startOf('GET', '/api/v1/commons?type=countries', {
      [DATABASE_BOOKMARK_HEADER]: bookmark,
    })
    expect(starts).toEqual([bookmark])
    const answered = res.headers.get(DATABASE_BOOKMARK_HEADER) ?? ''
    expect(answered).toMatch(BOOKMARK)
    expect(answered >= bookmark).toBe(true)
  })

  it('a forged, cut-short or oversized bookmark is ignored, never a 500', async () => {
    for (const junk of [
      'junk',
      'ffffffff-ffffffff',
      `${'0'.repeat(8)}-${'f'.repeat(5000)}`,
      'ZZZZZZZZ-00000000-00000000-' + '0'.repeat(32),
    ]) {
      const { starts, res } = await startOf('GET', '/api/v1/commons?type=countries', {
        [DATABASE_BOOKMARK_HEADER]: junk,
      })
      expect(res.status).toBe(200)
      expect(starts).toEqual(['first-unconstrained'])
      expect(res.headers.get(DATABASE_BOOKMARK_HEADER)).toMatch(BOOKMARK)
    }
  })

  it('calls that read then write credentials, money or stock start at the primary, whatever bookmark comes', async () => {
    const bookmark = await freshBookmark()
    const headers = { [DATABASE_BOOKMARK_HEADER]: bookmark }
    const primary: Array<[string, string, unknown?]> = [
      ['POST', '/api/v1/login', { username: 'session-probe@example.com', password: 'x' }],
      ['GET', '/api/v1/refresh'],
      ['POST', '/api/v2/order/create', {}],
      ['POST', '/api/v2/order/place', {}],
      ['POST', '/api/v2/order/pgSuccess/1', {}],
      ['POST', '/api/v2/cart/validateCart', {}],
      ['GET', '/pay/not-a-token'],
      ['POST', '/api/v1/admin/orders/1/markPaid', {}],
    ]
    for (const [method, path, body] of primary) {
      const { starts, res } = await startOf(method, path, headers, body)
      expect(starts, `${method} ${path}`).toEqual(['first-primary'])
      expect(res.status, `${method} ${path}`).toBeLessThan(500)
    }
  })

  it('reads sent as POST (filters, the cart) stay off the primary list', () => {
    expect(needsPrimary('POST', '/api/v1/product/web/filter')).toBe(false)
    expect(needsPrimary('POST', '/api/v2/cart/getCart')).toBe(false)
    expect(needsPrimary('GET', '/api/v1/admin/orders')).toBe(false)
    expect(needsPrimary('GET', '/api/v1/refresh')).toBe(true)
    expect(needsPrimary('PUT', '/api/v1/admin/products/1')).toBe(true)
  })

  it('parses only bookmarks of D1 shape', async () => {
    expect(parseDatabaseBookmark(await freshBookmark())).toMatch(BOOKMARK)
    for (const junk of [
      undefined,
      null,
      42,
      '',
      'junk',
      'x'.repeat(59),
      `${'0'.repeat(8)}-${'0'.repeat(8)}-${'0'.repeat(8)}-${'0'.repeat(33)}`,
    ])
      expect(parseDatabaseBookmark(junk)).toBeNull()
  })
})
