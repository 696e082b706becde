import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminSubscriberRow } from '../../../contract/dto/admin'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { formatDateTime } from '../../../contract/format-date'
import { useToast } from '../../lib/toasts'
import { ConfirmDialog } from '../../lib/ui/confirm-dialog'
import { useLocale, useT } from '../../i18n/i18n'
import { BACKOFFICE_KEY, exportHref, subscribersQuery, unsubscribe } from './api'
import { ListBar, ListFilter, ListPager, ListSearch, ListStatus, ScrollTable, useListQuery } from './list-kit'

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
  const [busy, setBusy] = useState(false)

  const remove = () => {
    if (!leaving || busy) return
    setBusy(true)
    unsubscribe(api, leaving.id)
      .then(async () => {
        toast.success(t('backoffice.newsletter.unsubscribed', { email: leaving.email }))
        setLeaving(null)
        await queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })
      })
      .catch(showError)
      .finally(() => setBusy(false))
  }

  const rows = list.data?.data ?? []
  return (
    <div className="stack">
      <ListBar>
        <ListSearch label={t('backoffice.newsletter.searchLabel')} value={query['q'] ?? ''} onSearch={(q) => update({ q })} />
        <ListFilter
          label={t('backoffice.newsletter.stateFilter')}
          value={query['state'] ?? ''}
          options={[{ value: '', label: t('backoffice.list.all') }, ...(['confirmed', 'pending'] as const).map((value) => ({ value, label: t(`backoffice.newsletter.states.${value}`) }))]}
          onChange={(state) => update({ state })}
        />
        <a className="btn btn--secondary" href={exportHref('api/v1/admin/newsletter.csv', locale)} download>
          {t('backoffice.list.export')}
        </a>
      </ListBar>
      <p className="small muted">{t('backoffice.newsletter.exportNote')}</p>
      <ListStatus list={list} searching={Boolean(query['q'] || query['state'])} />
      {rows.length > 0 ? (
        <ScrollTable label={t('routes.adminNewsletter')}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('backoffice.newsletter.email')}</th>
                <th scope="col">{t('backoffice.newsletter.language')}</th>
                <th scope="col">{t('backoffice.newsletter.subscribed')}</th>
                <th scope="col">{t('backoffice.newsletter.state')}</th>
                <th scope="col">{t('backoffice.list.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('backoffice.newsletter.email')}>{row.email}</td>
                  <td data-label={t('backoffice.newsletter.language')}>{row.language.toUpperCase()}</td>
                  <td data-label={t('backoffice.newsletter.subscribed')}>{formatDateTime(row.createdAt, locale)}</td>
                  <td data-label={t('backoffice.newsletter.state')}>{t(`backoffice.newsletter.states.${row.confirmed ? 'confirmed' : 'pending'}`)}</td>
                  <td data-label={t('backoffice.list.actions')}>
                    <button type="button" className="btn btn--danger btn--sm" onClick={() => setLeaving(row)} aria-label={`${t('backoffice.newsletter.unsubscribe')}: ${row.email}`}>
                      {t('backoffice.newsletter.unsubscribe')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      ) : null}
      <ListPager page={page} lastPage={list.data?.lastPage ?? 1} query={query} />
      <ConfirmDialog
        open={leaving !== null}
        title={t('backoffice.newsletter.unsubscribeTitle', { email: leaving?.email ?? '' })}
        confirmLabel={t('backoffice.newsletter.unsubscribe')}
        busy={busy}
        onCancel={() => setLeaving(null)}
        onConfirm={remove}
      >
        <p>{t('backoffice.newsletter.unsubscribeText')}</p>
      </ConfirmDialog>
    </div>
  )
}
