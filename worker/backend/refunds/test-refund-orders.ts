import { env } from 'cloudflare:test'
import type { PaymentType } from '../../../contract/dto/commerce'
import type { AdminOrderDetail } from '../../../contract/dto/admin'
import { callBackend, callBackendRaw, uniqueEmail } from '../test-helpers'
import { cardPayPath, placeTestOrder, type TestCustomer } from '../commerce/test-fixtures'

/** Orders for the refund tests (imported by *.test.ts only): placed and paid the way buyers and staff do it. */

export interface PaidOrder {
  orderId: number
  slug: string
  email: string
}

/**
 * A guest's order of `items`, paid: by the test card page (HPF), or a bank transfer staff mark paid.
 * `coupon` is applied to the cart first; `language` is the order's.
 */
export async function placePaidOrder(
  staff: TestCustomer,
  type: Extract<PaymentType, 'HPF' | 'BANK_TRANSFER'>,
  items: Array<{ product: number; qty: number }>,
  options: { coupon?: string; language?: 'hr' | 'en' } = {},
): Promise<PaidOrder> {
  const placed = await placeTestOrder({
    ...options,
    lines: items.map((item): [number, number] => [item.product, item.qty]),
    paymentType: type,
    email: uniqueEmail('refund'),
  })
  if (type === 'HPF') {
    const form = new FormData()
    form.set('cardNumber', '4242 4242 4242 4242')
    form.set('expiry', '12/40')
    form.set('cvc', '123')
    const paid = await callBackendRaw('POST', cardPayPath(placed), { body: form })
    if (paid.status !== 303) throw new Error(`card payment failed: ${paid.status}`)
  } else {
    const paid = await callBackend<AdminOrderDetail>('POST', `/api/v1/admin/orders/${placed.orderId}/markPaid`, {
      token: staff.token,
    })
    if (paid.status !== 200) throw new Error(`markPaid failed: ${paid.status} ${paid.json.code ?? ''}`)
  }
  return { orderId: placed.orderId, slug: placed.orderSlug, email: placed.email }
}

/** The order's lines as stored: id, product, quantity, row total in cents. */
export const orderLines = async (orderId: number) =>
  (
    await env.DB.prepare('SELECT id, product_id, qty, row_total_cents FROM order_lines WHERE order_id = ? ORDER BY id')
      .bind(orderId)
      .all<{ id: number; product_id: number; qty: number; row_total_cents: number }>()
  ).results

export const orderRow = (orderId: number) =>
  env.DB.prepare(
    'SELECT status, order_total_cents, delivery_amount_cents, coupon_amount_cents, version FROM orders WHERE id = ?',
  )
    .bind(orderId)
    .first<{
      status: string
      order_total_cents: number
      delivery_amount_cents: number
      coupon_amount_cents: number
      version: number
    }>()

export const refundRows = async (orderId: number) =>
  (
    await env.DB.prepare(
      'SELECT id, amount_cents, shipping_cents, method, provider_ref, return_id FROM refunds WHERE order_id = ? ORDER BY id',
    )
      .bind(orderId)
      .all<{
        id: number
        amount_cents: number
        shipping_cents: number
        method: string
        provider_ref: string | null
        return_id: number | null
      }>()
  ).results

export const refundCall = (staffOrAnyone: { token?: string }, orderId: number, body: Record<string, unknown>) =>
  callBackend<AdminOrderDetail>('POST', `/api/v1/admin/orders/${orderId}/refund`, {
    token: staffOrAnyone.token,
    body: { requestId: crypto.randomUUID(), lines: [], restock: false, ...body },
  })
