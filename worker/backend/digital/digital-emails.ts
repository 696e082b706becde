import type { Context } from 'hono'
import type { Locale } from '../../../contract/locales'
import { buildPath } from '../../../contract/routes'
import { edgeText } from '../../texts/edge-text'
import { escapeHtml } from '../../lib/serialize'
import type { BackendEnv } from '../context'
import { findOrderById, orderDto } from '../commerce/orders'
import { signOrderLink } from '../commerce/order-link'
import { afterSaleBlock } from '../email/after-sale-block'
import { emailLink } from '../email/links'
import { queueEmail } from '../email/queue'
import { BRAND, greeting, layout } from '../email/templates'
import type { RenderedEmail } from '../email/outbox'
import { getSeller } from '../settings/repository'

/** The e-mails of digital delivery (issue 36): the buyer's keys once they arrive, and staff's notices of a short or low pool. */

const text = (locale: Locale, key: string, params?: Record<string, string | number>) =>
  edgeText(locale, `emailDigital.${key}`, params)

const button = (href: string, label: string) =>
  `<p style="margin:20px 0 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:${BRAND};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`

function message(
  locale: Locale,
  subject: string,
  paragraphs: string[],
  action: { href: string; label: string },
): RenderedEmail {
  const signature = edgeText(locale, 'email.common.signature')
  return {
    subject,
    html: layout(
      locale,
      subject,
      `${paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}${button(action.href, action.label)}
<p style="margin:24px 0 0">${escapeHtml(signature)}</p>`,
    ),
    text: [
      ...paragraphs,
      `${action.label}: ${action.href}`,
      signature,
      `-- \n${edgeText(locale, 'email.common.footer')}`,
    ].join('\n\n'),
  }
}

/** The buyer of an order that waited for keys or a file gets its keys and downloads, with the signed order link. */
export async function queueDigitalReady(c: Context<BackendEnv>, orderId: number): Promise<void> {
  const order = await findOrderById(c.env.DB, orderId)
  if (!order) return
  const linkToken = await signOrderLink(c.env, order.slug)
  const dto = await orderDto(c.env, order, { audience: 'buyer', linkToken })
  const orderUrl = emailLink(c, buildPath('orderLink', dto.language, {}, { t: linkToken }))
  const locale = dto.language
  const subject = text(locale, 'readySubject', { number: dto.slug })
  const name = dto.shippingAddress?.firstName ?? dto.billingAddress?.firstName ?? null
  const hello = `${greeting(locale, name)} ${text(locale, 'readyIntro', { number: dto.slug })}`
  const block = afterSaleBlock(dto, orderUrl)
  const view = edgeText(locale, 'email.order.viewOrder')
  const signature = edgeText(locale, 'email.common.signature')
  await queueEmail(c, 'digitalKeys', dto.email, locale, {
    subject,
    html: layout(
      locale,
      subject,
      `<p style="margin:0 0 12px">${escapeHtml(hello)}</p>\n${block.html}${button(orderUrl, view)}
<p style="margin:24px 0 0">${escapeHtml(signature)}</p>`,
    ),
    text: [
      hello,
      block.text,
      `${view}: ${orderUrl}`,
      signature,
      `-- \n${edgeText(locale, 'email.common.footer')}`,
    ].join('\n\n'),
  })
}

/** Staff's address for shop notices: the seller's e-mail in settings (none set: nobody to tell). */
async function staffAddress(db: D1Database): Promise<string | null> {
  const email = (await getSeller(db))?.email.trim() ?? ''
  return email === '' ? null : email
}

/** A notice to staff about an order, in Croatian (the backoffice's language), with a link to its page. */
async function queueStaffNotice(
  c: Context<BackendEnv>,
  orderId: number,
  subject: string,
  paragraphs: string[],
): Promise<void> {
  const to = await staffAddress(c.env.DB)
  if (!to) return
  const href = emailLink(c, buildPath('adminOrderDetail', STAFF_LOCALE, { id: String(orderId) }))
  await queueEmail(
    c,
    'digitalStaff',
    to,
    STAFF_LOCALE,
    message(STAFF_LOCALE, subject, paragraphs, { href, label: text(STAFF_LOCALE, 'openOrder') }),
  )
}

const STAFF_LOCALE: Locale = 'hr'

/** Staff hear that a paid order waits for keys, with what is missing. */
export const queueKeysMissing = (
  c: Context<BackendEnv>,
  order: { id: number; slug: string },
  missing: Array<{ name: string; count: number }>,
): Promise<void> =>
  queueStaffNotice(c, order.id, text(STAFF_LOCALE, 'missingSubject', { number: order.slug }), [
    text(STAFF_LOCALE, 'missingIntro', { number: order.slug }),
    missing.map((line) => text(STAFF_LOCALE, 'missingLine', line)).join('\n'),
    text(STAFF_LOCALE, 'missingAction'),
  ])

/** Staff hear that a product's pool fell below the low mark. */
export const queuePoolLow = (
  c: Context<BackendEnv>,
  order: { id: number },
  product: { name: string; available: number },
): Promise<void> =>
  queueStaffNotice(c, order.id, text(STAFF_LOCALE, 'lowSubject', { name: product.name }), [
    text(STAFF_LOCALE, 'lowIntro', { name: product.name, count: product.available }),
  ])
