import { Hono } from 'hono'
import * as v from 'valibot'
import type { BackendEnv } from '../context'
import { BackendError, badRequest, ok, validate } from '../http'
import { configuredProviders, findProvider, OidcError, verifyIdToken } from '../../lib/oidc'
import { hashPassword, randomToken } from './crypto'
import { findUserByEmail, insertUser, userDto, type UserRow } from './repository'
import { issueTokens } from './tokens'

/**
 * SPEC §7 social login. The edge runs the browser's part (PKCE, state, the code exchange); the
 * backend decides who this is from the provider's ID token alone, verified here against the
 * provider's keys: an account is found (or made) by the e-mail the provider vouches for.
 */
export const socialRoutes = new Hono<BackendEnv>()

const notConfigured = () => badRequest('Social login is not configured.', 'SOCIAL_LOGIN_NOT_CONFIGURED')

/** The configured providers (id, name): the social-login page and the login form show one button each. */
socialRoutes.get('/api/v1/user/social/redirect-login', (c) => {
  const providers = configuredProviders(c.env).map(({ id, name }) => ({ id, name }))
  return ok(c, { providers })
})

const OauthSchema = v.object({
  provider: v.pipe(v.string('provider is required.'), v.maxLength(40)),
  idToken: v.pipe(v.string('idToken is required.'), v.minLength(10), v.maxLength(8000)),
  nonce: v.pipe(v.string('nonce is required.'), v.minLength(16), v.maxLength(200)),
})

socialRoutes.post('/api/v1/user/social/oauth', validate('json', OauthSchema), async (c) => {
  const { provider: providerId, idToken, nonce } = c.req.valid('json')
  const provider = findProvider(c.env, providerId)
  if (!provider) throw notConfigured()
  let identity
  try {
    identity = await verifyIdToken(provider, idToken, nonce)
  } catch (error) {
    if (error instanceof OidcError && error.code === 'provider_unavailable') throw new BackendError(503, 'SOCIAL_PROVIDER_UNAVAILABLE', 'The login provider is not reachable right now.')
    if (error instanceof OidcError) throw new BackendError(401, `SOCIAL_${error.code.toUpperCase()}`, 'The login provider’s answer was not accepted.')
    throw error
  }
  const db = c.env.DB
  let row: UserRow | null = await findUserByEmail(db, identity.email)
  // Staff log in with their password on /adminLogin: a provider account never opens the backoffice.
  if (row?.is_backoffice_user === 1) throw new BackendError(403, 'SOCIAL_LOGIN_NOT_FOR_STAFF', 'Backoffice accounts log in with their password.')
  if (!row) {
    row = await insertUser(db, {
      email: identity.email,
      username: identity.email,
      // Nobody knows this password: the account logs in through the provider, or sets one with "forgot password".
      password: await hashPassword(randomToken()),
      firstName: identity.firstName,
      lastName: identity.lastName,
      phone: '',
      memberCardBarcode: null,
      emailVerified: true,
      verificationTokenHash: null,
      consents: [],
      storeId: c.get('storeId'),
    })
  } else if (row.email_verified !== 1) {
    // The provider vouches for the address: the confirmation the account was waiting for.
    await db.prepare("UPDATE users SET email_verified = 1, verification_token = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(row.id).run()
  }
  const tokens = await issueTokens(c.env, row)
  return ok(c, { tokens, user: await userDto(db, row, c.get('lang')) })
})
