import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductDetail } from '../../../contract/dto/catalogue'
import type { AdminProductDetail } from '../../../contract/dto/catalogue-admin'
import type { AdminSalePeriods } from '../../../contract/dto/sale-schedules'
import worker from '../../index'
import { newCustomer, type TestCustomer } from '../commerce/test-fixtures'
import { callBackend } from '../test-helpers'
import { applyDueSales, SCHEDULE_ACTOR_EMAIL } from './apply-due'

/**
 * Issue 37, promotions: scheduled sale prices. Staff add and remove a product's periods (validated:
 * end after start and in the future, below the regular price, no overlap; audited); the schedule
 * (the Cron Trigger, or at once for a period starting now) sets and clears the discount, writes
 * price_history as a staff price change does, and the shop's price and Omnibus line follow. Who may
 * call: a visitor 401, a customer 403 (every products row also in catalogue/admin-access.test.ts).
 */

let staff: TestCustomer
let customer: TestCustomer
const PREFIX = `T37-SALE-${crypto.randomUUID().slice(0, 6)}`
beforeAll(async () => {
  staff = await newCustomer(true)
  customer = await newCustomer(false)
})
afterAll(async () => {
  await env.DB.prepare('DELETE FROM products WHERE sku LIKE ?').bind(`${PREFIX}%`).run()
})

const HOUR = 3_600_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()
const unique = () => crypto.randomUUID().slice(0, 8)

async function newProduct(retailPriceCents = 4000): Promise<AdminProductDetail> {
  const word = unique()
  const res = await callBackend<AdminProductDetail>('POST', '/api/v1/admin/products', {
    token: staff.token,
    body: {
      sku: `${PREFIX}-${word}`,
      status: 'published',
      texts: { hr: { name: `Akcija ${word}`, slug: `akcija-${word}` } },
      retailPriceCents,
      taxRate: 25,
      stockQty: 5,
    },
  })
  expect(res.status, res.json.message).toBe(201)
  return res.json.data as AdminProductDetail
}

const salesPath = (id: number) => `/api/v1/admin/products/${id}/sales`
const addSale = (id: number, body: unknown, token = staff.token) =>
  callBackend<AdminSalePeriods>('POST', salesPath(id), { token, body })

const priceOf = async (id: number) =>
  env.DB.prepare('SELECT discount_price_cents AS d, final_price_cents AS f FROM products WHERE id = ?')
    .bind(id)
    .first<{ d: number | null; f: number }>()
const historyOf = async (id: number) =>
  (
    await env.DB.prepare('SELECT price_cents FROM price_history WHERE product_id = ? ORDER BY id')
      .bind(id)
      .all<{ price_cents: number }>()
  ).results.map((row) => row.price_cents)
const auditActions = async (id: number) =>
  (
    await env.DB.prepare('SELECT action, actor_email FROM audit_log WHERE subject = ? ORDER BY id')
      .bind(`product:${id}`)
      .all<{ action: string; actor_email: string }>()
  ).results

async function runCron() {
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ cron: '*/2 * * * *', scheduledTime: Date.now() }), env, ctx)
  await waitOnExecutionContext(ctx)
}

