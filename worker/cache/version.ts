/**
 * The cache generation shared by the upstream KV cache and the page cache. Every key embeds it;
 * purging = bumping it (old keys simply expire). Read from KV at most once per few seconds per
 * isolate; a bump in this isolate is visible at once, other isolates see it within MEMO_MS.
 */
export const VERSION_KEY = 'cache:version'
const MEMO_MS = 5_000

let memo: { value: number; readAt: number } | null = null

function parseVersion(raw: string | null): number {
  const n = Number(raw)
  return Number.isInteger(n) && n > 0 ? n : 1
}

export async function getCacheVersion(kv: KVNamespace): Promise<number> {
  const now = Date.now()
  if (memo && now - memo.readAt < MEMO_MS) return memo.value
  try {
    const value = parseVersion(await kv.get(VERSION_KEY))
    memo = { value, readAt: now }
    return value
  } catch {
    // KV is a cache: when it fails, keep the last known generation.
    return memo?.value ?? 1
  }
}

/** Starts a new cache generation; returns it. */
export async function bumpCacheVersion(kv: KVNamespace): Promise<number> {
  const current = parseVersion(await kv.get(VERSION_KEY))
  const next = Math.max(current, memo?.value ?? 1) + 1
  await kv.put(VERSION_KEY, String(next))
  memo = { value: next, readAt: Date.now() }
  return next
}
