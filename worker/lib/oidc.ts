import * as v from 'valibot'
import * as oauth from 'oauth4webapi'
import { parseJson } from './parse-json'

/**
 * OpenID Connect for social login (issue 14, SPEC §2/§7) on panva's oauth4webapi: providers come
 * from configuration (SOCIAL_PROVIDERS, and the SOCIAL_CLIENT_SECRETS secret); the
 * authorisation-code flow with PKCE (S256), `state` and `nonce`; ID tokens checked against the
 * provider's key set, issuer and audience pinned. Every call to a provider has a deadline.
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

/** The configured providers that have a client secret; a malformed entry is left out (and logged). */
export function configuredProviders(env: ProviderEnv): OidcProvider[] {
  const list = parseJson<unknown>(env.SOCIAL_PROVIDERS, null)
  if (!Array.isArray(list)) return []
  const secrets = parseJson<unknown>(env.SOCIAL_CLIENT_SECRETS, null)
  const secretOf = (id: string) =>
    secrets && typeof secrets === 'object' && typeof (secrets as Record<string, unknown>)[id] === 'string'
      ? ((secrets as Record<string, string>)[id] ?? '')
      : ''
  return list.flatMap((entry) => {
    const parsed = v.safeParse(ProviderSchema, entry)
    if (!parsed.success) {
      console.error('izlog: SOCIAL_PROVIDERS has an entry without a valid id, name, issuer or clientId; it is ignored')
      return []
    }
    const clientSecret = secretOf(parsed.output.id)
    if (!clientSecret) {
      console.error(
        `izlog: social provider ${parsed.output.id} has no client secret in SOCIAL_CLIENT_SECRETS; it is ignored`,
      )
      return []
    }
    return [{ ...parsed.output, issuer: parsed.output.issuer.replace(/\/+$/, ''), clientSecret }]
  })
}

export const findProvider = (env: ProviderEnv, id: string): OidcProvider | null =>
  configuredProviders(env).find((p) => p.id === id) ?? null

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

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** How oauth4webapi reaches a provider: with a deadline; a provider that does not answer is `provider_unavailable`. */
async function providerFetch(
  url: string,
  init: oauth.CustomFetchOptions<string, URLSearchParams | undefined>,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(OIDC_TIMEOUT_MS) })
  } catch (error) {
    throw new OidcError('provider_unavailable', `the provider did not answer: ${reason(error)}`)
  }
}

function requestOptions(provider: OidcProvider) {
  // The configuration allows plain http only for an issuer on this machine (ProviderSchema).
  const loopback = provider.issuer.startsWith('http://')
  return { [oauth.customFetch]: providerFetch, ...(loopback ? { [oauth.allowInsecureRequests]: true } : {}) }
}

const clientOf = (provider: OidcProvider): oauth.Client => ({ client_id: provider.clientId })

type Discovered = oauth.AuthorizationServer & {
  authorization_endpoint: string
  token_endpoint: string
  jwks_uri: string
}
const hasEndpoints = (as: oauth.AuthorizationServer): as is Discovered =>
  Boolean(as.authorization_endpoint && as.token_endpoint && as.jwks_uri)

/**
 * Discovery documents, per isolate, for ten minutes. oauth4webapi caches a provider's key set with
 * the document object it was fetched for (five minutes, fetched again at once for an unknown key
 * id), so keeping the document keeps its keys.
 */
const DISCOVERY_TTL_MS = 10 * 60_000
const discoveries = new Map<string, { as: Discovered; until: number }>()

async function discover(provider: OidcProvider, now = Date.now()): Promise<Discovered> {
  const cached = discoveries.get(provider.issuer)
  if (cached && cached.until > now) return cached.as
  const issuer = new URL(provider.issuer)
  let as: oauth.AuthorizationServer
  try {
    // OpenID Connect Discovery §4.3: the document's issuer must be exactly the configured one.
    as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, requestOptions(provider)))
  } catch (error) {
    if (error instanceof OidcError) throw error
    throw new OidcError('provider_unavailable', `the discovery document is not valid for this issuer: ${reason(error)}`)
  }
  if (!hasEndpoints(as))
    throw new OidcError(
      'provider_unavailable',
      'the discovery document names no authorization, token or key-set endpoint',
    )
  discoveries.set(provider.issuer, { as, until: now + DISCOVERY_TTL_MS })
  return as
}

export interface LoginAttempt {
  state: string
  nonce: string
  verifier: string
}

