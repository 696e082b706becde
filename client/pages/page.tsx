import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../lib/api-context'
import { HttpStatusError, type PageModule, type PageProps } from '../lib/page-types'
import { useLocale, useT } from '../i18n/i18n'
import { Breadcrumb } from '../lib/ui/breadcrumb'
import type { Crumb } from '../lib/structured-data'
import { buildPath } from '../../contract/routes'
import { CmsPage } from '../features/posts/cms-page'
import { loadResource } from '../features/posts/load-resource'
import { PostPage } from '../features/posts/post-page'
import { isHomePage, pageHead, postHead, resourcePath } from '../features/posts/post-head'
import { decideQuery } from '../features/posts/queries'
import { sectionTypesOf } from '../features/sections/section-modules'

/** Generic `/{slug}`: a CMS page (sections) or a post (detail) under its breadcrumb; terms redirect to the blog category. */
function SlugPage({ match }: PageProps) {
  const api = useApi()
  const locale = useLocale()
  const t = useT()
  const { data } = useSuspenseQuery(decideQuery(api, locale, match.params['slug'] ?? ''))
  if (data.resourceType === 'term') throw new HttpStatusError(404)
  const resource = data.resource
  const category = data.resourceType === 'post' ? resource.terms.categories[0] : undefined
  const trail: Crumb[] = [
    ...(data.resourceType === 'post' ? [{ name: t('content.blog.title'), path: buildPath('blog', locale) }] : []),
    ...(category ? [{ name: category.title, path: buildPath('blog', locale, { slug: category.slugs[locale] }) }] : []),
    { name: resource.title, path: resourcePath(resource, locale) },
  ]
  return (
    <>
      <div className="container page-breadcrumb">
        <Breadcrumb trail={trail} />
      </div>
      {data.resourceType === 'post' ? <PostPage post={resource} /> : <CmsPage page={resource} />}
    </>
  )
}

export const page: PageModule = {
  Component: SlugPage,
  critical: async (ctx) => {
    const slug = ctx.match.params['slug']
    if (!slug) throw new HttpStatusError(404)
    const decision = await loadResource(ctx, slug)
    if (decision.resourceType === 'term') {
      return {
        redirect: {
          location: buildPath('blog', ctx.locale, { slug: decision.resource.slugs[ctx.locale] }),
          status: 301,
        },
      }
    }
    const resource = decision.resource
    // One URL per resource and language: the home page lives at '/', a slug of the other language moves to this one's.
    if (isHomePage(resource) || resource.slugs[ctx.locale] !== slug) {
      return { redirect: { location: resourcePath(resource, ctx.locale), status: 301 } }
    }
    return {
      head: decision.resourceType === 'post' ? postHead(resource, ctx.locale) : pageHead(resource),
      sections: sectionTypesOf(resource.sections),
    }
  },
}
