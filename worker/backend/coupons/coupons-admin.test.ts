import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LastPagePage } from '../../../contract/dto/cms'
import type { AdminCouponDetail, AdminCouponRow } from '../../../contract/dto/coupons'
import { callBackend } from '../test-helpers'
import { newCustomer, placeTestOrder, productId, type TestCustomer } from '../commerce/test-fixtures'
import { jarCall, type Jar } from '../../../test/edge/helpers'
import { nestedCatalogue } from './test-products'

/**
 * Issue 37: staff create, save and switch off coupons (audited); a visitor and a customer may not;
 * bad input is a 400 at its field, a taken code a 409 at `code`.
 */

let staff: TestCustomer
let customer: TestCustomer
beforeAll(async () => {
  staff = await newCustomer(true)
  customer = await newCustomer()
})

const asStaff = <T>(method: string, path: string, body?: unknown, language = 'hr') =>
  callBackend<T>(method, path, { token: staff.token, body, language })

const newCode = () => `A${crypto.randomUUID().slice(0, 8).toUpperCase()}`

const couponInput = (overrides: Record<string, unknown> = {}) => ({
  code: newCode(),
  type: 'percent',
  percent: 15,
  amountCents: null,
  minItemsTotalCents: 0,
  validFrom: null,
  validTo: null,
  usageLimit: null,
  perCustomerLimit: null,
  freeShipping: false,
  active: true,
  note: 'Jesenska akcija',
  productIds: [],
  categoryIds: [],
  ...overrides,
})

async function create(overrides: Record<string, unknown> = {}): Promise<AdminCouponDetail> {
  const res = await asStaff<AdminCouponDetail>('POST', '/api/v1/admin/coupons', couponInput(overrides))
  expect(res.status, `${res.json.code ?? ''} ${res.json.message ?? ''}`).toBe(201)
  return res.json.data as AdminCouponDetail
}

const auditActions = async (id: number) =>
  (
    await env.DB.prepare('SELECT action, actor_email FROM audit_log WHERE subject = ? ORDER BY id')
      .bind(`coupon:${id}`)
      .all<{ action: string; actor_email: string }>()
  ).results

describe('who may manage coupons', () => {
  it('attacker: a visitor (401) and a customer (403) are refused on every coupon call, and nothing is written', async () => {
    const existing = await create()
    const id = existing.coupon.id
    const input = couponInput()
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/v1/admin/coupons', undefined],
      ['GET', `/api/v1/admin/coupons/${id}`, undefined],
      ['POST', '/api/v1/admin/coupons', input],
      ['PUT', `/api/v1/admin/coupons/${id}`, { ...input, code: existing.coupon.code, percent: 99 }],
      ['POST', `/api/v1/admin/coupons/${id}/active`, { active: false }],
    ]
    for (const [method, path, body] of calls) {
      expect((await callBackend(method, path, { body })).status, `${method} ${path}`).toBe(401)
      expect((await callBackend(method, path, { body, token: customer.token })).status, `${method} ${path}`).toBe(403)
    }
    const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM coupons WHERE code = ?')
      .bind(input.code)
      .first<{ n: number }>()
    expect(row?.n).toBe(0)
    const after = (await asStaff<AdminCouponDetail>('GET', `/api/v1/admin/coupons/${id}`)).json.data
    expect(after?.coupon).toMatchObject({ percent: 15, active: true })
    expect((await auditActions(id)).map((entry) => entry.action)).toEqual(['coupon.create'])
  })
})

