import type { OrderPanelProps } from './order-panel'
import { useState } from 'react'
import { formatMoney } from '../../../../contract/format'
import { useLocale, useT } from '../../../i18n/i18n'
import { OrderRefundsList } from '../after-sale/order-refunds-list'
import { RefundDialog } from './refund-panel-dialog'

/**
 * `/admin/orders/{id}`, issue 36: what is left to give back and how (through the card provider, or
 * paid out by hand), "Refund" when the order allows it (the server decides), and the refunds made.
 */
export function RefundPanel({ detail, onUpdated }: OrderPanelProps) {
  const t = useT()
  const locale = useLocale()
  const [open, setOpen] = useState(false)
  const { order, refundable, actions } = detail
  const refunds = order.afterSale.refunds
  if (!actions.refund && refunds.length === 0) return null
  return (
    <section className="panel stack" aria-labelledby="order-refunds-admin">
      <h3 id="order-refunds-admin">{t('adminRefunds.title')}</h3>
      {actions.refund ? (
        <>
          <p>
            {t('adminRefunds.left', { amount: formatMoney(refundable.total, locale, order.currency) })} ·{' '}
            {t(refundable.method === 'provider' ? 'adminRefunds.viaProvider' : 'adminRefunds.byHand')}
          </p>
          <div className="button-row">
            <button type="button" className="btn btn--danger" onClick={() => setOpen(true)}>
              {t('adminRefunds.open')}
            </button>
          </div>
        </>
      ) : (
        <p className="muted">{t('adminRefunds.nothingLeft')}</p>
      )}
      {refunds.length > 0 ? <OrderRefundsList refunds={refunds} currency={order.currency} reader="staff" /> : null}
      {open ? <RefundDialog detail={detail} onClose={() => setOpen(false)} onUpdated={onUpdated} /> : null}
    </section>
  )
}