/** A fresh state, nonce and PKCE verifier for one login. */
export const newLoginAttempt = (): LoginAttempt => ({
  state: oauth.generateRandomState(),
  nonce: oauth.generateRandomNonce(),
  verifier: oauth.generateRandomCodeVerifier(),
})

export async function authorizationUrl(
  provider: OidcProvider,
  redirectUri: string,
  attempt: LoginAttempt,
): Promise<string> {
  const { authorization_endpoint: endpoint } = await discover(provider)
  const url = new URL(endpoint)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(attempt.verifier),
    code_challenge_method: 'S256',
  }).toString()
  return url.toString()
}

/** The token endpoint refused the code (an OAuth error, a challenge, another status than 200). */
const isRefusal = (error: unknown) =>
  error instanceof oauth.ResponseBodyError ||
  error instanceof oauth.WWWAuthenticateChallengeError ||
  (error instanceof oauth.OperationProcessingError && error.code === oauth.RESPONSE_IS_NOT_CONFORM)

/**
 * The callback's code for tokens at the token endpoint (client secret + PKCE verifier); the ID
 * token. oauth4webapi checks the callback (state, and `iss` where the provider sends it) and the ID
 * token's claims (issuer, audience, expiry, nonce); its signature is the backend's check
 * (verifyIdToken), which decides who this is.
 */
export async function exchangeCode(
  provider: OidcProvider,
  redirectUri: string,
  callback: URLSearchParams,
  attempt: LoginAttempt,
): Promise<string> {
  const as = await discover(provider)
  const client = clientOf(provider)
  let parameters: URLSearchParams
  try {
    parameters = oauth.validateAuthResponse(as, client, callback, attempt.state)
  } catch (error) {
    throw new OidcError(
      error instanceof oauth.AuthorizationResponseError ? 'cancelled' : 'state_mismatch',
      `the callback was refused: ${reason(error)}`,
    )
  }
  const options = requestOptions(provider)
  const answer = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.ClientSecretPost(provider.clientSecret),
    parameters,
    redirectUri,
    attempt.verifier,
    options,
  )
  try {
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, answer, {
      expectedNonce: attempt.nonce,
      requireIdToken: true,
    })
    if (!tokens.id_token) throw new OidcError('token_invalid', 'the token endpoint answered without an ID token')
    return tokens.id_token
  } catch (error) {
    if (error instanceof OidcError) throw error
    throw new OidcError(
      isRefusal(error) ? 'code_rejected' : 'token_invalid',
      `the token endpoint's answer was refused: ${reason(error)}`,
    )
  }
}

export interface VerifiedIdentity {
  subject: string
  email: string
  firstName: string
  lastName: string
}

/**
 * The ID token's signature (provider key set), issuer, audience, expiry and nonce; a verified
 * e-mail is required. oauth4webapi checks an ID token as part of the token endpoint's answer; the
 * backend gets the ID token the edge took from that answer, so it is put back into that shape (the
 * access token stays with the edge, which does not use it). Unlike the edge, which heard the answer
 * from the provider over TLS, the backend must check the signature.
 */
export async function verifyIdToken(provider: OidcProvider, idToken: string, nonce: string): Promise<VerifiedIdentity> {
  const claims = await verifiedClaims(provider, idToken, nonce)
  const email = typeof claims['email'] === 'string' ? claims['email'].trim().toLowerCase() : ''
  if (!email || claims['email_verified'] !== true)
    throw new OidcError('email_unverified', 'the provider did not vouch for an e-mail address')
  const text = (key: string) => {
    const value = claims[key]
    return typeof value === 'string' ? value.trim().slice(0, 75) : ''
  }
  return { subject: claims.sub, email, firstName: text('given_name'), lastName: text('family_name') }
}

async function verifiedClaims(provider: OidcProvider, idToken: string, nonce: string): Promise<oauth.IDToken> {
  const as = await discover(provider)
  const answer = Response.json({ id_token: idToken, access_token: 'kept-by-the-edge', token_type: 'bearer' })
  try {
    const tokens = await oauth.processAuthorizationCodeResponse(as, clientOf(provider), answer, {
      expectedNonce: nonce,
      requireIdToken: true,
    })
    await oauth.validateApplicationLevelSignature(as, answer, requestOptions(provider))
    const claims = oauth.getValidatedIdTokenClaims(tokens)
    if (!claims) throw new OidcError('token_invalid', 'the ID token was refused: it carries no claims')
    return claims
  } catch (error) {
    if (error instanceof OidcError) throw error
    throw new OidcError('token_invalid', `the ID token was refused: ${reason(error)}`)
  }
}
