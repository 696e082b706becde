import type { OrderAfterSale } from '../../../contract/dto/after-sale'
import type { StoredOrder } from '../commerce/orders'
import { allows } from '../fulfilment/order-states'
import { physicalLineFacts, type PhysicalLineFacts } from './return-rows'

/** The EU right of withdrawal for online purchases: 14 days from delivery to say the goods go back. */
export const RETURN_WINDOW_DAYS = 14

const DAY_MS = 24 * 60 * 60 * 1000

/** The last moment of the buyer's return window, or null before delivery. */
export const returnDeadline = (order: Pick<StoredOrder, 'deliveredAt'>): Date | null =>
  order.deliveredAt === null ? null : new Date(Date.parse(order.deliveredAt) + RETURN_WINDOW_DAYS * DAY_MS)

/**
 * How many of a physical line may still go back: what reached the buyer (the whole line once the
 * order is delivered, else the lines of delivered shipments) less what is already being returned
 * and what was refunded.
 */
export const returnableQty = (line: PhysicalLineFacts, orderDelivered: boolean): number =>
  Math.max(0, (orderDelivered ? line.qty : line.deliveredQty) - line.returningQty - line.refundedQty)

export type ReturnWindow = Pick<OrderAfterSale, 'returnableUntil' | 'returnable'>

const CLOSED: ReturnWindow = { returnableUntil: null, returnable: [] }

/**
 * Until when and what the buyer may still return: nothing before delivery, after the 14 days, while
 * the order's state allows no request (one is already open), or when no physical line is left to return.
 */
export async function orderReturnWindow(db: D1Database, order: StoredOrder, now = Date.now()): Promise<ReturnWindow> {
  const deadline = returnDeadline(order)
  if (deadline === null || deadline.getTime() <= now || !allows('requestReturn', order.status)) return CLOSED
  const returnable = (await physicalLineFacts(db, order.id))
    .map((line) => ({ orderLineId: line.orderLineId, qty: returnableQty(line, true) }))
    .filter((line) => line.qty > 0)
  return returnable.length === 0 ? CLOSED : { returnableUntil: deadline.toISOString(), returnable }
}
