import type { Context } from 'hono'
import type { BackendEnv } from '../context'
import { queueOrderConfirmation } from '../commerce/order-confirmation'
import { notifyOrderStatus } from '../commerce/admin-orders'
import { deliverDigital } from '../digital/deliver-digital'
import { issueInvoice } from '../invoices/issue-invoice'

/**
 * What follows a payment (issue 36), once the order is paid — the provider confirmed a card or
 * wallet payment, or staff saw a bank transfer arrive (never while it awaits payment): its digital
 * lines get their keys and downloads, the invoice is issued, and then the buyer's payment e-mail
 * goes out with all of it (after the provider's payment the order confirmation; after staff saw a bank
 * transfer arrive, the 'paid' status e-mail: the confirmation went when the order was placed; cash on
 * delivery, none: the 'delivered' e-mail tells it). A step that fails is logged and does not stop the
 * others: the order is paid either way, and staff see what is missing on the order's page.
 */
export async function afterPayment(
  c: Context<BackendEnv>,
  orderId: number,
  email: 'confirmation' | 'paid-status' | 'none' = 'confirmation',
  /** Who saw the payment: the staff member who marked it (the invoice names them), else the provider's system. */
  actor = 'system',
): Promise<void> {
  await step('digital delivery', orderId, () => deliverDigital(c, orderId))
  await step('invoice', orderId, () => issueInvoice(c, orderId, actor))
  if (email === 'confirmation') await queueOrderConfirmation(c, orderId, true)
  else if (email === 'paid-status') await step('paid e-mail', orderId, () => notifyOrderStatus(c, orderId, 'paid'))
}

async function step(name: string, orderId: number, run: () => Promise<unknown>): Promise<void> {
  try {
    await run()
  } catch (error) {
    console.error(`izlog: ${name} of order ${orderId} failed`, error)
  }
}
