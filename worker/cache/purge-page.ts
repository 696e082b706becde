import type { Bindings } from '../env'
import type { PagePublished } from '../../contract/dto/page-draft'
import { LOCALES, type Locale } from '../../contract/locales'
import { upstreamEntryKey } from '../upstream/client'
import { buildPath } from '../../contract/routes'
import { getCacheVersion } from './version'
import { deletePages, normalisePageUrl } from './page-cache'
import { PAGE_KEY_PATH, familyOf } from './cache-overview'
import { listKeys } from './kv-keys'

type PurgeEnv = Pick<Bindings, 'CACHE' | 'STORE_ID'>

/** The cached pages whose language and path `keep` selects. */
async function pageKeys(env: PurgeEnv, keep: (locale: Locale, path: string) => boolean): Promise<string[]> {
  const { names } = await listKeys(env.CACHE, `page:v${await getCacheVersion(env.CACHE)}:`, (name) => {
    const match = PAGE_KEY_PATH.exec(name)
    return match !== null && keep(match[1] as Locale, match[2] ?? '')
  })
  return names
}

/** What a change of posts or pages shows on: their paths and slugs in both languages, their ids, and whether lists show them. */
export type PagePurge = Pick<PagePublished, 'paths' | 'slugs' | 'postIds' | 'listsChanged'> & {
  /** Every cached page goes (a blog post's change whose listing pages the edge cannot name). */
  everyPage?: boolean
}

/**
 * The exact purge after a page is published (issue 15): the cached HTML of the published pages in
 * both languages (every host, every query variant; with the pages showing a master component it
 * changed) and the cached upstream answers they are rendered from — nothing else,
 * so the rest of the site stays warm. Answers what was removed.
 */
export async function purgePublishedPage(
  env: PurgeEnv,
  published: PagePurge,
): Promise<{ pages: string[]; entries: number }> {
  const targets = new Set(published.paths.map((path) => normalisePageUrl(new URL(path, 'https://izlog.invalid'))))
  // A blog post's change also shows in the blog's lists (every category and page of them).
  const blog = LOCALES.map((locale) => buildPath('blog', locale))
  const inBlog = (path: string) => blog.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  const pages = await pageKeys(
    env,
    (_locale, path) => published.everyPage === true || targets.has(path) || (published.listsChanged && inBlog(path)),
  )
  const lists = published.listsChanged
    ? (await listKeys(env.CACHE, `up:v${await getCacheVersion(env.CACHE)}:POST:api/v1/post/filterStandard:`)).names
    : []

  // The server renders with a query object; the browser's calls come through the proxy with the query in the path.
  const reads = [
    ...published.slugs.map((slug) => ({ method: 'GET' as const, path: 'api/v1/finder/decide', query: { slug } })),
    ...published.slugs.map((slug) => ({
      method: 'GET' as const,
      path: `api/v1/finder/decide?${new URLSearchParams({ slug }).toString()}`,
    })),
    ...published.postIds.map((postId) => ({ method: 'GET' as const, path: `api/v1/post/get/${postId}` })),
  ]
  const entries = await Promise.all(
    LOCALES.flatMap((locale) => reads.map((req) => upstreamEntryKey(env, { ...req, body: undefined }, locale))),
  )
  await Promise.all([deletePages(env.CACHE, pages), ...[...entries, ...lists].map((key) => env.CACHE.delete(key))])
  return { pages, entries: entries.length + lists.length }
}

/** The layout's reads (worker/upstream/cache.ts keys: `up:v<version>:<method>:<path>:<hash>:<locale>:<store>`). */
const LAYOUT_READS = ['POST:api/v1/element/getByHandlers:', 'GET:api/v1/navigation/tree/'] as const

/**
 * The purge after a layout element or a footer menu changed (issue 15): every page uses the
 * layout, so every cached page of those languages goes, with the cached layout reads — and
 * nothing else (product, post and category answers stay warm).
 */
export async function purgeLayout(
  env: PurgeEnv,
  locales: readonly Locale[],
): Promise<{ pages: string[]; entries: number }> {
  const version = await getCacheVersion(env.CACHE)
  const pages = await pageKeys(env, (locale) => locales.includes(locale))
  const ofLocales = (name: string) => locales.some((locale) => name.endsWith(`:${locale}:${env.STORE_ID}`))
  const entries = (
    await Promise.all(
      LAYOUT_READS.map(async (read) => (await listKeys(env.CACHE, `up:v${version}:${read}`, ofLocales)).names),
    )
  ).flat()
  await Promise.all([deletePages(env.CACHE, pages), ...entries.map((key) => env.CACHE.delete(key))])
  return { pages, entries: entries.length }
}

/** One page's cached copies (every host and query variant), by its path in one language: the admin's cache view. */
export async function purgePagePath(env: PurgeEnv, path: string): Promise<string[]> {
  const target = normalisePageUrl(new URL(path, 'https://izlog.invalid'))
  const pages = await pageKeys(env, (_locale, cached) => cached === target)
  await deletePages(env.CACHE, pages)
  return pages
}

/** Every cached upstream answer of one family (`GET api/v1/post/get/{id}`): the admin's cache view. */
export async function purgeFamily(env: PurgeEnv, family: string): Promise<number> {
  const { names: entries } = await listKeys(
    env.CACHE,
    `up:v${await getCacheVersion(env.CACHE)}:`,
    (name) => familyOf(name) === family,
  )
  await Promise.all(entries.map((key) => env.CACHE.delete(key)))
  return entries.length
}

/**
 * After a review or comment is approved, rejected or deleted (issue 16): the product's or post's
 * pages in both languages, its cached product answers (by either language's slug) and the cached
 * comment lists — the rest of the site stays warm.
 */
export async function purgeModerated(
  env: PurgeEnv,
  target: { paths: readonly string[]; productSlugs: readonly string[] },
): Promise<{ pages: string[]; entries: number }> {
  const targets = new Set(target.paths.map((path) => normalisePageUrl(new URL(path, 'https://izlog.invalid'))))
  const pages = await pageKeys(env, (_locale, path) => targets.has(path))
  const reads = target.productSlugs.flatMap((slug) => [
    { method: 'GET' as const, path: 'api/v1/product/web/get', query: { slug } },
    { method: 'GET' as const, path: `api/v1/product/web/get?${new URLSearchParams({ slug }).toString()}` },
  ])
  const products = await Promise.all(
    LOCALES.flatMap((locale) => reads.map((req) => upstreamEntryKey(env, { ...req, body: undefined }, locale))),
  )
  const { names: lists } = await listKeys(
    env.CACHE,
    `up:v${await getCacheVersion(env.CACHE)}:POST:api/v1/comment/filterStandard:`,
  )
  await Promise.all([deletePages(env.CACHE, pages), ...[...products, ...lists].map((key) => env.CACHE.delete(key))])
  return { pages, entries: products.length + lists.length }
}
