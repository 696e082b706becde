import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { callBackend } from '../test-helpers'

const logChoice = (address: string, status: string) =>
  callBackend('POST', '/api/v1/web/consent/log/create', {
    body: { status, statusTimestamp: Date.now(), sourceType: 'cookie', consents: ['necessary'], user: { userType: 'guest' } },
    headers: { 'x-izlog-client-address': address },
  })

describe('the consent log (anonymous: the cookie notice writes to it)', () => {
  it('is rate-limited per client address: 429 with Retry-After, nothing stored; other addresses still log', async () => {
    const address = `198.19.0.${Math.floor(Math.random() * 250) + 1}`
    const status = `flood-${crypto.randomUUID().slice(0, 8)}`
    for (let i = 0; i < 30; i++) expect((await logChoice(address, status)).status).toBe(201)
    const refused = await logChoice(address, `${status}-more`)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await env.DB.prepare('SELECT count(*) AS n FROM consent_logs WHERE status = ?').bind(`${status}-more`).first<{ n: number }>()).toEqual({ n: 0 })
    expect((await logChoice('198.19.1.1', `${status}-more`)).status).toBe(201)
  })
})
