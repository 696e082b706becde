import type { Shipment } from '../../../../contract/dto/after-sale'
import { formatDateTime } from '../../../../contract/format-date'
import { useLocale, useT } from '../../../i18n/i18n'

/** Staff's list of the order's shipments: when, carrier and tracking number (linked to the carrier's page), what went. */
export function FulfilmentShipments({ shipments }: { shipments: Shipment[] }) {
  const t = useT()
  const locale = useLocale()
  if (shipments.length === 0) return null
  return (
    <div className="stack">
      <h4>{t('adminFulfilment.shipmentsTitle')}</h4>
      <ul className="fulfilment-lines">
        {shipments.map((shipment) => (
          <li key={shipment.id}>
            {t('adminFulfilment.shipmentLine', {
              date: formatDateTime(shipment.shippedAt, locale),
              carrier: shipment.carrier?.name ?? t('adminFulfilment.eventShippedNoCarrier'),
              tracking: shipment.trackingNumber,
            })}
            {shipment.trackingUrl ? (
              <>
                {' · '}
                <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {t('adminFulfilment.trackingLink')}
                </a>
              </>
            ) : null}
            {' — '}
            {shipment.lines.map((line) => t('orderTracking.lineQty', { name: line.name, qty: line.qty })).join(', ')}
          </li>
        ))}
      </ul>
    </div>
  )
}
