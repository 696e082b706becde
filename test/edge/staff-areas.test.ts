import { afterEach, describe, expect, it } from 'vitest'
import { ENDPOINT_ROWS } from '../../contract/endpoints'
import { fillPath } from '../../contract/endpoints/endpoint'
import { STAFF_ROLES, roleReaches, type StaffRole } from '../../contract/staff-roles'
import { ACCESS_COOKIE } from '../../worker/lib/cookies'
import { accountWithRole } from '../../worker/backend/staff/test-fixtures'
import { upstreamProbe } from '../upstream-probe'
import { appFetch, cookieHeader, sameOrigin } from './helpers'

/**
 * Staff roles at the edge (issue 37): a staff call outside the role's areas is refused by the
 * /api proxy before the backend is asked; admin pages outside them are the translated 403 page and
 * their navigation lists only the role's areas; edit mode is the owner's and the content editors'.
 */

afterEach(() => upstreamProbe.reset())

const absentParams = (path: string): Record<string, string> =>
  Object.fromEntries([...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, '987654321']))

const cookieOf = (token: string) => cookieHeader({ [ACCESS_COOKIE]: token })

async function staffCookie(role: StaffRole): Promise<string> {
  return cookieOf((await accountWithRole(role, `edge-${role}`)).token)
}

describe('staff areas at the edge', () => {
  for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) {
    it(`attacker: every staff call outside the ${role} role's areas is a translated 403 the backend never sees`, async () => {
      const cookie = await staffCookie(role)
      upstreamProbe.reset()
      for (const row of ENDPOINT_ROWS.filter((r) => r.access === 'staff' && r.area && !roleReaches(role, r.area))) {
        const path = '/' + fillPath(row.path, absentParams(row.path))
        const res = await appFetch(
          path,
          sameOrigin({
            method: row.method,
            headers: { Cookie: cookie, 'Content-Type': 'application/json', language: 'eng' },
            ...(row.method === 'GET' ? {} : { body: '{}' }),
          }),
        )
        expect(res.status, `${row.method} ${row.path} as ${role}`).toBe(403)
        expect(await res.json(), `${row.method} ${row.path} as ${role}`).toMatchObject({
          code: 'STAFF_AREA_FORBIDDEN',
          message: 'Your role does not reach this part of the backoffice.',
        })
      }
      expect(upstreamProbe.calls).toBe(0)
    })
  }

  it('a call inside the role’s area goes through', async () => {
    const cookie = await staffCookie('content')
    const res = await appFetch('/api/v1/admin/comments', { headers: { Cookie: cookie } })
    expect(res.status).toBe(200)
    const hr = await appFetch('/api/v1/admin/orders', { headers: { Cookie: cookie } })
    expect(await hr.json()).toMatchObject({ message: 'Vaša uloga nema pristup ovom dijelu administracije.' })
  })

  it('the edge’s own admin actions (caches) are the owner’s', async () => {
    const editor = await staffCookie('content')
    const refused = await appFetch(
      '/api/admin/cache/purge',
      sameOrigin({ method: 'POST', headers: { Cookie: editor } }),
    )
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'STAFF_AREA_FORBIDDEN' })
    const owner = await staffCookie('owner')
    const purged = await appFetch('/api/admin/cache/purge', sameOrigin({ method: 'POST', headers: { Cookie: owner } }))
    expect(purged.status).toBe(200)
  })

  it('an admin page outside the role’s areas is the 403 page; the navigation lists only its areas', async () => {
    const editor = await staffCookie('content')
    const orders = await appFetch('/en/admin/orders', { headers: { Cookie: editor } })
    expect(orders.status).toBe(403)
    const html = await orders.text()
    expect(html).toContain('Access denied')
    expect(html).toContain('This page is not in the part of the backoffice your role (Content) may open.')

    const home = await appFetch('/admin', { headers: { Cookie: editor } })
    expect(home.status).toBe(200)
    const page = await home.text()
    expect(page).toContain('href="/admin/media"')
    expect(page).not.toContain('href="/admin/orders"')
    expect(page).not.toContain('href="/admin/staff"')

    const owner = await staffCookie('owner')
    const staffPage = await appFetch('/admin/staff', { headers: { Cookie: owner } })
    expect(staffPage.status).toBe(200)
    expect(await staffPage.text()).toContain('href="/admin/orders"')
  })

  it('edit mode is for the owner and content editors only', async () => {
    const catalogue = await staffCookie('catalogue')
    const asCatalogue = await appFetch('/en/?editPage=true', { headers: { Cookie: catalogue } })
    expect(await asCatalogue.text()).not.toContain('"publish":"Publish"')
    const content = await staffCookie('content')
    const asContent = await appFetch('/en/?editPage=true', { headers: { Cookie: content } })
    expect(asContent.status).toBe(200)
    expect(await asContent.text()).toContain('"publish":"Publish"')
  })
})
