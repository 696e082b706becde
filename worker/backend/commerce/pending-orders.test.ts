import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CartSession, Order, OrderCreateResult, PaymentMethod, PaymentType } from '../../../contract/dto/commerce'
import worker from '../../index'
import { enqueueEmail, RECIPIENT_CAP } from '../email/outbox'
import { verifyEmailMessage } from '../email/templates'
import { THROTTLES } from '../request-budget'
import { CHECKOUT_CONSENTS, callBackend, latestEmailTo } from '../test-helpers'
import { expireAbandonedOrders } from './order-expiry'
import {
  addItem,
  cartCall,
  newCustomer,
  newGuest,
  newSession,
  productId,
  SHIPPING_ADDRESS,
  type TestCustomer,
} from './test-fixtures'

/**
 * Open unpaid orders (issue 32): card and wallet orders hold stock while their payment session is
 * open, so one client address or account has at most 3 open at once, and an order whose session
 * ended unpaid expires (failed, stock back) on the next order call and in the Cron Trigger. Orders
 * by cash on delivery are throttled per client and per buyer's e-mail (each sends an e-mail).
 */

/** A charger no other test orders: its stock is ours and restored after. */
let charger = 0
let originalStock: number | null = null
let croatia = 0
const stock = async () =>
  (
    await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?')
      .bind(charger)
      .first<{ stock_qty: number | null }>()
  )?.stock_qty

beforeAll(async () => {
  charger = await productId('IZL-HW-PUNJAC')
  originalStock = (await stock()) ?? null
  await env.DB.prepare('UPDATE products SET stock_qty = 1000 WHERE id = ?').bind(charger).run()
  croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id ?? 0
})
afterAll(() => env.DB.prepare('UPDATE products SET stock_qty = ? WHERE id = ?').bind(originalStock, charger).run())

const address = () => `test-${crypto.randomUUID()}`

interface Ready {
  session: CartSession
  body: Record<string, unknown>
  token?: string
}

/** A cart of `qty` chargers with delivery to Croatia and the payment method of `type`, for a new guest (with `email`) or the customer. */
async function readyCart(
  type: PaymentType,
  buyer: TestCustomer | { email: string } | null = null,
  qty = 1,
): Promise<Ready> {
  const session = await newSession()
  const token = buyer && 'token' in buyer ? buyer.token : undefined
  const extras = token ? { token } : {}
  const body = token ? {} : { userId: (await newGuest(session, buyer?.email)).id }
  await addItem(session, charger, qty, undefined, extras)
  expect(
    (
      await cartCall(
        'PUT',
        '/api/v2/delivery/saveDeliveryMethod',
        session,
        { ...body, deliveryMethodId: 1, countryId: croatia },
        extras,
      )
    ).status,
  ).toBe(200)
  const methods = await cartCall<PaymentMethod[]>(
    'POST',
    '/api/v2/payment/getApplicablePaymentMethods',
    session,
    body,
    extras,
  )
  const method = methods.json.data?.find((m) => m.paymentType === type)
  expect(
    (
      await cartCall(
        'PUT',
        '/api/v2/payment/savePaymentMethod',
        session,
        { ...body, paymentMethodId: method?.id },
        extras,
      )
    ).status,
  ).toBe(200)
  return { session, body, token }
}

/** order/create as the edge sends it: from the client `from`, in `language`. */
const placeOrder = (ready: Ready, from: string, language = 'hr') =>
  callBackend<OrderCreateResult>('POST', '/api/v2/order/create', {
    body: {
      cartId: ready.session.cartId,
      protectCode: ready.session.protectCode,
      ...ready.body,
      consents: CHECKOUT_CONSENTS,
      successURL: '/a',
      failureURL: '/b',
      shippingAddress: SHIPPING_ADDRESS,
    },
    headers: { 'x-izlog-client-address': from },
    language,
    ...(ready.token ? { token: ready.token } : {}),
  })

const orderRow = (id: number) =>
  env.DB.prepare("SELECT status, json_extract(extended_details, '$.payment.result') AS result FROM orders WHERE id = ?")
    .bind(id)
    .first<{ status: string; result: string | null }>()
const cartStatus = async (session: CartSession) =>
  (await env.DB.prepare('SELECT status FROM carts WHERE id = ?').bind(session.cartId).first<{ status: string }>())
    ?.status
const endSession = (orderId: number) =>
  env.DB.prepare("UPDATE payment_sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE order_id = ?")
    .bind(orderId)
    .run()

