import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import bench from '../../worker/bench/entry'
import {
  BENCH_D1_DELAY_HEADER,
  BENCH_D1_QUERIES_HEADER,
  BENCH_D1_WAVES_HEADER,
} from '../../worker/bench/d1-metered-fetch'
import { productId } from '../../worker/backend/commerce/test-fixtures'
import { appFetch, jarCall, ORIGIN, cookieHeader, type Jar } from './helpers'

async function benchFetch(path: string, headers: Record<string, string>): Promise<Response> {
  const ctx = createExecutionContext()
  const res = await bench.fetch(new Request(ORIGIN + path, { headers }), env, ctx)
  await waitOnExecutionContext(ctx)
  return res
}

/** Issue 38's bench case: the bench's own entry meters a request's D1 round trips when asked; production never does. */
describe('the bench entry’s D1 meter', () => {
  it('answers the round trips of a cart page in headers, with its whole body', async () => {
    const jar: Jar = {}
    const mask = await productId('IZL-HW-MASKA')
    expect((await jarCall('POST', '/api/cart/items', jar, { productId: mask, qty: 1 })).status).toBe(200)
    const res = await benchFetch('/kosarica', { Cookie: cookieHeader(jar), [BENCH_D1_DELAY_HEADER]: '1' })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('</html>')
    const queries = Number(res.headers.get(BENCH_D1_QUERIES_HEADER))
    const waves = Number(res.headers.get(BENCH_D1_WAVES_HEADER))
    expect(waves).toBeGreaterThan(0)
    expect(waves).toBeLessThanOrEqual(2)
    expect(queries).toBeGreaterThanOrEqual(waves)
  })

  it('leaves a request that does not ask untouched', async () => {
    const res = await benchFetch('/robots.txt', {})
    expect(res.status).toBe(200)
    expect(res.headers.get(BENCH_D1_WAVES_HEADER)).toBeNull()
  })

  it('attacker: the production Worker ignores the header (no meter, no delay, no counts)', async () => {
    const res = await appFetch('/kosarica', { headers: { [BENCH_D1_DELAY_HEADER]: '1000' } })
    expect(res.status).toBe(200)
    expect(res.headers.get(BENCH_D1_WAVES_HEADER)).toBeNull()
    expect(res.headers.get(BENCH_D1_QUERIES_HEADER)).toBeNull()
  })
})
