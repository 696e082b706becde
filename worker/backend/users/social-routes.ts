import type { Locale } from '../../../contract/locales'
import { ok, refuse } from '../http'
import { users } from '../../../contract/endpoints/users'
import { endpointRoutes } from '../routing'
import { configuredProviders, findProvider, OidcError, verifyIdToken, type VerifiedIdentity } from '../../lib/oidc'
import { hashPassword, randomToken } from './crypto'
import { deleteUser, findUserByEmail, getUserRow, insertUser, userDto, type UserRow } from './users'
import { linkedUserId, linkIdentity, sealLinkTicket, type ProviderIdentity } from './identities'
import { issueTokens } from './tokens'
import type { SocialLoginResponse } from '../../../contract/dto/users'

/**
 * SPEC §7 social login. The edge runs the browser's part (PKCE, state, the code exchange); the
 * backend decides who this is from the provider's ID token alone, verified here against the
 * provider's keys. The account-linking rule (OAuth security BCP, README Security):
 * - an identity (provider, sub) already linked logs into its account;
 * - an unknown identity whose e-mail belongs to a confirmed account is not logged in: the answer is
 *   `linkRequired` with a ticket, and the account's owner links it by logging in with the password
 *   while holding the ticket (auth-routes.ts);
 * - an account never confirmed is not activated: it is deleted with its password and data, and the
 *   identity gets a fresh account (`replacedUnconfirmed`);
 * - a new e-mail makes a new account linked to the identity.
 */
export const socialRoutes = endpointRoutes('api/v1/user/social')

const notConfigured = () => refuse(400, 'SOCIAL_LOGIN_NOT_CONFIGURED')
// Staff log in with their password on /adminLogin: a provider account never opens the backoffice.
const notForStaff = () => refuse(403, 'SOCIAL_LOGIN_NOT_FOR_STAFF')

/** The configured providers (id, name): the social-login page and the login form show one button each. */
socialRoutes.on(users.socialProviders, (c) => {
  const providers = configuredProviders(c.env).map(({ id, name }) => ({ id, name }))
  return ok(c, { providers })
})

const isUniqueViolation = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/i.test(error.message)

/** A fresh account for the identity (nobody knows its password: it logs in through the provider, or sets one with "forgot password"). */
async function newLinkedAccount(
  db: D1Database,
  storeId: number,
  language: Locale,
  verified: VerifiedIdentity,
  identity: ProviderIdentity,
): Promise<UserRow> {
  const row = await insertUser(db, {
    email: verified.email,
    username: verified.email,
    password: await hashPassword(randomToken()),
    firstName: verified.firstName,
    lastName: verified.lastName,
    phone: '',
    memberCardBarcode: null,
    emailVerified: true,
    verificationTokenHash: null,
    consents: [],
    storeId,
    language,
  })
  await linkIdentity(db, row.id, identity)
  return row
}

socialRoutes.on(users.socialOauth, async (c) => {
  const { provider: providerId, idToken, nonce } = c.req.valid('json')
  const provider = findProvider(c.env, providerId)
  if (!provider) throw notConfigured()
  let verified: VerifiedIdentity
  try {
    verified = await verifyIdToken(provider, idToken, nonce)
  } catch (error) {
    if (error instanceof OidcError && error.code === 'provider_unavailable')
      throw refuse(503, 'SOCIAL_PROVIDER_UNAVAILABLE')
    if (error instanceof OidcError) throw refuse(401, `SOCIAL_${error.code.toUpperCase()}`)
    throw error
  }
  const db = c.env.DB
  const lang = c.get('lang')
  const identity: ProviderIdentity = { provider: provider.id, subject: verified.subject, email: verified.email }
  const loggedIn = async (row: UserRow, replacedUnconfirmed = false) => {
    if (row.is_backoffice_user === 1) throw notForStaff()
    const response: SocialLoginResponse = {
      tokens: await issueTokens(c.env, row),
      user: await userDto(db, row, lang),
      replacedUnconfirmed,
    }
    return ok(c, response)
  }

  const linkedId = await linkedUserId(db, identity.provider, identity.subject)
  const linked = linkedId === null ? null : await getUserRow(db, linkedId)
  if (linked) return loggedIn(linked)

  const existing = await findUserByEmail(db, verified.email)
  if (existing?.is_backoffice_user === 1) throw notForStaff()
  if (existing && existing.email_verified === 1) {
    const response: SocialLoginResponse = {
      linkRequired: true,
      linkTicket: await sealLinkTicket(c.env, identity),
      provider: provider.name,
    }
    return ok(c, response)
  }
  // Registered but never confirmed: whoever registered did not prove the address, the provider did.
  // Their password and data go; the identity gets an account of its own.
  if (existing) await deleteUser(db, existing.id)
  try {
    return await loggedIn(
      await newLinkedAccount(db, c.get('storeId'), c.get('lang'), verified, identity),
      existing !== null,
    )
  } catch (error) {
    // A concurrent first login of the same identity made the account a moment ago.
    const raced = isUniqueViolation(error) ? await linkedUserId(db, identity.provider, identity.subject) : null
    const row = raced === null ? null : await getUserRow(db, raced)
    if (row) return loggedIn(row)
    throw error
  }
})
