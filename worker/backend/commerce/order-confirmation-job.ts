import * as v from 'valibot'
import type { Locale } from '../../../contract/locales'
import type { Bindings } from '../../lib/bindings'
import { SITE_ORIGIN_HEADER } from '../../../contract/upstream-headers'
import { allRows, columns, type Row } from '../rows'
import { outboxInsert } from '../email/outbox'
import { findOrderByCart } from './orders'
import { renderOrderConfirmation } from './order-confirmation'

/**
 * The confirmation e-mail of an order placed through order/place (issue 38), as an outbox JOB: the
 * order's batch writes the outbox row, empty, with what to render (the order by its cart, the site
 * whose links it carries); the text is rendered after the answer, reading the order's details then
 * (renderEmailJobs). A job is never delivered before it is rendered (outbox.ts dueEmails); a render
 * that fails leaves the job for the next try (the Cron Trigger's outbox run), so nothing is lost.
 */
const JobSchema = v.object({
  kind: v.literal('orderConfirmation'),
  cartId: v.string(),
  paid: v.boolean(),
  /** The origin of the visitor's request (its links when PUBLIC_ORIGIN is empty). */
  origin: v.string(),
})
type Job = v.InferOutput<typeof JobSchema>

/** The job's outbox row, written in the order's batch (after the order's own row: it names it by its cart). */
export function confirmationJobStatement(
  db: D1Database,
  order: { cartId: string; email: string; language: Locale },
  origin: string,
): D1PreparedStatement {
  const job: Job = { kind: 'orderConfirmation', cartId: order.cartId, paid: false, origin }
  return outboxInsert(
    db,
    'orderConfirmation',
    order.email,
    order.language,
    { subject: '', html: '', text: '' },
    JSON.stringify(job),
  )
}

const outbox = columns('email_outbox')
const readJobRow = (r: Row) => ({ id: outbox.int(r, 'id'), job: outbox.text(r, 'job') })

/** Jobs one run renders at most. */
const BATCH = 25

/**
 * Renders the outbox's waiting jobs (`ids`: those only) into e-mails, which delivery then takes like
 * any other. A job that cannot be rendered now stays for the next run; one whose order is gone (or
 * that is not understood) fails with the reason, for staff to see. A job kept back by the
 * recipient's cap is rendered when staff retry it (it is queued again).
 */
export async function renderEmailJobs(env: Bindings, ids?: readonly number[]): Promise<number> {
  const only = ids ? ` AND id IN (${ids.map(() => '?').join(', ')})` : ''
  if (ids?.length === 0) return 0
  const rows = await allRows(
    env.DB.prepare(
      `SELECT id, job FROM email_outbox WHERE job IS NOT NULL AND status = 'queued'${only} ORDER BY id LIMIT ?`,
    ).bind(...(ids ?? []), BATCH),
    readJobRow,
  )
  let rendered = 0
  for (const row of rows) {
    try {
      if (await renderJob(env, row.id, row.job)) rendered++
    } catch (error) {
      console.error(`izlog: e-mail job ${row.id} not rendered yet (tried again by the next outbox run)`, error)
    }
  }
  return rendered
}

async function renderJob(env: Bindings, id: number, json: string): Promise<boolean> {
  let value: unknown = null
  try {
    value = JSON.parse(json)
  } catch {
    value = null
  }
  const job = v.safeParse(JobSchema, value)
  const order = job.success ? await findOrderByCart(env.DB, job.output.cartId) : null
  if (!job.success || !order) {
    // Failed for staff to see; still a job, so a retry renders it again rather than sending it empty.
    await env.DB.prepare("UPDATE email_outbox SET status = 'failed', last_error = ? WHERE id = ?")
      .bind(
        job.success ? 'Not sent: the order of this e-mail is gone.' : 'Not sent: the e-mail job is not understood.',
        id,
      )
      .run()
    return false
  }
  const { origin } = job.output
  const site = { env, req: { header: (name: string) => (name === SITE_ORIGIN_HEADER ? origin : undefined) } }
  const { email } = await renderOrderConfirmation(env, site, order, job.output.paid)
  const res = await env.DB.prepare(
    'UPDATE email_outbox SET subject = ?, html = ?, text = ?, attachments = ?, job = NULL WHERE id = ? AND job IS NOT NULL',
  )
    .bind(email.subject, email.html, email.text, JSON.stringify(email.attachments ?? []), id)
    .run()
  return res.meta.changes === 1
}
