import * as v from 'valibot'

/**
 * A D1 session bookmark as D1 hands them out (`withSession(...).getBookmark()`): four lowercase hex
 * fields, `00000000-0000003f-00000000-<32 hex>`. Anything else a cookie or header carries (forged,
 * cut short, oversized) is not a bookmark: the caller starts a session without one.
 */
export const DatabaseBookmarkSchema = v.pipe(
  v.string(),
  v.maxLength(64),
  v.regex(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/),
)

/** The bookmark in `value`, or null when it is missing or not of D1's shape. */
export function parseDatabaseBookmark(value: unknown): string | null {
  const parsed = v.safeParse(DatabaseBookmarkSchema, value)
  return parsed.success ? parsed.output : null
}

/**
 * The later of two bookmarks. Their fields are fixed-width hex, so the later position sorts last
 * (workerd's own session keeps the greater of its bookmarks the same way).
 */
export function laterBookmark(a: string | null, b: string | null): string | null {
  if (a === null) return b
  if (b === null) return a
  return b > a ? b : a
}
