import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { backendHttpRoutes } from './backend-http'

const app = new Hono<AppEnv>().route('/', backendHttpRoutes).notFound((c) => c.text('not served', 404))

const SECRET = 'backend-http-secret-for-this-test-0123456789'

async function call(flag: string, path: string, headers: Record<string, string> = {}, secret = SECRET) {
  const ctx = createExecutionContext()
  const res = await app.fetch(
    new Request(`https://izlog.test${path}`, { headers }),
    { ...env, BACKEND_HTTP: flag, BACKEND_HTTP_SECRET: secret },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return res
}

describe('BACKEND_HTTP', () => {
  it('is not served when off', async () => {
    const res = await call('off', '/backend/api/v2/settings/getCurrencyConfig', { apiKey: env.API_KEY })
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('not served')
  })

  it('serves the embedded backend under /backend when on, to callers with its secret and the apiKey', async () => {
    const auth = { Authorization: `Bearer ${SECRET}` }
    const ok = await call('on', '/backend/api/v2/settings/getCurrencyConfig', { apiKey: env.API_KEY, ...auth })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toHaveProperty('data')
    const noApiKey = await call('on', '/backend/api/v2/settings/getCurrencyConfig', auth)
    expect(noApiKey.status).toBe(401)
  })

  it('the public apiKey alone is not enough: no secret, a wrong secret or an unset secret → 401', async () => {
    const path = '/backend/api/v2/settings/getCurrencyConfig'
    expect((await call('on', path, { apiKey: env.API_KEY })).status).toBe(401)
    expect((await call('on', path, { apiKey: env.API_KEY, Authorization: 'Bearer guessed' })).status).toBe(401)
    const unset = await call('on', path, { apiKey: env.API_KEY, Authorization: 'Bearer ' }, '')
    expect(unset.status).toBe(401)
    expect(await unset.json()).toMatchObject({ code: 'INVALID_BACKEND_SECRET' })
  })
})
