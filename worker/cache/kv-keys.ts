/** What the caches store with each key (read back by a list, without reading the value). */
export interface StoredMetadata {
  /** When the copy was stored (ms since the epoch). */
  at: number
}

const storedAt = (metadata: unknown): number | null =>
  metadata !== null && typeof metadata === 'object' && typeof (metadata as { at?: unknown }).at === 'number'
    ? (metadata as StoredMetadata).at
    : null

/**
 * The keys under `prefix` that `keep` selects (KV lists a thousand at a time), at most `max`
 * listed; `truncated` says when there were more; `storedAt` has each kept key's store time.
 */
export async function listKeys(
  kv: KVNamespace,
  prefix: string,
  keep: (name: string) => boolean = () => true,
  max = Infinity,
): Promise<{ names: string[]; truncated: boolean; storedAt: Map<string, number> }> {
  const names: string[] = []
  const stored = new Map<string, number>()
  let cursor: string | undefined
  do {
    const list = await kv.list({ prefix, cursor })
    for (const { name, metadata } of list.keys) {
      if (!keep(name)) continue
      names.push(name)
      const at = storedAt(metadata)
      if (at !== null) stored.set(name, at)
    }
    cursor = list.list_complete ? undefined : list.cursor
  } while (cursor && names.length < max)
  return { names, truncated: cursor !== undefined, storedAt: stored }
}
