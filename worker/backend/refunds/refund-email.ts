import type { Context } from 'hono'
import type { Refund } from '../../../contract/dto/after-sale'
import type { Order } from '../../../contract/dto/commerce'
import { formatMoney } from '../../../contract/format'
import { buildPath } from '../../../contract/routes'
import { escapeHtml } from '../../lib/serialize'
import { edgeText } from '../../texts/edge-text'
import type { BackendEnv } from '../context'
import { findOrderById, orderDto } from '../commerce/orders'
import { signOrderLink } from '../commerce/order-link'
import { emailLink } from '../email/links'
import type { RenderedEmail } from '../email/outbox'
import { queueEmail } from '../email/queue'
import { BRAND, greeting, layout } from '../email/templates'

/** The buyer's e-mail about money given back (issue 36), in the order's language: how much, for what, how, and the credit note. */
export function refundMessage(order: Order, refund: Refund, orderUrl: string): RenderedEmail {
  const locale = order.language
  const money = (amount: number) => formatMoney(amount, locale, order.currency)
  const t = (key: string, params: Record<string, string | number> = {}) =>
    edgeText(locale, `emailRefunds.${key}`, { number: order.slug, ...params })
  const subject = t('subject')
  const name = order.shippingAddress?.firstName ?? order.billingAddress?.firstName ?? null
  const hello = `${greeting(locale, name)} ${t('intro', { amount: money(refund.amount) })}`
  const items = [
    ...refund.lines.map((line) => t('line', { qty: line.qty, name: line.name, amount: money(line.amount) })),
    ...(refund.shipping > 0 ? [t('shipping', { amount: money(refund.shipping) })] : []),
  ]
  const how = t(refund.method === 'provider' ? 'viaProvider' : 'byHand')
  const creditNote = refund.creditNoteNumber ? [t('creditNote', { creditNote: refund.creditNoteNumber })] : []
  const view = edgeText(locale, 'email.order.viewOrder')
  const signature = edgeText(locale, 'email.common.signature')
  const html = layout(
    locale,
    subject,
    `<p style="margin:0 0 12px">${escapeHtml(hello)}</p>
${items.length ? `<ul style="margin:0 0 12px;padding-left:20px">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''}
<p style="margin:0 0 12px">${escapeHtml(how)}</p>
${creditNote.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('')}
<p style="margin:20px 0 0"><a href="${escapeHtml(orderUrl)}" style="display:inline-block;background:${BRAND};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(view)}</a></p>
<p style="margin:24px 0 0">${escapeHtml(signature)}</p>`,
  )
  const text = [
    hello,
    ...(items.length ? [items.map((item) => `- ${item}`).join('\n')] : []),
    how,
    ...creditNote,
    `${view}: ${orderUrl}`,
    signature,
    `-- \n${edgeText(locale, 'email.common.footer')}`,
  ].join('\n\n')
  return { subject, html, text }
}

/** Tells the buyer of the refund through the outbox, with the signed order link (it opens the order without an account). */
export async function notifyRefund(c: Context<BackendEnv>, orderId: number, refundId: number): Promise<void> {
  const order = await findOrderById(c.env.DB, orderId)
  if (!order) return
  const token = await signOrderLink(c.env, order.slug)
  const dto = await orderDto(c.env, order, { audience: 'buyer', linkToken: token })
  const refund = dto.afterSale.refunds.find((candidate) => candidate.id === refundId)
  if (!refund) return
  const link = emailLink(c, buildPath('orderLink', dto.language, {}, { t: token }))
  await queueEmail(c, 'orderRefund', dto.email, dto.language, refundMessage(dto, refund, link))
}
