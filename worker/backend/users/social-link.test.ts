import { env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey as JoseKey } from 'jose'
import type { LoginResponse, SocialLoginResponse } from '../../../contract/dto/users'
import { REGISTER_CONSENTS, SEEDED, callBackend, latestEmailTo, uniqueEmail } from '../test-helpers'
import { sealLinkTicket } from './identities'

/**
 * The account-linking rule of social login (issue 32, OAuth security BCP) against a fake OpenID
 * Connect issuer whose discovery and keys answer global fetch: a provider login opens the account
 * its identity is linked to, never one it merely shares an e-mail with. The browser's side
 * (callback, ticket cookie, password login) is test/edge/social-login.test.ts.
 */

const ISSUER = 'https://link-issuer.test'
const CLIENT_ID = 'izlog-link-client'
const CONFIG = {
  SOCIAL_PROVIDERS: JSON.stringify([{ id: 'fake', name: 'Fake ID', issuer: ISSUER, clientId: CLIENT_ID }]),
  SOCIAL_CLIENT_SECRETS: JSON.stringify({ fake: 'fake-client-secret' }),
} as Partial<Env>
const PASSWORD = 'napadacka-lozinka-1'

let signingKey: JoseKey
let publicJwk: Record<string, unknown>

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true })
  signingKey = pair.privateKey
  publicJwk = { ...(await exportJWK(pair.publicKey)) }
})

afterEach(() => vi.restoreAllMocks())

