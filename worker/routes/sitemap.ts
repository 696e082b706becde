import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { siteOrigin } from '../lib/site-origin'
import { LOCALES, type Locale } from '../../contract/locales'
import { HOME_SLUG, buildPath, disallowedPaths, pagePath, type RouteName } from '../../contract/routes'
import { createUpstream } from '../upstream/client'
import { CacheLong } from '../upstream/strategies'
import type { Upstream } from '../upstream/types'
import { escapeXml } from '../lib/xml'

/**
 * /sitemap.xml (hreflang alternates with x-default = Croatian, image entries) and /robots.txt.
 * Upstream reads are anonymous and cached in KV with CacheLong.
 */
export const sitemapRoutes = new Hono<AppEnv>()

type Slugs = Partial<Record<Locale, string>>

/** One resource available in one or both languages. */
export interface SitemapResource {
  paths: Partial<Record<Locale, string>>
  lastmod?: string
  images: string[]
}

interface SitemapEntry {
  type?: string
  id?: number | string
  slugs?: Slugs
  /** Site paths per language, when the CMS provides them (preferred). */
  paths?: Slugs
  updatedAt?: string
  images?: unknown[]
}

interface ProductRecord {
  slug?: string
  slugs?: Slugs
  media?: unknown
  updatedAt?: string
}

interface CategoryNode {
  slug?: string
  slugs?: Slugs
  image?: unknown
  children?: CategoryNode[]
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null

/** A media DTO (urls / newPath / path) or a plain URL string → URL. */
function imageUrl(media: unknown): string | null {
  if (typeof media === 'string') return media || null
  const record = asRecord(media)
  if (!record) return null
  const urls = asRecord(record['urls'])
  for (const candidate of [urls?.['large'], urls?.['fullhd'], record['newPath'], record['path'], record['url']]) {
    if (typeof candidate === 'string' && candidate) return candidate
  }
  return null
}

function slugsOf(item: { slug?: string; slugs?: Slugs }): Slugs {
  const slugs: Slugs = {}
  for (const locale of LOCALES) {
    const slug = item.slugs?.[locale]
    if (typeof slug === 'string' && slug) slugs[locale] = slug
  }
  if (!slugs.hr && typeof item.slug === 'string' && item.slug) slugs.hr = item.slug
  return slugs
}

function pathsFor(slugs: Slugs, build: (locale: Locale, slug: string) => string): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {}
  for (const locale of LOCALES) {
    const slug = slugs[locale]
    if (slug) paths[locale] = build(locale, slug)
  }
  return paths
}

const routePath = (name: RouteName) => (locale: Locale, slug: string) => buildPath(name, locale, { slug })

/** Paths the CMS built itself (home → '/' and '/en/'), when present. */
function givenPaths(entry: SitemapEntry): Partial<Record<Locale, string>> | null {
  const paths: Partial<Record<Locale, string>> = {}
  for (const locale of LOCALES) {
    const path = entry.paths?.[locale]
    if (typeof path === 'string' && path.startsWith('/')) paths[locale] = path
  }
  return paths.hr || paths.en ? paths : null
}

/** Otherwise: paths from the route manifest. */
function derivedPaths(entry: SitemapEntry, slugs: Slugs): Partial<Record<Locale, string>> {
  if (entry.type === 'event') {
    const id = entry.id !== undefined ? String(entry.id) : null
    return id
      ? { hr: buildPath('event', 'hr', { id }), en: buildPath('event', 'en', { id }) }
      : pathsFor(slugs, (locale, slug) => buildPath('event', locale, { id: slug }))
  }
  if (slugs.hr === HOME_SLUG) return { hr: buildPath('home', 'hr'), en: buildPath('home', 'en') }
  return pathsFor(slugs, (locale, slug) => pagePath(slug, locale))
}

/** A CMS entry (page, post, event) → its paths in the route manifest. */
export function entryResource(entry: SitemapEntry): SitemapResource | null {
  const slugs = slugsOf(entry)
  const images = (entry.images ?? []).map(imageUrl).filter((url): url is string => url !== null)
  const paths = givenPaths(entry) ?? derivedPaths(entry, slugs)
  if (!paths.hr && !paths.en) return null
  return { paths, images, ...(entry.updatedAt ? { lastmod: entry.updatedAt } : {}) }
}

export function productResource(record: ProductRecord): SitemapResource | null {
  const paths = pathsFor(slugsOf(record), routePath('product'))
  if (!paths.hr && !paths.en) return null
  const image = imageUrl(record.media)
  return { paths, images: image ? [image] : [], ...(record.updatedAt ? { lastmod: record.updatedAt } : {}) }
}

export function categoryResources(nodes: CategoryNode[]): SitemapResource[] {
  const out: SitemapResource[] = []
  const walk = (list: CategoryNode[]) => {
    for (const node of list) {
      const paths = pathsFor(slugsOf(node), routePath('shop'))
      const image = imageUrl(node.image)
      if (paths.hr || paths.en) out.push({ paths, images: image ? [image] : [] })
      if (Array.isArray(node.children)) walk(node.children)
    }
  }
  walk(nodes)
  return out
}

interface BlogCategory {
  slug?: string
  slugs?: Slugs
  media?: unknown
  postCount?: number
}

/** The blog's category pages (`/objave/{slug}`, `/en/blog/{slug}`); an empty category is a page with no posts, left out. */
export function blogCategoryResources(terms: BlogCategory[]): SitemapResource[] {
  return terms.flatMap((term) => {
    if (term.postCount === 0) return []
    const paths = pathsFor(slugsOf(term), routePath('blog'))
    const image = imageUrl(term.media)
    return paths.hr || paths.en ? [{ paths, images: image ? [image] : [] }] : []
  })
}

