/**
 * How React code reads the API. On the server the fetcher is backed by the edge's upstream
 * client (with KV cache strategies); in the browser by same-origin `fetch('/api/...')` through
 * the edge proxy. Components never know which. Results are the `data` of the envelope; HTTP
 * errors throw `ApiError` with the server's message (SPEC §8 generic handler).
 */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Named cache policies of the endpoint table's rows (the edge maps them to KV strategies). */
export type CacheName = 'short' | 'long' | 'none'

export interface ApiRequest {
  method: ApiMethod
  /** e.g. 'api/v1/post/filterStandard' (no leading slash). */
  path: string
  query?: Record<string, string | number | boolean | undefined | null>
  body?: unknown
  /** Answer the whole JSON envelope (`{ data, ...what the edge adds beside it }`) instead of its `data`. */
  envelope?: boolean
}

/** The request a failed call made, as the browser sent it (for the developer's curl toast). */
export interface FailedRequest {
  method: string
  /** Path and query, from the site root. */
  url: string
  headers: Record<string, string>
  /** The JSON body with secrets masked (null: none, or not JSON). */
  body: string | null
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly request?: FailedRequest,
    /** The input the error is about (the envelope's `field`), for the page to mark or restore. */
    readonly field?: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export type ApiFetch = <T>(request: ApiRequest) => Promise<T>
