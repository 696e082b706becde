import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { backendHttpRoutes } from './backend-http'

const app = new Hono<AppEnv>().route('/', backendHttpRoutes).notFound((c) => c.text('not served', 404))

async function call(flag: string, path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request(`https://izlog.test${path}`, { headers }), { ...env, BACKEND_HTTP: flag }, ctx)
  await waitOnExecutionContext(ctx)
  return res
}

describe('BACKEND_HTTP', () => {
  it('is not served when off', async () => {
    const res = await call('off', '/backend/api/v2/settings/getCurrencyConfig', { apiKey: env.API_KEY })
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('not served')
  })

  it('serves the embedded backend under /backend when on, still requiring the apiKey', async () => {
    const ok = await call('on', '/backend/api/v2/settings/getCurrencyConfig', { apiKey: env.API_KEY })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toHaveProperty('data')
    const refused = await call('on', '/backend/api/v2/settings/getCurrencyConfig')
    expect(refused.status).toBe(401)
  })
})
