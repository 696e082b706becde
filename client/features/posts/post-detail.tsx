import { useLocale, useT } from '../../i18n/i18n'
import type { PostDto } from '../../../contract/dto/cms'
import { ResponsiveImage, fromMedia } from '../../lib/ui/responsive-image'
import { SafeHtml } from '../../lib/ui/safe-html'
import { SectionList } from '../sections/section-list'
import { Link } from '../../lib/link'
import { Comments } from '../comments/comments'
import { ShareBar } from '../share/share-bar'
import { formatDate, isoDate } from '../../../contract/format-date'
import { isGamePost } from './queries'
import { resourcePath } from './post-head'

/**
 * Single post (SPEC §2): hero image with the date, title, author display name, HTML body,
 * share bar and comments. Posts in a games category ('game' / 'igre' in a slug) get the game
 * layout: a full-bleed dark hero with the title over the artwork and a game badge.
 */
export function PostDetail({ post }: { post: PostDto }) {
  const t = useT()
  const locale = useLocale()
  const game = isGamePost(post)
  const date = post.published_at ?? post.created_at
  return (
    <article
      className={`post-detail ${game ? 'post-detail--game' : 'post-detail--normal'}`}
      aria-labelledby="post-title"
    >
      <header className="post-detail__hero">
        {post.media ? (
          <ResponsiveImage
            className="post-detail__image"
            image={fromMedia(post.media, post.title)}
            sizes={game ? '100vw' : '(min-width: 960px) 900px, 100vw'}
            priority
          />
        ) : null}
        <div className="post-detail__heading container">
          {game ? <span className="badge badge--game">{t('content.post.gameBadge')}</span> : null}
          <time className="post-detail__date" dateTime={isoDate(date)}>
            {formatDate(date, locale)}
          </time>
          <h1 id="post-title" className="post-detail__title">
            {post.title}
          </h1>
          <p className="post-detail__author">{t('content.post.by', { name: post.user.displayName })}</p>
          {post.terms.categories.length > 0 ? (
            <ul className="post-detail__tags" aria-label={t('content.post.related')}>
              {post.terms.categories.map((term) => (
                <li key={term.id}>
                  <Link to="blog" params={{ slug: term.slug }} className="chip">
                    {`#${term.title}`}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
      <div className="post-detail__content container container--narrow">
        <SafeHtml className="prose post-detail__body" html={post.body} />
      </div>
      {post.sections.length > 0 ? <SectionList sections={post.sections} /> : null}
      <div className="container container--narrow">
        <ShareBar path={resourcePath(post, locale)} title={post.title} image={post.media?.urls.large} />
        <Comments resourceType="post" resourceId={post.id} enabled={post.commentsEnabled} />
      </div>
    </article>
  )
}
