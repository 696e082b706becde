import type { Locale } from '../locales'

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

/** GET /api/admin/cache: what the edge has cached now, and the recent purges. */
export interface CacheOverview {
  version: number
  /** `oldestAt`: when the oldest cached copy was stored (ms; null when unknown). */
  pages: Array<{ locale: Locale; path: string; variants: number; oldestAt: number | null }>
  families: Array<{ family: string; entries: number; oldestAt: number | null }>
  purges: PurgeRecord[]
  /** More keys than the overview reads (the lists are the first part). */
  truncated: boolean
}
