/**
 * The keys under `prefix` that `keep` selects (KV lists a thousand at a time), at most `max`
 * listed; `truncated` says when there were more.
 */
export async function listKeys(kv: KVNamespace, prefix: string, keep: (name: string) => boolean = () => true, max = Infinity): Promise<{ names: string[]; truncated: boolean }> {
  const names: string[] = []
  let cursor: string | undefined
  do {
    const list = await kv.list({ prefix, cursor })
    for (const { name } of list.keys) if (keep(name)) names.push(name)
    cursor = list.list_complete ? undefined : list.cursor
  } while (cursor && names.length < max)
  return { names, truncated: cursor !== undefined }
}
