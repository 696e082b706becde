import { env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminProductDetail } from '../../../contract/dto/catalogue-admin'
import { ENDPOINT_ROWS } from '../../../contract/endpoints'
import { newCustomer, type TestCustomer } from '../commerce/test-fixtures'
import { callBackend } from '../test-helpers'

/**
 * Issue 35, the attacker: EVERY row of the endpoint table under api/v1/admin/products or
 * api/v1/admin/catalogue (rows added later are covered without touching this file) refuses a visitor
 * (401) and a logged-in customer (403 BACKOFFICE_ONLY), and nothing changes: the catalogue's and the
 * audit log's counts stay, the product called stays as it was.
 */

const ROWS = ENDPOINT_ROWS.filter(
  (row) => row.path.startsWith('api/v1/admin/products') || row.path.startsWith('api/v1/admin/catalogue'),
)

let staff: TestCustomer
let attacker: TestCustomer
let product: AdminProductDetail
const sku = `T35-ACCESS-${crypto.randomUUID().slice(0, 8)}`

beforeAll(async () => {
  staff = await newCustomer(true)
  attacker = await newCustomer(false)
  const created = await callBackend<AdminProductDetail>('POST', '/api/v1/admin/products', {
    token: staff.token,
    body: {
      sku,
      texts: { hr: { name: 'Napadnut', slug: sku.toLowerCase() } },
      retailPriceCents: 1000,
      taxRate: 25,
      stockQty: 5,
    },
  })
  expect(created.status, created.json.message).toBe(201)
  product = created.json.data as AdminProductDetail
})
afterAll(async () => {
  await env.DB.prepare('DELETE FROM products WHERE sku = ?').bind(sku).run()
})

/** Bodies a staff member's call would succeed with, so a missing guard would change something. */
function bodyFor(method: string, path: string): unknown {
  if (method === 'GET' || method === 'DELETE') return undefined
  const key = `${method} ${path}`
  const texts = { hr: { name: 'Uljez', slug: `uljez-${crypto.randomUUID().slice(0, 8)}` } }
  const bodies: Record<string, unknown> = {
    'POST api/v1/admin/products': {
      sku: `T35-X-${crypto.randomUUID().slice(0, 8)}`,
      texts,
      retailPriceCents: 1,
      taxRate: 25,
    },
    'PUT api/v1/admin/products/:id': { ...product, version: product.version, retailPriceCents: 1, status: 'published' },
    'POST api/v1/admin/products/bulk': { action: 'changePrice', ids: [product.id], percent: -90 },
    'POST api/v1/admin/catalogue/categories': { names: { hr: 'Uljez', en: 'Intruder' }, slugs: texts.hr },
    'POST api/v1/admin/catalogue/tags': { names: { hr: 'Uljez', en: 'Intruder' }, slugs: texts.hr },
  }
  return bodies[key] ?? {}
}

const COUNTED = [
  'products',
  'product_translations',
  'price_history',
  'categories',
  'attributes',
  'attribute_values',
  'tags',
  'audit_log',
] as const

async function counts(): Promise<Record<string, number>> {
  const results = await env.DB.batch(COUNTED.map((table) => env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`)))
  return Object.fromEntries(COUNTED.map((table, i) => [table, (results[i]?.results[0] as { n: number }).n]))
}

describe('catalogue admin calls refuse everyone but staff (issue 35)', () => {
  it('covers the rows of products, their type parts, import/export and the terms', () => {
    const paths = new Set(ROWS.map((row) => `${row.method} ${row.path}`))
    for (const key of [
      'GET api/v1/admin/products',
      'PUT api/v1/admin/products/:id',
      'GET api/v1/admin/products/:id/audit',
      'POST api/v1/admin/products/bulk',
      'POST api/v1/admin/catalogue/categories',
    ])
      expect(paths.has(key), key).toBe(true)
    expect(ROWS.length).toBeGreaterThan(20)
    expect(ROWS.every((row) => row.access === 'staff')).toBe(true)
  })

  it('a visitor gets 401 and a customer 403 from every row, and nothing changes', async () => {
    const before = await counts()
    for (const row of ROWS) {
      const path = `/${row.path.replace(/:id\b/, String(product.id)).replace(/:\w+/g, '1')}`
      const body = bodyFor(row.method, row.path)
      const visitor = await callBackend(row.method, path, { body })
      expect(visitor.status, `visitor ${row.method} ${row.path}`).toBe(401)
      const customer = await callBackend(row.method, path, { body, token: attacker.token })
      expect(customer.status, `customer ${row.method} ${row.path}`).toBe(403)
      expect(customer.json.code, `customer ${row.method} ${row.path}`).toBe('BACKOFFICE_ONLY')
    }
    expect(await counts()).toEqual(before)
    const now = await callBackend<AdminProductDetail>('GET', `/api/v1/admin/products/${product.id}`, {
      token: staff.token,
    })
    expect(now.json.data).toEqual(product)
    const byAttacker = await env.DB.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE actor_user_id = ?')
      .bind(attacker.userId)
      .first<{ n: number }>()
    expect(byAttacker?.n).toBe(0)
  })
})
