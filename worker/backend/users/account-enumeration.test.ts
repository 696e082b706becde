import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { RegisterResponse } from '../../../contract/dto/users'
import { backendApp } from '../app'
import { THROTTLES } from '../request-budget'
import {
  REGISTER_CONSENTS,
  SEEDED,
  callBackend,
  latestEmailTo,
  loginAs,
  uniqueClientAddress,
  uniqueEmail,
} from '../test-helpers'

/**
 * Registration and forgot-password answer a known address exactly like an unknown one (issue 32):
 * the owner is e-mailed instead, and what depends on the address runs after the answer. Both are
 * throttled per client and per address; registering needs the required register consent.
 */

const body = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'napad-lozinka-1',
  confirmedPassword: 'napad-lozinka-1',
  firstName: 'Ena',
  lastName: 'Enić',
  consents: REGISTER_CONSENTS,
  ...extra,
})
const register = (email: string, extra: Record<string, unknown> = {}, from = uniqueClientAddress()) =>
  callBackend<RegisterResponse>('POST', '/api/v1/user/web/register', {
    body: body(email, extra),
    headers: { 'x-izlog-client-address': from },
  })

/** A call with an execution context that collects what the backend leaves for after the answer. */
async function withDeferredWork(path: string, payload: unknown) {
  const deferred: Promise<unknown>[] = []
  const ctx = {
    waitUntil: (task: Promise<unknown>) => void deferred.push(task),
    passThroughOnException: () => undefined,
    props: {},
  } as unknown as ExecutionContext
  const headers = {
    apiKey: env.API_KEY,
    'content-type': 'application/json',
    'x-izlog-client-address': uniqueClientAddress(),
  }
  let settled = 0
  const res = await backendApp.request(path, { method: 'POST', headers, body: JSON.stringify(payload) }, env, ctx)
  for (const task of deferred) void task.then(() => (settled += 1))
  return {
    res,
    json: (await res.json()) as unknown,
    deferred: deferred.length,
    settledAtAnswer: settled,
    done: () => Promise.all(deferred),
  }
}

describe('registering a known e-mail', () => {
  it('attacker: registers addresses to learn which have accounts — a known one gets the very answer of a new one, and its owner an e-mail', async () => {
    const known = await register(SEEDED.customer.email)
    const fresh = await register(uniqueEmail('enum-new'))
    expect(known.status).toBe(fresh.status)
    expect(known.status).toBe(201)
    expect(Object.keys(known.json.data ?? {})).toEqual(Object.keys(fresh.json.data ?? {}))
    expect(known.json.data).toEqual({ email: SEEDED.customer.email, verificationRequired: false })
    const notice = await latestEmailTo(SEEDED.customer.email)
    expect(notice).toMatchObject({
      kind: 'registrationAttempt',
      subject: 'Pokušaj registracije s vašom e-mail adresom',
    })
    expect(notice?.text).toContain('/zaboravljena-lozinka')
    // The owner's password still opens the account; the attacker's does not.
    expect((await loginAs(SEEDED.customer.email, SEEDED.customer.password)).accessToken).toBeTruthy()
    expect(
      (
        await callBackend('POST', '/api/v1/login', {
          body: { username: SEEDED.customer.email, password: 'napad-lozinka-1' },
        })
      ).status,
    ).toBe(401)
  })

  it('attacker: registers without the required privacy consent — refused, no account', async () => {
    for (const consents of [undefined, [], ['newsletter'], [{ uniqueNumber: 'privacy', accepted: false }]]) {
      const email = uniqueEmail('no-consent')
      const res = await register(email, { consents })
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('CONSENT_REQUIRED')
      expect(await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first()).toBeNull()
    }
    expect(
      (await register(uniqueEmail('consent'), { consents: [{ uniqueNumber: 'privacy', accepted: true }] })).status,
    ).toBe(201)
  })

  it('attacker: registers one address over and over (an e-mail each time) — refused after the per-address budget', async () => {
    const victim = uniqueEmail('enum-flood')
    const statuses: number[] = []
    for (let i = 0; i <= THROTTLES.register.perTarget.limit; i++) statuses.push((await register(victim)).status)
    expect(statuses).toEqual([...Array<number>(THROTTLES.register.perTarget.limit).fill(201), 429])
  })
})

describe('forgot password', () => {
  it('attacker: times forgot-password for a known and an unknown address — both answer before any lookup, with the same message', async () => {
    const known = await withDeferredWork('/api/v1/user/password/forgot', { email: SEEDED.customer.email })
    const unknown = await withDeferredWork('/api/v1/user/password/forgot', { email: uniqueEmail('nobody') })
    expect(known.res.status).toBe(200)
    expect(known.json).toEqual(unknown.json)
    expect([known.deferred, known.settledAtAnswer]).toEqual([1, 0])
    expect([unknown.deferred, unknown.settledAtAnswer]).toEqual([1, 0])
    await known.done()
    await unknown.done()
    expect(await latestEmailTo(SEEDED.customer.email)).toMatchObject({ kind: 'passwordReset' })
  })

  it("attacker: asks for reset links to a stranger's address over and over — refused after the per-address budget", async () => {
    const victim = uniqueEmail('reset-flood')
    const forgot = () =>
      callBackend('POST', '/api/v1/user/password/forgot', {
        body: { email: victim },
        headers: { 'x-izlog-client-address': uniqueClientAddress() },
      })
    for (let i = 0; i < THROTTLES.forgotPassword.perTarget.limit; i++) expect((await forgot()).status).toBe(200)
    const held = await forgot()
    expect(held.status).toBe(429)
    expect(held.json.code).toBe('TOO_MANY_REQUESTS')
  })
})
