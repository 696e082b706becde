import type { Order } from '../../../contract/dto/commerce'
import { edgeText } from '../../texts/edge-text'
import { escapeHtml } from '../../lib/serialize'

/** Issue 36: the events after payment that e-mail the buyer with orderStatusMessage (texts in emailFulfilment). */
export const FULFILMENT_EMAIL_EVENTS = ['processing', 'shipped', 'delivered'] as const
export type FulfilmentEmailEvent = (typeof FULFILMENT_EMAIL_EVENTS)[number]

/**
 * The 'shipped' e-mail's part: the newest shipment's carrier, tracking number and tracking link, and
 * the pickup branch for branch delivery, as HTML paragraphs and as plain-text blocks.
 */
export function shipmentNotice(order: Order): { html: string; text: string[] } {
  const locale = order.language
  const t = (key: string, params?: Record<string, string>) => edgeText(locale, `emailFulfilment.${key}`, params)
  const shipment = order.afterSale.shipments.at(-1)
  const facts: string[] = []
  if (shipment?.carrier) facts.push(t('carrier', { carrier: shipment.carrier.name }))
  if (shipment?.trackingNumber) facts.push(t('trackingNumber', { number: shipment.trackingNumber }))
  if (order.deliveryBranch)
    facts.push(t('pickupBranch', { branch: `${order.deliveryBranch.name}, ${order.deliveryBranch.address}` }))
  const url = shipment?.trackingUrl ?? null
  const html = [
    ...facts.map((fact) => `<p style="margin:0 0 8px">${escapeHtml(fact)}</p>`),
    url ? `<p style="margin:0 0 12px"><a href="${escapeHtml(url)}">${escapeHtml(t('track'))}</a></p>` : '',
  ].join('\n')
  const text = [...facts, ...(url ? [`${t('track')}: ${url}`] : [])]
  return { html, text }
}
