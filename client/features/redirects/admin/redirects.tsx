import { useId, useState, type SubmitEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../../contract/api'
import type { AdminFailedRequestRow, AdminRedirectRow } from '../../../../contract/dto/admin'
import { useApi } from '../../../lib/api-context'
import { errorMessage } from '../../../lib/api-error-message'
import { formatDateTime } from '../../../../contract/format-date'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { Modal } from '../../../lib/ui/modal'
import { TextInput } from '../../../lib/ui/text-input'
import { useI18n, useLocale, useT, type Translate } from '../../../i18n/i18n'
import type { Locale } from '../../../../contract/locales'
import { DataList, type DataColumn } from '../../../lib/ui/data-list'
import { BACKOFFICE_KEY, ListBar, ListSearch, useListQuery } from '../../admin/list-kit'
import { UndoNotice, type Undoable } from '../../admin/undo-notice'
import {
  createRedirectMutation,
  deleteRedirectMutation,
  dismissFailedRequestMutation,
  failedRequestsQuery,
  redirectsQuery,
} from './api'

type RedirectStatus = 301 | 302

const failedColumns = (locale: Locale): Array<DataColumn<AdminFailedRequestRow>> => [
  {
    id: 'path',
    header: 'backoffice.redirects.path',
    className: 'backoffice-cell',
    cell: (row) => <code>{row.path}</code>,
  },
  { id: 'hits', header: 'backoffice.redirects.hits', cell: (row) => row.hits },
  { id: 'lastSeen', header: 'backoffice.redirects.lastSeen', cell: (row) => formatDateTime(row.lastSeen, locale) },
]

const redirectColumns = (t: Translate): Array<DataColumn<AdminRedirectRow>> => [
  {
    id: 'from',
    header: 'backoffice.redirects.from',
    className: 'backoffice-cell',
    cell: (row) => <a href={row.from}>{row.from}</a>,
  },
  {
    id: 'to',
    header: 'backoffice.redirects.to',
    className: 'backoffice-cell',
    cell: (row) => <a href={row.to}>{row.to}</a>,
  },
  { id: 'type', header: 'backoffice.redirects.type', cell: (row) => t(`backoffice.redirects.types.${row.status}`) },
  { id: 'hits', header: 'backoffice.redirects.hits', cell: (row) => row.hits },
]

/** A redirect's target and kind; `from` is fixed when it comes from a missed path. */
function RedirectForm({ from: fixedFrom, onSaved }: { from?: string; onSaved: (redirect: AdminRedirectRow) => void }) {
  const t = useT()
  const translator = useI18n()
  const api = useApi()
  const typeId = useId()
  const [from, setFrom] = useState(fixedFrom ?? '')
  const [to, setTo] = useState('')
  const [status, setStatus] = useState<RedirectStatus>(301)
  const [error, setError] = useState<{ field: 'from' | 'to' | null; message: string } | null>(null)
  const save = useMutation({
    ...createRedirectMutation(api),
    onSuccess: (redirect) => {
      setTo('')
      if (!fixedFrom) setFrom('')
      onSaved(redirect)
    },
    onError: (failure) => {
      const code = failure instanceof ApiError ? failure.code : undefined
      const message = errorMessage(failure, translator)
      // The address already redirected, or a bad `from`, is about the first field (not shown when fixed).
      const aboutFrom = code === 'REDIRECT_EXISTS' || message.startsWith('from')
      setError({ field: aboutFrom ? (fixedFrom ? null : 'from') : 'to', message })
    },
  })

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    setError(null)
    save.mutate({ from, to, status })
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {error && error.field === null ? (
        <p className="notice notice--error" role="alert">
          {error.message}
        </p>
      ) : null}
      {fixedFrom ? null : (
        <TextInput
          name="from"
          label={t('backoffice.redirects.from')}
          value={from}
          onChange={setFrom}
          required
          error={error?.field === 'from' ? error.message : null}
        />
      )}
      <TextInput
        name="to"
        label={t('backoffice.redirects.to')}
        value={to}
        onChange={setTo}
        required
        hint={t('backoffice.redirects.toHint')}
        error={error?.field === 'to' ? error.message : null}
      />
      <div className="field field--select">
        <label className="field__static-label" htmlFor={typeId}>
          {t('backoffice.redirects.type')}
        </label>
        <select
          id={typeId}
          className="select"
          value={status}
          onChange={(event) => setStatus(Number(event.currentTarget.value) as RedirectStatus)}
        >
          {([301, 302] as const).map((value) => (
            <option key={value} value={value}>
              {t(`backoffice.redirects.types.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" className="btn btn--primary" aria-busy={save.isPending || undefined}>
          {t('backoffice.redirects.save')}
        </button>
      </div>
    </form>
  )
}

/**
 * `/admin/redirects` (issue 16): the paths visitors missed, most hit first, each one a redirect
 * away from a working page; and the redirects, made here or there, deleted after a confirmation
 * (and put back with Undo).
 */
export function Redirects() {
  const t = useT()
  const translator = useI18n()
  const locale = useLocale()
  const api = useApi()
  const queryClient = useQueryClient()
  const failedList = useListQuery([])
  const redirectList = useListQuery([], 'r')
  const failed = useQuery(failedRequestsQuery(api, locale, failedList.api))
  const redirects = useQuery(redirectsQuery(api, locale, redirectList.api))
  const [redirecting, setRedirecting] = useState<AdminFailedRequestRow | null>(null)
  const [deleting, setDeleting] = useState<AdminRedirectRow | null>(null)
  const [last, setLast] = useState<Undoable | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })
  const failedWith = (failure: Error) => setLast({ message: errorMessage(failure, translator) })

  const saved = (redirect: AdminRedirectRow) => {
    setRedirecting(null)
    setLast({ message: t('backoffice.redirects.created', { from: redirect.from, to: redirect.to }) })
    void refresh()
  }
  // A deleted redirect put back by Undo.
  const restore = useMutation({
    ...createRedirectMutation(api),
    onSuccess: async (back) => {
      setLast({ message: t('backoffice.redirects.created', { from: back.from, to: back.to }) })
      await refresh()
    },
    onError: failedWith,
  })
  const removal = useMutation({
    ...deleteRedirectMutation(api),
    onSuccess: async (_, redirect) => {
      setDeleting(null)
      setLast({
        message: t('backoffice.redirects.deleted', { from: redirect.from }),
        undo: () => {
          if (!busy) restore.mutate({ from: redirect.from, to: redirect.to, status: redirect.status })
        },
      })
      await refresh()
    },
    onError: failedWith,
  })
  const dismissal = useMutation({
    ...dismissFailedRequestMutation(api),
    onSuccess: async (_, row) => {
      setLast({ message: t('backoffice.redirects.dismissed', { path: row.path }) })
      await refresh()
    },
    onError: failedWith,
  })
  const busy = restore.isPending || removal.isPending || dismissal.isPending

  const remove = (redirect: AdminRedirectRow) => {
    if (!busy) removal.mutate(redirect)
  }
  const dismiss = (row: AdminFailedRequestRow) => {
    if (!busy) dismissal.mutate(row)
  }

  return (
    <div className="stack">
      <UndoNotice last={last} busy={busy} />
      <section className="stack" aria-labelledby="failed-title">
        <h2 id="failed-title">{t('backoffice.redirects.failedTitle')}</h2>
        <p className="muted">{t('backoffice.redirects.failedIntro')}</p>
        <ListBar>
          <ListSearch
            label={t('backoffice.redirects.searchLabel')}
            value={failedList.query['q'] ?? ''}
            onSearch={(q) => failedList.update({ q })}
          />
        </ListBar>
        <DataList
          label={t('backoffice.redirects.failedTitle')}
          list={failed}
          searching={Boolean(failedList.query['q'])}
          columns={failedColumns(locale)}
          rowKey={(row) => row.id}
          paging={{ page: failedList.page, query: failedList.query }}
          actions={(row) => (
            <div className="button-row">
              <button
                type="button"
                className="btn btn--primary btn--sm"
                onClick={() => setRedirecting(row)}
                aria-label={`${t('backoffice.redirects.create')}: ${row.path}`}
              >
                {t('backoffice.redirects.create')}
              </button>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                aria-disabled={busy || undefined}
                onClick={() => dismiss(row)}
                aria-label={`${t('backoffice.redirects.dismiss')}: ${row.path}`}
              >
                {t('backoffice.redirects.dismiss')}
              </button>
            </div>
          )}
        />
      </section>

      <section className="stack" aria-labelledby="redirects-title">
        <h2 id="redirects-title">{t('backoffice.redirects.listTitle')}</h2>
        <details className="panel">
          <summary>{t('backoffice.redirects.newTitle')}</summary>
          <RedirectForm onSaved={saved} />
        </details>
        <ListBar>
          <ListSearch
            label={t('backoffice.redirects.searchRedirects')}
            value={redirectList.query['rq'] ?? ''}
            onSearch={(q) => redirectList.update({ q })}
          />
        </ListBar>
        <DataList
          label={t('backoffice.redirects.listTitle')}
          list={redirects}
          searching={Boolean(redirectList.query['rq'])}
          columns={redirectColumns(t)}
          rowKey={(row) => row.id}
          paging={{ page: redirectList.page, query: redirectList.query, pageKey: redirectList.pageKey }}
          actions={(row) => (
            <button
              type="button"
              className="btn btn--danger btn--sm"
              onClick={() => setDeleting(row)}
              aria-label={`${t('backoffice.redirects.delete')}: ${row.from}`}
            >
              {t('backoffice.redirects.delete')}
            </button>
          )}
        />
      </section>

      <Modal
        open={redirecting !== null}
        onClose={() => setRedirecting(null)}
        title={t('backoffice.redirects.createTitle', { path: redirecting?.path ?? '' })}
        size="sm"
      >
        {redirecting ? <RedirectForm from={redirecting.path} onSaved={saved} /> : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={t('backoffice.redirects.deleteTitle', { from: deleting?.from ?? '' })}
        confirmLabel={t('backoffice.redirects.delete')}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      >
        <p>{t('backoffice.redirects.deleteText')}</p>
      </ConfirmDialog>
    </div>
  )
}
