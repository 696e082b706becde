import type { AdminOutboxRow } from '../../../contract/dto/admin'
import { email as emailRows } from '../../../contract/endpoints/email'
import { ok, pageForms, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { findOutboxEmail, listOutbox, retryEmail, type OutboxEmail } from './outbox'
import { deliverDueEmails } from './deliver'
import { renderEmailJobs } from '../commerce/order-confirmation-job'
import { ADMIN_PER_PAGE, adminPaging } from '../admin-lists'

/**
 * The e-mail outbox (issue 16): every message's delivery state, and "retry" for one that failed
 * or waits. Bodies are not shown: they hold personal links (password resets, order links).
 */
export const adminOutboxRoutes = endpointRoutes('api/v1/admin/outbox')

const toRow = (email: OutboxEmail): AdminOutboxRow => ({
  id: email.id,
  kind: email.kind,
  recipient: email.recipient,
  locale: email.locale,
  subject: email.subject,
  status: email.status,
  attempts: email.attempts,
  lastError: email.lastError,
  sentVia: email.sentVia,
  createdAt: email.createdAt,
  sentAt: email.sentAt,
  nextAttemptAt: email.nextAttemptAt,
  preparing: email.preparing,
})

adminOutboxRoutes.on(emailRows.outbox, async (c) => {
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { data, total } = await listOutbox(
    c.env.DB,
    { status: query.status || undefined, recipient: query.q || undefined },
    p.limit,
    p.offset,
  )
  return ok(c, pageForms.lastPage<AdminOutboxRow>(data.map(toRow), total, { ...p, limit: ADMIN_PER_PAGE }))
})

/** Due now with a fresh set of attempts; delivery starts right after the answer (the cron would take it too). */
adminOutboxRoutes.on(emailRows.outboxRetry, async (c) => {
  const { id } = c.req.valid('param')
  if (!(await findOutboxEmail(c.env.DB, id))) throw refuse(404, 'EMAIL_NOT_FOUND')
  if (!(await retryEmail(c.env.DB, id))) throw refuse(409, 'EMAIL_ALREADY_SENT')
  try {
    // A job (an order's confirmation not rendered yet) is rendered first, then delivered with the rest.
    c.executionCtx.waitUntil(
      renderEmailJobs(c.env, [id])
        .then(() => deliverDueEmails(c.env))
        .catch((error: unknown) => console.error('izlog: e-mail delivery failed', error)),
    )
  } catch {
    // No execution context (an in-process test call): the cron delivers.
  }
  const email = await findOutboxEmail(c.env.DB, id)
  if (!email) throw refuse(404, 'EMAIL_NOT_FOUND')
  return ok(c, toRow(email))
})
