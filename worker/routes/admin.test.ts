import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, CUSTOMER_EMAIL, ORIGIN, post, sessionCookie } from '../../test/session'
import { SELF } from 'cloudflare:test'
import { VERSION_KEY } from '../cache/version'

describe('POST /api/admin/cache/purge', () => {
  it('refuses anonymous visitors (401) and customers (403) and leaves the cache alone', async () => {
    const before = await env.CACHE.get(VERSION_KEY)
    const anonymous = await post('/api/admin/cache/purge', {})
    expect(anonymous.status).toBe(401)
    const customer = await post('/api/admin/cache/purge', {}, await sessionCookie(CUSTOMER_EMAIL))
    expect(customer.status).toBe(403)
    expect(customer.headers.get('Cache-Control')).toBe('no-store')
    expect(await env.CACHE.get(VERSION_KEY)).toBe(before)
  })

  it('purges for a backoffice user by starting a new cache generation', async () => {
    const cookie = await sessionCookie(ADMIN_EMAIL)
    const res = await post('/api/admin/cache/purge', {}, cookie)
    expect(res.status).toBe(200)
    const body: { data: { purged: boolean; version: number } } = await res.json()
    expect(body.data.purged).toBe(true)
    expect(await env.CACHE.get(VERSION_KEY)).toBe(String(body.data.version))
    const again: { data: { version: number } } = await (await post('/api/admin/cache/purge', {}, cookie)).json()
    expect(again.data.version).toBe(body.data.version + 1)
  })

  it('is a POST behind the CSRF guard', async () => {
    const cookie = await sessionCookie(ADMIN_EMAIL)
    const get = await SELF.fetch(ORIGIN + '/api/admin/cache/purge', { headers: { Cookie: cookie } })
    expect(get.status).toBe(404)
    await get.body?.cancel()
    const crossSite = await SELF.fetch(ORIGIN + '/api/admin/cache/purge', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    await crossSite.body?.cancel()
  })
})
