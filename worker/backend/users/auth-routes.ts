import { Hono } from 'hono'
import type { BackendEnv } from '../context'
import { BackendError, badRequest, ok, unauthorized, validate } from '../http'
import { burnPasswordCheck, verifyPassword } from './crypto'
import { revokeRefreshToken, rotateRefreshToken } from './refresh-tokens'
import { findUserByLogin, getUserRow, userDto } from './repository'
import { LoginSchema, LogoutSchema } from './schemas'
import { issueTokens } from './tokens'

/** Login, refresh (rotating), logout, and the (unconfigured) social login. */
export const authRoutes = new Hono<BackendEnv>()

const invalidLogin = () => new BackendError(401, 'INVALID_LOGIN', 'Unknown username or password!')

authRoutes.post('/api/v1/login', validate('json', LoginSchema), async (c) => {
  const { username, password, apiKey } = c.req.valid('json')
  if (apiKey !== undefined && apiKey !== c.env.API_KEY) throw new BackendError(401, 'INVALID_API_KEY', 'Invalid API key.')
  const row = await findUserByLogin(c.env.DB, username)
  if (!row) {
    await burnPasswordCheck(password)
    throw invalidLogin()
  }
  const valid = await verifyPassword(password, { hash: row.password_hash, salt: row.password_salt, iterations: row.password_iterations })
  if (!valid) throw invalidLogin()
  if (row.email_verified !== 1) throw new BackendError(403, 'EMAIL_NOT_CONFIRMED', 'E-mail not confirmed. Please confirm your e-mail address first.')
  const tokens = await issueTokens(c.env, row)
  return ok(c, { tokens, user: await userDto(c.env.DB, row, c.get('lang')) })
})

authRoutes.get('/api/v1/refresh', async (c) => {
  const presented = c.req.header('refreshToken')?.trim()
  if (!presented) throw unauthorized('refreshToken header is required.', 'REFRESH_TOKEN_MISSING')
  if (presented.length > 200) throw unauthorized('Invalid refresh token.', 'INVALID_REFRESH_TOKEN')
  const { userId, refreshToken } = await rotateRefreshToken(c.env.DB, presented)
  const row = await getUserRow(c.env.DB, userId)
  if (!row) throw unauthorized('Invalid refresh token.', 'INVALID_REFRESH_TOKEN')
  const tokens = await issueTokens(c.env, row, refreshToken)
  return ok(c, { tokens, user: await userDto(c.env.DB, row, c.get('lang')) })
})

authRoutes.post('/api/v1/logout', validate('json', LogoutSchema), async (c) => {
  await revokeRefreshToken(c.env.DB, c.req.valid('json').refreshToken)
  return ok(c, { loggedOut: true as const })
})

const socialNotConfigured = () => badRequest('Social login is not configured.', 'SOCIAL_LOGIN_NOT_CONFIGURED')
authRoutes.post('/api/v1/user/social/oauth', () => {
  throw socialNotConfigured()
})
authRoutes.get('/api/v1/user/social/redirect-login', () => {
  throw socialNotConfigured()
})
