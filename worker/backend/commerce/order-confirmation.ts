import type { Context } from 'hono'
import type { BackendEnv } from '../context'
import { queueEmail } from '../email/queue'
import { orderConfirmationMessage } from '../email/templates'
import { findOrderById, orderDto } from './orders'

/**
 * The order confirmation e-mail, in the order's language, to the buyer's address: when an order
 * needs no payment step (cash on delivery, bank transfer, free) and when the provider confirms a
 * payment. The order stands even if the e-mail cannot be written; the log says so.
 */
export async function queueOrderConfirmation(c: Context<BackendEnv>, orderId: number, paid: boolean): Promise<void> {
  try {
    const order = await findOrderById(c.env.DB, orderId)
    if (!order) return
    const dto = await orderDto(c.env.DB, order)
    await queueEmail(c, 'orderConfirmation', dto.email, dto.language, orderConfirmationMessage(dto, paid))
  } catch (error) {
    console.error(`izlog: the confirmation e-mail of order ${orderId} was not written`, error)
  }
}
