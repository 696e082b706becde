import { isProduction, type Bindings } from '../../lib/bindings'
import { missingOriginReason } from './links'
import { claimEmail, dueEmails, markAttemptFailed, markSent, markUnsendable } from './outbox'
import { missingSenderReason, senderFor } from './sender'

/** E-mails one run sends at most (a Cron Trigger run, or the immediate delivery after a request). */
const BATCH = 25

export interface DeliveryReport {
  sent: number
  failed: number
  /** Due but not attempted: no sender is configured. */
  waiting: number
}

type DeliveryEnv = Parameters<typeof senderFor>[0] & Pick<Bindings, 'DB' | 'EMAIL_FROM'>

/**
 * Sends the outbox's due e-mails with the configured sender. Each message is claimed first, so
 * two runs never send it twice; a failure is stored with its reason and retried after a backoff
 * (outbox.ts), up to MAX_ATTEMPTS. In production an e-mail whose links have no origin is never
 * sent (a reader could not follow them): it fails at once with the reason, for staff to see.
 */
export async function deliverDueEmails(env: DeliveryEnv, now = new Date()): Promise<DeliveryReport> {
  const due = await dueEmails(env.DB, now, BATCH)
  const report: DeliveryReport = { sent: 0, failed: 0, waiting: 0 }
  if (due.length === 0) return report
  const sender = senderFor(env)
  if (!sender) {
    console.error(`izlog: ${due.length} e-mail(s) wait in the outbox: ${missingSenderReason(env)}`)
    return { ...report, waiting: due.length }
  }
  for (const email of due) {
    const unsendable = isProduction(env) ? missingOriginReason(email.html) : null
    if (unsendable) {
      await markUnsendable(env.DB, email.id, unsendable)
      console.error(`izlog: e-mail ${email.id} (${email.kind}) to ${email.recipient} held: ${unsendable}`)
      report.failed++
      continue
    }
    if (!(await claimEmail(env.DB, email, now))) continue
    try {
      const { providerId } = await sender.send({
        from: env.EMAIL_FROM,
        to: email.recipient,
        subject: email.subject,
        html: email.html,
        text: email.text,
        attachments: email.attachments,
      })
      await markSent(env.DB, email.id, sender.name, providerId, new Date())
      report.sent++
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      await markAttemptFailed(env.DB, email.id, email.attempts + 1, reason)
      console.error(
        `izlog: e-mail ${email.id} (${email.kind}) to ${email.recipient} not sent (attempt ${email.attempts + 1}): ${reason}`,
      )
      report.failed++
    }
  }
  return report
}