const absolute = (origin: string, path: string): string =>
  /^https?:\/\//i.test(path) ? path : origin + (path.startsWith('/') ? path : `/${path}`)

function lastmod(value: string | undefined): string | null {
  if (!value) return null
  const date = new Date(value.includes('T') || !value.includes(' ') ? value : value.replace(' ', 'T') + 'Z')
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

export function renderSitemap(origin: string, resources: SitemapResource[]): string {
  const seen = new Set<string>()
  const urls: string[] = []
  for (const resource of resources) {
    const alternates = LOCALES.filter((locale) => resource.paths[locale]).map(
      (locale) => [locale, absolute(origin, resource.paths[locale] ?? '')] as const,
    )
    const xDefault = alternates.find(([locale]) => locale === 'hr')?.[1] ?? alternates[0]?.[1]
    const links = alternates.map(
      ([locale, href]) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(href)}"/>`,
    )
    if (xDefault) links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(xDefault)}"/>`)
    const images = [...new Set(resource.images)].map(
      (image) => `    <image:image><image:loc>${escapeXml(absolute(origin, image))}</image:loc></image:image>`,
    )
    const modified = lastmod(resource.lastmod)
    for (const [, loc] of alternates) {
      if (seen.has(loc)) continue
      seen.add(loc)
      urls.push(
        [
          `  <url>`,
          `    <loc>${escapeXml(loc)}</loc>`,
          ...(modified ? [`    <lastmod>${modified}</lastmod>`] : []),
          ...links,
          ...images,
          `  </url>`,
        ].join('\n'),
      )
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
${urls.join('\n')}
</urlset>
`
}

/** Everything the sitemap lists, or null when the upstream cannot answer. */
export async function collectResources(upstream: Upstream): Promise<SitemapResource[] | null> {
  const [entries, products, categories, terms] = await Promise.all([
    upstream.json<unknown>({ method: 'GET', path: 'api/v1/sitemap/entries', cache: CacheLong }),
    upstream.json<unknown>({
      method: 'POST',
      path: 'api/v1/product/web/filter',
      body: {
        page: 1,
        limit: 10_000,
        allowUnlimited: true,
        filters: [{ key: 'archived', value: 'false' }],
        select: ['id', 'slug', 'slugs', 'media', 'updatedAt'],
      },
      cache: CacheLong,
    }),
    upstream.json<unknown>({
      method: 'POST',
      path: 'api/v1/product/web/category/filter',
      body: { tree: true, sort: { param: 'id', order: 'asc' } },
      cache: CacheLong,
    }),
    upstream.json<unknown>({
      method: 'GET',
      path: 'api/v1/term/filter',
      query: { termTypeTitles: 'category', noPaginate: 'true' },
      cache: CacheLong,
    }),
  ])
  if (!entries.ok || !products.ok || !categories.ok || !terms.ok) return null

  const entryList = Array.isArray(entries.data) ? entries.data : (asRecord(entries.data)?.['entries'] ?? [])
  const productData = asRecord(products.data)
  const productList = Array.isArray(products.data)
    ? products.data
    : (productData?.['records'] ?? productData?.['data'] ?? [])
  const categoryList = Array.isArray(categories.data) ? categories.data : (asRecord(categories.data)?.['records'] ?? [])

  const resources: SitemapResource[] = []
  const cms = (Array.isArray(entryList) ? entryList : [])
    .map((entry) => entryResource(entry as SitemapEntry))
    .filter((r): r is SitemapResource => r !== null)
  if (!cms.some((resource) => resource.paths.hr === '/'))
    resources.push({ paths: { hr: buildPath('home', 'hr'), en: buildPath('home', 'en') }, images: [] })
  resources.push(...cms)
  resources.push({ paths: { hr: buildPath('shop', 'hr'), en: buildPath('shop', 'en') }, images: [] })
  resources.push({ paths: { hr: buildPath('blog', 'hr'), en: buildPath('blog', 'en') }, images: [] })
  const blogCategories = asRecord(terms.data)?.['categories']
  resources.push(...blogCategoryResources(Array.isArray(blogCategories) ? (blogCategories as BlogCategory[]) : []))
  resources.push(...categoryResources(Array.isArray(categoryList) ? (categoryList as CategoryNode[]) : []))
  for (const record of Array.isArray(productList) ? productList : []) {
    const resource = productResource(record as ProductRecord)
    if (resource) resources.push(resource)
  }
  return resources
}

sitemapRoutes.get('/sitemap.xml', async (c) => {
  const upstream = createUpstream(c.env, c.executionCtx, { locale: 'hr', accessToken: null, signal: c.req.raw.signal })
  const resources = await collectResources(upstream)
  if (!resources) {
    return c.text('Sitemap temporarily unavailable.', 503, { 'Retry-After': '300', 'Cache-Control': 'no-store' })
  }
  return c.body(renderSitemap(siteOrigin(c.env.PUBLIC_ORIGIN, c.req.url), resources), 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  })
})

/** robots.txt: the API and the routes the manifest marks `robots: 'disallow'` (both languages). */
export function robotsTxt(origin: string): string {
  const disallow = new Set<string>(['/api/', ...disallowedPaths()])
  return [
    'User-agent: *',
    'Allow: /',
    ...[...disallow].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

sitemapRoutes.get('/robots.txt', (c) =>
  c.text(robotsTxt(siteOrigin(c.env.PUBLIC_ORIGIN, c.req.url)), 200, { 'Cache-Control': 'public, max-age=86400' }),
)
