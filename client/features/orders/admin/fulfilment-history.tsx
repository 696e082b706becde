import type { OrderEvent } from '../../../../contract/dto/after-sale'
import { useT } from '../../../i18n/i18n'

/** What an event's detail says, if anything staff need: a shipment's carrier, tracking number and lines; cash taken on delivery. */
export function EventDetail({ entry }: { entry: OrderEvent }) {
  const t = useT()
  const parts: string[] = []
  const { carrier, trackingNumber, lines, paidOnDelivery, paidVia } = entry.detail
  if (entry.event === 'shipped') {
    const name = typeof carrier === 'string' && carrier ? carrier : t('adminFulfilment.eventShippedNoCarrier')
    parts.push(
      typeof trackingNumber === 'string' && trackingNumber
        ? t('adminFulfilment.eventShipped', { carrier: name, tracking: trackingNumber })
        : name,
    )
  }
  if (Array.isArray(lines)) {
    const named = lines.flatMap((line: unknown) =>
      typeof line === 'object' && line !== null && 'name' in line && 'qty' in line
        ? [t('orderTracking.lineQty', { name: String(line.name), qty: Number(line.qty) })]
        : [],
    )
    if (named.length > 0) parts.push(named.join(', '))
  }
  if (paidOnDelivery === true || paidVia === 'cash-on-delivery') parts.push(t('adminFulfilment.eventPaidOnDelivery'))
  return parts.length > 0 ? <span className="backoffice-history__detail"> — {parts.join('; ')}</span> : null
}
