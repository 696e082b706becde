import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey as JoseKey } from 'jose'
import { env } from 'cloudflare:test'
import { appFetch, cookieHeader, sameOrigin, setCookies, type Jar } from './helpers'
import { calculatePKCECodeChallenge } from 'oauth4webapi'
import { hashPassword } from '../../worker/backend/users/crypto'
import { ACCESS_COOKIE } from '../../worker/lib/cookies'

/**
 * Social login (issue 14) against a fake OpenID Connect issuer that lives in this test: its keys
 * are generated here, its discovery, JWKS and token endpoints answer global fetch. Through the
 * whole Worker: start → the provider → callback → the session cookies; and every way it must fail.
 */

const ISSUER = 'https://issuer.test'
const CLIENT_ID = 'izlog-client'
const CLIENT_SECRET = 'fake-client-secret'
const CONFIG = {
  SOCIAL_PROVIDERS: JSON.stringify([{ id: 'fake', name: 'Fake ID', issuer: ISSUER, clientId: CLIENT_ID }]),
  SOCIAL_CLIENT_SECRETS: JSON.stringify({ fake: CLIENT_SECRET }),
}

let signingKey: JoseKey
let strangerKey: JoseKey
let publicJwk: Record<string, unknown>

/** What the fake provider puts into the ID token it issues for a code (per test). */
let claims: Record<string, unknown> = {}
let tokenKey: () => JoseKey = () => signingKey
/** The authorisation request the fake provider saw (the PKCE challenge, the nonce). */
let seen: URLSearchParams = new URLSearchParams()

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true })
  signingKey = pair.privateKey
  publicJwk = { ...(await exportJWK(pair.publicKey)) }
  strangerKey = (await generateKeyPair('RS256')).privateKey
})

afterEach(() => vi.restoreAllMocks())

