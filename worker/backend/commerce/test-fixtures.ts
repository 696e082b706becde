import { env } from 'cloudflare:test'
import type { Cart, CartSession, OrderCreateResult, PaymentMethod } from '../../../contract/dto/commerce'
import { signAccessToken } from '../../lib/tokens'
import { CHECKOUT_CONSENTS, callBackend, uniqueEmail, type BackendResult } from '../test-helpers'

/** Shared helpers for the commerce tests (imported by *.test.ts only). */

/** A seeded product id by SKU (the catalogue seed owns the ids). */
export async function productId(sku: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM products WHERE sku = ?').bind(sku).first<{ id: number }>()
  if (!row) throw new Error(`seeded product ${sku} is missing`)
  return row.id
}

/** A purchasable, in-stock variant of a configurable product. */
export async function variantOf(mainSku: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT v.id FROM products v JOIN products m ON m.id = v.main_product_id
     WHERE m.sku = ? AND v.archived = 0 AND v.is_purchasable = 1 AND (v.stock_qty IS NULL OR v.stock_qty > 5) ORDER BY v.id LIMIT 1`,
  )
    .bind(mainSku)
    .first<{ id: number }>()
  if (!row) throw new Error(`no variant of ${mainSku}`)
  return row.id
}

export async function newSession(): Promise<CartSession> {
  const res = await callBackend<CartSession>('GET', '/api/v2/cart/getNewCartSession')
  if (!res.json.data) throw new Error(`getNewCartSession failed: ${res.status}`)
  return res.json.data
}

export interface CallExtras {
  token?: string
  language?: string
  env?: Partial<Env>
}

/** A cart call with the session merged into the body. */
export function cartCall<T = Cart>(
  method: string,
  path: string,
  session: CartSession,
  body: Record<string, unknown> = {},
  extras: CallExtras = {},
): Promise<BackendResult<T>> {
  return callBackend<T>(method, path, {
    body: { cartId: session.cartId, protectCode: session.protectCode, ...body },
    ...extras,
  })
}

export async function addItem(
  session: CartSession,
  productIdValue: number,
  qty: number | string = 1,
  options?: unknown,
  extras: CallExtras = {},
): Promise<Cart> {
  const res = await cartCall(
    'POST',
    '/api/v2/cart/addItem',
    session,
    { productId: productIdValue, qty, ...(options ? { options } : {}) },
    extras,
  )
  if (res.status !== 200 || !res.json.data)
    throw new Error(`addItem failed: ${res.status} ${res.json.code ?? ''} ${res.json.message ?? ''}`)
  return res.json.data
}

export interface TestCustomer {
  userId: number
  email: string
  token: string
}

/** A fresh customer row (not loginable: tests sign its access token directly). */
export async function newCustomer(isBackofficeUser = false): Promise<TestCustomer> {
  const email = uniqueEmail('commerce')
  const row = await env.DB.prepare(
    `INSERT INTO users (email, username, password_hash, password_salt, password_iterations, first_name, last_name, is_backoffice_user, email_verified)
     VALUES (?1, ?1, 'x', 'x', 100000, 'Test', 'Kupac', ?2, 1) RETURNING id`,
  )
    .bind(email, isBackofficeUser ? 1 : 0)
    .first<{ id: number }>()
  if (!row) throw new Error('user insert failed')
  const token = await signAccessToken(env, {
    userId: row.id,
    email,
    firstName: 'Test',
    lastName: 'Kupac',
    isBackofficeUser,
  })
  return { userId: row.id, email, token }
}

/** The guest of a cart session, created by api/v1/user/guest/update as the checkout does. */
export async function newGuest(
  session: CartSession,
  email = uniqueEmail('guest'),
): Promise<{ id: number; email: string }> {
  const res = await cartCall<{ id: number }>('PATCH', '/api/v1/user/guest/update', session, { email })
  if (res.status !== 200 || !res.json.data) throw new Error(`guest/update failed: ${res.status} ${res.json.code ?? ''}`)
  return { id: res.json.data.id, email }
}

export const SHIPPING_ADDRESS = {
  firstName: 'Ana',
  lastName: 'Horvat',
  contactEmail: 'ana@example.com',
  contactPhone: '+385911234567',
  country: 'HR',
  city: 'Zagreb',
  street: 'Ilica',
  houseNumber: '10',
  zipCode: '10000',
}

export interface PlacedCardOrder {
  session: CartSession
  orderId: number
  orderSlug: string
  /** The hosted card page's path (with its token). */
  payPath: string
}

/** A card order of `qty` of `product` awaiting its payment, by a new guest or by `customer`, from its own client address. */
export async function placeCardOrder(
  product: number,
  qty = 1,
  customer: TestCustomer | null = null,
): Promise<PlacedCardOrder> {
  const croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id
  const session = await newSession()
  const extras = customer ? { token: customer.token } : {}
  const body = customer ? {} : { userId: (await newGuest(session)).id }
  await addItem(session, product, qty, undefined, extras)
  const delivery = { ...body, deliveryMethodId: 1, countryId: croatia }
  await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, delivery, extras)
  const methods = await cartCall<PaymentMethod[]>(
    'POST',
    '/api/v2/payment/getApplicablePaymentMethods',
    session,
    body,
    extras,
  )
  const card = methods.json.data?.find((m) => m.paymentType === 'HPF')
  await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, { ...body, paymentMethodId: card?.id }, extras)
  const created = await callBackend<OrderCreateResult>('POST', '/api/v2/order/create', {
    body: {
      ...session,
      ...body,
      consents: CHECKOUT_CONSENTS,
      successURL: '/naplata/uspjesna',
      failureURL: '/kosarica?payment=incomplete',
      shippingAddress: SHIPPING_ADDRESS,
    },
    headers: { 'x-izlog-client-address': `card-order-${crypto.randomUUID()}` },
    ...(customer ? { token: customer.token } : {}),
  })
  const html = created.json.data?.html
  const payPath = typeof html === 'string' ? (/action="([^"]+)"/.exec(html)?.[1] ?? '') : ''
  if (created.status !== 200 || !payPath.startsWith('/pay/'))
    throw new Error(`order/create failed: ${created.status} ${created.json.code ?? ''}`)
  return { session, orderId: created.json.data?.orderId ?? 0, orderSlug: created.json.data?.orderSlug ?? '', payPath }
}
