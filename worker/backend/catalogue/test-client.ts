import { env } from 'cloudflare:test'
import { backendApp } from '../app'

export interface ApiAnswer<T> {
  status: number
  body: { data: T } & { statusCode?: number; code?: string; message?: string }
}

/** Calls the embedded backend in-process with the real local bindings (test helper). */
export async function api<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; lang?: 'hr' | 'en'; rawBody?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { apiKey: env.API_KEY, language: options.lang === 'en' ? 'eng' : 'hrv' }
  let body: string | undefined
  if (options.rawBody !== undefined || options.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = options.rawBody ?? JSON.stringify(options.body)
  }
  const res = await backendApp.request(path, { method, headers, body }, env)
  return { status: res.status, body: (await res.json()) as ApiAnswer<T>['body'] }
}
