import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminCommentRow } from '../../../../contract/dto/admin'
import type { CommentStatus } from '../../../../contract/dto/cms'
import { useApi } from '../../../lib/api-context'
import { useErrorToast } from '../../../lib/api-error-message'
import { formatDateTime } from '../../../../contract/format-date'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { useLocale, useT, type MessageKey } from '../../../i18n/i18n'
import { ListPager, ListStatus } from '../../../lib/ui/data-list'
import { BACKOFFICE_KEY, ListBar, ListFilter, ListSearch, useListQuery } from '../../admin/list-kit'
import { UndoNotice, type Undoable } from '../../admin/undo-notice'
import { commentsQuery, decideCommentMutation, deleteCommentMutation } from './api'

const STATUSES: readonly CommentStatus[] = ['pending', 'published', 'rejected']
/** The decisions offered for an entry of each status. */
const DECISIONS: Record<CommentStatus, readonly CommentStatus[]> = {
  pending: ['published', 'rejected'],
  published: ['rejected', 'pending'],
  rejected: ['published', 'pending'],
}
const DECISION_LABEL: Record<CommentStatus, MessageKey> = {
  published: 'backoffice.reviews.approve',
  rejected: 'backoffice.reviews.reject',
  pending: 'backoffice.reviews.requeue',
}

/**
 * `/admin/reviews`: the moderation queue of product reviews and post comments (issue 16). A
 * decision changes the product's or post's page at once (the edge purges exactly it) and can be
 * undone; deleting asks first.
 */
export function ModerationQueue() {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const { query, api: apiQuery, page, update } = useListQuery(['status', 'type', 'resource'])
  const status = (STATUSES as readonly string[]).includes(query['status'] ?? '')
    ? (query['status'] as CommentStatus)
    : 'pending'
  const list = useQuery(commentsQuery(api, locale, { ...apiQuery, status }))
  const [last, setLast] = useState<Undoable | null>(null)
  const [deleting, setDeleting] = useState<AdminCommentRow | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })

  const decision = useMutation({
    ...decideCommentMutation(api),
    onSuccess: async (_, { entry, status: next }) => {
      setLast({
        message: t(`backoffice.reviews.decided.${next}`),
        undo: () => decide({ ...entry, status: next }, entry.status),
      })
      await refresh()
    },
    onError: showError,
  })
  const removal = useMutation({
    ...deleteCommentMutation(api),
    onSuccess: async () => {
      setDeleting(null)
      setLast({ message: t('backoffice.reviews.deleted') })
      await refresh()
    },
    onError: showError,
  })
  const busy = decision.isPending || removal.isPending

  const decide = (entry: AdminCommentRow, next: CommentStatus) => {
    if (!busy) decision.mutate({ entry, status: next })
  }

  const rows = list.data?.data ?? []
  return (
    <div className="stack">
      <ListBar>
        <ListFilter
          label={t('backoffice.reviews.statusFilter')}
          value={status}
          options={STATUSES.map((value) => ({ value, label: t(`backoffice.reviews.statuses.${value}`) }))}
          onChange={(value) => update({ status: value === 'pending' ? '' : value })}
        />
        <ListFilter
          label={t('backoffice.reviews.typeFilter')}
          value={query['type'] ?? ''}
          options={[
            { value: '', label: t('backoffice.list.all') },
            ...(['product', 'post'] as const).map((value) => ({
              value,
              label: t(`backoffice.reviews.types.${value}`),
            })),
          ]}
          onChange={(type) => update({ type, resource: '' })}
        />
        <ListSearch
          label={t('backoffice.reviews.searchLabel')}
          value={query['q'] ?? ''}
          onSearch={(q) => update({ q })}
        />
      </ListBar>
      {query['resource'] && rows[0] ? (
        <p className="notice">
          {t('backoffice.reviews.onlyFor', { title: rows[0].resourceTitle })}{' '}
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => update({ resource: '' })}>
            {t('backoffice.reviews.showAll')}
          </button>
        </p>
      ) : null}
      <UndoNotice last={last} busy={busy} />
      <ListStatus list={list} searching={Boolean(query['q'] || query['type'])} />
      <ul className="backoffice-cards" role="list">
        {rows.map((entry) => (
          <li key={entry.id}>
            <article className="panel stack" aria-labelledby={`comment-${entry.id}`}>
              <h2 id={`comment-${entry.id}`} className="backoffice-cards__title">
                {entry.resourcePath ? (
                  <a href={entry.resourcePath}>{t('backoffice.reviews.on', { title: entry.resourceTitle })}</a>
                ) : (
                  t('backoffice.reviews.on', { title: entry.resourceTitle })
                )}
              </h2>
              <p className="small muted">
                {t('backoffice.reviews.by', { author: entry.author || '—', email: entry.authorEmail })} ·{' '}
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time> ·{' '}
                {t(`backoffice.reviews.types.${entry.resourceType}`)}
              </p>
              {entry.rating !== null ? (
                <p
                  className="comment__stars"
                  role="img"
                  aria-label={t('backoffice.reviews.stars', { n: entry.rating })}
                >
                  {'★'.repeat(entry.rating)}
                  <span className="comment__stars-off">{'★'.repeat(5 - entry.rating)}</span>
                </p>
              ) : null}
              <p className="backoffice-cards__body">{entry.body}</p>
              <div className="button-row">
                {DECISIONS[entry.status].map((next) => (
                  <button
                    key={next}
                    type="button"
                    className={`btn ${next === 'published' ? 'btn--primary' : 'btn--secondary'}`}
                    aria-disabled={busy || undefined}
                    onClick={() => decide(entry, next)}
                  >
                    {t(DECISION_LABEL[next])}
                  </button>
                ))}
                <button type="button" className="btn btn--danger" onClick={() => setDeleting(entry)}>
                  {t('backoffice.reviews.delete')}
                </button>
                {query['resource'] ? null : (
                  <button
                    type="button"
                    className="btn btn--ghost"
                    onClick={() => update({ type: entry.resourceType, resource: String(entry.resourceId) })}
                  >
                    {t('backoffice.reviews.onlyThis', { title: entry.resourceTitle })}
                  </button>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
      <ListPager page={page} lastPage={list.data?.lastPage ?? 1} query={query} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('backoffice.reviews.deleteTitle')}
        confirmLabel={t('backoffice.reviews.delete')}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting && !busy) removal.mutate(deleting)
        }}
      >
        <p>{t('backoffice.reviews.deleteText')}</p>
        {deleting ? <blockquote className="backoffice-cards__body">{deleting.body}</blockquote> : null}
      </ConfirmDialog>
    </div>
  )
}
