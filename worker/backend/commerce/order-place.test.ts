import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Cart, CartSession, OrderPlaceResult, PaymentMethod } from '../../../contract/dto/commerce'
import { shownCart } from '../../../contract/cart-change'
import type { Bindings } from '../../lib/bindings'
import { meterD1 } from '../../lib/d1-meter'
import { holdAfterAnswer, releaseAfterBody } from '../../lib/after-answer'
import { backendApp } from '../app'
import { dueEmails } from '../email/outbox'
import { THROTTLES } from '../request-budget'
import { budgetWait, isBudgetSpent, spendInBatch } from '../request-budget-guard'
import type { AdminOutboxRow } from '../../../contract/dto/admin'
import type { LastPagePage } from '../../../contract/dto/cms'
import { CHECKOUT_CONSENTS, callBackend, loginAs, SEEDED } from '../test-helpers'
import { renderEmailJobs } from './order-confirmation-job'
import { addItem, cartCall, newGuest, newSession, productId, SHIPPING_ADDRESS } from './test-fixtures'

/**
 * order/place (issue 38; izlog's own, not SPEC): the payment method's save, the cart's check and
 * the order in one read round trip and one write batch, with every guard of the three calls.
 */

/** A bag no other test orders: its stock is ours and restored after. */
let bag = 0
let originalStock: number | null = null
let croatia = 0

beforeAll(async () => {
  bag = await productId('IZL-HW-TORBA')
  originalStock =
    (await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?').bind(bag).first<{ stock_qty: number }>())
      ?.stock_qty ?? null
  await env.DB.prepare('UPDATE products SET stock_qty = 1000 WHERE id = ?').bind(bag).run()
  croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id ?? 0
})
afterAll(() => env.DB.prepare('UPDATE products SET stock_qty = ? WHERE id = ?').bind(originalStock, bag).run())

interface Ready {
  session: CartSession
  email: string
  guestId: number
  cashOnDelivery: number
  cart: Cart
}

/** A guest's cart of one bag with delivery to Croatia; its payment method is NOT saved (order/place saves it). */
async function readyCart(): Promise<Ready> {
  const session = await newSession()
  const guest = await newGuest(session)
  await addItem(session, bag, 1)
  const delivery = await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
    userId: guest.id,
    deliveryMethodId: 1,
    countryId: croatia,
  })
  expect(delivery.status).toBe(200)
  const methods = await cartCall<PaymentMethod[]>('POST', '/api/v2/payment/getApplicablePaymentMethods', session, {
    userId: guest.id,
  })
  const cashOnDelivery = methods.json.data?.find((m) => m.paymentType === 'COD')?.id ?? 0
  expect(cashOnDelivery).toBeGreaterThan(0)
  return { session, email: guest.email, guestId: guest.id, cashOnDelivery, cart: delivery.json.data as Cart }
}

interface Placed {
  status: number
  headers: Headers
  json: { data?: OrderPlaceResult; code?: string; retryAfter?: number }
  /** Sequential round trips before the answer was complete, and after the work it left for later. */
  waves: number
  wavesAfter: number
}

/** order/place as the edge sends it, from the client `from`, with its execution context (background work awaited after). */
async function place(ready: Ready, from: string, overrides: Partial<Bindings> = {}, body = {}): Promise<Placed> {
  const meter = meterD1(env.DB)
  const ctx = createExecutionContext()
  // As the edge's /api/checkout/order does: work left for after the answer waits for its last byte.
  holdAfterAnswer(ctx)
  const answered = await backendApp.fetch(
    new Request('https://backend.internal/api/v2/order/place', {
      method: 'POST',
      headers: {
        apiKey: env.API_KEY,
        language: 'hr',
        'content-type': 'application/json',
        'x-izlog-client-address': from,
        'x-izlog-site-origin': 'https://shop.example',
      },
      body: JSON.stringify({
        cartId: ready.session.cartId,
        protectCode: ready.session.protectCode,
        userId: ready.guestId,
        paymentMethodId: ready.cashOnDelivery,
        companyData: null,
        shown: shownCart(ready.cart),
        consents: CHECKOUT_CONSENTS,
        successURL: '/a',
        failureURL: '/b',
        shippingAddress: SHIPPING_ADDRESS,
        billingAddress: SHIPPING_ADDRESS,
        ...body,
      }),
    }),
    { ...env, ...overrides, DB: meter.db },
    ctx,
  )
  const res = releaseAfterBody(ctx, answered)
  const json = (await res.json()) as Placed['json']
  const waves = meter.waves
  await waitOnExecutionContext(ctx)
  return { status: res.status, headers: res.headers, json, waves, wavesAfter: meter.waves }
}

