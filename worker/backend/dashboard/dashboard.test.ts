import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Dashboard } from '../../../contract/dto/dashboard'
import { callBackend } from '../test-helpers'
import { newCustomer } from '../commerce/test-fixtures'
import { ABANDONED_AFTER_HOURS, buildDashboard } from './dashboard'

/**
 * Issue 37, the dashboard. Other test files share the database, so the windowed figures are asked
 * "as of" a day in 2040 that only this file's orders and carts fall in (exact numbers); the counts
 * without a window (waiting orders, low stock) are compared before and after this file's rows.
 */

const NOW = new Date('2040-06-15T10:00:00.000Z')
const tag = crypto.randomUUID().slice(0, 8)

const insertProduct = async (type: string, sku: string, stock: number | null, threshold: number | null = null) => {
  const row = await env.DB.prepare(
    `INSERT INTO products (type, sku, published, retail_price_cents, basic_price_cents, tax_rate, stock_qty, low_stock_threshold)
     VALUES (?, ?, 1, 1000, 1000, 25, ?, ?) RETURNING id`,
  )
    .bind(type, sku, stock, threshold)
    .first<{ id: number }>()
  if (!row) throw new Error('product insert failed')
  await env.DB.prepare("INSERT INTO product_translations (product_id, language, name, slug) VALUES (?, 'hr', ?, ?)")
    .bind(row.id, `Proizvod ${sku}`, `dash-${sku.toLowerCase()}`)
    .run()
  return row.id
}

const insertCart = async (updatedAt: string, lines: Array<{ productId: number; qty: number; cents: number }>) => {
  const id = `dash-${crypto.randomUUID()}`
  await env.DB.prepare("INSERT INTO carts (id, protect_code_hash, status, updated_at) VALUES (?, 'x', 'active', ?)")
    .bind(id, updatedAt)
    .run()
  for (const line of lines)
    await env.DB.prepare('INSERT INTO cart_items (cart_id, product_id, qty, unit_price_cents) VALUES (?, ?, ?, ?)')
      .bind(id, line.productId, line.qty, line.cents)
      .run()
  return id
}

interface OrderSpec {
  status: string
  paidAt: string | null
  totalCents: number
  paymentType?: string
  lines: Array<{ productId: number; sku: string; type: string; qty: number; cents: number }>
}

