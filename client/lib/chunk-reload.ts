/** SPEC §9 chunk-reload guard: a failed dynamic import reloads the page at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
const STORAGE_KEY = 'izlog_chunk_reload_at'

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk [\w-]+ failed/i

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message))
}

/**
 * Reloads the document unless it already did so within the guard window (then returns false and
 * the caller shows the error page). `now` and `storage` are injectable for tests.
 */
export function reloadForChunkError(
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage(),
): boolean {
  const last = Number(storage?.getItem(STORAGE_KEY) ?? 0)
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false
  storage?.setItem(STORAGE_KEY, String(now))
  if (typeof location !== 'undefined') location.reload()
  return true
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}
