import type { Context } from 'hono'
import type { Locale } from '../../../contract/locales'
import type { BackendEnv } from '../context'
import { deliverDueEmails } from './deliver'
import { enqueueEmail, type EmailKind, type RenderedEmail } from './outbox'

/**
 * Writes an e-mail to the outbox, then tries to deliver it right after the answer (waitUntil);
 * whatever does not leave now, the Cron Trigger sends later. The caller's answer never waits for
 * the provider, and a provider outage never fails the request that wrote the e-mail.
 */
export async function queueEmail(
  c: Context<BackendEnv>,
  kind: EmailKind,
  recipient: string,
  locale: Locale,
  email: RenderedEmail,
): Promise<void> {
  await enqueueEmail(c.env.DB, kind, recipient, locale, email)
  let ctx: Pick<ExecutionContext, 'waitUntil'> | null = null
  try {
    ctx = c.executionCtx
  } catch {
    // Called without an execution context (a test's in-process call): the cron delivers.
  }
  ctx?.waitUntil(
    deliverDueEmails(c.env).catch((error: unknown) => console.error('izlog: e-mail delivery failed', error)),
  )
}