describe('creating, saving and switching off a coupon', () => {
  it('creates one restricted to a product and a category, with limits and free shipping; audited', async () => {
    const mask = await productId('IZL-HW-MASKA')
    const category = await env.DB.prepare('SELECT category_id AS id FROM product_categories WHERE product_id = ?')
      .bind(mask)
      .first<{ id: number }>()
    const detail = await create({
      type: 'fixed',
      percent: 20,
      amountCents: 750,
      minItemsTotalCents: 2000,
      usageLimit: 10,
      perCustomerLimit: 1,
      freeShipping: true,
      validFrom: '2026-01-01T00:00:00.000Z',
      validTo: '2027-01-01T00:00:00.000Z',
      productIds: [mask, mask],
      categoryIds: [category?.id],
    })
    expect(detail.coupon).toMatchObject({
      type: 'fixed',
      percent: null,
      amountCents: 750,
      usageLimit: 10,
      perCustomerLimit: 1,
      freeShipping: true,
      restricted: true,
      usedCount: 0,
      revenueCents: 0,
      discountCents: 0,
    })
    expect(detail.products.map((p) => p.id)).toEqual([mask])
    expect(detail.categories.map((k) => k.id)).toEqual([category?.id])
    expect(detail.note).toBe('Jesenska akcija')
    expect(detail.history).toHaveLength(1)
    expect((await auditActions(detail.coupon.id))[0]).toEqual({ action: 'coupon.create', actor_email: staff.email })
  })

  it('saves changes and switches it off and on, each change audited once', async () => {
    const detail = await create()
    const id = detail.coupon.id
    const saved = await asStaff<AdminCouponDetail>(
      'PUT',
      `/api/v1/admin/coupons/${id}`,
      couponInput({ code: detail.coupon.code.toLowerCase(), percent: 30, note: '' }),
    )
    expect(saved.status).toBe(200)
    expect(saved.json.data?.coupon).toMatchObject({ code: detail.coupon.code, percent: 30 })
    const off = await asStaff<AdminCouponDetail>('POST', `/api/v1/admin/coupons/${id}/active`, { active: false })
    expect(off.json.data?.coupon.active).toBe(false)
    // Again: nothing changes, nothing is audited.
    await asStaff('POST', `/api/v1/admin/coupons/${id}/active`, { active: false })
    const on = await asStaff<AdminCouponDetail>('POST', `/api/v1/admin/coupons/${id}/active`, { active: true })
    expect(on.json.data?.coupon.active).toBe(true)
    expect((await auditActions(id)).map((entry) => entry.action)).toEqual([
      'coupon.create',
      'coupon.update',
      'coupon.deactivate',
      'coupon.activate',
    ])
  })

  it('a switched-off coupon is "not found" for shoppers', async () => {
    const detail = await create()
    await asStaff('POST', `/api/v1/admin/coupons/${detail.coupon.id}/active`, { active: false })
    const jar: Jar = {}
    const mask = await productId('IZL-HW-MASKA')
    expect(
      (await jarCall('POST', '/api/cart/items', jar, { productId: mask, qty: 1 }, { language: 'eng' })).status,
    ).toBe(200)
    const res = await jarCall('POST', '/api/cart/coupon', jar, { couponCode: detail.coupon.code }, { language: 'eng' })
    expect(res.status).toBe(404)
  })

  it('attacker: a taken code (any case) is a 409 at the code, on create and on save', async () => {
    const first = await create()
    const second = await create()
    const dup = await asStaff('POST', '/api/v1/admin/coupons', couponInput({ code: first.coupon.code.toLowerCase() }))
    expect(dup.status).toBe(409)
    expect(dup.json).toMatchObject({ code: 'COUPON_CODE_TAKEN', field: 'code' })
    const clash = await asStaff(
      'PUT',
      `/api/v1/admin/coupons/${second.coupon.id}`,
      couponInput({ code: first.coupon.code }),
    )
    expect(clash.status).toBe(409)
    expect(clash.json).toMatchObject({ code: 'COUPON_CODE_TAKEN', field: 'code' })
  })

  it.each([
    [{ code: '' }, 'code'],
    [{ code: 'HAS SPACE' }, 'code'],
    [{ percent: 0 }, 'percent'],
    [{ percent: 101 }, 'percent'],
    [{ type: 'fixed', amountCents: 1.5 }, 'amountCents'],
    [{ minItemsTotalCents: -1 }, 'minItemsTotalCents'],
    [{ usageLimit: 0 }, 'usageLimit'],
    [{ validFrom: 'tomorrow' }, 'validFrom'],
    [{ productIds: ['1'] }, 'productIds'],
    [{ type: 'percent', percent: null }, 'percent'],
    [{ type: 'fixed', amountCents: null }, 'amountCents'],
    [{ validFrom: '2026-05-01T00:00:00.000Z', validTo: '2026-04-01T00:00:00.000Z' }, 'validTo'],
    [{ usageLimit: 1, perCustomerLimit: 2 }, 'perCustomerLimit'],
    [{ productIds: [999_999_999] }, 'productIds'],
    [{ categoryIds: [999_999_999] }, 'categoryIds'],
  ])('attacker: %o is a 400 at %s, and no coupon is written', async (overrides, field) => {
    const input = couponInput(overrides)
    const res = await asStaff('POST', '/api/v1/admin/coupons', input, 'en')
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toContain(field)
    if (typeof input.code === 'string' && input.code) {
      const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM coupons WHERE code = ?')
        .bind(input.code)
        .first<{ n: number }>()
      expect(row?.n).toBe(0)
    }
  })

  it('a coupon that is not there is a 404', async () => {
    expect((await asStaff('GET', '/api/v1/admin/coupons/999999999')).status).toBe(404)
    expect((await asStaff('PUT', '/api/v1/admin/coupons/999999999', couponInput())).status).toBe(404)
    expect((await asStaff('POST', '/api/v1/admin/coupons/999999999/active', { active: false })).status).toBe(404)
  })
})

