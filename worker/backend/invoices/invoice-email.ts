import type { Order } from '../../../contract/dto/commerce'
import type { RenderedEmail } from '../email/outbox'
import { BRAND, greeting, layout } from '../email/templates'
import { edgeText } from '../../texts/edge-text'
import { escapeHtml } from '../../lib/serialize'
import { ORDER_LINK_TTL_DAYS } from '../../../contract/schemas/checkout'

/** One document of the e-mail: its kind and number, and the absolute link to its PDF. */
export interface InvoiceEmailLink {
  kind: 'invoice' | 'credit_note'
  number: string
  url: string
}

/**
 * Staff's "send the invoice again": the buyer gets links to the order's invoice and credit notes
 * (each opens the PDF with the signed order link's token) and to the order, in the order's language.
 */
export function invoiceEmailMessage(order: Order, documents: InvoiceEmailLink[], orderUrl: string): RenderedEmail {
  const locale = order.language
  const t = (key: string, params: Record<string, string | number> = {}) =>
    edgeText(locale, `emailInvoices.${key}`, { order: order.slug, ...params })
  const subject = t('subject')
  const name = order.billingAddress?.firstName ?? order.shippingAddress?.firstName ?? null
  const credits = documents.some((document) => document.kind === 'credit_note')
  const hello = `${greeting(locale, name)} ${t(credits ? 'introWithCredits' : 'intro')}`
  const label = (document: InvoiceEmailLink) =>
    t(document.kind === 'invoice' ? 'invoice' : 'creditNote', { number: document.number })
  const valid = t('linkValid', { days: ORDER_LINK_TTL_DAYS })
  const view = t('order')
  const signature = edgeText(locale, 'email.common.signature')
  const html = layout(
    locale,
    subject,
    `<p style="margin:0 0 12px">${escapeHtml(hello)}</p>
<ul style="margin:0 0 12px;padding-left:20px">${documents
      .map(
        (document) =>
          `<li style="margin:0 0 6px"><a href="${escapeHtml(document.url)}" style="color:${BRAND}">${escapeHtml(label(document))}</a></li>`,
      )
      .join('')}</ul>
<p style="margin:0 0 12px;font-size:13px;color:#5b6472">${escapeHtml(valid)}</p>
<p style="margin:20px 0 0"><a href="${escapeHtml(orderUrl)}" style="display:inline-block;background:${BRAND};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(view)}</a></p>
<p style="margin:24px 0 0">${escapeHtml(signature)}</p>`,
  )
  const text = [
    hello,
    documents.map((document) => `${label(document)}: ${document.url}`).join('\n'),
    valid,
    `${view}: ${orderUrl}`,
    signature,
    `-- \n${edgeText(locale, 'email.common.footer')}`,
  ].join('\n\n')
  return { subject, html, text }
}
