import { LANGUAGE_CODE, type Locale } from '../../contract/locales'
import { ApiError, type ApiFetch, type FailedRequest } from '../../contract/api'
import { envelopeError, withQuery } from './api-query'

/**
 * The browser's ApiFetch: same-origin `fetch('/' + path)` through the edge proxy (which adds the
 * apiKey/site/store/accessToken headers server-side; tokens never reach JavaScript). Sends the
 * page's language as the SPEC `language` header. Returns the envelope's `data`; HTTP errors throw
 * `ApiError(status, message, code)`, a network failure `ApiError(0, ...)`.
 */
export function createBrowserApi(locale: Locale): ApiFetch {
  return async <T>(request: Parameters<ApiFetch>[0]): Promise<T> => {
    const headers: Record<string, string> = { Accept: 'application/json', language: LANGUAGE_CODE[locale] }
    let body: BodyInit | undefined
    if (request.body instanceof FormData) body = request.body
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(request.body)
    }
    const url = '/' + withQuery(request.path, request.query)
    const sent: FailedRequest = {
      method: request.method,
      url,
      headers,
      body: typeof body === 'string' ? maskSecrets(request.body) : null,
    }
    let response: Response
    try {
      response = await fetch(url, { method: request.method, headers, body, credentials: 'same-origin' })
    } catch (error) {
      throw new ApiError(0, error instanceof Error ? error.message : 'Network error', undefined, sent)
    }
    const text = await response.text()
    let parsed: unknown = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      parsed = null
    }
    if (!response.ok) {
      const { message, code, field } = envelopeError(parsed, response.statusText || `HTTP ${response.status}`)
      throw new ApiError(response.status, message, code, sent, field)
    }
    if (!request.envelope && typeof parsed === 'object' && parsed !== null && 'data' in parsed)
      return (parsed as { data: T }).data
    return parsed as T
  }
}

const SECRET_FIELD = /pass|token|secret|card|cvc|cvv|iban/i

/** The body as JSON with every secret-looking field masked, so a copied command never carries a password. */
export function maskSecrets(body: unknown): string {
  return JSON.stringify(body, (key, value: unknown) =>
    key && SECRET_FIELD.test(key) && typeof value !== 'object' ? '***' : value,
  )
}
