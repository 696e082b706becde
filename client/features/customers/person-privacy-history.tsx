import { useId, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminAuditEntry } from '../../../contract/dto/admin'
import { callApi } from '../../../contract/endpoints/call'
import { formatDateTime } from '../../../contract/format-date'
import { dataText, useI18n, useLocale, useT, type Translate } from '../../i18n/i18n'
import { useApi } from '../../lib/api-context'

/** What an entry names: the e-mail a download was for (cleared once erased), the orders an erasure left without their buyer. */
function entryDetail(entry: AdminAuditEntry, t: Translate): string {
  const { email, orders } = entry.detail
  if (Array.isArray(orders) && orders.length > 0)
    return t('adminCustomers.person.historyOrders', { orders: orders.map(String).join(', ') })
  if (typeof email === 'string') return email || t('adminCustomers.person.erasedAddress')
  return ''
}

/** Who downloaded or erased the data of a person without an account, and when: newest first, a page at a time. */
export function PersonPrivacyHistory() {
  const t = useT()
  const i18n = useI18n()
  const locale = useLocale()
  const api = useApi()
  const headingId = useId()
  const [page, setPage] = useState(1)
  const history = useQuery({
    queryKey: ['backoffice', 'person-privacy-history', locale, page] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/privacy/history', { query: { page: String(page) } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })
  let body
  if (history.isError)
    body = (
      <p className="notice notice--error" role="alert">
        {t('backoffice.list.loadFailed')}
      </p>
    )
  else if (!history.data) body = <p role="status">{t('common.loading')}</p>
  else if (history.data.data.length === 0) body = <p className="muted">{t('adminCustomers.person.noHistory')}</p>
  else {
    const { data: entries, lastPage } = history.data
    body = (
      <>
        <ul aria-busy={history.isFetching || undefined}>
          {entries.map((entry) => {
            const detail = entryDetail(entry, t)
            return (
              <li key={entry.id} style={{ overflowWrap: 'anywhere' }}>
                {t('adminCustomers.person.historyLine', {
                  date: formatDateTime(entry.at, locale),
                  action: dataText(i18n, `adminCustomers.person.actions.${entry.action.replace(/^person\./, '')}`),
                  actor: entry.actorEmail,
                })}
                {detail ? ` · ${detail}` : null}
              </li>
            )
          })}
        </ul>
        {lastPage > 1 ? (
          <nav className="backoffice-pager" aria-labelledby={headingId}>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              aria-disabled={page <= 1 || undefined}
              onClick={() => page > 1 && setPage(page - 1)}
            >
              ← {t('adminCustomers.person.newer')}
            </button>
            <span role="status">{t('adminCustomers.person.page', { page, last: lastPage })}</span>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              aria-disabled={page >= lastPage || undefined}
              onClick={() => page < lastPage && setPage(page + 1)}
            >
              {t('adminCustomers.person.older')} →
            </button>
          </nav>
        ) : null}
      </>
    )
  }
  return (
    <div className="stack">
      <h3 id={headingId}>{t('adminCustomers.person.historyTitle')}</h3>
      {body}
    </div>
  )
}
