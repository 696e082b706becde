import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../worker/lib/tokens'
import { ACCESS_COOKIE } from '../../worker/lib/cookies'
import type { AdminTag } from '../../contract/dto/catalogue-admin-terms'
import { appFetch, cookieHeader, sameOrigin } from './helpers'

/**
 * A category, attribute or tag saved in the backoffice (issue 35) reaches the shop at once: its
 * menus, category pages and filters are cached on every page, so the edge purges them all.
 */

let staff: string
beforeAll(async () => {
  staff = await signAccessToken(env, {
    userId: 1,
    email: 'admin@izlog.hr',
    firstName: 'Ana',
    lastName: 'Babić',
    isBackofficeUser: true,
  })
})

describe('catalogue term saves through the edge', () => {
  it('purge the cached shop pages; a refused save purges nothing', async () => {
    const run = crypto.randomUUID().slice(0, 8)
    const call = (body: unknown) =>
      appFetch(
        '/api/v1/admin/catalogue/tags',
        sameOrigin({
          method: 'POST',
          headers: { Cookie: cookieHeader({ [ACCESS_COOKIE]: staff }), 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
    await appFetch('/en/shop')
    expect((await appFetch('/en/shop')).headers.get('X-Cache')).toBe('HIT')
    const refused = await call({ names: { hr: 'x', en: 'x' }, slugs: { hr: 'x', en: 'x' } })
    expect(refused.status).toBe(400)
    expect((await appFetch('/en/shop')).headers.get('X-Cache')).toBe('HIT')

    const res = await call({
      names: { hr: `Rub ${run}`, en: `Edge ${run}` },
      slugs: { hr: `rub-${run}`, en: `edge-${run}` },
    })
    expect(res.status).toBe(201)
    const tag = ((await res.json()) as { data: AdminTag }).data
    try {
      expect((await appFetch('/en/shop')).headers.get('X-Cache')).toBe('MISS')
    } finally {
      await env.DB.prepare('DELETE FROM tags WHERE id = ?').bind(tag.id).run()
    }
  })
})
