import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useViewer } from '../../lib/viewer'
import { useLocale, useT } from '../../i18n/i18n'
import type { CommentResourceType } from '../../../contract/dto/cms'
import { formatDate, isoDate } from '../../lib/format-date'
import { commentsQuery } from './queries'

/** Published comments of a resource (plus the viewer's own pending ones, marked). */
export function CommentList({ resourceType, resourceId }: { resourceType: CommentResourceType; resourceId: number }) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const viewer = useViewer()
  const { data } = useSuspenseQuery(commentsQuery(api, locale, resourceType, resourceId, viewer?.id ?? null))
  if (data.data.length === 0) return <p className="empty-state">{t('content.comments.empty')}</p>
  return (
    <>
      <p className="comments__count">{t('content.comments.count', { n: data.pagination.totalRecords })}</p>
      <ol className="comments__list">
        {data.data.map((comment) => (
          <li key={comment.id} className={`comment${comment.status === 'pending' ? ' comment--pending' : ''}`}>
            <article aria-label={comment.user.displayName}>
              <header className="comment__header">
                <strong className="comment__author">{comment.user.displayName}</strong>{' '}
                <time className="comment__date" dateTime={isoDate(comment.created_at)}>
                  {formatDate(comment.created_at, locale)}
                </time>
                {comment.status === 'pending' ? <span className="badge comment__pending">{t('content.comments.pending')}</span> : null}
              </header>
              <p className="comment__body">{comment.body}</p>
            </article>
          </li>
        ))}
      </ol>
    </>
  )
}
