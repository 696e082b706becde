import type { Refund } from '../../../../contract/dto/after-sale'
import { formatMoney } from '../../../../contract/format'
import { formatDateTime } from '../../../../contract/format-date'
import { useLocale, useT } from '../../../i18n/i18n'

/** How each refund was paid, in the reader's words: the buyer's ("refunded to your card") or staff's. */
const METHOD_TEXTS = {
  buyer: { provider: 'orderRefunds.viaProvider', manual: 'orderRefunds.byHand' },
  staff: { provider: 'adminRefunds.listViaProvider', manual: 'adminRefunds.listByHand' },
} as const

/** The order's refunds, newest first: when, how much, for which lines and shipping, how, and the credit note's number. */
export function OrderRefundsList({
  refunds,
  currency,
  reader,
}: {
  refunds: Refund[]
  currency: string
  reader: 'buyer' | 'staff'
}) {
  const t = useT()
  const locale = useLocale()
  const money = (amount: number) => formatMoney(amount, locale, currency)
  return (
    <ul className="refund-list">
      {[...refunds].reverse().map((refund) => (
        <li key={refund.id} className="refund-list__item">
          <p className="refund-list__head">
            <strong>{t('orderRefunds.refund', { amount: money(refund.amount) })}</strong> ·{' '}
            <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt, locale)}</time>
          </p>
          {refund.lines.length > 0 || refund.shipping > 0 ? (
            <ul className="refund-list__lines">
              {refund.lines.map((line) => (
                <li key={line.orderLineId}>
                  {t('orderRefunds.line', { qty: line.qty, name: line.name, amount: money(line.amount) })}
                </li>
              ))}
              {refund.shipping > 0 ? <li>{t('orderRefunds.shipping', { amount: money(refund.shipping) })}</li> : null}
            </ul>
          ) : null}
          <p className="muted">
            {t(METHOD_TEXTS[reader][refund.method])}
            {refund.creditNoteNumber ? <> {t('orderRefunds.creditNote', { number: refund.creditNoteNumber })}</> : null}
          </p>
        </li>
      ))}
    </ul>
  )
}
