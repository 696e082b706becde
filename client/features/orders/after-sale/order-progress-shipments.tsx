import type { Order } from '../../../../contract/dto/commerce'
import { formatDateTime } from '../../../../contract/format-date'
import { useLocale, useT } from '../../../i18n/i18n'

/** The order's shipments for its buyer: carrier, tracking number and the carrier's tracking page; the pickup branch for branch delivery. */
export function OrderProgressShipments({ order }: { order: Order }) {
  const t = useT()
  const locale = useLocale()
  const { shipments } = order.afterSale
  if (shipments.length === 0) return null
  const branch = order.deliveryBranch
  return (
    <div className="stack">
      <h3>{t('orderTracking.shipmentsTitle')}</h3>
      <ul className="order-shipments">
        {shipments.map((shipment) => (
          <li key={shipment.id} className="order-shipments__item stack">
            <p className="order-shipments__when">
              {t('orderTracking.shipment', { date: formatDateTime(shipment.shippedAt, locale) })}
              {shipment.deliveredAt
                ? ` · ${t('orderTracking.deliveredAt', { date: formatDateTime(shipment.deliveredAt, locale) })}`
                : null}
            </p>
            <dl className="order-facts">
              {shipment.carrier ? (
                <>
                  <dt>{t('orderTracking.carrier')}</dt>
                  <dd>{shipment.carrier.name}</dd>
                </>
              ) : null}
              {shipment.trackingNumber ? (
                <>
                  <dt>{t('orderTracking.trackingNumber')}</dt>
                  <dd>{shipment.trackingNumber}</dd>
                </>
              ) : null}
              <dt>{t('orderTracking.contents')}</dt>
              <dd>
                {shipment.lines
                  .map((line) => t('orderTracking.lineQty', { name: line.name, qty: line.qty }))
                  .join(', ')}
              </dd>
              {branch ? (
                <>
                  <dt>{t('orderTracking.pickupBranch')}</dt>
                  <dd>
                    {branch.name}, {branch.address}
                  </dd>
                </>
              ) : null}
            </dl>
            {shipment.trackingUrl ? (
              <p>
                <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {t('orderTracking.track')}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
