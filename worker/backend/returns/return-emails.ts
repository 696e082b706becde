import type { Context } from 'hono'
import type { ReturnRequest } from '../../../contract/dto/after-sale'
import type { Order } from '../../../contract/dto/commerce'
import type { Locale } from '../../../contract/locales'
import { buildPath } from '../../../contract/routes'
import { escapeHtml } from '../../lib/serialize'
import { edgeText } from '../../texts/edge-text'
import type { BackendEnv } from '../context'
import { signOrderLink } from '../commerce/order-link'
import { findOrderById, orderDto } from '../commerce/orders'
import { emailLink } from '../email/links'
import type { RenderedEmail } from '../email/outbox'
import { queueEmail } from '../email/queue'
import { BRAND, greeting, layout } from '../email/templates'
import { getSeller, type SellerRecord } from '../settings/repository'

/** What the buyer is told about their return request: each step staff take, and the request itself. */
export type ReturnNotice = 'requested' | 'accepted' | 'refused' | 'received'

/** The language the shop's own notices are written in. */
const SHOP_LOCALE: Locale = 'hr'

const text = (locale: Locale, key: string, params?: Record<string, string | number>) =>
  edgeText(locale, `emailReturns.${key}`, params)

const button = (url: string, label: string) =>
  `<p style="margin:20px 0 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:${BRAND};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`

/** An e-mail of paragraphs (each one text, line breaks kept) and a button. */
function paragraphsEmail(
  locale: Locale,
  subject: string,
  paragraphs: string[],
  link: { url: string; label: string },
): RenderedEmail {
  const signature = edgeText(locale, 'email.common.signature')
  const html = layout(
    locale,
    subject,
    `${paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`).join('\n')}
${button(link.url, link.label)}
<p style="margin:24px 0 0">${escapeHtml(signature)}</p>`,
  )
  const plain = [
    ...paragraphs,
    `${link.label}: ${link.url}`,
    signature,
    `-- \n${edgeText(locale, 'email.common.footer')}`,
  ].join('\n\n')
  return { subject, html, text: plain }
}

const linesText = (locale: Locale, request: ReturnRequest) =>
  request.lines.map((line) => text(locale, 'line', { name: line.name, qty: line.qty })).join('\n')

const sellerAddress = (seller: SellerRecord | null) =>
  seller ? [seller.name, seller.street, `${seller.zipCode} ${seller.city}`, seller.country].join('\n') : ''

/** The buyer's e-mail about their request at `notice`, in the order's language. */
export function buyerReturnMessage(
  order: Order,
  request: ReturnRequest,
  notice: ReturnNotice,
  seller: SellerRecord | null,
  orderUrl: string,
): RenderedEmail {
  const locale = order.language
  const params = { number: order.slug }
  const name = order.shippingAddress?.firstName ?? order.billingAddress?.firstName ?? null
  const paragraphs = [
    `${greeting(locale, name)} ${text(locale, `${notice}Intro`, params)}`,
    `${text(locale, 'items')}\n${linesText(locale, request)}`,
  ]
  if (notice === 'requested') paragraphs.push(`${text(locale, 'reason')}: ${request.reason}`)
  if (notice === 'accepted') paragraphs.push(`${text(locale, 'sendTo')}\n${sellerAddress(seller)}`)
  if (request.staffNote && notice !== 'requested') paragraphs.push(`${text(locale, 'note')}: ${request.staffNote}`)
  paragraphs.push(text(locale, `${notice}Next`))
  return paragraphsEmail(locale, text(locale, `${notice}Subject`, params), paragraphs, {
    url: orderUrl,
    label: edgeText(locale, 'email.order.viewOrder'),
  })
}

/** The shop's notice of a new request, with the way to the order in the backoffice. */
export function shopReturnMessage(order: Order, request: ReturnRequest, adminUrl: string): RenderedEmail {
  const locale = SHOP_LOCALE
  const params = { number: order.slug, email: order.email }
  return paragraphsEmail(
    locale,
    text(locale, 'shopSubject', params),
    [
      text(locale, 'shopIntro', params),
      `${text(locale, 'items')}\n${linesText(locale, request)}`,
      `${text(locale, 'reason')}: ${request.reason}`,
    ],
    { url: adminUrl, label: text(locale, 'shopButton') },
  )
}

/**
 * Tells the buyer (and, for a new request, the shop at the seller's e-mail) through the outbox,
 * with the order read again after the change.
 */
export async function sendReturnEmails(
  c: Context<BackendEnv>,
  orderId: number,
  returnId: number,
  notice: ReturnNotice,
): Promise<void> {
  const stored = await findOrderById(c.env.DB, orderId)
  if (!stored) return
  const token = await signOrderLink(c.env, stored.slug)
  const order = await orderDto(c.env, stored, { audience: 'buyer', linkToken: token })
  const request = order.afterSale.returns.find((candidate) => candidate.id === returnId)
  if (!request) return
  const seller = await getSeller(c.env.DB)
  const orderUrl = emailLink(c, buildPath('orderLink', order.language, {}, { t: token }))
  await queueEmail(
    c,
    'orderReturn',
    order.email,
    order.language,
    buyerReturnMessage(order, request, notice, seller, orderUrl),
  )
  if (notice === 'requested' && seller?.email) {
    const adminUrl = emailLink(c, buildPath('adminOrderDetail', SHOP_LOCALE, { id: String(order.id) }))
    await queueEmail(c, 'orderReturn', seller.email, SHOP_LOCALE, shopReturnMessage(order, request, adminUrl))
  }
}
