import type { OrderPanelProps } from './order-panel'
import { useId, useState } from 'react'
import { formatMoney } from '../../../../contract/format'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { Link } from '../../../lib/link'
import { useLocale, useT } from '../../../i18n/i18n'
import { useFulfilmentAction, type ShipLines } from './fulfilment-actions'
import { ShipDialog } from './fulfilment-ship-dialog'
import { FulfilmentShipments } from './fulfilment-shipments'

/** `/admin/orders/{id}`, issue 36: process, ship (carrier, tracking, lines), record delivery; the packing slip link. */
export function FulfilmentPanel({ detail, onUpdated }: OrderPanelProps) {
  const t = useT()
  const locale = useLocale()
  const titleId = useId()
  const [open, setOpen] = useState<'ship' | 'deliver' | null>(null)
  const mutation = useFulfilmentAction(detail, (updated) => {
    setOpen(null)
    onUpdated(updated)
  })
  const { order, actions, shippable } = detail
  const shipments = order.afterSale.shipments
  const physical = shippable.length > 0 || shipments.length > 0
  if (!physical && !actions.process) return null
  const busy = mutation.isPending
  const cashOnDelivery = detail.paymentType === 'COD' && detail.paidAt === null
  const ship = (shipment: ShipLines) => mutation.mutate({ kind: 'ship', ...shipment })

  return (
    <section className="panel stack" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('adminFulfilment.title')}</h3>
      {actions.process || actions.ship || actions.deliver ? (
        <div className="button-row">
          {actions.process ? (
            <button
              type="button"
              className="btn btn--primary"
              aria-disabled={busy || undefined}
              onClick={() => (busy ? undefined : mutation.mutate({ kind: 'process' }))}
            >
              {t('adminFulfilment.process')}
            </button>
          ) : null}
          {actions.ship ? (
            <button type="button" className="btn btn--primary" onClick={() => setOpen('ship')}>
              {t('adminFulfilment.ship')}
            </button>
          ) : null}
          {actions.deliver ? (
            <button type="button" className="btn btn--primary" onClick={() => setOpen('deliver')}>
              {t('adminFulfilment.deliver')}
            </button>
          ) : null}
        </div>
      ) : (
        <p className="muted">{t('adminFulfilment.nothingToDo')}</p>
      )}

      {shippable.length > 0 ? (
        <div className="stack">
          <h4>{t('adminFulfilment.leftToShip')}</h4>
          <ul className="fulfilment-lines">
            {shippable.map((line) => (
              <li key={line.orderLineId}>{t('orderTracking.lineQty', { name: line.name, qty: line.qty })}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <FulfilmentShipments shipments={shipments} />

      {physical ? (
        <p>
          <Link to="adminPackingSlip" params={{ id: String(order.id) }}>
            {t('adminFulfilment.packingSlip')}
          </Link>
        </p>
      ) : null}

      {open === 'ship' ? <ShipDialog detail={detail} busy={busy} onShip={ship} onClose={() => setOpen(null)} /> : null}
      <ConfirmDialog
        open={open === 'deliver'}
        title={t('adminFulfilment.deliverTitle', { number: order.slug })}
        confirmLabel={t('adminFulfilment.deliver')}
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={() => mutation.mutate({ kind: 'deliver' })}
      >
        <p>
          {cashOnDelivery
            ? t('adminFulfilment.deliverCodText', { amount: formatMoney(order.orderTotal, locale, order.currency) })
            : t('adminFulfilment.deliverText')}
        </p>
      </ConfirmDialog>
    </section>
  )
}