function fakeIssuer() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.origin !== ISSUER) return new Response('not the fake issuer', { status: 599 })
    if (url.pathname === '/.well-known/openid-configuration') {
      return Response.json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/authorize`,
        token_endpoint: `${ISSUER}/token`,
        jwks_uri: `${ISSUER}/jwks`,
      })
    }
    if (url.pathname === '/jwks')
      return Response.json({ keys: [{ ...publicJwk, kid: 'k1', alg: 'RS256', use: 'sig' }] })
    if (url.pathname === '/token') {
      const form = new URLSearchParams(String(init?.body ?? ''))
      const verifierOk =
        (await calculatePKCECodeChallenge(form.get('code_verifier') ?? '')) === seen.get('code_challenge')
      if (form.get('code') !== 'good-code' || form.get('client_secret') !== CLIENT_SECRET || !verifierOk)
        return Response.json({ error: 'invalid_grant' }, { status: 400 })
      const idToken = await new SignJWT({
        nonce: seen.get('nonce'),
        email_verified: true,
        given_name: 'Iva',
        family_name: 'Oblak',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(typeof claims['iss'] === 'string' ? claims['iss'] : ISSUER)
        .setAudience(typeof claims['aud'] === 'string' ? claims['aud'] : CLIENT_ID)
        // One provider account per e-mail unless a test names the subject (identities are linked by it).
        .setSubject(typeof claims['sub'] === 'string' ? claims['sub'] : `sub-${String(claims['email'])}`)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(tokenKey())
      return Response.json({ access_token: 'at', token_type: 'Bearer', id_token: idToken })
    }
    return new Response('no such endpoint', { status: 404 })
  })
}

/** A browser request to the Worker with this configuration, keeping its cookies. */
async function browse(path: string, jar: Jar, config: Record<string, string> = CONFIG): Promise<Response> {
  const res = await appFetch(path, { headers: { Cookie: cookieHeader(jar) }, redirect: 'manual' }, config)
  for (const [name, cookie] of setCookies(res)) {
    if (/Max-Age=0/.test(cookie.attrs)) delete jar[name]
    else jar[name] = cookie.value
  }
  return res
}

/** start → the provider's login page (its query noted) → the callback URL the provider sends back to. */
async function startLogin(jar: Jar, redirect = '/kosarica'): Promise<string> {
  const start = await browse(`/api/auth/social/fake/start?locale=hr&redirect=${encodeURIComponent(redirect)}`, jar)
  expect(start.status).toBe(302)
  const authorize = new URL(start.headers.get('location') ?? '')
  expect(authorize.origin + authorize.pathname).toBe(`${ISSUER}/authorize`)
  seen = authorize.searchParams
  expect(seen.get('code_challenge_method')).toBe('S256')
  expect(seen.get('client_id')).toBe(CLIENT_ID)
  expect(seen.get('redirect_uri')).toBe('https://izlog.test/api/auth/social/fake/callback')
  expect(jar['izlog_oidc']).toBeTruthy()
  return `/api/auth/social/fake/callback?code=good-code&state=${encodeURIComponent(seen.get('state') ?? '')}`
}

const errorOf = (res: Response) =>
  new URL(res.headers.get('location') ?? '', 'https://izlog.test').searchParams.get('error')

describe('social login (OpenID Connect, PKCE) against a fake issuer', () => {
  it('logs a new visitor in by the e-mail the provider vouches for, and returns to the page they came from', async () => {
    fakeIssuer()
    claims = { email: `oblak-${Date.now()}@example.com` }
    tokenKey = () => signingKey
    const jar: Jar = {}
    const callback = await startLogin(jar)
    const res = await browse(callback, jar)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/kosarica')
    expect(jar['izlog_oidc']).toBeUndefined()
    expect(jar[ACCESS_COOKIE]).toBeTruthy()
    const user = (await (await browse('/api/auth/user', jar)).json()) as {
      user: { email: string; firstName: string } | null
    }
    expect(user.user).toMatchObject({ email: claims['email'], firstName: 'Iva' })

    // The same provider account again: the same customer, no second account.
    const again: Jar = {}
    const second = await browse(await startLogin(again, '/'), again)
    expect(second.headers.get('location')).toBe('/')
    const sameUser = (await (await browse('/api/auth/user', again)).json()) as { user: { id: number } | null }
    expect(sameUser.user?.id).toBe(
      ((await (await browse('/api/auth/user', jar)).json()) as { user: { id: number } }).user.id,
    )
  })

  it("an existing account's e-mail: no session, the social-login page says to log in with the password, and that login links the provider", async () => {
    fakeIssuer()
    const email = `linked-${crypto.randomUUID()}@example.com`
    const password = await hashPassword('postojeca-lozinka-1')
    await env.DB.prepare(
      'INSERT INTO users (email, username, password_hash, password_salt, password_iterations, email_verified) VALUES (?1, ?1, ?2, ?3, ?4, 1)',
    )
      .bind(email, password.hash, password.salt, password.iterations)
      .run()
    claims = { email }
    tokenKey = () => signingKey
    const jar: Jar = {}
    const res = await browse(await startLogin(jar), jar)
    expect(res.headers.get('location')).toBe('/social-login?error=link_required&redirect=%2Fkosarica')
    expect(jar[ACCESS_COOKIE]).toBeUndefined()
    expect(jar['izlog_social_link']).toBeTruthy()
    expect(setCookies(res).get('izlog_social_link')?.attrs).toMatch(/HttpOnly/i)

    const login = await appFetch(
      '/api/auth/login',
      sameOrigin({
        method: 'POST',
        headers: { 'content-type': 'application/json', Cookie: cookieHeader(jar) },
        body: JSON.stringify({ username: email, password: 'postojeca-lozinka-1' }),
      }),
      CONFIG,
    )
    expect(login.status).toBe(200)
    expect(((await login.json()) as { linkedProvider: string | null }).linkedProvider).toBe('Fake ID')
    expect(setCookies(login).get('izlog_social_link')?.attrs).toContain('Max-Age=0')

    // From now on the provider's button logs straight in.
    const again: Jar = {}
    const second = await browse(await startLogin(again, '/'), again)
    expect(second.headers.get('location')).toBe('/')
    const user = (await (await browse('/api/auth/user', again)).json()) as { user: { email: string } | null }
    expect(user.user?.email).toBe(email)
  })

  it('refuses a callback with another state, without the attempt cookie, or for another provider', async () => {
    fakeIssuer()
    claims = { email: `state-${Date.now()}@example.com` }
    const jar: Jar = {}
    const callback = await startLogin(jar)
    expect(errorOf(await browse(callback.replace(/state=[^&]+/, 'state=forged'), { ...jar }))).toBe('state_mismatch')
    expect(errorOf(await browse(callback, {}))).toBe('state_mismatch')
    expect(errorOf(await browse(callback.replace('/fake/', '/other/'), { ...jar }))).toBe('state_mismatch')
    // A changed attempt cookie (its signature no longer matches).
    expect(errorOf(await browse(callback, { izlog_oidc: `${jar['izlog_oidc']}x` }))).toBe('state_mismatch')
  })

  it('refuses an ID token signed by another key, for another audience, with another nonce, or without a verified e-mail', async () => {
    fakeIssuer()
    const cases: Array<[() => void, string]> = [
      [() => ((tokenKey = () => strangerKey), (claims = { email: 'a@example.com' })), 'token_invalid'],
      [
        () => ((tokenKey = () => signingKey), (claims = { email: 'b@example.com', aud: 'someone-else' })),
        'token_invalid',
      ],
      [() => (claims = { email: 'c@example.com', nonce: 'replayed-nonce-from-another-login' }), 'token_invalid'],
      [() => (claims = { email: 'e@example.com', iss: 'https://evil.test' }), 'token_invalid'],
      [() => (claims = { email: 'd@example.com', email_verified: false }), 'email_unverified'],
      [() => (claims = { email: 'admin@izlog.hr' }), 'staff'],
    ]
    for (const [arrange, expected] of cases) {
      arrange()
      const jar: Jar = {}
      const res = await browse(await startLogin(jar), jar)
      expect(errorOf(res), `${expected}: ${res.status} ${res.headers.get('location')}`).toBe(expected)
      expect(jar[ACCESS_COOKIE], expected).toBeUndefined()
    }
    tokenKey = () => signingKey
  })

  it('a wrong code or a provider that is down ends on the social-login page with its reason', async () => {
    fakeIssuer()
    claims = { email: `code-${Date.now()}@example.com` }
    const jar: Jar = {}
    const callback = await startLogin(jar)
    expect(errorOf(await browse(callback.replace('good-code', 'stolen-code'), { ...jar }))).toBe('code_rejected')
    expect(errorOf(await browse(callback.replace('code=good-code&', 'error=access_denied&'), { ...jar }))).toBe(
      'cancelled',
    )
    vi.restoreAllMocks()
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('connect ECONNREFUSED'))
    // Discovery is cached for a while; an issuer never seen before cannot be reached at all.
    const down = {
      SOCIAL_PROVIDERS: JSON.stringify([{ id: 'down', name: 'Down', issuer: 'https://down.test', clientId: 'x' }]),
      SOCIAL_CLIENT_SECRETS: JSON.stringify({ down: 's' }),
    }
    expect(errorOf(await browse('/api/auth/social/down/start', {}, down))).toBe('provider_unavailable')
  })

  it('unconfigured: no providers listed, start says so, and the browser cannot post ID tokens itself', async () => {
    const none = { SOCIAL_PROVIDERS: '', SOCIAL_CLIENT_SECRETS: '' }
    const list = await appFetch('/api/v1/user/social/redirect-login', {}, none)
    expect(((await list.json()) as { data: { providers: unknown[] } }).data.providers).toEqual([])
    const configured = await appFetch('/api/v1/user/social/redirect-login', {}, CONFIG)
    expect(((await configured.json()) as { data: { providers: unknown[] } }).data.providers).toEqual([
      { id: 'fake', name: 'Fake ID' },
    ])
    expect(errorOf(await browse('/api/auth/social/fake/start', {}, none))).toBe('not_configured')
    const direct = await appFetch(
      '/api/v1/user/social/oauth',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://izlog.test' },
        body: JSON.stringify({ provider: 'fake', idToken: 'x'.repeat(20), nonce: 'n'.repeat(20) }),
      },
      CONFIG,
    )
    expect(direct.status).toBe(404)
  })
})
