import { describe, expect, it } from 'vitest'
import { backendApp } from './app'
import { ENDPOINT_ROWS, findEndpoint } from '../../contract/endpoints'
import { fillPath } from '../../contract/endpoints/endpoint'
import { STAFF_AREAS } from '../../contract/staff-roles'
import { callBackend, loginAs, SEEDED } from './test-helpers'

/**
 * `METHOD path` of every API handler the backend registered (middleware, registered for ALL, left
 * out; so are the files and pages it serves beside the API: /media/…, the test payment page /pay/…).
 */
const handlers = (): string[] =>
  [
    ...new Set(
      backendApp.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path}`),
    ),
  ].sort()

const rows = (): string[] => ENDPOINT_ROWS.map((row) => `${row.method} /${row.path}`).sort()

/** A value for each `:name` of a row's path that passes a positive-id or slug check. */
const sampleParams = (path: string): Record<string, string> =>
  Object.fromEntries([...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, '1']))

describe('the endpoint table', () => {
  it('has a row for every backend handler, and a handler for every row', () => {
    const registered = handlers()
    const table = rows()
    expect(
      registered.filter((route) => !table.includes(route)),
      'handlers that are not in contract/endpoints',
    ).toEqual([])
    expect(
      table.filter((row) => !registered.includes(row)),
      'rows of contract/endpoints with no handler',
    ).toEqual([])
  })

  it('names each call once', () => {
    expect(new Set(rows()).size).toBe(ENDPOINT_ROWS.length)
  })

  it('finds a call by its path, a literal row before a parametrised one', () => {
    for (const row of ENDPOINT_ROWS) {
      expect(findEndpoint(row.method, fillPath(row.path, sampleParams(row.path)))?.path).toBeDefined()
    }
    expect(findEndpoint('GET', 'api/v1/product/web/category/get/7')?.path).toBe('api/v1/product/web/category/get/:id')
    expect(findEndpoint('DELETE', 'api/v1/product/web/filter')).toBeUndefined()
    expect(findEndpoint('POST', 'api/v1/product/web/filter/extra')).toBeUndefined()
  })

  it('names the backoffice area of every staff row, and of no other row (issue 37)', () => {
    const staff = ENDPOINT_ROWS.filter((row) => row.access === 'staff')
    expect(staff.filter((row) => !row.area || !STAFF_AREAS.includes(row.area)).map((row) => row.path)).toEqual([])
    const others = ENDPOINT_ROWS.filter((row) => row.access !== 'staff' && row.area !== undefined)
    expect(others.map((row) => row.path)).toEqual([])
  })

  it('caches only public reads', () => {
    const cached = ENDPOINT_ROWS.filter((row) => row.cache !== 'none')
    expect(cached.filter((row) => row.access !== 'public' || !['GET', 'POST'].includes(row.method))).toEqual([])
  })

  it('attacker: every user row refuses a caller without a session, every staff row a customer', async () => {
    const customer = await loginAs(SEEDED.customer.email, SEEDED.customer.password)
    for (const row of ENDPOINT_ROWS.filter((r) => r.access === 'user' || r.access === 'staff')) {
      const path = '/' + fillPath(row.path, sampleParams(row.path))
      const anonymous = await callBackend(row.method, path, { body: row.method === 'GET' ? undefined : {} })
      expect(anonymous.status, `${row.method} ${row.path} without a session`).toBe(401)
      if (row.access === 'staff') {
        const asCustomer = await callBackend(row.method, path, {
          token: customer.accessToken,
          body: row.method === 'GET' ? undefined : {},
        })
        expect(asCustomer.status, `${row.method} ${row.path} as a customer`).toBe(403)
      }
    }
  })
})