function fakeIssuer() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.href === `${ISSUER}/.well-known/openid-configuration`) {
      return Response.json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/authorize`,
        token_endpoint: `${ISSUER}/token`,
        jwks_uri: `${ISSUER}/jwks`,
      })
    }
    if (url.href === `${ISSUER}/jwks`)
      return Response.json({ keys: [{ ...publicJwk, kid: 'k1', alg: 'RS256', use: 'sig' }] })
    return new Response('not the fake issuer', { status: 599 })
  })
}

/** What the edge sends after the code exchange: the provider's ID token for `subject` vouching for `email`. */
async function providerLogin(subject: string, email: string) {
  fakeIssuer()
  const nonce = crypto.randomUUID()
  const idToken = await new SignJWT({ nonce, email, email_verified: true, given_name: 'Vera', family_name: 'Žrtvić' })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(ISSUER)
    .setAudience(CLIENT_ID)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(signingKey)
  const res = await callBackend<SocialLoginResponse>('POST', '/api/v1/user/social/oauth', {
    body: { provider: 'fake', idToken, nonce },
    env: CONFIG,
  })
  vi.restoreAllMocks()
  return res
}

const loggedInId = (res: { json: { data?: SocialLoginResponse } }) =>
  res.json.data && !res.json.data.linkRequired ? res.json.data.user.id : null

async function register(email: string, extra: Record<string, unknown> = {}) {
  const res = await callBackend('POST', '/api/v1/user/web/register', {
    body: {
      email,
      password: PASSWORD,
      confirmedPassword: PASSWORD,
      firstName: 'Napadač',
      lastName: 'Test',
      consents: REGISTER_CONSENTS,
      ...extra,
    },
  })
  expect(res.status).toBe(201)
}

const userIdOf = async (email: string) =>
  (await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: number }>())?.id ?? null
const login = (username: string, password: string, linkTicket?: string) =>
  callBackend<LoginResponse>('POST', '/api/v1/login', {
    body: { username, password, ...(linkTicket ? { linkTicket } : {}) },
    env: CONFIG,
  })

describe('a provider login finds its account by the linked identity', () => {
  it('a new e-mail makes a new account linked to the identity; the identity logs into it again, also after its e-mail changed at the provider', async () => {
    const email = uniqueEmail('social-new')
    const subject = crypto.randomUUID()
    const first = await providerLogin(subject, email)
    expect(first.status).toBe(200)
    const id = loggedInId(first)
    expect(id).toBe(await userIdOf(email))
    expect(first.json.data).toMatchObject({
      replacedUnconfirmed: false,
      user: { email, emailVerified: true, details: { firstName: 'Vera' } },
    })
    expect(loggedInId(await providerLogin(subject, email))).toBe(id)
    expect(loggedInId(await providerLogin(subject, uniqueEmail('social-renamed')))).toBe(id)
  })

  it("attacker: registers the victim's e-mail with a password of their own — the victim's provider login does not open that account; once the victim proves the mailbox and links it, the attacker's password no longer opens it", async () => {
    const victim = uniqueEmail('social-victim')
    await register(victim)
    const attackersAccount = await userIdOf(victim)
    const subject = crypto.randomUUID()

    const attempt = await providerLogin(subject, victim)
    expect(attempt.status).toBe(200)
    expect(attempt.json.data).toMatchObject({ linkRequired: true, provider: 'Fake ID' })
    expect(JSON.stringify(attempt.json)).not.toMatch(/accessToken/)
    const ticket = attempt.json.data?.linkRequired ? attempt.json.data.linkTicket : ''

    // The victim does not know the attacker's password: a reset through the mailbox replaces it.
    expect((await callBackend('POST', '/api/v1/user/password/forgot', { body: { email: victim } })).status).toBe(200)
    const token = /token=([A-Za-z0-9_-]+)/.exec((await latestEmailTo(victim))?.text ?? '')?.[1] ?? ''
    expect(
      (await callBackend('POST', '/api/v1/user/password/set', { body: { token, newPassword: 'zrtvina-lozinka-1' } }))
        .status,
    ).toBe(200)
    const linked = await login(victim, 'zrtvina-lozinka-1', ticket)
    expect(linked.status).toBe(200)
    expect(linked.json.data?.linkedProvider).toBe('Fake ID')

    expect((await login(victim, PASSWORD)).status).toBe(401)
    expect(loggedInId(await providerLogin(subject, victim))).toBe(attackersAccount)
  })

  it("attacker: changes their own e-mail to the victim's address — the victim's later provider login gets an account of its own, never the attacker's", async () => {
    const attackerEmail = uniqueEmail('social-changer')
    await register(attackerEmail)
    const attacker = await login(attackerEmail, PASSWORD)
    const victim = uniqueEmail('social-target')
    const moved = await callBackend('PATCH', '/api/v1/user/web/update', {
      token: attacker.json.data?.tokens.accessToken,
      body: { email: victim, currentPassword: PASSWORD },
    })
    expect(moved.status).toBe(200)

    const victimLogin = await providerLogin(crypto.randomUUID(), victim)
    expect(victimLogin.status).toBe(200)
    expect(loggedInId(victimLogin)).not.toBe(attacker.json.data?.user.id)
    expect(victimLogin.json.data).toMatchObject({ user: { email: victim } })
    expect((await login(attackerEmail, PASSWORD)).status).toBe(200)
  })

  it("attacker: with confirmation on, registers the victim's e-mail and never confirms — the victim's provider login does not activate it: the registration is replaced, its password and addresses gone", async () => {
    const setting = "UPDATE settings SET value = ? WHERE group_name = 'user' AND key = 'emailVerificationRequired'"
    await env.DB.prepare(setting).bind('true').run()
    try {
      const victim = uniqueEmail('social-unconfirmed')
      const address = {
        firstName: 'Napadač',
        lastName: 'Test',
        contactEmail: 'napadac@example.com',
        contactPhone: '091 111 222',
        country: 'HR',
        city: 'Zagreb',
        street: 'Ilica',
        houseNumber: '1',
        zipCode: '10000',
      }
      await register(victim, { addresses: [address] })
      const attackersAccount = await userIdOf(victim)

      const victimLogin = await providerLogin(crypto.randomUUID(), victim)
      expect(victimLogin.status).toBe(200)
      expect(victimLogin.json.data).toMatchObject({
        replacedUnconfirmed: true,
        user: { email: victim, emailVerified: true, addresses: [] },
      })
      expect(loggedInId(victimLogin)).not.toBe(attackersAccount)
      expect(await env.DB.prepare('SELECT id FROM users WHERE id = ?').bind(attackersAccount).first()).toBeNull()
      expect((await login(victim, PASSWORD)).status).toBe(401)
    } finally {
      await env.DB.prepare(setting).bind('false').run()
    }
  })

  it("attacker: presents a victim's link ticket with their own password, or a forged one — nothing is linked", async () => {
    const victim = uniqueEmail('social-ticket')
    await register(victim)
    const subject = crypto.randomUUID()
    const attempt = await providerLogin(subject, victim)
    const ticket = attempt.json.data?.linkRequired ? attempt.json.data.linkTicket : ''
    expect(ticket).toBeTruthy()

    const attackerEmail = uniqueEmail('social-thief')
    await register(attackerEmail)
    expect((await login(attackerEmail, PASSWORD, ticket)).json.data?.linkedProvider).toBeNull()
    const forged = await sealLinkTicket(
      { ...env, JWT_SECRET: 'another-secret-of-at-least-32-characters' },
      { provider: 'fake', subject, email: attackerEmail },
    )
    expect((await login(attackerEmail, PASSWORD, forged)).json.data?.linkedProvider).toBeNull()
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM user_identities WHERE subject = ?')
      .bind(subject)
      .first<{ n: number }>()
    expect(stored?.n).toBe(0)
    expect((await providerLogin(subject, victim)).json.data?.linkRequired).toBe(true)
  })

  it('staff accounts are never linked nor logged in through a provider', async () => {
    const staff = await providerLogin(crypto.randomUUID(), SEEDED.admin.email)
    expect(staff.status).toBe(403)
    expect(staff.json.code).toBe('SOCIAL_LOGIN_NOT_FOR_STAFF')
  })
})
