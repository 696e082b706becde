import { useT } from '../../i18n/i18n'
import type { CommentResourceType } from '../../../contract/dto/cms'
import { SectionBoundary } from '../../lib/ui/section-boundary'
import { CommentThread } from './comment-list'

/** Comments of a post, or reviews of a product: the list (streamed), edits, and the form (or a login link, or 'disabled'). */
export function Comments({
  resourceType,
  resourceId,
  enabled,
}: {
  resourceType: CommentResourceType
  resourceId: number
  enabled: boolean
}) {
  const t = useT()
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{t(resourceType === 'product' ? 'content.reviews.title' : 'content.comments.title')}</h2>
      <SectionBoundary>
        <CommentThread resourceType={resourceType} resourceId={resourceId} enabled={enabled} />
      </SectionBoundary>
    </section>
  )
}
