import { describe, expect, it } from 'vitest'
import { appFetch } from './helpers'

/** Issue 17 (bug): ROOT_REDIRECT decides before the page cache, so a cached home page never answers instead. */
describe('ROOT_REDIRECT', () => {
  it('sends / to the configured path with 302 even when the home page is cached', async () => {
    await appFetch('/')
    expect((await appFetch('/')).headers.get('X-Cache')).toBe('HIT')
    const res = await appFetch('/', { redirect: 'manual' }, { ROOT_REDIRECT: '/shop' })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/shop')
    expect(res.headers.get('X-Cache')).toBeNull()
    // Other pages, and `/` without the setting, are untouched.
    expect((await appFetch('/o-nama', {}, { ROOT_REDIRECT: '/shop' })).status).toBe(200)
    expect((await appFetch('/')).status).toBe(200)
  })
})