const address = () => `test-${crypto.randomUUID()}`

const cartRow = (session: CartSession) =>
  env.DB.prepare('SELECT status, payment_method_id FROM carts WHERE id = ?')
    .bind(session.cartId)
    .first<{ status: string; payment_method_id: number | null }>()
const orderOf = (session: CartSession) =>
  env.DB.prepare('SELECT id, slug, payment_method_id FROM orders WHERE cart_id = ?')
    .bind(session.cartId)
    .first<{ id: number; slug: string; payment_method_id: number }>()
const outboxTo = (email: string) =>
  env.DB.prepare('SELECT id, kind, status, subject, html, job FROM email_outbox WHERE recipient = ? ORDER BY id DESC')
    .bind(email)
    .all<{ id: number; kind: string; status: string; subject: string; html: string; job: string | null }>()
    .then((r) => r.results)

describe('order/place', () => {
  it('saves the payment method and places the order in one read and one write; the confirmation is rendered after the answer', async () => {
    const ready = await readyCart()
    const placed = await place(ready, address())
    expect(placed.status, JSON.stringify(placed.json)).toBe(200)
    expect(placed.json.data?.outcome).toBe('placed')
    expect(placed.waves).toBe(2)
    // The e-mail's job was rendered after the answer (through the same database).
    expect(placed.wavesAfter).toBeGreaterThan(placed.waves)
    const order = await orderOf(ready.session)
    expect(order?.payment_method_id).toBe(ready.cashOnDelivery)
    expect(await cartRow(ready.session)).toMatchObject({ status: 'archived', payment_method_id: ready.cashOnDelivery })
    const [email, ...others] = await outboxTo(ready.email)
    expect(others).toEqual([])
    expect(email).toMatchObject({ kind: 'orderConfirmation', job: null })
    expect(email?.subject).toContain(order?.slug ?? '?')
    // Its links name the site of the request that placed the order.
    expect(email?.html).toContain('https://shop.example/')
  })

  it('an outage while rendering the confirmation loses nothing: the job waits, is never sent empty, and the next outbox run renders it', async () => {
    const ready = await readyCart()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // No secret to sign the order link with: the render fails after the answer.
    const placed = await place(ready, address(), { JWT_SECRET: '' })
    errors.mockRestore()
    expect(placed.json.data?.outcome).toBe('placed')
    const [waiting] = await outboxTo(ready.email)
    expect(waiting).toMatchObject({ kind: 'orderConfirmation', status: 'queued', subject: '' })
    expect(waiting?.job).toContain(ready.session.cartId)
    const due = await dueEmails(env.DB, new Date(Date.now() + 60_000), 1000)
    expect(due.map((e) => e.id)).not.toContain(waiting?.id)
    // Staff see it as being prepared in the outbox (no empty subject), until it is rendered.
    const admin = await loginAs(SEEDED.admin.email, SEEDED.admin.password)
    const listed = () =>
      callBackend<LastPagePage<AdminOutboxRow>>('GET', `/api/v1/admin/outbox?q=${encodeURIComponent(ready.email)}`, {
        token: admin.accessToken,
      }).then((res) => res.json.data?.data.find((row) => row.id === waiting?.id))
    expect(await listed()).toMatchObject({ subject: '', preparing: true })
    expect(await renderEmailJobs(env, [waiting?.id ?? 0])).toBe(1)
    expect(await listed()).toMatchObject({ preparing: false })
    const [rendered] = await outboxTo(ready.email)
    expect(rendered).toMatchObject({ id: waiting?.id, status: 'queued', job: null })
    expect(rendered?.subject).toContain((await orderOf(ready.session))?.slug ?? '?')
    const dueNow = await dueEmails(env.DB, new Date(Date.now() + 60_000), 1000)
    expect(dueNow.map((e) => e.id)).toContain(waiting?.id)
  })

  it('a cart other than the one the shopper saw: not placed, nothing written (not even the payment method)', async () => {
    const ready = await readyCart()
    const shown = { ...shownCart(ready.cart), itemsCount: 2 }
    const placed = await place(ready, address(), {}, { shown })
    expect(placed.json.data?.outcome).toBe('changed')
    expect(await orderOf(ready.session)).toBeNull()
    expect(await cartRow(ready.session)).toMatchObject({ status: 'active', payment_method_id: null })
  })

  it('a cart validateCart must fix (a price changed since): not placed, nothing written; the caller makes the three calls', async () => {
    const ready = await readyCart()
    await env.DB.prepare('UPDATE cart_items SET unit_price_cents = unit_price_cents + 100 WHERE cart_id = ?')
      .bind(ready.session.cartId)
      .run()
    const placed = await place(ready, address())
    expect(placed.json.data?.outcome).toBe('validate')
    expect(await orderOf(ready.session)).toBeNull()
    expect(await cartRow(ready.session)).toMatchObject({ status: 'active', payment_method_id: null })
  })

  it('a payment method the cart cannot take is refused naming the field; nothing is written', async () => {
    const ready = await readyCart()
    const placed = await place(ready, address(), {}, { paymentMethodId: 999_999 })
    expect(placed.status).toBe(400)
    expect(placed.json.code).toBe('PAYMENT_METHOD_NOT_APPLICABLE')
    expect(await cartRow(ready.session)).toMatchObject({ status: 'active', payment_method_id: null })
  })

  it('attacker: one client places order after order — over the budget the batch refuses: 429 with the wait, no order, the cart and the count as they were', async () => {
    const from = address()
    const key = `order:client:${from}`
    const { limit } = THROTTLES.order.perClient
    await env.DB.prepare('INSERT INTO request_budgets (key, window_start, count) VALUES (?, ?, ?)')
      .bind(key, Date.now(), limit)
      .run()
    const ready = await readyCart()
    const refused = await place(ready, from)
    expect(refused.status).toBe(429)
    expect(refused.json.code).toBe('TOO_MANY_REQUESTS')
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(60)
    expect(await orderOf(ready.session)).toBeNull()
    expect(await cartRow(ready.session)).toMatchObject({ status: 'active', payment_method_id: null })
    expect(await outboxTo(ready.email)).toEqual([])
    const count = await env.DB.prepare('SELECT count FROM request_budgets WHERE key = ?')
      .bind(key)
      .first<{ count: number }>()
    expect(count?.count).toBe(limit)
  })

  it('attacker: two orders at once for the last unit of the budget — one is placed, the other refused', async () => {
    const from = address()
    const { limit } = THROTTLES.order.perClient
    await env.DB.prepare('INSERT INTO request_budgets (key, window_start, count) VALUES (?, ?, ?)')
      .bind(`order:client:${from}`, Date.now(), limit - 1)
      .run()
    const carts = await Promise.all([readyCart(), readyCart()])
    const answers = await Promise.all(carts.map((ready) => place(ready, from)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429])
    const orders = await Promise.all(carts.map((ready) => orderOf(ready.session)))
    expect(orders.filter((o) => o !== null)).toHaveLength(1)
  })
})

