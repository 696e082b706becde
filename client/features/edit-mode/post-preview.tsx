import type { PostDraftFields } from '../../../contract/dto/page-draft'
import { formatDate, isoDate } from '../../../contract/format-date'
import { ResponsiveImage } from '../../lib/ui/responsive-image'
import { SafeHtml } from '../../lib/ui/safe-html'
import { useLocale, useT } from '../../i18n/i18n'

/** How the drafted post reads: its image, date, title, excerpt and body (the page's own styles). */
export function PostPreview({ title, fields }: { title: string; fields: PostDraftFields }) {
  const t = useT()
  const locale = useLocale()
  return (
    <section className="post-detail post-detail--normal post-preview" aria-label={t('edit.post.preview')}>
      <header className="post-detail__hero">
        {fields.image ? (
          <ResponsiveImage
            className="post-detail__image"
            image={fields.image}
            sizes="(min-width: 960px) 900px, 100vw"
          />
        ) : null}
        <div className="post-detail__heading container">
          {fields.publishedAt ? (
            <time className="post-detail__date" dateTime={isoDate(fields.publishedAt)}>
              {formatDate(fields.publishedAt, locale)}
            </time>
          ) : null}
          <h1 className="post-detail__title">{title}</h1>
          {fields.excerpt ? <p className="lead">{fields.excerpt}</p> : null}
        </div>
      </header>
      <div className="post-detail__content container container--narrow">
        <SafeHtml className="prose post-detail__body" html={fields.body} />
      </div>
    </section>
  )
}
