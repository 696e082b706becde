import type { ApiRequest } from '../../contract/api'

/** `path` + encoded query string (undefined / null values dropped). */
export function withQuery(path: string, query: ApiRequest['query']): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    params.append(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path
}

function field(source: unknown, key: string): unknown {
  return typeof source === 'object' && source !== null && key in source
    ? (source as Record<string, unknown>)[key]
    : undefined
}

/**
 * The message of an error envelope (SPEC §8 generic handler): error.code, error.payload.message,
 * error.message, message, data.errorMessage — first non-empty string wins.
 */
export function envelopeError(body: unknown, fallback: string): { message: string; code?: string; field?: string } {
  const error = field(body, 'error')
  const candidates = [
    field(field(error, 'payload'), 'message'),
    field(error, 'message'),
    field(body, 'message'),
    field(field(body, 'data'), 'errorMessage'),
  ]
  const message =
    candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '') ?? fallback
  const code = [field(error, 'code'), field(body, 'code')].find(
    (value): value is string => typeof value === 'string' && value !== '',
  )
  const input = field(body, 'field')
  return {
    message,
    ...(code === undefined ? {} : { code }),
    ...(typeof input === 'string' && input !== '' ? { field: input } : {}),
  }
}
