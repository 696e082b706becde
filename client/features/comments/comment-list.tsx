import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useViewer } from '../../lib/viewer'
import { useLocale, useT } from '../../i18n/i18n'
import type { CommentDto, CommentResourceType } from '../../../contract/dto/cms'
import { formatDate, isoDate } from '../../../contract/format-date'
import { commentsQuery } from './queries'
import { CommentForm } from './comment-form'

interface ThreadProps {
  resourceType: CommentResourceType
  resourceId: number
  enabled: boolean
}

/**
 * Published comments or reviews of a resource (plus the viewer's own pending ones, marked), the
 * author's edit in place, and the form for a new one — for a product only while the viewer has
 * not reviewed it yet (SPEC §5: one review per user).
 */
export function CommentThread({ resourceType, resourceId, enabled }: ThreadProps) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const viewer = useViewer()
  const [editing, setEditing] = useState<number | null>(null)
  const { data } = useSuspenseQuery(commentsQuery(api, locale, resourceType, resourceId, viewer?.id ?? null))
  const review = resourceType === 'product'
  const texts = review ? 'content.reviews' : 'content.comments'
  const reviewed = review && data.data.some((comment) => comment.own)
  return (
    <>
      {data.data.length === 0 ? (
        <p className="empty-state">{t(`${texts}.empty`)}</p>
      ) : (
        <>
          <p className="comments__count">{t(`${texts}.count`, { n: data.pagination.totalRecords })}</p>
          <ol className="comments__list">
            {data.data.map((comment) => (
              <li key={comment.id} className={`comment${comment.status !== 'published' ? ' comment--pending' : ''}`}>
                {editing === comment.id ? (
                  <CommentForm
                    resourceType={resourceType}
                    resourceId={resourceId}
                    existing={comment}
                    onDone={() => setEditing(null)}
                  />
                ) : (
                  <CommentEntry
                    comment={comment}
                    onEdit={enabled && comment.own ? () => setEditing(comment.id) : undefined}
                  />
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      {!enabled ? (
        <p className="comments__disabled">{t('content.comments.disabled')}</p>
      ) : reviewed ? null : (
        <CommentForm resourceType={resourceType} resourceId={resourceId} />
      )}
    </>
  )
}

function CommentEntry({ comment, onEdit }: { comment: CommentDto; onEdit?: () => void }) {
  const t = useT()
  const locale = useLocale()
  return (
    <article aria-label={comment.user.displayName}>
      <header className="comment__header">
        <strong className="comment__author">{comment.user.displayName}</strong>{' '}
        <time className="comment__date" dateTime={isoDate(comment.created_at)}>
          {formatDate(comment.created_at, locale)}
        </time>
        {comment.status !== 'published' ? (
          <span className="tag comment__pending">{t(`content.comments.${comment.status}`)}</span>
        ) : null}
      </header>
      {comment.rating !== null ? (
        <p className="comment__stars" role="img" aria-label={t('content.reviews.stars', { n: comment.rating })}>
          {'★'.repeat(comment.rating)}
          <span className="comment__stars-off">{'★'.repeat(5 - comment.rating)}</span>
        </p>
      ) : null}
      <p className="comment__body">{comment.body}</p>
      {onEdit ? (
        <button type="button" className="btn btn--secondary btn--sm" onClick={onEdit}>
          {t('content.comments.edit')}
        </button>
      ) : null}
    </article>
  )
}
