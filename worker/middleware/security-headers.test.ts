import { describe, expect, it } from 'vitest'
import { appFetch, workerFetch } from '../../test/edge/helpers'

function nonceOf(res: Response): string {
  const csp = res.headers.get('Content-Security-Policy') ?? ''
  const match = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)
  expect(match, `CSP without nonce: ${csp}`).not.toBeNull()
  return match?.[1] ?? ''
}

function expectSecurityHeaders(res: Response): void {
  const csp = res.headers.get('Content-Security-Policy') ?? ''
  for (const directive of [
    "default-src 'self'",
    "'strict-dynamic'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ]) {
    expect(csp).toContain(directive)
  }
  expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains')
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
  expect(res.headers.get('Permissions-Policy')).toMatch(/camera=\(\)/)
  // Only our policy: none of the secure-headers package's other defaults (CORP would break embeds).
  for (const name of [
    'Cross-Origin-Resource-Policy',
    'Cross-Origin-Opener-Policy',
    'Origin-Agent-Cluster',
    'X-XSS-Protection',
    'X-Download-Options',
  ]) {
    expect(res.headers.get(name), name).toBeNull()
  }
}

describe('security headers', () => {
  it('are on JSON responses, with a different 16-byte nonce each time', async () => {
    const a = await workerFetch('/api/auth/user')
    const b = await workerFetch('/api/auth/user')
    expect(a.status).toBe(200)
    expect(a.headers.get('content-type')).toMatch(/json/)
    expectSecurityHeaders(a)
    expectSecurityHeaders(b)
    const nonceA = nonceOf(a)
    expect(atob(nonceA)).toHaveLength(16)
    expect(nonceOf(b)).not.toBe(nonceA)
  })

  it('are on 404 responses and on proxied upstream errors', async () => {
    const unknownApi = await workerFetch('/api/v1/no-such-call')
    expect(unknownApi.status).toBe(404)
    expectSecurityHeaders(unknownApi)
    const unknownPage = await workerFetch('/this/page/does/not/exist/anywhere')
    expect(unknownPage.status).toBe(404)
    expectSecurityHeaders(unknownPage)
  })

  it('are on HTML responses and on redirects', async () => {
    // The maintenance page is an HTML response produced by the edge itself; its inline style
    // carries the same nonce as the CSP header.
    const html = await appFetch('/o-nama', {}, { MAINTENANCE: 'on' })
    expect(html.headers.get('content-type') ?? '').toMatch(/text\/html/)
    expectSecurityHeaders(html)
    expect(await html.text()).toContain(`<style nonce="${nonceOf(html)}">`)
    const page = await workerFetch('/')
    expect(page.headers.get('content-type') ?? '').toMatch(/text\/html/)
    expectSecurityHeaders(page)
    const pageNonce = nonceOf(page)
    const inline = [...(await page.text()).matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1] ?? '')
      .filter((attrs) => !/\bsrc=/.test(attrs))
    for (const attrs of inline) expect(attrs).toContain(`nonce="${pageNonce}"`)
    const redirect = await workerFetch('/hr/kontakt', { redirect: 'manual' })
    expect(redirect.status).toBe(301)
    expectSecurityHeaders(redirect)
  })
})
