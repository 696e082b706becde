import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import bench from '../../worker/bench/entry'
import { appFetch, ORIGIN } from './helpers'

async function benchFetch(path: string): Promise<Response> {
  const ctx = createExecutionContext()
  const res = await bench.fetch(new Request(ORIGIN + path), env, ctx)
  await waitOnExecutionContext(ctx)
  return res
}

/** The bench's yardstick route (issue 17): served by the bench's own entry only, never by the production Worker. */
describe('/__bench/string', () => {
  it('answers a constant string of the asked size through the page middleware in the bench entry', async () => {
    const res = await benchFetch('/__bench/string?bytes=12345')
    expect(res.status).toBe(200)
    const body = await res.text()
    expect(new TextEncoder().encode(body).byteLength).toBe(12345)
    // Prose, not one repeated letter: it compresses about as well as a page does.
    expect(new Set(body).size).toBeGreaterThan(40)
    expect(res.headers.get('Content-Security-Policy')).not.toBeNull()
  })

  it('does not exist in the production Worker', async () => {
    expect((await appFetch('/__bench/string?bytes=10')).status).toBe(404)
  })
})
