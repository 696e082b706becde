import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { formatDateTime } from '../../../contract/format-date'
import { useToast } from '../../lib/toasts'
import { useLocale, useT } from '../../i18n/i18n'
import { BACKOFFICE_KEY, outboxQuery, retryEmail } from './api'
import { ListBar, ListFilter, ListPager, ListSearch, ListStatus, ScrollTable, useListQuery } from './list-kit'

/** `/admin/outbox`: every e-mail's delivery, newest first, by state and recipient; a failed or waiting one sent again. */
export function Outbox() {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const { query, api: apiQuery, page, update } = useListQuery(['status'])
  const list = useQuery(outboxQuery(api, locale, apiQuery))
  const [busy, setBusy] = useState<number | null>(null)

  const retry = (id: number) => {
    if (busy !== null) return
    setBusy(id)
    retryEmail(api, id)
      .then(async () => {
        toast.success(t('backoffice.outbox.retried'))
        await queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })
      })
      .catch(showError)
      .finally(() => setBusy(null))
  }

  const rows = list.data?.data ?? []
  return (
    <div className="stack">
      <p className="muted">{t('backoffice.outbox.intro')}</p>
      <ListBar>
        <ListSearch label={t('backoffice.outbox.searchLabel')} value={query['q'] ?? ''} onSearch={(q) => update({ q })} />
        <ListFilter
          label={t('backoffice.outbox.statusFilter')}
          value={query['status'] ?? ''}
          options={[{ value: '', label: t('backoffice.list.all') }, ...(['failed', 'queued', 'sent'] as const).map((value) => ({ value, label: t(`backoffice.outbox.statuses.${value}`) }))]}
          onChange={(status) => update({ status })}
        />
      </ListBar>
      <ListStatus list={list} searching={Boolean(query['q'] || query['status'])} />
      {rows.length > 0 ? (
        <ScrollTable label={t('routes.adminOutbox')}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('backoffice.outbox.created')}</th>
                <th scope="col">{t('backoffice.outbox.recipient')}</th>
                <th scope="col">{t('backoffice.outbox.subject')}</th>
                <th scope="col">{t('backoffice.outbox.status')}</th>
                <th scope="col">{t('backoffice.list.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((email) => (
                <tr key={email.id}>
                  <td data-label={t('backoffice.outbox.created')}>{formatDateTime(email.createdAt, locale)}</td>
                  <td data-label={t('backoffice.outbox.recipient')}>{email.recipient}</td>
                  <td data-label={t('backoffice.outbox.subject')}>
                    {email.subject}
                    <br />
                    <span className="small muted">
                      {t(`backoffice.outbox.kinds.${email.kind}`)} · {email.locale.toUpperCase()}
                    </span>
                  </td>
                  <td data-label={t('backoffice.outbox.status')}>
                    <span className={`tag tag--mail-${email.status}`}>{t(`backoffice.outbox.statuses.${email.status}`)}</span>
                    <br />
                    <span className="small muted">
                      {email.status === 'sent' && email.sentAt
                        ? t('backoffice.outbox.sentAt', { at: formatDateTime(email.sentAt, locale), via: email.sentVia ?? '' })
                        : t('backoffice.outbox.attempts', { n: email.attempts })}
                      {email.status === 'queued' ? ` · ${t('backoffice.outbox.nextAttempt', { at: formatDateTime(email.nextAttemptAt, locale) })}` : ''}
                    </span>
                    {email.lastError && email.status !== 'sent' ? <span className="small backoffice-error">{email.lastError}</span> : null}
                  </td>
                  <td data-label={t('backoffice.list.actions')}>
                    {email.status !== 'sent' ? (
                      <button type="button" className="btn btn--secondary btn--sm" aria-disabled={busy !== null || undefined} onClick={() => retry(email.id)} aria-label={`${t('backoffice.outbox.retry')}: ${email.subject}`}>
                        {t('backoffice.outbox.retry')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : null}
      <ListPager page={page} lastPage={list.data?.lastPage ?? 1} query={query} />
    </div>
  )
}
