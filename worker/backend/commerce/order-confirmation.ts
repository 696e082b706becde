import type { Context } from 'hono'
import type { BackendEnv } from '../context'
import { queueEmail } from '../email/queue'
import { orderConfirmationMessage, type BarcodeImage } from '../email/templates'
import { findOrderById, orderDto, type StoredOrder } from './orders'
import { hub3BarcodePng } from '../../lib/hub3-barcode'
import { buildPath } from '../../../contract/routes'
import { emailLink, type EmailLinkContext } from '../email/links'
import type { RenderedEmail } from '../email/outbox'
import type { Bindings } from '../../lib/bindings'
import type { Locale } from '../../../contract/locales'
import { signOrderLink } from './order-link'

/** The HUB-3 barcode as an inline PNG for the e-mail (mail clients do not show SVG). */
async function barcodeImage(payload: string): Promise<BarcodeImage> {
  const { png, width, height } = await hub3BarcodePng(payload)
  let binary = ''
  for (const byte of png) binary += String.fromCharCode(byte)
  return { base64: btoa(binary), width, height }
}

/** The order confirmation e-mail's recipient, language and text. */
export interface OrderConfirmation {
  recipient: string
  locale: Locale
  email: RenderedEmail
}

/** Renders the confirmation e-mail of `order` (its details are read here), its links on the caller's site. */
export async function renderOrderConfirmation(
  env: Bindings,
  site: EmailLinkContext,
  order: StoredOrder,
  paid: boolean,
): Promise<OrderConfirmation> {
  // Read through the signed order link: the e-mail's download and invoice links carry its token, so a guest's work too.
  const linkToken = await signOrderLink(env, order.slug)
  const dto = await orderDto(env, order, { audience: 'buyer', linkToken })
  const barcode = dto.bankTransfer ? await barcodeImage(dto.bankTransfer.payload) : null
  const link = emailLink(site, buildPath('orderLink', dto.language, {}, { t: linkToken }))
  return {
    recipient: dto.email,
    locale: dto.language,
    email: orderConfirmationMessage(dto, paid, barcode, link),
  }
}

/**
 * The order confirmation e-mail, in the order's language, to the buyer's address: when an order
 * needs no payment step (cash on delivery, bank transfer, free) and when the provider confirms a
 * payment. The order stands even if the e-mail cannot be written; the log says so. (Placing an
 * order through order/place writes it as an outbox job in the order's batch instead: order-place.ts.)
 */
export async function queueOrderConfirmation(
  c: Context<BackendEnv>,
  /** The order, or its id (read here); placing an order hands over the row its batch answered (issue 38). */
  which: StoredOrder | number,
  paid: boolean,
): Promise<void> {
  const orderId = typeof which === 'number' ? which : which.id
  try {
    const order = typeof which === 'number' ? await findOrderById(c.env.DB, which) : which
    if (!order) return
    const { recipient, locale, email } = await renderOrderConfirmation(c.env, c, order, paid)
    await queueEmail(c, 'orderConfirmation', recipient, locale, email)
  } catch (error) {
    console.error(`izlog: the confirmation e-mail of order ${orderId} was not written`, error)
  }
}
