import { env } from 'cloudflare:test'
import type { Cart, CartSession, OrderCreateResult, PaymentMethod, PaymentType } from '../../../contract/dto/commerce'
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
  // Staff made here are owners (the one role there was before issue 37).
  const staffRole = isBackofficeUser ? 'owner' : null
  const email = uniqueEmail('commerce')
  const row = await env.DB.prepare(
    `INSERT INTO users (email, username, password_hash, password_salt, password_iterations, first_name, last_name, staff_role, email_verified)
     VALUES (?1, ?1, 'x', 'x', 100000, 'Test', 'Kupac', ?2, 1) RETURNING id`,
  )
    .bind(email, staffRole)
    .first<{ id: number }>()
  if (!row) throw new Error('user insert failed')
  const token = await signAccessToken(env, {
    userId: row.id,
    email,
    firstName: 'Test',
    lastName: 'Kupac',
    isBackofficeUser,
    staffRole,
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

/** What an order of the tests is made of; it goes through the checkout's calls as a shopper's would. */
export interface OrderRecipe {
  /** [product id, quantity] per cart line. */
  lines: Array<[number, number]>
  paymentType: PaymentType
  /** A logged-in buyer; otherwise a new guest of the cart (with `email`, or a unique one). */
  customer?: TestCustomer | null
  email?: string
  language?: 'hr' | 'en'
  coupon?: string
  company?: { companyName: string; oib: string }
  /** Branch delivery (the seeded method 2) to this branch, instead of the courier (method 1). */
  branchId?: number | null
}

export interface PlacedOrder {
  session: CartSession
  orderId: number
  orderSlug: string
  /** The buyer's e-mail (the customer's, or the guest's). */
  email: string
  /** The payment hand-off (the card page's form, the wallet's object; '' with no payment step). */
  html: OrderCreateResult['html']
}

/** An order of `recipe` delivered to Croatia, placed from its own client address (the cap on open card orders counts per address). */
export async function placeTestOrder(recipe: OrderRecipe): Promise<PlacedOrder> {
  const croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id
  const session = await newSession()
  const customer = recipe.customer ?? null
  const extras = customer ? { token: customer.token } : {}
  const guest = customer ? null : await newGuest(session, recipe.email ?? uniqueEmail('guest'))
  const body = guest ? { userId: guest.id } : {}
  for (const [product, qty] of recipe.lines) await addItem(session, product, qty, undefined, extras)
  if (recipe.coupon) {
    const applied = await cartCall('POST', '/api/v2/cart/applyCoupon', session, { couponCode: recipe.coupon }, extras)
    if (applied.status !== 200) throw new Error(`applyCoupon failed: ${applied.status} ${applied.json.code ?? ''}`)
  }
  const delivery = recipe.branchId ? { deliveryMethodId: 2, branchId: recipe.branchId } : { deliveryMethodId: 1 }
  await cartCall(
    'PUT',
    '/api/v2/delivery/saveDeliveryMethod',
    session,
    { ...body, ...delivery, countryId: croatia },
    extras,
  )
  const methods = await cartCall<PaymentMethod[]>(
    'POST',
    '/api/v2/payment/getApplicablePaymentMethods',
    session,
    body,
    extras,
  )
  const method = methods.json.data?.find((m) => m.paymentType === recipe.paymentType)
  if (!method) throw new Error(`no ${recipe.paymentType} payment method for this cart`)
  const company = recipe.company ? { companyData: recipe.company } : {}
  await cartCall(
    'PUT',
    '/api/v2/payment/savePaymentMethod',
    session,
    { ...body, paymentMethodId: method.id, ...company },
    extras,
  )
  const created = await callBackend<OrderCreateResult>('POST', '/api/v2/order/create', {
    body: {
      ...session,
      ...body,
      consents: CHECKOUT_CONSENTS,
      successURL: '/naplata/uspjesna',
      failureURL: '/kosarica?payment=incomplete',
      shippingAddress: SHIPPING_ADDRESS,
    },
    headers: { 'x-izlog-client-address': `test-order-${crypto.randomUUID()}` },
    language: recipe.language ?? 'hr',
    ...extras,
  })
  const data = created.json.data
  if (created.status !== 200 || !data)
    throw new Error(`order/create failed: ${created.status} ${created.json.code ?? ''}`)
  const email = customer?.email ?? guest?.email ?? ''
  return { session, orderId: data.orderId, orderSlug: data.orderSlug, email, html: data.html }
}

/** The card page's path (with its token) of a card order's hand-off. */
export function cardPayPath(placed: Pick<PlacedOrder, 'html'>): string {
  const payPath = typeof placed.html === 'string' ? (/action="([^"]+)"/.exec(placed.html)?.[1] ?? '') : ''
  if (!payPath.startsWith('/pay/')) throw new Error('the order has no card page')
  return payPath
}

export interface PlacedCardOrder {
  session: CartSession
  orderId: number
  orderSlug: string
  /** The hosted card page's path (with its token). */
  payPath: string
}

/** A card order of `qty` of `product` awaiting its payment, by a new guest or by `customer`. */
export async function placeCardOrder(
  product: number,
  qty = 1,
  customer: TestCustomer | null = null,
): Promise<PlacedCardOrder> {
  const placed = await placeTestOrder({ lines: [[product, qty]], paymentType: 'HPF', customer })
  return { session: placed.session, orderId: placed.orderId, orderSlug: placed.orderSlug, payPath: cardPayPath(placed) }
}
