import { env } from 'cloudflare:test'
import type { Context } from 'hono'
import type { AdminOrderDetail } from '../../../contract/dto/admin'
import type { CartSession } from '../../../contract/dto/commerce'
import type { BackendEnv } from '../context'
import { callBackend, uniqueEmail } from '../test-helpers'
import { placeTestOrder, productId, type TestCustomer } from '../commerce/test-fixtures'

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
  const lines = await Promise.all(
    recipe.lines.map(async ([sku, qty]): Promise<[number, number]> => [await productId(sku), qty]),
  )
  const placed = await placeTestOrder({
    ...recipe,
    lines,
    paymentType: 'BANK_TRANSFER',
    email: recipe.customer ? undefined : uniqueEmail('invoice'),
  })
  return { orderId: placed.orderId, slug: placed.orderSlug, email: placed.email, session: placed.session }
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
