import { LANGUAGE_CODE, type Locale } from '../../contract/locales'
import { ApiError, type ApiFetch } from '../../contract/api'
import { envelopeError, withQuery } from './api-query'

/**
 * The browser's ApiFetch: same-origin `fetch('/' + path)` through the edge proxy (which adds the
 * apiKey/site/store/accessToken headers server-side; tokens never reach JavaScript). Sends the
 * page's language as the SPEC `language` header. Returns the envelope's `data`; HTTP errors throw
 * `ApiError(status, message, code)`, a network failure `ApiError(0, ...)`.
 */
export function createBrowserApi(locale: Locale): ApiFetch {
  return async <T,>(request: Parameters<ApiFetch>[0]): Promise<T> => {
    const headers: Record<string, string> = { Accept: 'application/json', language: LANGUAGE_CODE[locale] }
    let body: BodyInit | undefined
    if (request.body instanceof FormData) body = request.body
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(request.body)
    }
    let response: Response
    try {
      response = await fetch('/' + withQuery(request.path, request.query), { method: request.method, headers, body, credentials: 'same-origin' })
    } catch (error) {
      throw new ApiError(0, error instanceof Error ? error.message : 'Network error')
    }
    const text = await response.text()
    let parsed: unknown = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      parsed = null
    }
    if (!response.ok) {
      const { message, code } = envelopeError(parsed, response.statusText || `HTTP ${response.status}`)
      throw new ApiError(response.status, message, code)
    }
    if (typeof parsed === 'object' && parsed !== null && 'data' in parsed) return (parsed as { data: T }).data
    return parsed as T
  }
}