const insertOrder = async (spec: OrderSpec) => {
  const cartId = await insertCart('2040-01-01T00:00:00.000Z', [])
  const row = await env.DB.prepare(
    `INSERT INTO orders (slug, cart_id, email, language, status, payment_type, paid_at, order_total_cents, items_total_cents)
     VALUES (?, ?, 'dash@example.com', 'hr', ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      `DASH-${crypto.randomUUID()}`,
      cartId,
      spec.status,
      spec.paymentType ?? 'HPF',
      spec.paidAt,
      spec.totalCents,
      spec.totalCents,
    )
    .first<{ id: number }>()
  if (!row) throw new Error('order insert failed')
  for (const line of spec.lines)
    await env.DB.prepare(
      `INSERT INTO order_lines (order_id, product_id, name, sku, product_type, qty, tax_rate, unit_price_cents, row_total_cents)
       VALUES (?, ?, ?, ?, ?, ?, 25, ?, ?)`,
    )
      .bind(
        row.id,
        line.productId,
        `Proizvod ${line.sku}`,
        line.sku,
        line.type,
        line.qty,
        line.cents / line.qty,
        line.cents,
      )
      .run()
  return { id: row.id, cartId }
}

let before: Dashboard
let after: Dashboard
let lowPool = 0
let fullPool = 0
let lamp = 0
let game = 0

beforeAll(async () => {
  before = await buildDashboard(env.DB, 'en', NOW)
  lamp = await insertProduct('simple', `DASH-LAMP-${tag}`, 100)
  await env.DB.prepare("INSERT INTO product_translations (product_id, language, name, slug) VALUES (?, 'en', ?, ?)")
    .bind(lamp, `Lamp ${tag}`, `dash-lamp-en-${tag}`)
    .run()
  game = await insertProduct('eProduct', `DASH-GAME-${tag}`, null)
  // Low stock: at its own mark, under the shop's default (5); not low: above the default.
  await insertProduct('simple', `DASH-LOW-${tag}`, 3, 3)
  await insertProduct('simple', `DASH-DEF-${tag}`, 4)
  await insertProduct('simple', `DASH-OK-${tag}`, 6)
  lowPool = await insertProduct('eProduct', `DASH-POOL-${tag}`, null)
  fullPool = await insertProduct('eProduct', `DASH-FULL-${tag}`, null)
  for (const [productId, count] of [
    [lowPool, 3],
    [fullPool, 6],
  ] as const)
    for (let i = 0; i < count; i++)
      await env.DB.prepare('INSERT INTO licence_keys (product_id, key) VALUES (?, ?)')
        .bind(productId, `K-${tag}-${i}`)
        .run()
  // One of the low pool's three keys is given: two are left.
  await env.DB.prepare(
    "UPDATE licence_keys SET assigned_at = '2040-06-01T00:00:00.000Z' WHERE product_id = ? AND key = ?",
  )
    .bind(lowPool, `K-${tag}-0`)
    .run()

  const lampLine = { productId: lamp, sku: `DASH-LAMP-${tag}`, type: 'simple' }
  const gameLine = { productId: game, sku: `DASH-GAME-${tag}`, type: 'eProduct' }
  // 00:30 on 15 June in Zagreb (UTC+2): today.
  const shipped = await insertOrder({
    status: 'paid',
    paidAt: '2040-06-14T22:30:00.000Z',
    totalCents: 10000,
    lines: [{ ...lampLine, qty: 2, cents: 8000 }],
  })
  // 23:30 on 14 June in Zagreb: yesterday; digital only, so nothing to ship.
  const digital = await insertOrder({
    status: 'delivered',
    paidAt: '2040-06-14T21:30:00.000Z',
    totalCents: 5000,
    lines: [{ ...gameLine, qty: 5, cents: 5000 }],
  })
  // Cancelled after payment: no revenue, and its refund subtracts nothing.
  const cancelled = await insertOrder({
    status: 'cancelled',
    paidAt: '2040-06-10T10:00:00.000Z',
    totalCents: 3000,
    lines: [{ ...lampLine, qty: 1, cents: 3000 }],
  })
  // The previous 30 days.
  await insertOrder({
    status: 'delivered',
    paidAt: '2040-05-01T10:00:00.000Z',
    totalCents: 7000,
    lines: [{ ...lampLine, qty: 1, cents: 7000 }],
  })
  // Waiting for the buyer's bank.
  await insertOrder({
    status: 'pending_payment',
    paymentType: 'BANK_TRANSFER',
    paidAt: null,
    totalCents: 2000,
    lines: [],
  })
  for (const [orderId, cents] of [
    [digital.id, 1000],
    [cancelled.id, 3000],
  ] as const)
    await env.DB.prepare(
      "INSERT INTO refunds (order_id, amount_cents, method, created_at) VALUES (?, ?, 'manual', '2040-06-15T08:00:00.000Z')",
    )
      .bind(orderId, cents)
      .run()
  await env.DB.prepare("INSERT INTO returns (order_id, status) VALUES (?, 'requested')").bind(shipped.id).run()

  // Abandoned: idle for days, with lines. Not abandoned: touched an hour ago, empty, or ordered.
  await insertCart('2040-06-10T12:00:00.000Z', [
    { productId: lamp, qty: 2, cents: 1500 },
    { productId: game, qty: 1, cents: 999 },
  ])
  await insertCart('2040-06-15T09:00:00.000Z', [{ productId: lamp, qty: 1, cents: 1500 }])
  await insertCart('2040-06-09T12:00:00.000Z', [])
  await env.DB.prepare('INSERT INTO cart_items (cart_id, product_id, qty, unit_price_cents) VALUES (?, ?, 1, 4000)')
    .bind(shipped.cartId, lamp)
    .run()
  await env.DB.prepare("UPDATE carts SET updated_at = '2040-06-11T00:00:00.000Z' WHERE id = ?")
    .bind(shipped.cartId)
    .run()

  after = await buildDashboard(env.DB, 'en', NOW)
})

describe('dashboard figures', () => {
  it('counts revenue and orders per Zagreb day, refunds on their own day, and compares with the 30 days before', () => {
    expect(after.timeZone).toBe('Europe/Zagreb')
    expect(after.current.from).toBe('2040-05-17')
    expect(after.current.to).toBe('2040-06-15')
    expect(after.previous.from).toBe('2040-04-17')
    expect(after.previous.to).toBe('2040-05-16')
    expect(after.current.days).toHaveLength(30)
    const day = (date: string) => after.current.days.find((d) => d.date === date)
    expect(day('2040-06-15')).toEqual({ date: '2040-06-15', orders: 1, revenue: 90, refunded: 10 })
    expect(day('2040-06-14')).toEqual({ date: '2040-06-14', orders: 1, revenue: 50, refunded: 0 })
    expect(day('2040-06-10')).toEqual({ date: '2040-06-10', orders: 0, revenue: 0, refunded: 0 })
    expect(after.current).toMatchObject({ orders: 2, revenue: 140, refunded: 10, averageOrderValue: 75 })
    expect(after.previous).toMatchObject({ orders: 1, revenue: 70, refunded: 0, averageOrderValue: 70 })
    expect(before.previous.averageOrderValue).toBeNull()
  })

  it('names the top products by revenue and by units', () => {
    expect(after.topByRevenue.map((p) => [p.productId, p.units, p.revenue])).toEqual([
      [lamp, 2, 80],
      [game, 5, 50],
    ])
    expect(after.topByUnits.map((p) => [p.productId, p.units])).toEqual([
      [game, 5],
      [lamp, 2],
    ])
    // Named in the staff's language (English here), else in the other one.
    expect(after.topByRevenue[0]?.name).toBe(`Lamp ${tag}`)
    expect(after.topByRevenue[1]?.name).toBe(`Proizvod DASH-GAME-${tag}`)
  })

  it('counts the orders waiting for staff', () => {
    expect(after.waiting.toShip - before.waiting.toShip).toBe(1)
    expect(after.waiting.bankTransfers - before.waiting.bankTransfers).toBe(1)
    expect(after.waiting.returnsRequested - before.waiting.returnsRequested).toBe(1)
  })

  it('lists low stock at the product’s own mark or the shop’s default, and pools below the low mark', () => {
    expect(after.lowStock.total - before.lowStock.total).toBe(2)
    expect(after.lowKeyPools).toContainEqual({
      productId: lowPool,
      name: `Proizvod DASH-POOL-${tag}`,
      sku: `DASH-POOL-${tag}`,
      available: 2,
    })
    expect(after.lowKeyPools.some((pool) => pool.productId === fullPool)).toBe(false)
    // An eProduct without a pool hands out no keys: it is not a low pool.
    expect(after.lowKeyPools.some((pool) => pool.productId === game)).toBe(false)
  })

  it('values the abandoned carts: idle, with lines and no order', () => {
    expect(after.abandonedCarts).toEqual({ carts: 1, value: 39.99, idleHours: ABANDONED_AFTER_HOURS })
  })
})

describe('dashboard access', () => {
  it('answers staff only', async () => {
    const anonymous = await callBackend('GET', '/api/v1/admin/dashboard')
    expect(anonymous.status).toBe(401)
    const customer = await newCustomer()
    const refused = await callBackend('GET', '/api/v1/admin/dashboard', { token: customer.token })
    expect(refused.status).toBe(403)
    const staff = await newCustomer(true)
    const answer = await callBackend<Dashboard>('GET', '/api/v1/admin/dashboard', { token: staff.token })
    expect(answer.status).toBe(200)
    expect(answer.json.data?.current.days).toHaveLength(30)
    expect(answer.json.data?.timeZone).toBe('Europe/Zagreb')
  })
})
