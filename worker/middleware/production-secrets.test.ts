import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appFetch } from '../../test/edge/helpers'

const REAL = { JWT_SECRET: 'a-real-production-secret-of-enough-length-42', API_KEY: 'prod-api-key-0123456789' }

describe('production secrets', () => {
  afterEach(() => vi.restoreAllMocks())

  it('the local secrets are development values, not wrangler.toml defaults', () => {
    expect(env.JWT_SECRET).toMatch(/^dev-only-/)
    expect(env.API_KEY).toMatch(/^dev-only-/)
  })

  it('refuses to serve with development secrets: a 500 page and a log line naming each variable', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const path of ['/', '/en/shop', '/api/v1/product/web/filter', '/robots.txt']) {
      const res = await appFetch(path, {}, { ENVIRONMENT: 'production' })
      expect(res.status, path).toBe(500)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
    const html = await (await appFetch('/en', {}, { ENVIRONMENT: 'production' })).text()
    expect(html).toContain('The server is not configured correctly')
    expect(html).not.toContain('JWT_SECRET')
    const logged = errors.mock.calls.map((call) => String(call[0])).join('\n')
    expect(logged).toContain('JWT_SECRET is a development value')
    expect(logged).toContain('API_KEY is a development value')
  })

  it('refuses a missing, short or former default secret', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const cases = [
      [{ ...REAL, JWT_SECRET: '' }, 'JWT_SECRET is not set'],
      [{ ...REAL, JWT_SECRET: 'short' }, 'JWT_SECRET is shorter than 32 characters'],
      [{ ...REAL, JWT_SECRET: 'local-development-secret-change-me-0123456789' }, 'JWT_SECRET is a development value'],
      [{ ...REAL, API_KEY: 'izlog-local-key' }, 'API_KEY is a development value'],
      [{ ...REAL, BACKEND_HTTP: 'on', BACKEND_HTTP_SECRET: '' }, 'BACKEND_HTTP_SECRET is not set'],
      [{ ...REAL, EMAIL_SENDER: 'cloudflare', PUBLIC_ORIGIN: '' }, 'PUBLIC_ORIGIN is not set'],
      [{ ...REAL, EMAIL_SENDER: 'http', PUBLIC_ORIGIN: 'http://izlog.hr' }, 'PUBLIC_ORIGIN is not an https origin'],
    ] as const
    for (const [overrides, message] of cases) {
      errors.mockClear()
      const res = await appFetch('/', {}, { ENVIRONMENT: 'production', ...overrides })
      expect(res.status, message).toBe(500)
      expect(errors.mock.calls.map((call) => String(call[0])).join('\n')).toContain(message)
    }
  })

  it('serves with real secrets', async () => {
    const res = await appFetch('/robots.txt', {}, { ENVIRONMENT: 'production', ...REAL })
    expect(res.status).toBe(200)
    const mailing = await appFetch(
      '/robots.txt',
      {},
      { ENVIRONMENT: 'production', ...REAL, EMAIL_SENDER: 'cloudflare', PUBLIC_ORIGIN: 'https://izlog.hr' },
    )
    expect(mailing.status).toBe(200)
  })
})