describe('a throttle spent in a write batch', () => {
  it('over its cap the whole batch aborts — its other statements and its own count with it', async () => {
    const keys = [{ key: `guard-test:${crypto.randomUUID()}`, limit: 2, windowMs: 60_000 }]
    const marker = `guard-${crypto.randomUUID()}`
    const write = () =>
      env.DB.batch([
        ...spendInBatch(env.DB, keys),
        env.DB.prepare('INSERT INTO request_budgets (key, window_start, count) VALUES (?, 0, 0)').bind(
          `${marker}-${crypto.randomUUID()}`,
        ),
      ])
    await write()
    await write()
    const error = await write().then(
      () => null,
      (e: unknown) => e,
    )
    expect(isBudgetSpent(error)).toBe(true)
    const written = await env.DB.prepare('SELECT COUNT(*) AS n FROM request_budgets WHERE key LIKE ?')
      .bind(`${marker}-%`)
      .first<{ n: number }>()
    expect(written?.n).toBe(2)
    const row = await env.DB.prepare('SELECT count FROM request_budgets WHERE key = ?')
      .bind(keys[0]?.key)
      .first<{ count: number }>()
    expect(row?.count).toBe(2)
    expect(await budgetWait(env.DB, keys)).toBeGreaterThan(0)
  })

  it('a new window starts the count again', async () => {
    const keys = [{ key: `guard-test:${crypto.randomUUID()}`, limit: 1, windowMs: 60_000 }]
    await env.DB.batch(spendInBatch(env.DB, keys, 1_000))
    await expect(env.DB.batch(spendInBatch(env.DB, keys, 2_000))).rejects.toThrow(/REQUEST_BUDGET_SPENT/)
    await env.DB.batch(spendInBatch(env.DB, keys, 1_000 + 60_000))
  })
})