describe('staff schedule a sale period', () => {
  it('lists, adds (audited) and removes a future period; nothing changes the price before it starts', async () => {
    const product = await newProduct()
    const empty = await callBackend<AdminSalePeriods>('GET', salesPath(product.id), { token: staff.token })
    expect(empty.status).toBe(200)
    expect(empty.json.data).toEqual({ productId: product.id, retailPriceCents: 4000, configurable: false, periods: [] })

    const added = await addSale(product.id, { priceCents: 2999, startsAt: at(HOUR), endsAt: at(2 * HOUR) })
    expect(added.status, added.json.message).toBe(201)
    const [period] = added.json.data?.periods ?? []
    expect(period).toMatchObject({ priceCents: 2999, state: 'scheduled', createdBy: staff.email })
    expect(await priceOf(product.id)).toEqual({ d: null, f: 4000 })

    const removed = await callBackend<AdminSalePeriods>('DELETE', `${salesPath(product.id)}/${period?.id}`, {
      token: staff.token,
    })
    expect(removed.status).toBe(200)
    expect(removed.json.data?.periods).toEqual([])
    expect((await auditActions(product.id)).map((entry) => entry.action)).toEqual([
      'product.create',
      'product.saleAdd',
      'product.saleRemove',
    ])
    const missing = await callBackend('DELETE', `${salesPath(product.id)}/${period?.id}`, { token: staff.token })
    expect(missing.status).toBe(404)
    expect(missing.json.code).toBe('SALE_NOT_FOUND')
  })

  it('refuses bad periods with a 400 naming the field, and writes nothing', async () => {
    const product = await newProduct()
    await addSale(product.id, { priceCents: 3000, startsAt: at(HOUR), endsAt: at(3 * HOUR) })
    const cases: Array<[unknown, string, string]> = [
      [{ priceCents: 3000, startsAt: at(2 * HOUR), endsAt: at(HOUR) }, 'SALE_ENDS_BEFORE_START', 'endsAt'],
      [{ priceCents: 3000, startsAt: at(-2 * HOUR), endsAt: at(-HOUR) }, 'SALE_ENDS_IN_PAST', 'endsAt'],
      [
        { priceCents: 4000, startsAt: at(5 * HOUR), endsAt: at(6 * HOUR) },
        'SALE_PRICE_NOT_BELOW_REGULAR',
        'priceCents',
      ],
      [{ priceCents: 3500, startsAt: at(2 * HOUR), endsAt: at(4 * HOUR) }, 'SALE_OVERLAPS', 'startsAt'],
      [{ priceCents: 3500, startsAt: at(0), endsAt: at(10 * HOUR) }, 'SALE_OVERLAPS', 'startsAt'],
    ]
    for (const [body, code, field] of cases) {
      const res = await addSale(product.id, body)
      expect(res.status, code).toBe(400)
      expect(res.json).toMatchObject({ code, field })
    }
    for (const body of [
      { priceCents: 12.5, startsAt: at(HOUR), endsAt: at(2 * HOUR) },
      { priceCents: 100, startsAt: 'tomorrow', endsAt: at(2 * HOUR) },
      { priceCents: 100, startsAt: at(HOUR) },
    ]) {
      const res = await addSale(product.id, body)
      expect(res.status).toBe(400)
    }
    const listed = await callBackend<AdminSalePeriods>('GET', salesPath(product.id), { token: staff.token })
    expect(listed.json.data?.periods).toHaveLength(1)
    expect(await priceOf(product.id)).toEqual({ d: null, f: 4000 })
    expect((await addSale(999_999_999, { priceCents: 1, startsAt: at(HOUR), endsAt: at(2 * HOUR) })).status).toBe(404)
  })

  it('a visitor is refused 401 and a customer 403; the schedule stays as it was', async () => {
    const product = await newProduct()
    const body = { priceCents: 1000, startsAt: at(0), endsAt: at(HOUR) }
    expect((await callBackend('GET', salesPath(product.id))).status).toBe(401)
    expect((await addSale(product.id, body, '')).status).toBe(401)
    const asCustomer = await addSale(product.id, body, customer.token)
    expect(asCustomer.status).toBe(403)
    expect(asCustomer.json.code).toBe('BACKOFFICE_ONLY')
    expect((await callBackend('GET', salesPath(product.id), { token: customer.token })).status).toBe(403)
    const added = await addSale(product.id, { ...body, startsAt: at(HOUR), endsAt: at(2 * HOUR) })
    const saleId = added.json.data?.periods[0]?.id
    expect((await callBackend('DELETE', `${salesPath(product.id)}/${saleId}`)).status).toBe(401)
    expect((await callBackend('DELETE', `${salesPath(product.id)}/${saleId}`, { token: customer.token })).status).toBe(
      403,
    )
    const listed = await callBackend<AdminSalePeriods>('GET', salesPath(product.id), { token: staff.token })
    expect(listed.json.data?.periods).toHaveLength(1)
    expect(await priceOf(product.id)).toEqual({ d: null, f: 4000 })
  })
})

