import { env } from 'cloudflare:test'
import type { Context } from 'hono'
import type { AdminOrderDetail } from '../../../contract/dto/admin'
import type { CartSession, OrderCreateResult, PaymentMethod } from '../../../contract/dto/commerce'
import type { BackendEnv } from '../context'
import { CHECKOUT_CONSENTS, callBackend, uniqueEmail } from '../test-helpers'
import {
  addItem,
  cartCall,
  newGuest,
  newSession,
  productId,
  SHIPPING_ADDRESS,
  type TestCustomer,
} from '../commerce/test-fixtures'

/** Orders for the invoice tests (imported by *.test.ts only): placed through the checkout, paid by staff. */

export interface PlacedOrder {
  orderId: number
  slug: string
  email: string
  /** The cart session the order was placed from (a guest's way back to it). */
  session: CartSession
}

export interface OrderRecipe {
  /** SKU and quantity of each line. */
  lines: Array<[sku: string, qty: number]>
  coupon?: string
  company?: { companyName: string; oib: string }
  customer?: TestCustomer
  language?: 'hr' | 'en'
}

/** A bank-transfer order awaiting its money, with delivery to Croatia, by a new guest or `customer`. */
export async function placeBankTransferOrder(recipe: OrderRecipe): Promise<PlacedOrder> {
  const croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id
  const session = await newSession()
  const token = recipe.customer?.token
  const extras = token ? { token } : {}
  const email = recipe.customer?.email ?? uniqueEmail('invoice')
  const body = token ? {} : { userId: (await newGuest(session, email)).id }
  for (const [sku, qty] of recipe.lines) await addItem(session, await productId(sku), qty, undefined, extras)
  if (recipe.coupon) {
    const applied = await cartCall('POST', '/api/v2/cart/applyCoupon', session, { couponCode: recipe.coupon }, extras)
    if (applied.status !== 200) throw new Error(`applyCoupon failed: ${applied.status} ${applied.json.code ?? ''}`)
  }
  await cartCall(
    'PUT',
    '/api/v2/delivery/saveDeliveryMethod',
    session,
    { ...body, deliveryMethodId: 1, countryId: croatia },
    extras,
  )
  const methods = await cartCall<PaymentMethod[]>(
    'POST',
    '/api/v2/payment/getApplicablePaymentMethods',
    session,
    body,
    extras,
  )
  const transfer = methods.json.data?.find((m) => m.paymentType === 'BANK_TRANSFER')
  const saved = await cartCall(
    'PUT',
    '/api/v2/payment/savePaymentMethod',
    session,
    { ...body, paymentMethodId: transfer?.id, ...(recipe.company ? { companyData: recipe.company } : {}) },
    extras,
  )
  if (saved.status !== 200) throw new Error(`savePaymentMethod failed: ${saved.status} ${saved.json.code ?? ''}`)
  const created = await callBackend<OrderCreateResult>('POST', '/api/v2/order/create', {
    body: {
      ...session,
      ...body,
      consents: CHECKOUT_CONSENTS,
      successURL: '/a',
      failureURL: '/b',
      shippingAddress: SHIPPING_ADDRESS,
    },
    headers: { 'x-izlog-client-address': `invoice-${crypto.randomUUID()}` },
    language: recipe.language ?? 'hr',
    ...extras,
  })
  const data = created.json.data
  if (created.status !== 200 || !data)
    throw new Error(`order/create failed: ${created.status} ${created.json.code ?? ''}`)
  return { orderId: data.orderId, slug: data.orderSlug, email, session }
}

/** Staff saw the bank transfer arrive (the order is paid, its invoice issued): the admin's answer. */
export async function markPaidByStaff(staff: TestCustomer, orderId: number): Promise<AdminOrderDetail> {
  const res = await callBackend<AdminOrderDetail>('POST', `/api/v1/admin/orders/${orderId}/markPaid`, {
    token: staff.token,
  })
  if (res.status !== 200 || !res.json.data) throw new Error(`markPaid failed: ${res.status} ${res.json.code ?? ''}`)
  return res.json.data
}

/** The backend's context as issueInvoice and issueCreditNote use it, outside a request (no execution context). */
export const backendContext = (): Context<BackendEnv> => ({ env }) as unknown as Context<BackendEnv>
