import { env, SELF } from 'cloudflare:test'
import { signAccessToken } from '../worker/lib/tokens'

/** Test helpers: whole-Worker requests as an anonymous visitor or as a seeded user. */
export const ORIGIN = 'https://izlog.test'
export const ACCESS_COOKIE = '__Host-izlog_token'

interface UserRow {
  id: number
  email: string
  first_name: string
  last_name: string
  is_backoffice_user: number
}

/** A `Cookie` header with a signed access token for the user with this e-mail (seeded users). */
export async function sessionCookie(email: string): Promise<string> {
  const row = await env.DB.prepare(
    'SELECT id, email, first_name, last_name, is_backoffice_user FROM users WHERE email = ?',
  )
    .bind(email)
    .first<UserRow>()
  if (!row) throw new Error(`test user ${email} is not seeded`)
  const token = await signAccessToken(env, {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    isBackofficeUser: row.is_backoffice_user === 1,
  })
  return `${ACCESS_COOKIE}=${token}`
}

export const CUSTOMER_EMAIL = 'kupac@izlog.hr'
export const ADMIN_EMAIL = 'admin@izlog.hr'

/** GET a page without following redirects. */
export function page(path: string, cookie?: string): Promise<Response> {
  return SELF.fetch(ORIGIN + path, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })
}

/** A same-origin state-changing request (passes the CSRF guard like a browser on our pages). */
export function post(path: string, body: unknown, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Origin: ORIGIN,
    'Sec-Fetch-Site': 'same-origin',
  }
  if (cookie) headers['Cookie'] = cookie
  return SELF.fetch(ORIGIN + path, { method: 'POST', headers, body: JSON.stringify(body), redirect: 'manual' })
}

/** The `data` of a JSON API response through the edge proxy. */
export async function apiData<T>(
  path: string,
  init: { method?: string; body?: unknown; language?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    language: init.language ?? 'hrv',
    Origin: ORIGIN,
    'Sec-Fetch-Site': 'same-origin',
  }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await SELF.fetch(ORIGIN + '/' + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`)
  const body: { data: T } = await res.json()
  return body.data
}

/** The visible text of an HTML document (tags dropped, entities of interest decoded). */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
}
