import type { Context } from 'hono'
import { requireUser, type BackendEnv } from '../context'
import { users } from '../../../contract/endpoints/users'
import type { PasswordDone } from '../../../contract/dto/users'
import { endpointRoutes } from '../routing'
import { refuseOverThrottle } from '../request-budget'
import { afterResponse } from './after-response'
import { ok, refuse } from '../http'
import { hashPassword, randomToken, sha256Hex, verifyPassword } from './crypto'
import { revokeAllRefreshTokens, revokeOtherRefreshFamilies } from './refresh-tokens'
import {
  findUserByEmail,
  findUserIdByResetToken,
  getUserRow,
  setPassword,
  setPasswordFromReset,
  setPasswordResetToken,
} from './users'
import { buildPath } from '../../../contract/routes'
import { queueEmail } from '../email/queue'
import { emailLink } from '../email/links'
import { passwordResetMessage } from '../email/templates'

/** Password change (logged in), forgot (reset link) and set (with the link's token). */
export const passwordRoutes = endpointRoutes('api/v1/user/password')

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000

passwordRoutes.on(users.passwordChange, async (c) => {
  const { oldPassword, newPassword } = c.req.valid('json')
  const user = requireUser(c)
  const row = await getUserRow(c.env.DB, user.userId)
  if (!row) throw refuse(401, 'NO_ACTIVE_USER')
  const valid = await verifyPassword(oldPassword, {
    hash: row.password_hash,
    salt: row.password_salt,
    iterations: row.password_iterations,
  })
  if (!valid) throw refuse(400, 'INCORRECT_OLD_PASSWORD')
  const hash = await hashPassword(newPassword)
  await setPassword(c.env.DB, row.id, hash)
  // Every other device logs in again with the new password; this one stays logged in.
  await revokeOtherRefreshFamilies(c.env.DB, row.id, user.sessionId)
  return ok(c, { code: 'PASSWORD_CHANGED' } satisfies PasswordDone)
})

passwordRoutes.on(users.passwordForgot, async (c) => {
  const { email } = c.req.valid('json')
  const refused = await refuseOverThrottle(c, 'forgotPassword', email)
  if (refused) return refused
  // Looked up after the answer, so a known and an unknown address answer in the same time.
  await afterResponse(c, 'password reset e-mail', () => sendResetLink(c, email))
  return ok(c, { code: 'PASSWORD_RESET_SENT' } satisfies PasswordDone)
})

/** A reset link to the account with this e-mail, if there is one. */
async function sendResetLink(c: Context<BackendEnv>, email: string): Promise<void> {
  const lang = c.get('lang')
  const row = await findUserByEmail(c.env.DB, email)
  if (!row) return
  const token = randomToken()
  const expires = new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString()
  await setPasswordResetToken(c.env.DB, row.id, await sha256Hex(token), expires)
  const link = emailLink(c, buildPath('forgotPassword', lang, {}, { token }))
  await queueEmail(c, 'passwordReset', row.email, lang, passwordResetMessage(lang, row.first_name || null, link))
}

passwordRoutes.on(users.passwordSet, async (c) => {
  const { token, newPassword } = c.req.valid('json')
  const db = c.env.DB
  const userId = await findUserIdByResetToken(db, await sha256Hex(token), new Date().toISOString())
  if (userId === null) throw refuse(400, 'INVALID_RESET_TOKEN')
  const hash = await hashPassword(newPassword)
  // Proving access to the mailbox also confirms the e-mail; every existing session ends.
  await setPasswordFromReset(db, userId, hash)
  await revokeAllRefreshTokens(db, userId)
  return ok(c, { code: 'PASSWORD_SET' } satisfies PasswordDone)
})
