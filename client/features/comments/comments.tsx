import { useT } from '../../i18n/i18n'
import type { CommentResourceType } from '../../../contract/dto/cms'
import { SectionBoundary } from '../../lib/ui/section-boundary'
import { CommentForm } from './comment-form'
import { CommentList } from './comment-list'

/** Comments block of a post: list (streamed) and the form (or a login link, or 'disabled'). */
export function Comments({ resourceType, resourceId, enabled }: { resourceType: CommentResourceType; resourceId: number; enabled: boolean }) {
  const t = useT()
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{t('content.comments.title')}</h2>
      <SectionBoundary>
        <CommentList resourceType={resourceType} resourceId={resourceId} />
      </SectionBoundary>
      {enabled ? <CommentForm resourceType={resourceType} resourceId={resourceId} /> : <p className="comments__disabled">{t('content.comments.disabled')}</p>}
    </section>
  )
}
