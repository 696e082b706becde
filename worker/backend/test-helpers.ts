import { env } from 'cloudflare:test'
import { backendApp } from './app'

/**
 * Test helpers: call the embedded backend in-process against the real local D1/R2 bindings.
 * Only imported by *.test.ts files.
 */
export interface BackendJson<T> {
  data?: T
  statusCode?: number
  code?: string
  message?: string
  field?: string | null
  /** What the edge fills the refusal code's text with. */
  params?: Record<string, string | number>
}

export interface BackendResult<T> {
  status: number
  headers: Headers
  json: BackendJson<T>
}

export interface CallOptions {
  /** JSON-serialised unless it is FormData (multipart) or a string. */
  body?: unknown
  /** Sent as the `accessToken` header. */
  token?: string
  /** 'hr' | 'en' | 'hrv' | 'eng' ... sent as the `language` header. */
  language?: string
  headers?: Record<string, string>
  /** Omit the apiKey header (to test its absence). */
  noApiKey?: boolean
  /** Vars overridden for this call (e.g. ENVIRONMENT=production). */
  env?: Partial<Env>
}

export async function callBackendRaw(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers)
  if (!options.noApiKey && !headers.has('apiKey')) headers.set('apiKey', env.API_KEY)
  if (options.token) headers.set('accessToken', options.token)
  if (options.language) headers.set('language', options.language)
  let body: BodyInit | undefined
  if (options.body instanceof FormData || typeof options.body === 'string') body = options.body
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  }
  return backendApp.request(path, { method, headers, body }, { ...env, ...options.env })
}

export async function callBackend<T = unknown>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<BackendResult<T>> {
  const res = await callBackendRaw(method, path, options)
  const text = await res.text()
  let json: BackendJson<T> = {}
  if (text) {
    try {
      json = JSON.parse(text) as BackendJson<T>
    } catch {
      json = { message: text }
    }
  }
  return { status: res.status, headers: res.headers, json }
}

/** A fresh, unique e-mail for tests (storage may be shared between test files). */
export const uniqueEmail = (prefix = 'test'): string => `${prefix}-${crypto.randomUUID().slice(0, 12)}@example.com`

export interface TestTokens {
  accessToken: string
  refreshToken: string
}

/** Logs in and returns the tokens; throws when login fails. */
export async function loginAs(username: string, password: string): Promise<TestTokens> {
  const res = await callBackend<{ tokens: TestTokens }>('POST', '/api/v1/login', { body: { username, password } })
  if (res.status !== 200 || !res.json.data)
    throw new Error(`login failed for ${username}: ${res.status} ${res.json.message ?? ''}`)
  return res.json.data.tokens
}

/** The seeded accounts (seed/core.ts). */
export const SEEDED = {
  admin: { email: 'admin@izlog.hr', password: 'izlog-admin-2026' },
  customer: { email: 'kupac@izlog.hr', password: 'izlog-kupac-2026' },
} as const

/** The newest outbox e-mail to `recipient` (what a mailbox would receive), or null. */
export async function latestEmailTo(recipient: string): Promise<{
  id: number
  kind: string
  locale: string
  subject: string
  html: string
  text: string
  status: string
} | null> {
  return env.DB.prepare(
    'SELECT id, kind, locale, subject, html, text, status FROM email_outbox WHERE lower(recipient) = lower(?) ORDER BY id DESC LIMIT 1',
  )
    .bind(recipient)
    .first()
}

/** The seeded checkout's required consents (seed/cms-data/site.ts): an order is refused without them. */
export const CHECKOUT_CONSENTS = ['terms-of-sale', 'privacy'] as const

/** The seeded register form's required consent (seed/cms-data/site.ts): registering is refused without it. */
export const REGISTER_CONSENTS = ['privacy'] as const

/** A client address of its own, so a test's throttled calls never share a budget with another test's. */
export const uniqueClientAddress = (): string => `test-${crypto.randomUUID()}`

/** A membership card issued to `email` (only that account may claim it itself); answers its barcode. */
export async function issueTestCard(email: string | null): Promise<string> {
  const barcode = `T${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`
  await env.DB.prepare(
    "INSERT INTO membership_cards (barcode, holder_name, active, valid_until, issued_to_email) VALUES (?, 'Test', 1, NULL, ?)",
  )
    .bind(barcode, email)
    .run()
  return barcode
}
