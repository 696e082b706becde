import * as v from 'valibot'
import { createRemoteJWKSet, customFetch, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose'

/**
 * OpenID Connect for social login (issue 14, SPEC §2/§7): providers come from configuration
 * (SOCIAL_PROVIDERS, and the SOCIAL_CLIENT_SECRETS secret); the authorisation-code flow with PKCE
 * (S256), `state` and `nonce`; ID tokens verified with jose against the provider's JWKS, issuer and
 * audience pinned. Every call to a provider has a deadline.
 */

export const OIDC_TIMEOUT_MS = 8_000

const ProviderSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{1,30}$/)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  // https, as OpenID Connect requires; plain http only for an issuer on this machine (local testing).
  issuer: v.pipe(v.string(), v.url(), v.regex(/^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$))/)),
  clientId: v.pipe(v.string(), v.minLength(1)),
})
export type OidcProvider = v.InferOutput<typeof ProviderSchema> & { clientSecret: string }

interface ProviderEnv {
  SOCIAL_PROVIDERS?: string
  SOCIAL_CLIENT_SECRETS?: string
}

function parseJson(text: string | undefined): unknown {
  if (!text?.trim()) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** The configured providers that have a client secret; a malformed entry is left out (and logged). */
export function configuredProviders(env: ProviderEnv): OidcProvider[] {
  const list = parseJson(env.SOCIAL_PROVIDERS)
  if (!Array.isArray(list)) return []
  const secrets = parseJson(env.SOCIAL_CLIENT_SECRETS)
  const secretOf = (id: string) => (secrets && typeof secrets === 'object' && typeof (secrets as Record<string, unknown>)[id] === 'string' ? ((secrets as Record<string, string>)[id] ?? '') : '')
  return list.flatMap((entry) => {
    const parsed = v.safeParse(ProviderSchema, entry)
    if (!parsed.success) {
      console.error('izlog: SOCIAL_PROVIDERS has an entry without a valid id, name, issuer or clientId; it is ignored')
      return []
    }
    const clientSecret = secretOf(parsed.output.id)
    if (!clientSecret) {
      console.error(`izlog: social provider ${parsed.output.id} has no client secret in SOCIAL_CLIENT_SECRETS; it is ignored`)
      return []
    }
    return [{ ...parsed.output, issuer: parsed.output.issuer.replace(/\/+$/, ''), clientSecret }]
  })
}

export const findProvider = (env: ProviderEnv, id: string): OidcProvider | null => configuredProviders(env).find((p) => p.id === id) ?? null

const DiscoverySchema = v.object({
  issuer: v.string(),
  authorization_endpoint: v.pipe(v.string(), v.url()),
  token_endpoint: v.pipe(v.string(), v.url()),
  jwks_uri: v.pipe(v.string(), v.url()),
})
type Discovery = v.InferOutput<typeof DiscoverySchema>

export class OidcError extends Error {
  constructor(
    /** A stable code the page translates (provider_unavailable, state_mismatch, token_invalid, email_unverified, …). */
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'OidcError'
  }
}

async function fetchWithDeadline(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(OIDC_TIMEOUT_MS) })
  } catch (error) {
    throw new OidcError('provider_unavailable', `the provider did not answer: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Discovery documents and key sets, per isolate, for ten minutes. */
const DISCOVERY_TTL_MS = 10 * 60_000
const discoveries = new Map<string, { doc: Discovery; until: number }>()
const keySets = new Map<string, JWTVerifyGetKey>()

export async function discover(issuer: string, now = Date.now()): Promise<Discovery> {
  const cached = discoveries.get(issuer)
  if (cached && cached.until > now) return cached.doc
  const res = await fetchWithDeadline(`${issuer}/.well-known/openid-configuration`, { headers: { accept: 'application/json' } })
  if (!res.ok) throw new OidcError('provider_unavailable', `discovery answered ${res.status}`)
  const parsed = v.safeParse(DiscoverySchema, await res.json().catch(() => null))
  // OpenID Connect Discovery §4.3: the document's issuer must be exactly the configured one.
  if (!parsed.success || parsed.output.issuer.replace(/\/+$/, '') !== issuer) throw new OidcError('provider_unavailable', 'the discovery document is not valid for this issuer')
  discoveries.set(issuer, { doc: parsed.output, until: now + DISCOVERY_TTL_MS })
  return parsed.output
}

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

export function randomValue(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)))
}

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export async function codeChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))))
}

export interface LoginAttempt {
  state: string
  nonce: string
  verifier: string
}

export async function authorizationUrl(provider: OidcProvider, redirectUri: string, attempt: LoginAttempt): Promise<string> {
  const { authorization_endpoint: endpoint } = await discover(provider.issuer)
  const url = new URL(endpoint)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: await codeChallenge(attempt.verifier),
    code_challenge_method: 'S256',
  }).toString()
  return url.toString()
}

/** The code for tokens at the token endpoint (client secret + PKCE verifier); the ID token. */
export async function exchangeCode(provider: OidcProvider, redirectUri: string, code: string, verifier: string): Promise<string> {
  const { token_endpoint: endpoint } = await discover(provider.issuer)
  const res = await fetchWithDeadline(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: provider.clientId, client_secret: provider.clientSecret, code_verifier: verifier }),
  })
  const body = (await res.json().catch(() => null)) as { id_token?: unknown } | null
  if (!res.ok || typeof body?.id_token !== 'string') throw new OidcError('code_rejected', `the token endpoint answered ${res.status} without an ID token`)
  return body.id_token
}

export interface VerifiedIdentity {
  subject: string
  email: string
  firstName: string
  lastName: string
}

/** The ID token's signature (provider JWKS), issuer, audience, expiry and nonce; a verified e-mail is required. */
export async function verifyIdToken(provider: OidcProvider, idToken: string, nonce: string): Promise<VerifiedIdentity> {
  const { jwks_uri: jwksUri } = await discover(provider.issuer)
  let keys = keySets.get(jwksUri)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: OIDC_TIMEOUT_MS, [customFetch]: (url, init) => fetch(url, init) })
    keySets.set(jwksUri, keys)
  }
  let payload: Record<string, unknown>
  try {
    ;({ payload } = await jwtVerify(idToken, keys, { issuer: provider.issuer, audience: provider.clientId, requiredClaims: ['sub', 'exp', 'iat'], algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'] }))
  } catch (error) {
    if (error instanceof joseErrors.JWKSTimeout) throw new OidcError('provider_unavailable', 'the provider key set did not answer')
    throw new OidcError('token_invalid', `the ID token was refused: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (payload['nonce'] !== nonce) throw new OidcError('token_invalid', 'the ID token nonce does not match this login')
  const email = typeof payload['email'] === 'string' ? payload['email'].trim().toLowerCase() : ''
  if (!email || payload['email_verified'] !== true) throw new OidcError('email_unverified', 'the provider did not vouch for an e-mail address')
  const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string).trim().slice(0, 75) : '')
  return { subject: String(payload['sub']), email, firstName: text('given_name'), lastName: text('family_name') }
}
