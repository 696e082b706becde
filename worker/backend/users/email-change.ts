import type { Context } from 'hono'
import type { BackendEnv } from '../context'
import { buildPath } from '../../../contract/routes'
import { refuse } from '../http'
import { emailLink } from '../email/links'
import { queueEmail } from '../email/queue'
import { emailChangeMessage, emailChangeNoticeMessage } from '../email/templates'
import { randomToken, sha256Hex } from './crypto'
import type { UserRow } from './users'
import { columns, firstRow, type Row } from '../rows'

const readEmail = (r: Row) => ({ email: columns('users').text(r, 'email') })

/**
 * An e-mail change takes effect only when the link sent to the new address is opened: until then
 * it waits in users.pending_email and the current address keeps working (login, a provider login
 * matched by e-mail, password reset). The current address is told about the request.
 */

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`

/** Stores the pending address (replacing an earlier one) and e-mails the link and the notice. */
export async function requestEmailChange(c: Context<BackendEnv>, row: UserRow, newEmail: string): Promise<void> {
  const db = c.env.DB
  const lang = c.get('lang')
  const token = randomToken()
  const expires = new Date(Date.now() + EMAIL_CHANGE_TTL_MS).toISOString()
  await db
    .prepare(
      `UPDATE users SET pending_email = ?, pending_email_token = ?, pending_email_expires_at = ?, updated_at = ${NOW} WHERE id = ?`,
    )
    .bind(newEmail, await sha256Hex(token), expires, row.id)
    .run()
  const name = row.first_name || null
  // The confirm-e-mail page sends the token to verify/:token, which confirms accounts and e-mail changes alike.
  const link = emailLink(c, buildPath('confirmEmail', lang, {}, { verificationToken: token }))
  await queueEmail(c, 'emailChange', newEmail, lang, emailChangeMessage(lang, name, link))
  await queueEmail(
    c,
    'emailChangeNotice',
    row.email,
    lang,
    emailChangeNoticeMessage(lang, name, newEmail, emailLink(c, buildPath('profile', lang))),
  )
}

const isUniqueViolation = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/i.test(error.message)

/**
 * Makes the pending change whose token hash matches (not expired): the new address becomes the
 * account's e-mail (and its username when the username was the old e-mail). Its new e-mail, or
 * null when no change waits for this token. 409 when the address got an account meanwhile.
 */
export async function confirmEmailChange(db: D1Database, tokenHash: string, now = new Date()): Promise<string | null> {
  try {
    const row = await firstRow(
      db
        .prepare(
          `UPDATE users SET email = pending_email, username = CASE WHEN username = email THEN pending_email ELSE username END,
           email_verified = 1, pending_email = NULL, pending_email_token = NULL, pending_email_expires_at = NULL, updated_at = ${NOW}
         WHERE pending_email_token = ? AND pending_email_expires_at > ? RETURNING email`,
        )
        .bind(tokenHash, now.toISOString()),
      readEmail,
    )
    return row?.email ?? null
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    await db
      .prepare(
        'UPDATE users SET pending_email = NULL, pending_email_token = NULL, pending_email_expires_at = NULL WHERE pending_email_token = ?',
      )
      .bind(tokenHash)
      .run()
    throw refuse(409, 'USER_EXISTS')
  }
}
