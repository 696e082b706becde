import type { Context } from 'hono'
import type { StaffRole } from '../../../contract/staff-roles'
import { buildPath } from '../../../contract/routes'
import type { BackendEnv } from '../context'
import { emailLink } from '../email/links'
import { queueEmail } from '../email/queue'
import { staffInvitationMessage } from '../email/templates'
import { randomToken, sha256Hex } from '../users/crypto'
import { setPasswordResetToken } from '../users/users'

/** An invitation's link stays valid this long (a password reset link: one hour). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/**
 * E-mails the invitee a link to set their password: the password-reset flow's token and page
 * (/zaboravljena-lozinka?token=…), valid for 7 days. Setting the password confirms the e-mail and
 * ends any other session (users/password-routes.ts).
 */
export async function sendInvitation(
  c: Context<BackendEnv>,
  invitee: { id: number; email: string; firstName: string },
  role: StaffRole,
  inviter: string,
): Promise<void> {
  const lang = c.get('lang')
  const token = randomToken()
  const expires = new Date(Date.now() + INVITATION_TTL_MS).toISOString()
  await setPasswordResetToken(c.env.DB, invitee.id, await sha256Hex(token), expires)
  const link = emailLink(c, buildPath('forgotPassword', lang, {}, { token }))
  await queueEmail(
    c,
    'staffInvitation',
    invitee.email,
    lang,
    staffInvitationMessage(lang, invitee.firstName || null, link, { inviter, role }),
  )
}
