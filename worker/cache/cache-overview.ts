import type { Bindings } from '../env'
import type { CacheOverview, CachedFamily, CachedPage, PurgeRecord } from '../../contract/dto/cache'
import type { Locale } from '../../contract/locales'
import { getCacheVersion } from './version'
import { listKeys } from './kv-keys'

/**
 * What the admin's cache view shows (issue 15/16): the cached pages by language and path, the
 * cached upstream answers by family, and the recent purges (a short log in KV).
 */

const LOG_KEY = 'cache:purge-log'
const LOG_LENGTH = 30
/** The overview reads at most this many keys of each kind (a dev and admin view, not an export). */
const MAX_KEYS = 5000

type CacheEnv = Pick<Bindings, 'CACHE'>

/** `page:v3:<build>:<host>:en:/en/about?page=2` → `en`, `/en/about`. */
export const PAGE_KEY_PATH = /:(hr|en):(\/[^?]*)/

/** `up:v3:GET:api/v1/post/get/12:<hash>:hr:1` → `GET api/v1/post/get/{id}`. */
export function familyOf(key: string): string | null {
  const match = /^up:v\d+:([A-Z]+):(.+):[0-9a-f]{8,}:(?:hr|en):[^:]*$/.exec(key)
  if (!match) return null
  return `${match[1]} ${(match[2] ?? '').replace(/\/\d+(?=\/|$|\?)/g, '/{id}')}`
}

export async function readPurgeLog(env: CacheEnv): Promise<PurgeRecord[]> {
  return (await env.CACHE.get<PurgeRecord[]>(LOG_KEY, 'json').catch(() => null)) ?? []
}

/** Adds a purge to the log (newest first; a lost entry under a race is acceptable for a log). */
export async function recordPurge(env: CacheEnv, record: Omit<PurgeRecord, 'at'>): Promise<void> {
  const log = await readPurgeLog(env)
  await env.CACHE.put(
    LOG_KEY,
    JSON.stringify([{ ...record, at: new Date().toISOString() }, ...log].slice(0, LOG_LENGTH)),
  )
}

/** The purged page keys as language + path (variants of one path once). */
export function pathsOf(pageKeys: readonly string[]): PurgeRecord['paths'] {
  const seen = new Map<string, { locale: Locale; path: string }>()
  for (const key of pageKeys) {
    const match = PAGE_KEY_PATH.exec(key)
    if (match) seen.set(`${match[1]}:${match[2]}`, { locale: match[1] as Locale, path: match[2] ?? '' })
  }
  return [...seen.values()]
}

/** The cache view's page size (the admin lists' size). */
export const CACHED_PAGES_PER_PAGE = 25

/** Which page of the cached pages, and the text their path must hold (any case). */
export interface OverviewQuery {
  page: number
  q: string
}

export async function cacheOverview(env: CacheEnv, query: OverviewQuery = { page: 1, q: '' }): Promise<CacheOverview> {
  const version = await getCacheVersion(env.CACHE)
  const [pageKeys, upstreamKeys, purges] = await Promise.all([
    listKeys(env.CACHE, `page:v${version}:`, undefined, MAX_KEYS),
    listKeys(env.CACHE, `up:v${version}:`, undefined, MAX_KEYS),
    readPurgeLog(env),
  ])
  const older = (a: number | null, b: number | undefined): number | null =>
    b === undefined ? a : a === null ? b : Math.min(a, b)
  const pages = new Map<string, CachedPage>()
  for (const key of pageKeys.names) {
    const match = PAGE_KEY_PATH.exec(key)
    if (!match) continue
    const id = `${match[1]}:${match[2]}`
    const page = pages.get(id) ?? { locale: match[1] as Locale, path: match[2] ?? '', variants: 0, oldestAt: null }
    page.variants += 1
    page.oldestAt = older(page.oldestAt, pageKeys.storedAt.get(key))
    pages.set(id, page)
  }
  const families = new Map<string, CachedFamily>()
  for (const key of upstreamKeys.names) {
    const name = familyOf(key)
    if (!name) continue
    const family = families.get(name) ?? { family: name, entries: 0, oldestAt: null }
    family.entries += 1
    family.oldestAt = older(family.oldestAt, upstreamKeys.storedAt.get(key))
    families.set(name, family)
  }
  const needle = query.q.toLowerCase()
  const matching = [...pages.values()]
    .filter((page) => page.path.toLowerCase().includes(needle))
    .sort((a, b) => a.path.localeCompare(b.path) || a.locale.localeCompare(b.locale))
  const lastPage = Math.max(1, Math.ceil(matching.length / CACHED_PAGES_PER_PAGE))
  const page = Math.min(query.page, lastPage)
  return {
    version,
    pages: {
      data: matching.slice((page - 1) * CACHED_PAGES_PER_PAGE, page * CACHED_PAGES_PER_PAGE),
      page,
      perPage: CACHED_PAGES_PER_PAGE,
      limit: CACHED_PAGES_PER_PAGE,
      total: matching.length,
      lastPage,
    },
    families: [...families.values()].sort((a, b) => b.entries - a.entries || a.family.localeCompare(b.family)),
    purges,
    truncated: pageKeys.truncated || upstreamKeys.truncated,
  }
}
