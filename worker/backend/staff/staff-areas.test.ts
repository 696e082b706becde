import { describe, expect, it } from 'vitest'
import { ENDPOINT_ROWS } from '../../../contract/endpoints'
import { fillPath } from '../../../contract/endpoints/endpoint'
import { STAFF_ROLES, roleReaches } from '../../../contract/staff-roles'
import { callBackend } from '../test-helpers'
import { accountWithRole, tokenFor } from './test-fixtures'

/** Ids no test creates: a call that gets past the guard finds nothing to change. */
const absentParams = (path: string): Record<string, string> =>
  Object.fromEntries([...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, '987654321']))

const staffRows = ENDPOINT_ROWS.filter((row) => row.access === 'staff')

describe('staff areas: the backend checks the role the database confirms', () => {
  for (const role of STAFF_ROLES) {
    it(`walks every staff row as ${role}: 403 outside its areas, never 401/403 inside`, async () => {
      const staff = await accountWithRole(role)
      for (const row of staffRows) {
        const path = '/' + fillPath(row.path, absentParams(row.path))
        const res = await callBackend(row.method, path, {
          token: staff.token,
          body: row.method === 'GET' ? undefined : {},
        })
        const label = `${row.method} ${row.path} as ${role}`
        if (row.area && roleReaches(role, row.area)) expect([401, 403], label).not.toContain(res.status)
        else {
          expect(res.status, label).toBe(403)
          expect(res.json.code, label).toBe('STAFF_AREA_FORBIDDEN')
        }
      }
    })
  }

  it('attacker: a token still claiming owner after a demotion reaches only the new role’s areas', async () => {
    const demoted = await accountWithRole('content')
    const stale = await tokenFor(demoted.userId, demoted.email, 'owner')
    const orders = await callBackend('GET', '/api/v1/admin/orders', { token: stale })
    expect(orders.status).toBe(403)
    expect(orders.json.code).toBe('STAFF_AREA_FORBIDDEN')
    expect((await callBackend('GET', '/api/v1/admin/staff', { token: stale })).status).toBe(403)
    expect((await callBackend('GET', '/api/v1/admin/comments', { token: stale })).status).toBe(200)
  })

  it('attacker: a token claiming staff for a customer row is refused as not staff', async () => {
    const customer = await accountWithRole(null, 'customer')
    const forged = await tokenFor(customer.userId, customer.email, 'owner')
    const res = await callBackend('GET', '/api/v1/admin/comments', { token: forged })
    expect(res.status).toBe(403)
    expect(res.json.code).toBe('BACKOFFICE_ONLY')
  })
})
