import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { callBackend } from '../test-helpers'
import { recordFailedRequest } from './redirects'

const report = (path: string, address: string) =>
  callBackend<{ path: string; hits: number }>('POST', '/api/v1/redirect/addFailedRequest', {
    body: { path },
    headers: { 'x-izlog-client-address': address },
  })

describe('the failed-request log (anonymous)', () => {
  it('is rate-limited per client address: 429 with Retry-After; other addresses still report', async () => {
    const address = `198.18.0.${Math.floor(Math.random() * 250) + 1}`
    for (let i = 0; i < 30; i++) expect((await report(`/flood-${i}`, address)).status).toBe(201)
    const refused = await report('/flood-more', address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM failed_requests WHERE path = '/flood-more'").first<{
        n: number
      }>(),
    ).toEqual({ n: 0 })
    expect((await report('/flood-more', '198.18.1.1')).status).toBe(201)
  })

  it('keeps one row per path with a counter, and stops adding paths when the log is full', async () => {
    const path = `/counted-${crypto.randomUUID().slice(0, 8)}`
    await report(path, '198.18.2.1')
    await report(`${path}/`, '198.18.2.2')
    expect(
      await env.DB.prepare('SELECT count(*) AS n, max(hits) AS hits FROM failed_requests WHERE path = ?')
        .bind(path)
        .first(),
    ).toEqual({ n: 1, hits: 2 })

    const total = (await env.DB.prepare('SELECT count(*) AS n FROM failed_requests').first<{ n: number }>())?.n ?? 0
    const now = new Date().toISOString()
    expect(await recordFailedRequest(env.DB, `/new-${crypto.randomUUID()}`, now, total)).toBeNull()
    expect((await recordFailedRequest(env.DB, path, now, total))?.hits).toBe(3)
  })

  it('refuses very long paths', async () => {
    expect((await report(`/${'a'.repeat(600)}`, '198.18.3.1')).status).toBe(400)
  })
})
