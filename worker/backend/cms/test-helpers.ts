import { env } from 'cloudflare:test'
import { signAccessToken } from '../../lib/tokens'
import { backendApp } from '../app'

/** Test helpers: call the embedded backend in-process with the SPEC §7 headers. */
export interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  body?: unknown
  lang?: 'hr' | 'en'
  token?: string | null
}

export interface CallResult<T = unknown> {
  status: number
  json: { data: T; message?: string; code?: string; statusCode?: number }
}

export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { apiKey: env.API_KEY, language: options.lang === 'en' ? 'eng' : 'hrv' }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers['accessToken'] = options.token
  const res = await backendApp.request(
    path,
    {
      method: options.method ?? (options.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    },
    env,
  )
  return { status: res.status, json: (await res.json()) as CallResult<T>['json'] }
}

/** A signed access token for a user row found by e-mail (seeded by the core engineer). */
export async function tokenFor(email: string): Promise<string> {
  const user = await env.DB.prepare(
    'SELECT id, email, first_name, last_name, is_backoffice_user FROM users WHERE email = ?',
  )
    .bind(email)
    .first<{ id: number; email: string; first_name: string; last_name: string; is_backoffice_user: number }>()
  if (!user) throw new Error(`test user ${email} not seeded`)
  return signAccessToken(env, {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    isBackofficeUser: user.is_backoffice_user === 1,
  })
}

/** Inserts a fresh customer (unique e-mail) and returns its id and token. */
export async function freshCustomer(prefix = 'cms'): Promise<{ id: number; token: string; email: string }> {
  const email = `${prefix}-${crypto.randomUUID()}@test.izlog.hr`
  const row = await env.DB.prepare(
    "INSERT INTO users (email, username, password_hash, password_salt, password_iterations, first_name, last_name, email_verified) VALUES (?, ?, 'x', 'x', 1, 'Test', 'Kupac', 1) RETURNING id",
  )
    .bind(email, email)
    .first<{ id: number }>()
  if (!row) throw new Error('user insert failed')
  return { id: row.id, email, token: await tokenFor(email) }
}
