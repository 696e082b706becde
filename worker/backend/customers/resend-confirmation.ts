import type { Context } from 'hono'
import { buildPath } from '../../../contract/routes'
import { auditStatement, type AuditActor } from '../audit-log'
import type { BackendEnv } from '../context'
import { emailLink } from '../email/links'
import { queueEmail } from '../email/queue'
import { verifyEmailMessage } from '../email/templates'
import { randomToken, sha256Hex } from '../users/crypto'
import type { UserRow } from '../users/users'
import { customerSubject } from './customer-block'

/**
 * Staff send an unconfirmed customer the registration's confirmation e-mail again (issue 37): a new
 * link (the old one stops working: only the new token's hash is kept), through the outbox like the
 * registration's own. False when the account was confirmed meanwhile (nothing is sent).
 */
export async function resendConfirmation(
  c: Context<BackendEnv>,
  actor: AuditActor,
  customer: UserRow,
): Promise<boolean> {
  const db = c.env.DB
  const token = randomToken()
  const [stored] = await db.batch([
    db
      .prepare('UPDATE users SET verification_token = ? WHERE id = ? AND email_verified = 0')
      .bind(await sha256Hex(token), customer.id),
    auditStatement(db, {
      actor,
      action: 'customer.resendConfirmation',
      subject: customerSubject(customer.id),
      detail: { email: customer.email },
    }),
  ])
  if ((stored?.meta.changes ?? 0) !== 1) return false
  // In the customer's language (the one they registered in), whatever the staff member's screen shows.
  const lang = customer.language
  const link = emailLink(c, buildPath('confirmEmail', lang, {}, { verificationToken: token }))
  await queueEmail(c, 'verifyEmail', customer.email, lang, verifyEmailMessage(lang, customer.first_name || null, link))
  return true
}
