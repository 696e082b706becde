import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { cacheOverview, CACHED_PAGES_PER_PAGE } from './cache-overview'
import { getCacheVersion } from './version'

describe('the cache view', () => {
  it('pages the cached pages by path and finds them by a part of the path', async () => {
    const version = await getCacheVersion(env.CACHE)
    const tag = crypto.randomUUID().slice(0, 8)
    await Promise.all(
      Array.from({ length: CACHED_PAGES_PER_PAGE + 5 }, (_, n) =>
        env.CACHE.put(`page:v${version}:build:izlog.test:hr:/probe-${tag}-${String(n).padStart(2, '0')}`, 'x', {
          metadata: { storedAt: Date.now() },
        }),
      ),
    )
    const first = await cacheOverview(env, { page: 1, q: `probe-${tag}` })
    expect(first.pages.total).toBe(CACHED_PAGES_PER_PAGE + 5)
    expect(first.pages.lastPage).toBe(2)
    expect(first.pages.data).toHaveLength(CACHED_PAGES_PER_PAGE)
    expect(first.pages.data[0]?.path).toBe(`/probe-${tag}-00`)
    const second = await cacheOverview(env, { page: 2, q: `PROBE-${tag}` })
    expect(second.pages.data.map((page) => page.path)).toEqual(
      Array.from({ length: 5 }, (_, n) => `/probe-${tag}-${CACHED_PAGES_PER_PAGE + n}`),
    )
    // A page past the last shows the last.
    expect((await cacheOverview(env, { page: 9, q: `probe-${tag}` })).pages.page).toBe(2)
    expect((await cacheOverview(env, { page: 1, q: `no-such-${tag}` })).pages.total).toBe(0)
  })
})