describe('the coupon list', () => {
  it('finds by code, filters by active, pages, and counts uses, revenue and discount of paid orders', async () => {
    const tag = crypto.randomUUID().slice(0, 6).toUpperCase()
    const on = await create({ code: `LIST${tag}A`, percent: 10 })
    const off = await create({ code: `LIST${tag}B`, active: false })
    const { outside: mask } = await nestedCatalogue()
    const placed = await placeTestOrder({ lines: [[mask, 1]], paymentType: 'COD', coupon: on.coupon.code })
    await env.DB.prepare("UPDATE orders SET status = 'paid' WHERE id = ?").bind(placed.orderId).run()
    const order = await env.DB.prepare(
      'SELECT order_total_cents AS total, coupon_amount_cents AS coupon FROM orders WHERE id = ?',
    )
      .bind(placed.orderId)
      .first<{ total: number; coupon: number }>()
    // A second, unpaid use counts as a use but brings no revenue yet.
    await placeTestOrder({ lines: [[mask, 1]], paymentType: 'COD', coupon: on.coupon.code })

    const found = await asStaff<LastPagePage<AdminCouponRow>>('GET', `/api/v1/admin/coupons?q=list${tag.toLowerCase()}`)
    expect(found.json.data?.data.map((row) => row.code).sort()).toEqual([on.coupon.code, off.coupon.code])
    const active = await asStaff<LastPagePage<AdminCouponRow>>('GET', `/api/v1/admin/coupons?q=LIST${tag}&active=yes`)
    expect(active.json.data?.data.map((row) => row.code)).toEqual([on.coupon.code])
    expect(active.json.data?.data[0]).toMatchObject({
      usedCount: 2,
      revenueCents: order?.total,
      discountCents: -(order?.coupon ?? 0),
    })
    const inactive = await asStaff<LastPagePage<AdminCouponRow>>('GET', `/api/v1/admin/coupons?q=LIST${tag}&active=no`)
    expect(inactive.json.data?.data.map((row) => row.code)).toEqual([off.coupon.code])
    const bad = await asStaff('GET', '/api/v1/admin/coupons?active=maybe')
    expect(bad.status).toBe(400)
  })
})

describe('the coupon list at 10,000 coupons', () => {
  it('pages and searches through them on the server, each row with its counts', async () => {
    const prefix = `K${crypto.randomUUID().slice(0, 6).toUpperCase()}`
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
       INSERT INTO coupons (code, type, percent, active) SELECT ?1 || printf('%05d', i), 'percent', 5, i % 2 FROM n`,
    )
      .bind(prefix)
      .run()
    const first = await asStaff<LastPagePage<AdminCouponRow>>('GET', `/api/v1/admin/coupons?q=${prefix}`)
    expect(first.json.data?.total).toBe(10000)
    expect(first.json.data?.data).toHaveLength(25)
    expect(first.json.data?.data[0]).toMatchObject({ code: `${prefix}10000`, usedCount: 0, revenueCents: 0 })
    const last = await asStaff<LastPagePage<AdminCouponRow>>('GET', `/api/v1/admin/coupons?q=${prefix}&page=400`)
    expect(last.json.data?.data.map((row) => row.code).at(-1)).toBe(`${prefix}00001`)
    const active = await asStaff<LastPagePage<AdminCouponRow>>('GET', `/api/v1/admin/coupons?q=${prefix}&active=yes`)
    expect(active.json.data?.total).toBe(5000)
    const one = await asStaff<LastPagePage<AdminCouponRow>>('GET', `/api/v1/admin/coupons?q=${prefix}04321`)
    expect(one.json.data?.data.map((row) => row.code)).toEqual([`${prefix}04321`])
  })
})
