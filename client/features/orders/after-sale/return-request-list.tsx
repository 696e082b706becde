import type { ReturnRequest } from '../../../../contract/dto/after-sale'
import { formatDateTime } from '../../../../contract/format-date'
import { useLocale, useT } from '../../../i18n/i18n'

/** The buyer's return requests: what goes back, why, where each stands, and the shop's note. */
export function ReturnRequestList({ requests }: { requests: ReturnRequest[] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <ul className="return-requests">
      {requests.map((request) => (
        <li key={request.id} className="return-requests__item stack">
          <p>
            <span className={`tag return-status return-status--${request.status}`}>
              {t(`orderReturns.statuses.${request.status}`)}
            </span>{' '}
            <span className="muted">
              {t('orderReturns.requestedAt', { date: formatDateTime(request.requestedAt, locale) })}
            </span>
          </p>
          <ul className="return-requests__lines">
            {request.lines.map((line) => (
              <li key={line.orderLineId}>{t('orderReturns.line', { name: line.name, qty: line.qty })}</li>
            ))}
          </ul>
          <p className="return-requests__text">{t('orderReturns.yourReason', { reason: request.reason })}</p>
          {request.staffNote ? (
            <p className="return-requests__text">{t('orderReturns.staffNote', { note: request.staffNote })}</p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
