import type { Locale } from '../locales'
import type { LastPagePage } from './cms'

/** `oldestAt`: when the oldest cached copy was stored (ms; null when unknown). */
export interface CachedPage {
  locale: Locale
  path: string
  variants: number
  oldestAt: number | null
}

export interface CachedFamily {
  family: string
  entries: number
  oldestAt: number | null
}

/** A purge of the edge caches (edit mode's Publish, a layout change, staff's purge). */
export interface PurgeRecord {
  at: string
  kind: 'page' | 'layout' | 'all' | 'family' | 'moderation' | 'redirect'
  /** The purged pages' paths, by language (empty for 'all': a new cache generation). */
  paths: Array<{ locale: Locale; path: string }>
  /** Cached upstream answers removed with them. */
  entries: number
  /** What it was for: the page's path, the layout's languages, the family. */
  subject: string
}

/** GET /api/admin/cache?page=&q=: what the edge has cached now, and the recent purges. */
export interface CacheOverview {
  version: number
  /** One page of the cached pages (`?page=`), those whose path holds `?q=`, by path. */
  pages: LastPagePage<CachedPage>
  families: CachedFamily[]
  purges: PurgeRecord[]
  /** More keys than the overview reads (the lists are the first part). */
  truncated: boolean
}
