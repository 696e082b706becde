import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../worker/lib/tokens'
import { ACCESS_COOKIE } from '../../worker/lib/cookies'
import type { AdminFormRow } from '../../contract/dto/admin'
import { appFetch, cookieHeader, sameOrigin } from './helpers'

/**
 * A form's captcha switched in the forms admin (issue 32) reaches visitors at once: the cached
 * pages, which carry the form's definition, are purged. The switch is set to the value it has, so
 * other tests' submissions of the workshop form are not affected.
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

describe('PATCH /api/v1/admin/forms/{id} through the edge', () => {
  it('purges the cached pages, so a page with the form shows its captcha setting at once', async () => {
    const workshop = await env.DB.prepare("SELECT id, captcha FROM forms WHERE slug = 'workshop-signup'").first<{
      id: number
      captcha: number
    }>()
    await appFetch('/usluge')
    expect((await appFetch('/usluge')).headers.get('X-Cache')).toBe('HIT')
    const res = await appFetch(
      `/api/v1/admin/forms/${workshop?.id}`,
      sameOrigin({
        method: 'PATCH',
        headers: { Cookie: cookieHeader({ [ACCESS_COOKIE]: staff }), 'Content-Type': 'application/json' },
        body: JSON.stringify({ captcha: workshop?.captcha === 1 }),
      }),
    )
    expect(res.status).toBe(200)
    expect(((await res.json()) as { data: AdminFormRow }).data.slug).toBe('workshop-signup')
    expect((await appFetch('/usluge')).headers.get('X-Cache')).toBe('MISS')
  })
})
