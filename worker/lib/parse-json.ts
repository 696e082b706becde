/**
 * JSON stored as text (D1 columns, configuration variables): a missing, empty or malformed text
 * gives the fallback instead of throwing. The one parser of the edge and the backend.
 */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

/** A JSON array, or [] for anything else. */
export function parseJsonArray(text: string | null | undefined): unknown[] {
  const value = parseJson<unknown>(text, [])
  return Array.isArray(value) ? value : []
}

/** A JSON object (not an array), or {} for anything else. */
export function parseJsonObject(text: string | null | undefined): Record<string, unknown> {
  const value = parseJson<unknown>(text, {})
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}
