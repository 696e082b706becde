/**
 * The one way the edge (SSR loaders, the /api proxy, the sitemap) talks to the upstream API,
 * whether that is the embedded backend (in-process) or an external API at UPSTREAM_URL.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Named cache strategies for public reads (seconds). */
export interface CacheStrategy {
  /** Served from KV without revalidation while younger than this. */
  maxAge: number
  /** After maxAge, served stale while a background refresh runs, up to this much longer. */
  staleWhileRevalidate: number
  /** When the upstream fails, a cached copy up to this old is still served. */
  staleIfError: number
}

export interface UpstreamRequest {
  method: HttpMethod
  /** Path relative to the API root, e.g. 'api/v1/product/web/filter' or 'api/v2/cart/getCart'. */
  path: string
  query?: Record<string, string | number | boolean | undefined | null>
  body?: unknown
  /** Omit (or null) for personal calls: they are never cached. */
  cache?: CacheStrategy | null
  /** Extra headers (e.g. the refresh token header for api/v1/refresh). */
  headers?: Record<string, string>
  /** Overrides the client's deadline for this call (e.g. a streamed upload). */
  timeoutMs?: number
  /**
   * The answer's `html` is a payment provider's form, not CMS HTML: it skips the CMS sanitiser and
   * the caller turns it into a checked structure (worker/routes/payment-form.ts).
   */
  providerHtml?: boolean
}

export interface UpstreamError {
  status: number
  message: string
  code?: string
  /** Seconds to wait before trying again (429 answers). */
  retryAfter?: number
  /** What the code's text is filled with (the embedded backend answers codes, the edge the texts). */
  params?: Record<string, string | number>
}

export type UpstreamResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: UpstreamError }

export interface Upstream {
  /** The embedded backend (UPSTREAM_URL empty), dispatched in-process: izlog's own calls beyond SPEC are there. */
  readonly embedded: boolean
  /** Raw response (the proxy streams it to the browser as is). */
  fetch(req: UpstreamRequest): Promise<Response>
  /** Parsed JSON envelope: `data` of a 2xx body, or the normalised error. Never throws for HTTP errors. */
  json<T>(req: UpstreamRequest): Promise<UpstreamResult<T>>
}
