import { describe, expect, it } from 'vitest'
import { appFetch } from './helpers'

/** The bench's yardstick route (issue 17): only with BENCH_ROUTES=on, never in production. */
describe('/__bench/string', () => {
  it('answers a constant string of the asked size through the page middleware when on', async () => {
    const res = await appFetch('/__bench/string?bytes=12345', {}, { BENCH_ROUTES: 'on' })
    expect(res.status).toBe(200)
    const body = await res.text()
    expect(new TextEncoder().encode(body).byteLength).toBe(12345)
    // Prose, not one repeated letter: it compresses about as well as a page does.
    expect(new Set(body).size).toBeGreaterThan(40)
    expect(res.headers.get('Content-Security-Policy')).not.toBeNull()
  })

  it('does not exist when off or in production', async () => {
    expect((await appFetch('/__bench/string?bytes=10')).status).toBe(404)
    expect((await appFetch('/__bench/string?bytes=10', {}, { BENCH_ROUTES: 'on', ENVIRONMENT: 'production' })).status).not.toBe(200)
  })
})
