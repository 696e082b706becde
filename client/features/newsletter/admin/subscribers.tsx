import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminSubscriberRow } from '../../../../contract/dto/admin'
import { useApi } from '../../../lib/api-context'
import { useErrorToast } from '../../../lib/api-error-message'
import { formatDateTime } from '../../../../contract/format-date'
import { useToast } from '../../../lib/toasts'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { useLocale, useT, type Translate } from '../../../i18n/i18n'
import type { Locale } from '../../../../contract/locales'
import { DataList, type DataColumn } from '../../../lib/ui/data-list'
import { exportHref } from '../../admin/export-href'
import { BACKOFFICE_KEY, ListBar, ListFilter, ListSearch, useListQuery } from '../../admin/list-kit'
import { subscribersQuery, unsubscribeMutation } from './api'

const subscriberColumns = (t: Translate, locale: Locale): Array<DataColumn<AdminSubscriberRow>> => [
  { id: 'email', header: 'backoffice.newsletter.email', cell: (row) => row.email },
  { id: 'language', header: 'backoffice.newsletter.language', cell: (row) => row.language.toUpperCase() },
  {
    id: 'subscribed',
    header: 'backoffice.newsletter.subscribed',
    cell: (row) => formatDateTime(row.createdAt, locale),
  },
  {
    id: 'state',
    header: 'backoffice.newsletter.state',
    cell: (row) => t(`backoffice.newsletter.states.${row.confirmed ? 'confirmed' : 'pending'}`),
  },
]

/** `/admin/newsletter`: subscribers searched and paged; the confirmed ones as CSV; unsubscribe after a confirmation. */
export function Subscribers() {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const { query, api: apiQuery, page, update } = useListQuery(['state'])
  const list = useQuery(subscribersQuery(api, locale, apiQuery))
  const [leaving, setLeaving] = useState<AdminSubscriberRow | null>(null)
  const unsubscribe = useMutation({
    ...unsubscribeMutation(api),
    onSuccess: async (_, subscriber) => {
      toast.success(t('backoffice.newsletter.unsubscribed', { email: subscriber.email }))
      setLeaving(null)
      await queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })
    },
    onError: showError,
  })

  const remove = () => {
    if (leaving && !unsubscribe.isPending) unsubscribe.mutate(leaving)
  }

  return (
    <div className="stack">
      <ListBar>
        <ListSearch
          label={t('backoffice.newsletter.searchLabel')}
          value={query['q'] ?? ''}
          onSearch={(q) => update({ q })}
        />
        <ListFilter
          label={t('backoffice.newsletter.stateFilter')}
          value={query['state'] ?? ''}
          options={[
            { value: '', label: t('backoffice.list.all') },
            ...(['confirmed', 'pending'] as const).map((value) => ({
              value,
              label: t(`backoffice.newsletter.states.${value}`),
            })),
          ]}
          onChange={(state) => update({ state })}
        />
        <a className="btn btn--secondary" href={exportHref('api/v1/admin/newsletter.csv', locale)} download>
          {t('backoffice.list.export')}
        </a>
      </ListBar>
      <p className="small muted">{t('backoffice.newsletter.exportNote')}</p>
      <DataList
        label={t('routes.adminNewsletter')}
        list={list}
        searching={Boolean(query['q'] || query['state'])}
        columns={subscriberColumns(t, locale)}
        rowKey={(row) => row.id}
        paging={{ page, query }}
        actions={(row) => (
          <button
            type="button"
            className="btn btn--danger btn--sm"
            onClick={() => setLeaving(row)}
            aria-label={`${t('backoffice.newsletter.unsubscribe')}: ${row.email}`}
          >
            {t('backoffice.newsletter.unsubscribe')}
          </button>
        )}
      />
      <ConfirmDialog
        open={leaving !== null}
        title={t('backoffice.newsletter.unsubscribeTitle', { email: leaving?.email ?? '' })}
        confirmLabel={t('backoffice.newsletter.unsubscribe')}
        busy={unsubscribe.isPending}
        onCancel={() => setLeaving(null)}
        onConfirm={remove}
      >
        <p>{t('backoffice.newsletter.unsubscribeText')}</p>
      </ConfirmDialog>
    </div>
  )
}