describe('the schedule starts and ends a sale', () => {
  it('starts at its time and ends at its end: the discount, price_history and the audit log follow', async () => {
    const product = await newProduct()
    const added = await addSale(product.id, { priceCents: 2500, startsAt: at(HOUR), endsAt: at(2 * HOUR) })
    expect(added.status, added.json.message).toBe(201)

    expect(await applyDueSales(env.DB, { now: at(HOUR + 1000) })).toContain(product.id)
    expect(await priceOf(product.id)).toEqual({ d: 2500, f: 2500 })
    expect(await historyOf(product.id)).toEqual([4000, 2500])
    // A second run at the same time changes nothing.
    expect(await applyDueSales(env.DB, { now: at(HOUR + 2000), productId: product.id })).toEqual([])

    expect(await applyDueSales(env.DB, { now: at(2 * HOUR + 1000) })).toContain(product.id)
    expect(await priceOf(product.id)).toEqual({ d: null, f: 4000 })
    expect(await historyOf(product.id)).toEqual([4000, 2500, 4000])
    const audit = await auditActions(product.id)
    expect(audit.slice(-2)).toEqual([
      { action: 'product.saleStart', actor_email: SCHEDULE_ACTOR_EMAIL },
      { action: 'product.saleEnd', actor_email: SCHEDULE_ACTOR_EMAIL },
    ])
    const listed = await callBackend<AdminSalePeriods>('GET', salesPath(product.id), { token: staff.token })
    expect(listed.json.data?.periods[0]?.state).toBe('ended')
  })

  it('the Cron Trigger starts a due period and ends it; a discount staff had before comes back', async () => {
    const product = await newProduct(5000)
    await env.DB.prepare('UPDATE products SET discount_price_cents = 4500 WHERE id = ?').bind(product.id).run()
    // A period already due (as one scheduled earlier whose start has come).
    const { id: saleId } = (await env.DB.prepare(
      `INSERT INTO sale_schedules (product_id, price_cents, starts_at, ends_at, created_by) VALUES (?, 3900, ?, ?, 'x') RETURNING id`,
    )
      .bind(product.id, at(-60_000), at(HOUR))
      .first<{ id: number }>()) ?? { id: 0 }
    await runCron()
    expect(await priceOf(product.id)).toEqual({ d: 3900, f: 3900 })
    expect((await historyOf(product.id)).at(-1)).toBe(3900)
    const shop = await callBackend<ProductDetail>('GET', `/api/v1/product/web/get?id=${product.id}`, { language: 'hr' })
    expect(shop.json.data).toMatchObject({ finalPrice: 39, retailPrice: 50, discount: 39 })

    await env.DB.prepare('UPDATE sale_schedules SET ends_at = ? WHERE id = ?').bind(at(-1000), saleId).run()
    await runCron()
    expect(await priceOf(product.id)).toEqual({ d: 4500, f: 4500 })
    expect((await historyOf(product.id)).at(-1)).toBe(4500)
  })

  it('a period starting now applies at once; ending a running one gives the price back', async () => {
    const product = await newProduct(2000)
    const added = await addSale(product.id, { priceCents: 1500, startsAt: at(-1000), endsAt: at(HOUR) })
    expect(added.status, added.json.message).toBe(201)
    expect(added.json.data?.periods[0]?.state).toBe('running')
    expect(await priceOf(product.id)).toEqual({ d: 1500, f: 1500 })
    const ended = await callBackend<AdminSalePeriods>(
      'DELETE',
      `${salesPath(product.id)}/${added.json.data?.periods[0]?.id}`,
      { token: staff.token },
    )
    expect(ended.status).toBe(200)
    expect(ended.json.data?.periods[0]?.state).toBe('ended')
    expect(await priceOf(product.id)).toEqual({ d: null, f: 2000 })
    expect((await auditActions(product.id)).map((entry) => entry.action)).toEqual([
      'product.create',
      'product.saleAdd',
      'product.saleStart',
      'product.saleEndNow',
      'product.saleEnd',
    ])
  })

  it('a discount staff set during the sale stays when the sale ends', async () => {
    const product = await newProduct(3000)
    await addSale(product.id, { priceCents: 2000, startsAt: at(-1000), endsAt: at(HOUR) })
    await env.DB.prepare('UPDATE products SET discount_price_cents = 1800 WHERE id = ?').bind(product.id).run()
    await applyDueSales(env.DB, { now: at(HOUR + 1000), productId: product.id })
    expect(await priceOf(product.id)).toEqual({ d: 1800, f: 1800 })
  })

  it('a configurable product has no price of its own: its periods are its variants', async () => {
    const configurable = await env.DB.prepare(
      "INSERT INTO products (type, sku, retail_price_cents, basic_price_cents, tax_rate) VALUES ('configurable', ?, 3000, 2400, 25) RETURNING id",
    )
      .bind(`${PREFIX}-conf-${unique()}`)
      .first<{ id: number }>()
    const res = await addSale(configurable?.id ?? 0, { priceCents: 1000, startsAt: at(HOUR), endsAt: at(2 * HOUR) })
    expect(res.status).toBe(400)
    expect(res.json.code).toBe('SALE_CONFIGURABLE')
  })
})

describe('the shop during a scheduled sale', () => {
  it('shows the sale price, and the Omnibus line the lowest price of the 30 days before the sale', async () => {
    const product = await newProduct(4000)
    // Its price history: 35.00 twenty days ago, 38.00 forty days ago (too old), 40.00 since yesterday.
    await env.DB.prepare(
      `INSERT INTO price_history (product_id, price_cents, recorded_at) VALUES
        (?1, 3800, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-40 days')),
        (?1, 3500, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-20 days'))`,
    )
      .bind(product.id)
      .run()
    await env.DB.prepare(
      "UPDATE price_history SET recorded_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 days') WHERE product_id = ? AND price_cents = 4000",
    )
      .bind(product.id)
      .run()
    const added = await addSale(product.id, { priceCents: 2000, startsAt: at(-1000), endsAt: at(HOUR) })
    expect(added.status, added.json.message).toBe(201)
    const shop = await callBackend<ProductDetail>('GET', `/api/v1/product/web/get?id=${product.id}`, { language: 'en' })
    expect(shop.json.data).toMatchObject({ finalPrice: 20, retailPrice: 40, discount: 20, lowestPrice: 35 })
    const admin = await callBackend<AdminProductDetail>('GET', `/api/v1/admin/products/${product.id}`, {
      token: staff.token,
    })
    expect(admin.json.data).toMatchObject({ finalPriceCents: 2000, lowestPrice30DaysCents: 3500 })
  })
})
