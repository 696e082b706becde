import { useRef, useState } from 'react'
import type { Order } from '../../../../contract/dto/commerce'
import { formatDateTime } from '../../../../contract/format-date'
import { useLocale, useT } from '../../../i18n/i18n'
import { ReturnRequestForm } from './return-request-form'
import { ReturnRequestList } from './return-request-list'

/**
 * The buyer's order page, issue 36: within 14 days of delivery a "Request a return" button opens
 * the request's form; the requests made are listed with their state and the shop's note.
 */
export function ReturnRequestSection({ order, linkToken }: { order: Order; linkToken?: string }) {
  const t = useT()
  const locale = useLocale()
  const [formOpen, setFormOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const { returnableUntil, returns } = order.afterSale
  if (returnableUntil === null && returns.length === 0) return null
  // Focus goes back to the button, or (a request sent: no more to return) to the section's heading.
  const closeForm = () => {
    setFormOpen(false)
    requestAnimationFrame(() => (opener.current ?? heading.current)?.focus())
  }
  return (
    <section className="stack order-returns" aria-labelledby="order-returns-title">
      <h2 id="order-returns-title" ref={heading} tabIndex={-1}>
        {t('orderReturns.title')}
      </h2>
      {returnableUntil !== null ? (
        <>
          <p>{t('orderReturns.window', { until: formatDateTime(returnableUntil, locale) })}</p>
          <p>
            <button ref={opener} type="button" className="btn btn--secondary" onClick={() => setFormOpen(true)}>
              {t('orderReturns.open')}
            </button>
          </p>
        </>
      ) : null}
      {returns.length > 0 ? (
        <>
          <h3>{t('orderReturns.requestsTitle')}</h3>
          <ReturnRequestList requests={returns} />
        </>
      ) : null}
      {formOpen ? <ReturnRequestForm order={order} linkToken={linkToken} onClose={closeForm} /> : null}
    </section>
  )
}
