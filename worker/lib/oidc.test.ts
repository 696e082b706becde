import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SignJWT, base64url, exportJWK, generateKeyPair, type CryptoKey as JoseKey } from 'jose'
import { exchangeCode, findProvider, newLoginAttempt, OidcError, verifyIdToken, type OidcProvider } from './oidc'

/**
 * The OpenID Connect client (oauth4webapi) against a fake issuer answering global fetch: the
 * backend's ID-token check and the edge's callback check, each refusing what an attacker would
 * bring. The whole browser flow is test/edge/social-login.test.ts.
 */

const CLIENT_ID = 'izlog-oidc-unit'
const NONCE = 'nonce-of-this-login-0123456789'

let signingKey: JoseKey
let strangerKey: JoseKey
let publicJwk: Record<string, unknown>

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true })
  signingKey = pair.privateKey
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
  strangerKey = (await generateKeyPair('RS256')).privateKey
})

afterEach(() => vi.restoreAllMocks())

/** A provider of its own per test (discovery and keys are cached per issuer for the isolate). */
function provider(): OidcProvider {
  const issuer = `https://oidc-${crypto.randomUUID()}.test`
  const env = {
    SOCIAL_PROVIDERS: JSON.stringify([{ id: 'unit', name: 'Unit ID', issuer, clientId: CLIENT_ID }]),
    SOCIAL_CLIENT_SECRETS: JSON.stringify({ unit: 'unit-secret' }),
  }
  const found = findProvider(env, 'unit')
  if (!found) throw new Error('the test provider is not configured')
  return found
}

/** The fake issuer's discovery and key set; every request it saw, with its init. */
function fakeIssuer(issuer: string, token?: (form: URLSearchParams) => Response | Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url === `${issuer}/.well-known/openid-configuration`) {
      return Response.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      })
    }
    if (url === `${issuer}/jwks`) return Response.json({ keys: [publicJwk] })
    if (url === `${issuer}/token` && token) return token(new URLSearchParams(String(init?.body ?? '')))
    return new Response('not the fake issuer', { status: 599 })
  })
}

interface TokenOptions {
  key?: JoseKey
  issuer: string
  audience?: string
  nonce?: string
  expiresAt?: number
  claims?: Record<string, unknown>
}

const now = () => Math.floor(Date.now() / 1000)

