import { errorBody, ok, refuse } from '../http'
import { type BackendEnv } from '../context'
import { users } from '../../../contract/endpoints/users'
import { endpointRoutes } from '../routing'
import { CLIENT_ADDRESS_HEADER } from '../../../contract/upstream-headers'
import { accountKey, addressKey, clearLoginFailures, loginWaitSeconds, recordLoginFailure } from './login-throttle'
import { burnPasswordCheck, verifyPassword } from './crypto'
import { revokeRefreshToken, rotateRefreshToken } from './refresh-tokens'
import { findUserByLogin, getUserRow, userDto, type UserRow } from './users'
import { linkedUserId, linkIdentity, openLinkTicket } from './identities'
import { findProvider } from '../../lib/oidc'
import type { LoginResponse } from '../../../contract/dto/users'
import { issueTokens } from './tokens'

/** Login, refresh (rotating), logout (social login: social-routes.ts). */
export const authRoutes = endpointRoutes('api/v1')

const invalidLogin = () => refuse(401, 'INVALID_LOGIN')

authRoutes.on(users.login, async (c) => {
  const { username, password, apiKey, linkTicket } = c.req.valid('json')
  if (apiKey !== undefined && apiKey !== c.env.API_KEY) throw refuse(401, 'INVALID_API_KEY')
  const db = c.env.DB
  const address = c.req.header(CLIENT_ADDRESS_HEADER)
  const account = accountKey(username)
  const keys = address ? [account, addressKey(address)] : [account]
  const wait = await loginWaitSeconds(db, keys)
  if (wait > 0) {
    const body = errorBody(429, 'LOGIN_THROTTLED', 'LOGIN_THROTTLED', undefined, { seconds: wait })
    return c.json({ ...body, retryAfter: wait }, 429, {
      'Retry-After': String(wait),
    })
  }
  const row = await findUserByLogin(db, username)
  const valid = row
    ? await verifyPassword(password, {
        hash: row.password_hash,
        salt: row.password_salt,
        iterations: row.password_iterations,
      })
    : await burnPasswordCheck(password).then(() => false)
  if (!row || !valid) {
    await recordLoginFailure(db, keys)
    throw invalidLogin()
  }
  await clearLoginFailures(db, account)
  if (row.email_verified !== 1) throw refuse(403, 'EMAIL_NOT_CONFIRMED')
  const linkedProvider = linkTicket ? await linkWithTicket(c.env, row, linkTicket) : null
  const tokens = await issueTokens(c.env, row)
  const response: LoginResponse = { tokens, user: await userDto(c.env.DB, row, c.get('lang')), linkedProvider }
  return ok(c, response)
})

/**
 * The password proved the owner: the provider login of the ticket is linked to this account when
 * the provider vouched for this account's own e-mail (never for staff). Answers the provider's
 * name, or null when nothing was linked.
 */
async function linkWithTicket(env: BackendEnv['Bindings'], row: UserRow, ticket: string): Promise<string | null> {
  const identity = await openLinkTicket(env, ticket)
  if (!identity || row.is_backoffice_user === 1 || identity.email.toLowerCase() !== row.email.toLowerCase()) return null
  const provider = findProvider(env, identity.provider)
  if (!provider) return null
  await linkIdentity(env.DB, row.id, identity)
  return (await linkedUserId(env.DB, identity.provider, identity.subject)) === row.id ? provider.name : null
}

authRoutes.on(users.refresh, async (c) => {
  const presented = c.req.header('refreshToken')?.trim()
  if (!presented) throw refuse(401, 'REFRESH_TOKEN_MISSING')
  if (presented.length > 200) throw refuse(401, 'INVALID_REFRESH_TOKEN')
  const { userId, ...rotated } = await rotateRefreshToken(c.env.DB, presented)
  const row = await getUserRow(c.env.DB, userId)
  if (!row) throw refuse(401, 'INVALID_REFRESH_TOKEN')
  const tokens = await issueTokens(c.env, row, rotated)
  return ok(c, { tokens, user: await userDto(c.env.DB, row, c.get('lang')) })
})

authRoutes.on(users.logout, async (c) => {
  await revokeRefreshToken(c.env.DB, c.req.valid('json').refreshToken)
  return ok(c, { loggedOut: true as const })
})
