import { env } from 'cloudflare:test'
import type { PaymentType } from '../../../contract/dto/commerce'
import type { AdminOrderDetail } from '../../../contract/dto/admin'
import { callBackend, loginAs, SEEDED, type BackendResult } from '../test-helpers'
import { placeTestOrder, productId } from '../commerce/test-fixtures'
import { markPaid } from '../commerce/orders'

/** Orders to ship in the fulfilment tests (imported by *.test.ts only). */

export interface TestOrder {
  id: number
  slug: string
  email: string
}

/** A guest's order of `items` ([sku, qty]) delivered by courier to Croatia, paid by `paymentType`: card orders await the provider, cash on delivery is placed. */
export async function placeOrder(
  items: Array<[string, number]>,
  paymentType: PaymentType = 'HPF',
  language: 'hr' | 'en' = 'hr',
  /** Branch delivery (the seeded method 2) to this branch, instead of the courier. */
  branchId: number | null = null,
): Promise<TestOrder> {
  const lines = await Promise.all(
    items.map(async ([sku, qty]): Promise<[number, number]> => [await productId(sku), qty]),
  )
  const placed = await placeTestOrder({ lines, paymentType, language, branchId })
  return { id: placed.orderId, slug: placed.orderSlug, email: placed.email }
}

/** A card order the provider confirmed (markPaid as the pay page runs it, without the e-mails). */
export async function paidOrder(items: Array<[string, number]>): Promise<TestOrder> {
  const order = await placeOrder(items)
  await env.DB.batch(markPaid(env.DB, order.id, 'provider', { paidVia: 'test' }))
  return order
}

let staffToken: string | null = null
/** The seeded admin's access token (logged in once per test file). */
export async function staff(): Promise<string> {
  staffToken ??= (await loginAs(SEEDED.admin.email, SEEDED.admin.password)).accessToken
  return staffToken
}

/** A staff action on the order: `action` is process, ship or deliver. */
export async function act(
  orderId: number,
  action: 'process' | 'ship' | 'deliver',
  body: Record<string, unknown> = {},
  token?: string,
): Promise<BackendResult<AdminOrderDetail>> {
  return callBackend<AdminOrderDetail>('POST', `/api/v1/admin/orders/${orderId}/${action}`, {
    body: { requestId: crypto.randomUUID(), ...body },
    token: token ?? (await staff()),
  })
}

export const orderState = (id: number) =>
  env.DB.prepare('SELECT status, version, paid_at, delivered_at FROM orders WHERE id = ?')
    .bind(id)
    .first<{ status: string; version: number; paid_at: string | null; delivered_at: string | null }>()

export const eventsOf = async (id: number) =>
  (
    await env.DB.prepare(
      'SELECT event, from_status, to_status, actor, detail, request_id FROM order_events WHERE order_id = ? ORDER BY id',
    )
      .bind(id)
      .all<{
        event: string
        from_status: string | null
        to_status: string | null
        actor: string | null
        detail: string
        request_id: string | null
      }>()
  ).results
