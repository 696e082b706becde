import type { CacheName } from '../../contract/api'
import type { CacheStrategy } from './types'

/**
 * Named cache strategies for public upstream reads (seconds), reused everywhere instead of
 * ad-hoc numbers (Hydrogen style).
 */
export const CacheShort: CacheStrategy = { maxAge: 60, staleWhileRevalidate: 300, staleIfError: 86_400 }
export const CacheLong: CacheStrategy = { maxAge: 3_600, staleWhileRevalidate: 86_400, staleIfError: 604_800 }
/** Personal or write calls: never cached. */
export const CacheNone = null

/** An endpoint row's `CacheName` (contract/endpoints) → the strategy the edge applies. */
export const CACHE_STRATEGIES: Record<CacheName, CacheStrategy | null> = {
  short: CacheShort,
  long: CacheLong,
  none: CacheNone,
}

/** `cache` of an `ApiRequest` → strategy (default 'none'). */
export function cacheStrategy(name: CacheName | undefined): CacheStrategy | null {
  return CACHE_STRATEGIES[name ?? 'none']
}
