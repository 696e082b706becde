import type { Bindings } from '../env'
import type { PagePublished } from '../../contract/dto/page-draft'
import { LOCALES } from '../../contract/locales'
import { upstreamEntryKey } from '../upstream/client'
import { getCacheVersion } from './version'
import { normalisePageUrl } from './page-cache'

/** `page:v3:<build>:<host>:en:/en/about?page=2` → `/en/about` (the host may carry a port). */
const KEY_PATH = /:(?:hr|en):(\/[^?]*)/

/**
 * The exact purge after a page is published (issue 15): the cached HTML of the published pages in
 * both languages (every host, every query variant; with the pages showing a master component it
 * changed) and the cached upstream answers they are rendered from — nothing else,
 * so the rest of the site stays warm. Answers what was removed.
 */
export async function purgePublishedPage(env: Pick<Bindings, 'CACHE' | 'STORE_ID'>, published: PagePublished): Promise<{ pages: string[]; entries: number }> {
  const targets = new Set(published.paths.map((path) => normalisePageUrl(new URL(path, 'https://izlog.invalid'))))
  const prefix = `page:v${await getCacheVersion(env.CACHE)}:`
  const pages: string[] = []
  let cursor: string | undefined
  do {
    const list = await env.CACHE.list({ prefix, cursor })
    for (const { name } of list.keys) {
      const path = KEY_PATH.exec(name)?.[1]
      if (path !== undefined && targets.has(path)) pages.push(name)
    }
    cursor = list.list_complete ? undefined : list.cursor
  } while (cursor)

  // The server renders with a query object; the browser's calls come through the proxy with the query in the path.
  const reads = [
    ...published.slugs.map((slug) => ({ method: 'GET' as const, path: 'api/v1/finder/decide', query: { slug } })),
    ...published.slugs.map((slug) => ({ method: 'GET' as const, path: `api/v1/finder/decide?${new URLSearchParams({ slug }).toString()}` })),
    ...published.postIds.map((postId) => ({ method: 'GET' as const, path: `api/v1/post/get/${postId}` })),
  ]
  const entries = await Promise.all(LOCALES.flatMap((locale) => reads.map((req) => upstreamEntryKey(env, { ...req, body: undefined }, locale))))
  await Promise.all([...pages, ...entries].map((key) => env.CACHE.delete(key)))
  return { pages, entries: entries.length }
}
