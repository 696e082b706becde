import type { Locale } from '../../../contract/locales'
import { formatMoney } from '../../../contract/format'
import { edgeText } from '../../texts/edge-text'
import { escapeHtml } from '../../lib/serialize'
import type { Order, OrderAddress, OrderLine } from '../../../contract/dto/commerce'
import type { RenderedEmail } from './outbox'
import type { StaffRole } from '../../../contract/staff-roles'
import { ORDER_LINK_TTL_DAYS } from '../../../contract/schemas/checkout'
import { afterSaleBlock } from './after-sale-block'
import { FULFILMENT_EMAIL_EVENTS, shipmentNotice, type FulfilmentEmailEvent } from '../fulfilment/shipment-email'

/**
 * The e-mails, rendered on the server as HTML and plain text in the recipient's language (texts
 * from client/i18n/messages/email.ts). The HTML is one narrow column with inline styles, which
 * mail clients keep; every dynamic value is escaped.
 */

export const BRAND = '#0b5cad'

export function layout(locale: Locale, title: string, bodyHtml: string): string {
  const footer = escapeHtml(edgeText(locale, 'email.common.footer'))
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d2330;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:${BRAND}">izlog</p>
<div style="background:#ffffff;border-radius:8px;padding:24px">${bodyHtml}</div>
<p style="margin:16px 0 0;font-size:12px;color:#5b6472">${footer}</p>
</div></body></html>`
}

export function greeting(locale: Locale, name: string | null): string {
  return name ? edgeText(locale, 'email.common.greeting', { name }) : edgeText(locale, 'email.common.greetingPlain')
}

/** An e-mail whose point is one link: confirm the address, set a password, confirm a form. */
function actionEmail(
  locale: Locale,
  texts:
    | 'verifyEmail'
    | 'passwordReset'
    | 'formConfirmation'
    | 'newsletterConfirmation'
    | 'emailChange'
    | 'emailChangeNotice'
    | 'registrationAttempt'
    | 'staffInvitation',
  name: string | null,
  url: string,
  params: Record<string, string> = {},
): RenderedEmail {
  const t = (key: string) => edgeText(locale, `email.${texts}.${key}`, params)
  const common = (key: string) => edgeText(locale, `email.common.${key}`)
  const subject = t('subject')
  const hello = greeting(locale, name)
  const html = layout(
    locale,
    subject,
    `<p style="margin:0 0 12px">${escapeHtml(hello)} ${escapeHtml(t('intro'))}</p>
<p style="margin:20px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:${BRAND};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(t('button'))}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#5b6472">${escapeHtml(common('linkFallback'))}<br><a href="${escapeHtml(url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(url)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#5b6472">${escapeHtml(common('notYou'))}</p>
<p style="margin:0">${escapeHtml(common('signature'))}</p>`,
  )
  const text = [
    `${hello} ${t('intro')}`,
    `${t('button')}: ${url}`,
    common('notYou'),
    common('signature'),
    `-- \n${common('footer')}`,
  ].join('\n\n')
  return { subject, html, text }
}

export const verifyEmailMessage = (locale: Locale, name: string | null, url: string): RenderedEmail =>
  actionEmail(locale, 'verifyEmail', name, url)
export const passwordResetMessage = (locale: Locale, name: string | null, url: string): RenderedEmail =>
  actionEmail(locale, 'passwordReset', name, url)
/** A CMS form that needs the sender's e-mail confirmed (SPEC §4): the link confirms the submission. */
export const formConfirmationMessage = (locale: Locale, form: string, url: string): RenderedEmail =>
  actionEmail(locale, 'formConfirmation', null, url, { form })
/** Newsletter double opt-in: the link confirms the subscription. */
export const newsletterConfirmationMessage = (locale: Locale, url: string): RenderedEmail =>
  actionEmail(locale, 'newsletterConfirmation', null, url)
/** To the new address of an e-mail change: the link makes the change (until then the old address stays). */
export const emailChangeMessage = (locale: Locale, name: string | null, url: string): RenderedEmail =>
  actionEmail(locale, 'emailChange', name, url)
/** To the current address of an e-mail change: what was asked, and the profile to change the password. */
export const emailChangeNoticeMessage = (
  locale: Locale,
  name: string | null,
  newEmail: string,
  url: string,
): RenderedEmail => actionEmail(locale, 'emailChangeNotice', name, url, { email: newEmail })
/** To the owner of an address someone tried to register again: log in or set a new password. */
export const registrationAttemptMessage = (locale: Locale, name: string | null, url: string): RenderedEmail =>
  actionEmail(locale, 'registrationAttempt', name, url)
/** Issue 37: an invitation to the backoffice (a role given by `inviter`); the link sets the password. */
export const staffInvitationMessage = (
  locale: Locale,
  name: string | null,
  url: string,
  invitation: { inviter: string; role: StaffRole },
): RenderedEmail =>
  actionEmail(locale, 'staffInvitation', name, url, {
    inviter: invitation.inviter,
    role: edgeText(locale, `email.staffInvitation.role.${invitation.role}`),
  })

const addressLines = (a: OrderAddress): string[] =>
  [
    `${a.firstName} ${a.lastName}`,
    `${a.street} ${a.houseNumber}`,
    `${a.zipCode} ${a.city}, ${a.countryName}`,
    a.contactPhone,
  ].filter((line) => line.trim())

/**
 * The order confirmation: lines, totals, delivery, payment, addresses and, while a bank transfer
 * awaits its money, the payment details (HUB-3 fields; the success page also shows the barcode).
 */
export interface BarcodeImage {
  base64: string
  width: number
  height: number
}

const BARCODE_CID = 'hub3-barcode'

/** `orderUrl`: the signed link that opens this order without an account. */
export function orderConfirmationMessage(
  order: Order,
  paid: boolean,
  barcode: BarcodeImage | null,
  orderUrl: string,
): RenderedEmail {
  const locale = order.language
  const t = (key: string, params?: Record<string, string | number>) => edgeText(locale, `email.order.${key}`, params)
  const m = (amount: number) => formatMoney(amount, locale, order.currency)
  const subject = t('subject', { number: order.slug })
  const name = order.shippingAddress?.firstName ?? order.billingAddress?.firstName ?? null
  const hello = `${greeting(locale, name)} ${t(paid ? 'paidIntro' : 'intro', { number: order.slug })}`
  const lineLabel = (line: OrderLine) =>
    [line.name, ...line.options.attributes.map((a) => `${a.label}: ${a.valueLabel}`)].join(', ')
  const totals: Array<[string, string]> = [
    [t('itemsTotal'), m(order.prices.itemsTotal)],
    [t('delivery'), m(order.prices.delivery)],
  ]
  if (order.prices.coupon) totals.push([t('discount'), m(-Math.abs(order.prices.coupon))])
  totals.push([t('total'), m(order.prices.orderTotal)])
  /** Labelled blocks under the table; an empty label is a line of its own. */
  const facts: Array<[string, string[]]> = []
  if (order.deliveryMethod) {
    const branch = order.deliveryBranch
      ? [t('branch', { name: `${order.deliveryBranch.name}, ${order.deliveryBranch.address}` })]
      : []
    facts.push([t('deliveryMethod'), [order.deliveryMethod.name, ...branch]])
  }
  if (order.paymentMethod) facts.push([t('paymentMethod'), [order.paymentMethod.name]])
  if (order.shippingAddress) facts.push([t('shippingAddress'), addressLines(order.shippingAddress)])
  if (order.billingAddress) facts.push([t('billingAddress'), addressLines(order.billingAddress)])
  if (order.companyData)
    facts.push(['', [t('company', { name: order.companyData.companyName, oib: order.companyData.oib })]])
  if (order.orderMessage) facts.push(['', noteLines(locale, order.orderMessage)])
  const bank = order.bankTransfer
  const bankRows: Array<[string, string]> = bank
    ? [
        [t('recipient'), `${bank.recipient}, ${bank.street}, ${bank.city}`],
        [t('iban'), bank.iban],
        [t('bankAmount'), formatMoney(bank.amount, locale, bank.currency)],
        [t('model'), bank.model],
        [t('reference'), bank.reference],
        [t('description'), bank.description],
      ]
    : []

  // Issue 36: once paid, the keys, downloads and invoices.
  const afterSale = afterSaleBlock(order, orderUrl)
  const cell = 'padding:6px 0;border-bottom:1px solid #e3e6ea;vertical-align:top'
  const row = ([label, value]: [string, string], strong = false) =>
    `<tr><th scope="row" style="${cell};text-align:left;font-weight:normal">${escapeHtml(label)}</th><td style="${cell};text-align:right${strong ? ';font-weight:bold' : ''}">${escapeHtml(value)}</td></tr>`
  const html = layout(
    locale,
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
<tr><th scope="col" style="${cell};text-align:left">${escapeHtml(t('product'))}</th><th scope="col" style="${cell};text-align:right">${escapeHtml(t('amount'))}</th></tr>
${order.lines.map((line) => row([`${lineLabel(line)} × ${line.qty}`, m(line.rowTotal)])).join('\n')}
${totals.map((total, index) => row(total, index === totals.length - 1)).join('\n')}
</table>
${facts.map(([label, lines]) => `<p style="margin:16px 0 0">${label ? `<strong>${escapeHtml(label)}</strong><br>` : ''}${lines.map(escapeHtml).join('<br>')}</p>`).join('\n')}
${afterSale.html}
${bank ? `<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(t('bankTitle'))}</h2><p style="margin:0 0 8px">${escapeHtml(t('bankIntro'))}</p><table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">${bankRows.map((r) => row(r)).join('')}</table>` : ''}
${bank && barcode ? `<p style="margin:16px 0 4px">${escapeHtml(t('barcodeIntro'))}</p><img src="cid:${BARCODE_CID}" width="${barcode.width}" height="${barcode.height}" alt="${escapeHtml(t('barcodeAlt'))}" style="display:block;max-width:100%;height:auto">` : ''}
<p style="margin:24px 0 0"><a href="${escapeHtml(orderUrl)}" style="display:inline-block;background:${BRAND};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t('viewOrder'))}</a></p>
<p style="margin:8px 0 0;font-size:13px;color:#5b6472">${escapeHtml(t('linkValid', { days: ORDER_LINK_TTL_DAYS }))}</p>
<p style="margin:24px 0 0">${escapeHtml(edgeText(locale, 'email.common.signature'))}</p>`,
  )
  const text = [
    hello,
    order.lines.map((line) => `${lineLabel(line)} × ${line.qty}: ${m(line.rowTotal)}`).join('\n'),
    totals.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...facts.map(([label, lines]) => (label ? `${label}\n${lines.join('\n')}` : lines.join('\n'))),
    ...(afterSale.text ? [afterSale.text] : []),
    ...(bank
      ? [`${t('bankTitle')}\n${t('bankIntro')}\n${bankRows.map(([label, value]) => `${label}: ${value}`).join('\n')}`]
      : []),
    `${t('viewOrder')}: ${orderUrl}\n${t('linkValid', { days: ORDER_LINK_TTL_DAYS })}`,
    edgeText(locale, 'email.common.signature'),
    `-- \n${edgeText(locale, 'email.common.footer')}`,
  ].join('\n\n')
  const attachments =
    bank && barcode
      ? [{ filename: `${order.slug}-hub3.png`, type: 'image/png', contentId: BARCODE_CID, base64: barcode.base64 }]
      : []
  return { subject, html, text, attachments }
}

/** The order's note as lines (the buyer's line breaks kept), in both order e-mails. */
const noteLines = (locale: Locale, note: string): string[] =>
  edgeText(locale, 'email.order.note', { note }).split(/\r?\n/)

export type OrderStatusEvent = 'paid' | 'cancelled' | FulfilmentEmailEvent

/**
 * Staff changed an order (issue 16): a bank transfer's money arrived, or the order was cancelled;
 * issue 36: it is being processed, it shipped (with its tracking), it was delivered.
 */
export function orderStatusMessage(order: Order, event: OrderStatusEvent, orderUrl: string): RenderedEmail {
  const locale = order.language
  const fulfilment = (FULFILMENT_EMAIL_EVENTS as readonly string[]).includes(event)
  const t = (key: string) =>
    edgeText(locale, fulfilment && key !== 'total' ? `emailFulfilment.${key}` : `email.orderStatus.${key}`, {
      number: order.slug,
    })
  const shipment = event === 'shipped' ? shipmentNotice(order) : { html: '', text: [] }
  const subject = t(`${event}Subject`)
  const name = order.shippingAddress?.firstName ?? order.billingAddress?.firstName ?? null
  const hello = `${greeting(locale, name)} ${t(`${event}Intro`)}`
  const total = `${t('total')}: ${formatMoney(order.prices.orderTotal, locale, order.currency)}`
  const note = order.orderMessage ? noteLines(locale, order.orderMessage) : []
  const view = edgeText(locale, 'email.order.viewOrder')
  // Issue 36: a bank transfer's 'paid' e-mail lists the keys, downloads and invoices.
  const afterSale = event === 'paid' ? afterSaleBlock(order, orderUrl) : { html: '', text: '' }
  const html = layout(
    locale,
    subject,
    `<p style="margin:0 0 12px">${escapeHtml(hello)}</p>
${shipment.html}
<p style="margin:0 0 12px">${escapeHtml(total)}</p>
${note.length ? `<p style="margin:0 0 12px">${note.map(escapeHtml).join('<br>')}</p>` : ''}
${afterSale.html}
<p style="margin:20px 0 0"><a href="${escapeHtml(orderUrl)}" style="display:inline-block;background:${BRAND};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(view)}</a></p>
<p style="margin:24px 0 0">${escapeHtml(edgeText(locale, 'email.common.signature'))}</p>`,
  )
  const text = [
    hello,
    ...shipment.text,
    total,
    ...(note.length ? [note.join('\n')] : []),
    ...(afterSale.text ? [afterSale.text] : []),
    `${view}: ${orderUrl}`,
    edgeText(locale, 'email.common.signature'),
    `-- \n${edgeText(locale, 'email.common.footer')}`,
  ].join('\n\n')
  return { subject, html, text }
}