describe('the cap on open card and wallet orders', () => {
  it('attacker: from one address opens card and wallet orders without paying, to lock the stock — the fourth is refused (409, translated) and reserves nothing', async () => {
    const from = address()
    for (const type of ['HPF', 'WALLET', 'HPF'] as const)
      expect((await placeOrder(await readyCart(type), from)).status).toBe(200)
    const fourth = await readyCart('HPF')
    const before = await stock()
    const refused = await placeOrder(fourth, from, 'en')
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({ code: 'TOO_MANY_PENDING_ORDERS', params: { minutes: 30 } })
    expect(await stock()).toBe(before)
    // The shopper keeps the cart: nothing of the order was written.
    expect(await cartStatus(fourth.session)).toBe('active')
    expect((await placeOrder(await readyCart('WALLET'), from)).json.code).toBe('TOO_MANY_PENDING_ORDERS')
  })

  it('attacker: one account opens unpaid card orders from ever new addresses — the fourth is refused', async () => {
    const customer = await newCustomer()
    for (let i = 0; i < 3; i++) expect((await placeOrder(await readyCart('HPF', customer), address())).status).toBe(200)
    expect((await placeOrder(await readyCart('HPF', customer), address())).json.code).toBe('TOO_MANY_PENDING_ORDERS')
  })

  it('cash on delivery and bank transfers do not count; an order whose session ended frees its place', async () => {
    const from = address()
    const cards: number[] = []
    for (let i = 0; i < 3; i++) cards.push((await placeOrder(await readyCart('HPF'), from)).json.data?.orderId ?? 0)
    expect((await placeOrder(await readyCart('COD'), from)).status).toBe(200)
    expect((await placeOrder(await readyCart('BANK_TRANSFER'), from)).status).toBe(200)
    await endSession(cards[0] ?? 0)
    expect((await placeOrder(await readyCart('HPF'), from)).status).toBe(200)
    expect(await orderRow(cards[0] ?? 0)).toEqual({ status: 'failed', result: 'expired' })
  })
})

describe('orders whose payment session ended unpaid', () => {
  it('attacker: abandons a card order on the provider page to keep its stock — once the session ends it expires and the stock is back (Cron Trigger)', async () => {
    while ((await expireAbandonedOrders(env.DB)) > 0);
    const before = await stock()
    const card = await placeOrder(await readyCart('HPF', null, 4), address())
    const id = card.json.data?.orderId ?? 0
    expect(await stock()).toBe((before ?? 0) - 4)
    const ctx = createExecutionContext()
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    await worker.scheduled(createScheduledController({ cron: '*/2 * * * *', scheduledTime: Date.now() }), env, ctx)
    await waitOnExecutionContext(ctx)
    // Still open: nothing changes before the session ends.
    expect((await orderRow(id))?.status).toBe('pending_payment')

    await endSession(id)
    const later = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '*/2 * * * *', scheduledTime: Date.now() }), env, later)
    await waitOnExecutionContext(later)
    expect(await orderRow(id)).toEqual({ status: 'failed', result: 'expired' })
    expect(await stock()).toBe(before)
    vi.restoreAllMocks()
  })

  it('the order page expires it lazily (no cron needed) and shows it failed; a paid order and a bank transfer are never expired', async () => {
    const customer = await newCustomer()
    const wallet = await placeOrder(await readyCart('WALLET', customer), address())
    const bank = await placeOrder(await readyCart('BANK_TRANSFER', customer), address())
    await endSession(wallet.json.data?.orderId ?? 0)
    const seen = await callBackend<Order>('GET', `/api/v2/order/get/${wallet.json.data?.orderSlug}`, {
      token: customer.token,
    })
    expect(seen.json.data?.status).toBe('failed')
    const stillWaiting = await callBackend<Order>('GET', `/api/v2/order/get/${bank.json.data?.orderSlug}`, {
      token: customer.token,
    })
    expect(stillWaiting.json.data?.status).toBe('pending_payment')

    const paid = await placeOrder(await readyCart('HPF', customer), address())
    await env.DB.prepare("UPDATE orders SET status = 'paid' WHERE id = ?").bind(paid.json.data?.orderId).run()
    await endSession(paid.json.data?.orderId ?? 0)
    await expireAbandonedOrders(env.DB)
    expect((await orderRow(paid.json.data?.orderId ?? 0))?.status).toBe('paid')
  })
})

describe('orders that send e-mail (cash on delivery)', () => {
  it("attacker: places cash-on-delivery orders as a guest with a stranger's e-mail from ever new addresses — refused after the budget per buyer's e-mail", async () => {
    const victim = { email: `victim-${crypto.randomUUID().slice(0, 8)}@test.izlog.hr` }
    for (let i = 0; i < THROTTLES.order.perTarget.limit; i++)
      expect((await placeOrder(await readyCart('COD', victim), address())).status).toBe(200)
    const refused = await placeOrder(await readyCart('COD', victim), address())
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  it('attacker: one client places order after order — refused after its budget', async () => {
    const from = address()
    for (let i = 0; i < THROTTLES.order.perClient.limit; i++)
      expect((await placeOrder(await readyCart('COD'), from)).status).toBe(200)
    const refused = await placeOrder(await readyCart('COD'), from)
    expect(refused.status).toBe(429)
    expect(refused.json.code).toBe('TOO_MANY_REQUESTS')
  })

  it("an order is placed even when the buyer's inbox is over the outbox cap; its confirmation is kept back, not an error", async () => {
    const buyer = { email: `busy-${crypto.randomUUID().slice(0, 8)}@test.izlog.hr` }
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (let i = 0; i < RECIPIENT_CAP.limit; i++)
      await enqueueEmail(env.DB, 'verifyEmail', buyer.email, 'hr', verifyEmailMessage('hr', 'Ana', '/x'))
    const placed = await placeOrder(await readyCart('COD', buyer), address())
    expect(placed.status).toBe(200)
    expect(await latestEmailTo(buyer.email)).toMatchObject({ kind: 'orderConfirmation', status: 'failed' })
    vi.restoreAllMocks()
  })
})
