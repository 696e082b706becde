import type { Order } from '../../../contract/dto/commerce'
import { DOWNLOAD_DAYS, DOWNLOAD_MAX } from '../../../contract/schemas/digital-delivery'
import { formatFileSize } from '../../../contract/format'
import { edgeText } from '../../texts/edge-text'
import { escapeHtml } from '../../lib/serialize'

/**
 * What a paid order's e-mail lists after the sale (issue 36): each digital line's licence keys (or
 * that they are on their way), its download link, and the order's invoices. Links are absolute,
 * made from the order link's site (`orderUrl`, already made by emailLink).
 */
export interface EmailBlock {
  html: string
  text: string
}

/** A same-site path on the site of `orderUrl` (a path alone when that has no site either). */
const absolute = (path: string, orderUrl: string) =>
  /^https?:\/\//.test(orderUrl) ? new URL(path, orderUrl).href : path

export function afterSaleBlock(order: Order, orderUrl: string): EmailBlock {
  const locale = order.language
  const t = (key: string, params?: Record<string, string | number>) => edgeText(locale, `emailDigital.${key}`, params)
  const html: string[] = []
  const text: string[] = []
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#0b5cad;font-weight:bold">${escapeHtml(label)}</a>`

  const digital = order.afterSale.digital
  if (digital.length > 0) {
    const items: string[] = []
    const lines: string[] = []
    for (const line of digital) {
      for (const { key, revoked } of line.keys) {
        if (revoked) continue
        items.push(
          `<li style="margin:0 0 6px">${escapeHtml(line.name)}: <code style="font-size:15px;background:#f4f5f7;padding:2px 6px;border-radius:4px">${escapeHtml(key)}</code></li>`,
        )
        lines.push(t('keyOf', { name: line.name, key }))
      }
      if (line.keysMissing > 0) {
        const waiting = t('keysWaiting', { name: line.name, count: line.keysMissing })
        items.push(`<li style="margin:0 0 6px">${escapeHtml(waiting)}</li>`)
        lines.push(waiting)
      }
      if (line.download && !line.download.expired) {
        const label = t('download', {
          name: line.download.fileName,
          size: formatFileSize(line.download.size, locale),
        })
        const href = absolute(line.download.url, orderUrl)
        items.push(`<li style="margin:0 0 6px">${link(href, label)}</li>`)
        lines.push(`${label}: ${href}`)
      }
    }
    if (items.length > 0) {
      const note = digital.some((line) => line.download)
        ? t('downloadNote', { days: DOWNLOAD_DAYS, max: DOWNLOAD_MAX })
        : ''
      html.push(
        `<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(t('title'))}</h2><ul style="margin:0;padding:0 0 0 18px">${items.join('')}</ul>${note ? `<p style="margin:8px 0 0;font-size:13px;color:#5b6472">${escapeHtml(note)}</p>` : ''}`,
      )
      text.push([t('title'), ...lines, ...(note ? [note] : [])].join('\n'))
    }
  }

  const invoices = order.afterSale.invoices
  if (invoices.length > 0) {
    const entries = invoices.map((invoice) => ({
      label: t(invoice.kind === 'invoice' ? 'invoice' : 'creditNote', { number: invoice.number }),
      href: absolute(invoice.pdfUrl, orderUrl),
    }))
    html.push(
      `<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(t('invoices'))}</h2><ul style="margin:0;padding:0 0 0 18px">${entries.map((e) => `<li style="margin:0 0 6px">${link(e.href, e.label)}</li>`).join('')}</ul>`,
    )
    text.push([t('invoices'), ...entries.map((e) => `${e.label}: ${e.href}`)].join('\n'))
  }
  return { html: html.join('\n'), text: text.join('\n\n') }
}
