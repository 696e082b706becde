import { describe, expect, it } from 'vitest'
import { ORIGIN, workerFetch } from '../../test/edge/helpers'

const logout = (headers: Record<string, string>) => workerFetch('/api/auth/logout', { method: 'POST', headers })

describe('CSRF guard', () => {
  it('refuses cross-site state changes with 403 JSON', async () => {
    const crossSite: Array<Record<string, string>> = [
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: ORIGIN },
      { 'Sec-Fetch-Site': 'cross-site' },
      // A sibling subdomain is another origin: same-site is not same-origin.
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.izlog.test' },
      { 'Sec-Fetch-Site': 'same-site', Origin: ORIGIN },
      { 'Sec-Fetch-Site': 'same-site' },
    ]
    for (const headers of crossSite) {
      const res = await logout(headers)
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(await res.json()).toMatchObject({ message: 'Zahtjev s drugog web-mjesta je odbijen.' })
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await workerFetch('/api/v2/cart/deleteItem', {
        method,
        headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
        body: '{}',
      })
      expect(res.status).toBe(403)
    }
  })

  it('lets same-origin requests through', async () => {
    expect((await logout({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200)
    expect((await logout({ 'Sec-Fetch-Site': 'none' })).status).toBe(200)
    expect((await logout({ Origin: ORIGIN })).status).toBe(200)
  })

  it('lets non-browser clients (neither Origin nor Sec-Fetch-Site) through', async () => {
    expect((await logout({})).status).toBe(200)
  })

  it('answers in English under /en', async () => {
    const res = await workerFetch('/en/anything', { method: 'POST', headers: { Origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: 'Cross-site request refused.' })
  })

  it('does not check GET', async () => {
    const res = await workerFetch('/api/auth/user', {
      headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    })
    expect(res.status).toBe(200)
  })
})
