import { useSuspenseQuery, noop } from '@tanstack/react-query'
import { useApi } from '../lib/api-context'
import { HttpStatusError, type LoaderContext, type PageModule, type PageProps } from '../lib/page-types'
import { useLocale, useT } from '../i18n/i18n'
import type { Locale } from '../../contract/locales'
import type { TermDto } from '../../contract/dto/cms'
import { buildPath } from '../../contract/routes'
import { SectionBoundary } from '../lib/ui/section-boundary'
import { Breadcrumb } from '../lib/ui/breadcrumb'
import { BlogPagination } from '../features/blog/blog-pagination'
import { CategoryChips } from '../features/blog/category-chips'
import { parsePage } from '../features/blog/page-window'
import { PostCard } from '../features/blog/post-card'
import {
  BLOG_PAGE_SIZE,
  findCategory,
  postCategoriesQuery,
  postListQuery,
  type PostListParams,
} from '../features/blog/queries'

/** Document title of the listing (loaders have no translator; the visible h1 comes from the messages). */
const BLOG_TITLE: Record<Locale, string> = { hr: 'Objave', en: 'Blog' }

function listParams(page: number, slug: string | undefined): PostListParams {
  return { page, limit: BLOG_PAGE_SIZE, ...(slug ? { termSlugs: [slug] } : {}) }
}

function blogPath(locale: Locale, term: TermDto | undefined): string {
  return buildPath('blog', locale, term ? { slug: term.slugs[locale] } : {})
}

function BlogGrid({ page, slug }: { page: number; slug: string | undefined }) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const { data } = useSuspenseQuery(postListQuery(api, locale, listParams(page, slug)))
  if (data.data.length === 0) return <p className="empty-state">{t('content.blog.noPosts')}</p>
  return (
    <>
      <ul className="grid grid--2-mobile grid--3 post-grid">
        {data.data.map((post) => (
          <li key={post.id}>
            <PostCard post={post} headingLevel={2} />
          </li>
        ))}
      </ul>
      <BlogPagination
        page={Math.min(page, data.pagination.totalPages)}
        totalPages={data.pagination.totalPages}
        slug={slug}
      />
    </>
  )
}

/** Blog listing (`/objave/{category?}`, `/en/blog/{category?}`): hero, category chips, 3-column grid, pages. */
function BlogPage({ match, searchParams }: PageProps) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const slug = match.params['slug']
  const page = parsePage(searchParams.get('page'))
  const { data: categories } = useSuspenseQuery(postCategoriesQuery(api, locale))
  const active = slug ? findCategory(categories, slug) : undefined
  return (
    <div className="blog">
      {active ? (
        <div className="container page-breadcrumb">
          <Breadcrumb
            trail={[
              { name: t('content.blog.title'), path: blogPath(locale, undefined) },
              { name: active.title, path: blogPath(locale, active) },
            ]}
          />
        </div>
      ) : null}
      <header className="blog__hero">
        <div className="container">
          <h1>{active ? active.title : t('content.blog.title')}</h1>
          <p className="blog__intro">{active?.description || t('content.blog.intro')}</p>
        </div>
      </header>
      <div className="container">
        <CategoryChips categories={categories} active={active} />
        <SectionBoundary>
          <BlogGrid page={page} slug={slug} />
        </SectionBoundary>
      </div>
    </div>
  )
}

function prefetchList(ctx: LoaderContext) {
  void ctx.queryClient.query(postCategoriesQuery(ctx.api, ctx.locale)).catch(noop)
  void ctx.queryClient
    .query(
      postListQuery(ctx.api, ctx.locale, listParams(parsePage(ctx.searchParams.get('page')), ctx.match.params['slug'])),
    )
    .catch(noop)
}

export const page: PageModule = {
  Component: BlogPage,
  deferred: prefetchList,
  critical: async (ctx) => {
    const slug = ctx.match.params['slug']
    // Only a category URL needs the categories before streaming (404 or redirect); the plain blog streams them.
    const categories = slug ? await ctx.queryClient.query(postCategoriesQuery(ctx.api, ctx.locale)) : []
    const active = slug ? findCategory(categories, slug) : undefined
    if (slug && !active) throw new HttpStatusError(404, 'Category not found')
    const page = parsePage(ctx.searchParams.get('page'))
    if (active && active.slugs[ctx.locale] !== slug) {
      return {
        redirect: {
          location: buildPath('blog', ctx.locale, { slug: active.slugs[ctx.locale] }, page > 1 ? { page } : undefined),
          status: 301,
        },
      }
    }
    return {
      head: {
        title: active ? `${active.title} | ${BLOG_TITLE[ctx.locale]}` : BLOG_TITLE[ctx.locale],
        description: active?.description || undefined,
        alternates: { hr: blogPath('hr', active), en: blogPath('en', active) },
        ...(page > 1 ? { robots: 'noindex, follow' } : {}),
      },
    }
  },
}
