import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../../lib/api-context'
import { useErrorToast } from '../../../lib/api-error-message'
import { formatDateTime } from '../../../../contract/format-date'
import { useToast } from '../../../lib/toasts'
import { useLocale, useT, type Translate } from '../../../i18n/i18n'
import type { Locale } from '../../../../contract/locales'
import type { AdminOutboxRow } from '../../../../contract/dto/admin'
import { DataList, type DataColumn } from '../../../lib/ui/data-list'
import { BACKOFFICE_KEY } from '../../admin/list-kit'
import { ListBar, ListFilter, ListSearch, useListQuery } from '../../admin/list-kit'
import { outboxQuery, retryEmailMutation } from './api'

const outboxColumns = (t: Translate, locale: Locale): Array<DataColumn<AdminOutboxRow>> => [
  { id: 'created', header: 'backoffice.outbox.created', cell: (email) => formatDateTime(email.createdAt, locale) },
  { id: 'recipient', header: 'backoffice.outbox.recipient', cell: (email) => email.recipient },
  {
    id: 'subject',
    header: 'backoffice.outbox.subject',
    cell: (email) => (
      <>
        {email.preparing ? <span className="muted">{t('backoffice.outbox.preparing')}</span> : email.subject}
        <br />
        <span className="small muted">
          {t(`backoffice.outbox.kinds.${email.kind}`)} · {email.locale.toUpperCase()}
        </span>
      </>
    ),
  },
  {
    id: 'status',
    header: 'backoffice.outbox.status',
    cell: (email) => (
      <>
        <span className={`tag tag--mail-${email.status}`}>{t(`backoffice.outbox.statuses.${email.status}`)}</span>
        <br />
        <span className="small muted">
          {email.status === 'sent' && email.sentAt
            ? t('backoffice.outbox.sentAt', { at: formatDateTime(email.sentAt, locale), via: email.sentVia ?? '' })
            : t('backoffice.outbox.attempts', { n: email.attempts })}
          {email.status === 'queued'
            ? ` · ${t('backoffice.outbox.nextAttempt', { at: formatDateTime(email.nextAttemptAt, locale) })}`
            : ''}
        </span>
        {email.lastError && email.status !== 'sent' ? (
          <span className="small backoffice-error">{email.lastError}</span>
        ) : null}
      </>
    ),
  },
]

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
  const retrying = useMutation({
    ...retryEmailMutation(api),
    onSuccess: async () => {
      toast.success(t('backoffice.outbox.retried'))
      await queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })
    },
    onError: showError,
  })
  const busy = retrying.isPending ? retrying.variables : null

  const retry = (id: number) => {
    if (busy !== null) return
    retrying.mutate(id)
  }

  return (
    <div className="stack">
      <p className="muted">{t('backoffice.outbox.intro')}</p>
      <ListBar>
        <ListSearch
          label={t('backoffice.outbox.searchLabel')}
          value={query['q'] ?? ''}
          onSearch={(q) => update({ q })}
        />
        <ListFilter
          label={t('backoffice.outbox.statusFilter')}
          value={query['status'] ?? ''}
          options={[
            { value: '', label: t('backoffice.list.all') },
            ...(['failed', 'queued', 'sent'] as const).map((value) => ({
              value,
              label: t(`backoffice.outbox.statuses.${value}`),
            })),
          ]}
          onChange={(status) => update({ status })}
        />
      </ListBar>
      <DataList
        label={t('routes.adminOutbox')}
        list={list}
        searching={Boolean(query['q'] || query['status'])}
        columns={outboxColumns(t, locale)}
        rowKey={(email) => email.id}
        paging={{ page, query }}
        actions={(email) =>
          email.status !== 'sent' ? (
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              aria-disabled={busy !== null || undefined}
              onClick={() => retry(email.id)}
              aria-label={`${t('backoffice.outbox.retry')}: ${email.preparing ? t('backoffice.outbox.preparing') : email.subject}`}
            >
              {t('backoffice.outbox.retry')}
            </button>
          ) : null
        }
      />
    </div>
  )
}