function idToken({
  key = signingKey,
  issuer,
  audience = CLIENT_ID,
  nonce = NONCE,
  expiresAt = now() + 300,
  claims = {},
}: TokenOptions): Promise<string> {
  return new SignJWT({
    nonce,
    email: 'Iva.Oblak@Example.com',
    email_verified: true,
    given_name: 'Iva',
    family_name: 'Oblak',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject('provider-subject-1')
    .setIssuedAt(expiresAt - 600)
    .setExpirationTime(expiresAt)
    .sign(key)
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof OidcError ? error.code : `not an OidcError: ${String(error)}`),
  )

describe('verifyIdToken (the backend decides who this is)', () => {
  it("accepts the provider's ID token for this client and this login: the verified e-mail and names", async () => {
    const p = provider()
    fakeIssuer(p.issuer)
    expect(await verifyIdToken(p, await idToken({ issuer: p.issuer }), NONCE)).toEqual({
      subject: 'provider-subject-1',
      email: 'iva.oblak@example.com',
      firstName: 'Iva',
      lastName: 'Oblak',
    })
  })

  it('attacker: a token signed by another key, for another client, from another issuer, for another login or expired is refused', async () => {
    const p = provider()
    fakeIssuer(p.issuer)
    expect(await refusal(verifyIdToken(p, await idToken({ issuer: p.issuer, key: strangerKey }), NONCE))).toBe(
      'token_invalid',
    )
    expect(await refusal(verifyIdToken(p, await idToken({ issuer: p.issuer, audience: 'someone-else' }), NONCE))).toBe(
      'token_invalid',
    )
    expect(await refusal(verifyIdToken(p, await idToken({ issuer: 'https://evil.test' }), NONCE))).toBe('token_invalid')
    expect(
      await refusal(verifyIdToken(p, await idToken({ issuer: p.issuer, nonce: 'replayed-from-another-login' }), NONCE)),
    ).toBe('token_invalid')
    expect(await refusal(verifyIdToken(p, await idToken({ issuer: p.issuer, expiresAt: now() - 120 }), NONCE))).toBe(
      'token_invalid',
    )
  })

  it('attacker: a token without a signature (alg none) or MACed with the client secret (HS256) is refused', async () => {
    const p = provider()
    fakeIssuer(p.issuer)
    const payload = {
      iss: p.issuer,
      aud: CLIENT_ID,
      sub: 'provider-subject-1',
      nonce: NONCE,
      email: 'a@example.com',
      email_verified: true,
      iat: now(),
      exp: now() + 300,
    }
    const encode = (value: unknown) => base64url.encode(JSON.stringify(value))
    expect(await refusal(verifyIdToken(p, `${encode({ alg: 'none' })}.${encode(payload)}.`, NONCE))).toBe(
      'token_invalid',
    )
    const maced = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(p.clientSecret))
    expect(await refusal(verifyIdToken(p, maced, NONCE))).toBe('token_invalid')
  })

  it('an e-mail the provider does not vouch for is not taken', async () => {
    const p = provider()
    fakeIssuer(p.issuer)
    expect(
      await refusal(verifyIdToken(p, await idToken({ issuer: p.issuer, claims: { email_verified: false } }), NONCE)),
    ).toBe('email_unverified')
    expect(
      await refusal(verifyIdToken(p, await idToken({ issuer: p.issuer, claims: { email: undefined } }), NONCE)),
    ).toBe('email_unverified')
  })

  it('discovery and keys are fetched once for many logins, every call to the provider with a deadline', async () => {
    const p = provider()
    const fetched = fakeIssuer(p.issuer)
    await verifyIdToken(p, await idToken({ issuer: p.issuer }), NONCE)
    await verifyIdToken(p, await idToken({ issuer: p.issuer }), NONCE)
    expect(fetched.mock.calls.map(([url]) => String(url))).toEqual([
      `${p.issuer}/.well-known/openid-configuration`,
      `${p.issuer}/jwks`,
    ])
    for (const [, init] of fetched.mock.calls) expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('a provider whose key set does not answer is unavailable (503), not a refused token', async () => {
    const p = provider()
    const discovery = {
      issuer: p.issuer,
      authorization_endpoint: `${p.issuer}/authorize`,
      token_endpoint: `${p.issuer}/token`,
      jwks_uri: `${p.issuer}/jwks`,
    }
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
      if (String(input instanceof Request ? input.url : input) === `${p.issuer}/.well-known/openid-configuration`)
        return Response.json(discovery)
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError')
    })
    expect(await refusal(verifyIdToken(p, await idToken({ issuer: p.issuer }), NONCE))).toBe('provider_unavailable')
  })
})

describe('exchangeCode (the edge, at the callback)', () => {
  it('sends the code with the client secret and the PKCE verifier, and returns the ID token', async () => {
    const p = provider()
    const attempt = { ...newLoginAttempt(), nonce: NONCE }
    const token = await idToken({ issuer: p.issuer })
    let form = new URLSearchParams()
    fakeIssuer(
      p.issuer,
      (sent) => ((form = sent), Response.json({ access_token: 'at', token_type: 'Bearer', id_token: token })),
    )
    const callback = new URLSearchParams({ code: 'the-code', state: attempt.state })
    expect(await exchangeCode(p, 'https://izlog.test/callback', callback, attempt)).toBe(token)
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'the-code',
      code_verifier: attempt.verifier,
      client_id: CLIENT_ID,
      client_secret: p.clientSecret,
      redirect_uri: 'https://izlog.test/callback',
    })
  })

  it('attacker: a refused code, a token for another client, or a callback that names another issuer is refused', async () => {
    const p = provider()
    const attempt = { ...newLoginAttempt(), nonce: NONCE }
    let answer = async () => Response.json({ error: 'invalid_grant' }, { status: 400 })
    fakeIssuer(p.issuer, () => answer())
    const callback = new URLSearchParams({ code: 'stolen-code', state: attempt.state })
    expect(await refusal(exchangeCode(p, 'https://izlog.test/callback', callback, attempt))).toBe('code_rejected')
    answer = async () =>
      Response.json({
        access_token: 'at',
        token_type: 'Bearer',
        id_token: await idToken({ issuer: p.issuer, audience: 'someone-else' }),
      })
    expect(await refusal(exchangeCode(p, 'https://izlog.test/callback', callback, attempt))).toBe('token_invalid')
    // RFC 9207: the answer of another authorisation server, mixed up into this login.
    const mixedUp = new URLSearchParams({ code: 'the-code', state: attempt.state, iss: 'https://evil.test' })
    expect(await refusal(exchangeCode(p, 'https://izlog.test/callback', mixedUp, attempt))).toBe('state_mismatch')
  })
})
