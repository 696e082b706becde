import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { useLocale, useT } from '../../i18n/i18n'
import type { Section } from '../../../contract/dto/sections'
import { PostCard } from '../blog/post-card'
import { postListQuery } from '../blog/queries'
import { SectionBoundary } from '../../lib/ui/section-boundary'
import { latestPostsParams } from './section-queries'

type LatestPostsData = Extract<Section, { type: 'latestPosts' }>

function LatestPostList({ section }: { section: LatestPostsData }) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const { data } = useSuspenseQuery(postListQuery(api, locale, latestPostsParams(section.limit, section.termSlug)))
  if (data.data.length === 0) return <p className="empty-state">{t('content.sections.noPosts')}</p>
  return (
    <ul className="grid grid--2-mobile grid--3 post-grid">
      {data.data.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  )
}

/** The newest posts (optionally of one category) as post cards, with a link to the blog. */
export function LatestPostsSection({ section }: { section: LatestPostsData }) {
  const t = useT()
  return (
    <section className="section latest-posts container" aria-labelledby={`${section.id}-title`}>
      <div className="section__header">
        <h2 id={`${section.id}-title`}>{section.title}</h2>
        <Link to="blog" params={section.termSlug ? { slug: section.termSlug } : {}} className="section__more">
          {t('content.sections.allPosts')}
        </Link>
      </div>
      <SectionBoundary>
        <LatestPostList section={section} />
      </SectionBoundary>
    </section>
  )
}
