import { Link } from '../../lib/link'
import { useLocale, useT } from '../../i18n/i18n'
import type { PostDto } from '../../../contract/dto/cms'
import { pagePath } from '../../../contract/routes'
import { ResponsiveImage, fromMedia } from '../../lib/ui/responsive-image'
import { dateParts, isoDate } from '../../../contract/format-date'

type PostCardData = Pick<PostDto, 'id' | 'title' | 'slug' | 'excerpt' | 'media' | 'terms' | 'updated_at'>

/**
 * Post card (SPEC §2): day, month name and year from updated_at, the first category as a
 * hash tag, title, excerpt and a 'read full article' link.
 */
export function PostCard({ post, headingLevel = 3 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const t = useT()
  const locale = useLocale()
  const href = pagePath(post.slug, locale)
  const date = dateParts(post.updated_at, locale)
  const category = post.terms.categories[0]
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const titleId = `post-card-${post.id}`
  return (
    <article className="card post-card" aria-labelledby={titleId}>
      {post.media ? (
        <Link href={href} className="post-card__media" tabIndex={-1} aria-hidden="true">
          <ResponsiveImage
            className="card__media"
            image={fromMedia(post.media)}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            decorative
          />
        </Link>
      ) : null}
      <div className="card__body post-card__body">
        {date ? (
          <time className="card__meta post-card__date" dateTime={isoDate(post.updated_at)}>
            <span className="post-card__day">{date.day}</span> <span className="post-card__month">{date.month}</span>{' '}
            <span className="post-card__year">{date.year}</span>
          </time>
        ) : null}
        {category ? <span className="tag post-card__tag">{`#${category.title}`}</span> : null}
        <Heading id={titleId} className="card__title post-card__title">
          <Link href={href}>{post.title}</Link>
        </Heading>
        {post.excerpt ? <p className="post-card__excerpt">{post.excerpt}</p> : null}
        <Link href={href} className="post-card__more" aria-label={`${t('content.blog.readFull')}: ${post.title}`}>
          {t('content.blog.readFull')}
        </Link>
      </div>
    </article>
  )
}
