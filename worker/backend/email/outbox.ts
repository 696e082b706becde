import { LOCALES, type Locale } from '../../../contract/locales'
import { allRows, batchRows, columns, firstRow, type Row } from '../rows'

/**
 * The e-mail outbox (D1 table email_outbox): an e-mail is a row before it is anything else, so a
 * provider outage loses nothing. Delivery (deliver.ts) takes due rows, and a failed attempt waits
 * longer each time until MAX_ATTEMPTS, when the row is marked failed with the last reason.
 */

const EMAIL_KINDS = [
  'verifyEmail',
  'passwordReset',
  'orderConfirmation',
  // Issue 36: a paid order's keys that arrived late (to the buyer); a short or low key pool (to the shop).
  'digitalKeys',
  'digitalStaff',
  'formConfirmation',
  'newsletterConfirmation',
  'orderStatus',
  'emailChange',
  'emailChangeNotice',
  'registrationAttempt',
  // Issue 36: a return request, to the buyer at each step and to the shop when it arrives.
  'orderReturn',
  // Issue 36: money given back, to the buyer.
  'orderRefund',
  // Issue 36: the order's invoice and credit notes sent again by staff.
  'orderInvoice',
  // Issue 37: an invitation to the backoffice with a link to set the password.
  'staffInvitation',
] as const
export type EmailKind = (typeof EMAIL_KINDS)[number]
const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const
export type EmailStatus = (typeof EMAIL_STATUSES)[number]

/** An image the HTML shows inline as `cid:<contentId>`. */
export interface InlineImage {
  filename: string
  type: string
  contentId: string
  base64: string
}

export interface RenderedEmail {
  subject: string
  html: string
  text: string
  attachments?: InlineImage[]
}

export interface OutboxEmail extends RenderedEmail {
  attachments: InlineImage[]
  id: number
  kind: EmailKind
  recipient: string
  locale: Locale
  status: EmailStatus
  attempts: number
  nextAttemptAt: string
  lastError: string | null
  sentVia: string | null
  providerId: string | null
  createdAt: string
  sentAt: string | null
  /** A job (commerce/order-confirmation-job.ts) whose text is not rendered yet: nothing to send so far. */
  preparing: boolean
}

interface OutboxRow {
  id: number
  kind: EmailKind
  recipient: string
  locale: Locale
  subject: string
  html: string
  text: string
  attachments: string
  status: EmailStatus
  attempts: number
  next_attempt_at: string
  last_error: string | null
  sent_via: string | null
  provider_id: string | null
  created_at: string
  sent_at: string | null
  preparing: boolean
}

const outbox = columns('email_outbox')
const readOutboxRow = (r: Row): OutboxRow => ({
  id: outbox.int(r, 'id'),
  kind: outbox.oneOf(r, 'kind', EMAIL_KINDS),
  recipient: outbox.text(r, 'recipient'),
  locale: outbox.oneOf(r, 'locale', LOCALES),
  subject: outbox.text(r, 'subject'),
  html: outbox.text(r, 'html'),
  text: outbox.text(r, 'text'),
  attachments: outbox.text(r, 'attachments'),
  status: outbox.oneOf(r, 'status', EMAIL_STATUSES),
  attempts: outbox.int(r, 'attempts'),
  next_attempt_at: outbox.text(r, 'next_attempt_at'),
  last_error: outbox.nullableText(r, 'last_error'),
  sent_via: outbox.nullableText(r, 'sent_via'),
  provider_id: outbox.nullableText(r, 'provider_id'),
  created_at: outbox.text(r, 'created_at'),
  sent_at: outbox.nullableText(r, 'sent_at'),
  preparing: outbox.nullableText(r, 'job') !== null,
})
const readQueued = (r: Row) => ({ id: outbox.int(r, 'id'), status: outbox.oneOf(r, 'status', EMAIL_STATUSES) })

/** Delivery attempts before a message is marked failed (the last one about a day after the first). */
export const MAX_ATTEMPTS = 6
/** Minutes to wait after the n-th failed attempt (1st → 1 min, then 5, 30, 120, 720). */
const BACKOFF_MINUTES = [1, 5, 30, 120, 720] as const

export function retryDelayMs(attempts: number): number {
  const minutes = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1] ?? BACKOFF_MINUTES[0]
  return minutes * 60_000
}

const toEmail = (row: OutboxRow): OutboxEmail => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  locale: row.locale,
  subject: row.subject,
  html: row.html,
  text: row.text,
  attachments: parseAttachments(row.attachments),
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  sentVia: row.sent_via,
  providerId: row.provider_id,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  preparing: row.preparing,
})

function parseAttachments(json: string): InlineImage[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? (value as InlineImage[]) : []
  } catch {
    return []
  }
}

/**
 * The most e-mails one address gets: at most `limit` written in the last `windowMs`, or still
 * unsent, whatever their kind (order e-mails included). Every endpoint that sends mail has its own
 * throttle (request-budget.ts); this caps what all of them together can send one inbox.
 */
export const RECIPIENT_CAP = { limit: 10, windowMs: 60 * 60_000 } as const

/** The reason stored on an e-mail the cap kept back (a failed row that was never attempted). */
export const RECIPIENT_CAP_REASON = `Not sent: more than ${RECIPIENT_CAP.limit} e-mails to this address within ${RECIPIENT_CAP.windowMs / 60_000} minutes.`

/**
 * Writes one rendered e-mail to the outbox, due at once; answers its id. Over the recipient's cap
 * it is stored as failed with the reason instead (staff see it in the outbox and may retry it) and
 * never delivered; the caller's request goes on either way. One statement counts and writes, so
 * concurrent requests cannot both take the last place. The cap counts the address's e-mails
 * written in the window or still waiting, not the ones it kept back (failed, never attempted).
 */
export async function enqueueEmail(
  db: D1Database,
  kind: EmailKind,
  recipient: string,
  locale: Locale,
  email: RenderedEmail,
  now = new Date(),
): Promise<number> {
  const row = await firstRow(outboxInsert(db, kind, recipient, locale, email, null, now), readQueued)
  if (!row) throw new Error('the outbox did not store the e-mail')
  if (row.status === 'failed')
    console.warn(`izlog: e-mail ${row.id} (${kind}) to ${recipient} kept back: ${RECIPIENT_CAP_REASON}`)
  return row.id
}

/**
 * The statement that writes one e-mail (enqueueEmail), answering its id and status; with `job`, an
 * e-mail whose text is rendered later (outbox jobs, commerce/order-confirmation-job.ts): written
 * empty, it is never delivered until rendered. The recipient's cap applies to it all the same.
 */
export function outboxInsert(
  db: D1Database,
  kind: EmailKind,
  recipient: string,
  locale: Locale,
  email: RenderedEmail,
  job: string | null,
  now = new Date(),
): D1PreparedStatement {
  const at = now.toISOString()
  const since = new Date(now.getTime() - RECIPIENT_CAP.windowMs).toISOString()
  return db
    .prepare(
      `WITH counted AS (
         SELECT COUNT(*) >= ?10 AS over FROM email_outbox
         WHERE recipient = ?2 COLLATE NOCASE AND (created_at >= ?11 OR status = 'queued') AND NOT (status = 'failed' AND attempts = 0)
       )
       INSERT INTO email_outbox (kind, recipient, locale, subject, html, text, attachments, next_attempt_at, created_at, status, last_error, job)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, CASE WHEN over THEN 'failed' ELSE 'queued' END, CASE WHEN over THEN ?12 END, ?13 FROM counted
       RETURNING id, status`,
    )
    .bind(
      kind,
      recipient,
      locale,
      email.subject,
      email.html,
      email.text,
      JSON.stringify(email.attachments ?? []),
      at,
      at,
      RECIPIENT_CAP.limit,
      since,
      RECIPIENT_CAP_REASON,
      job,
    )
}

/** The row outboxInsert answered (in a batch's results). */
export const outboxInserted = (result: D1Result | undefined) => batchRows(result, readQueued)[0] ?? null

/** Queued e-mails whose next attempt is due, oldest first (written, not waiting for their text). */
export async function dueEmails(db: D1Database, now: Date, limit: number): Promise<OutboxEmail[]> {
  const results = await allRows(
    db
      .prepare(
        "SELECT * FROM email_outbox WHERE status = 'queued' AND job IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?",
      )
      .bind(now.toISOString(), limit),
    readOutboxRow,
  )
  return results.map(toEmail)
}

/**
 * Claims a due e-mail for one attempt (moves its next attempt into the future first), so a cron run
 * and a request's immediate delivery never send the same message twice. False: someone else has it.
 */
export async function claimEmail(db: D1Database, email: OutboxEmail, now: Date): Promise<boolean> {
  const lease = new Date(now.getTime() + retryDelayMs(email.attempts + 1)).toISOString()
  const res = await db
    .prepare(
      "UPDATE email_outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ? AND status = 'queued' AND attempts = ?",
    )
    .bind(lease, email.id, email.attempts)
    .run()
  return res.meta.changes === 1
}

export async function markSent(
  db: D1Database,
  id: number,
  via: string,
  providerId: string | null,
  now: Date,
): Promise<void> {
  await db
    .prepare(
      "UPDATE email_outbox SET status = 'sent', sent_via = ?, provider_id = ?, sent_at = ?, last_error = NULL WHERE id = ?",
    )
    .bind(via, providerId, now.toISOString(), id)
    .run()
}

/** A failed attempt: queued again after the backoff (already set by the claim), or failed for good. */
export async function markAttemptFailed(db: D1Database, id: number, attempts: number, reason: string): Promise<void> {
  const status: EmailStatus = attempts >= MAX_ATTEMPTS ? 'failed' : 'queued'
  await db
    .prepare('UPDATE email_outbox SET status = ?, last_error = ? WHERE id = ?')
    .bind(status, reason.slice(0, 500), id)
    .run()
}

/** A queued e-mail that must not be sent as written: failed at once with the reason, never attempted. */
export async function markUnsendable(db: D1Database, id: number, reason: string): Promise<void> {
  await db
    .prepare("UPDATE email_outbox SET status = 'failed', last_error = ? WHERE id = ? AND status = 'queued'")
    .bind(reason.slice(0, 500), id)
    .run()
}

/** Staff's "retry": a failed or waiting e-mail is due again now, with a fresh set of attempts. */
export async function retryEmail(db: D1Database, id: number, now = new Date()): Promise<boolean> {
  const res = await db
    .prepare(
      "UPDATE email_outbox SET status = 'queued', attempts = 0, next_attempt_at = ? WHERE id = ? AND status != 'sent'",
    )
    .bind(now.toISOString(), id)
    .run()
  return res.meta.changes === 1
}

export interface OutboxPage {
  data: OutboxEmail[]
  total: number
}

/** Newest first, optionally by status or recipient (the admin's outbox and the dev mailbox). */
export async function listOutbox(
  db: D1Database,
  filter: { status?: EmailStatus; recipient?: string },
  limit: number,
  offset: number,
): Promise<OutboxPage> {
  const where: string[] = []
  const binds: unknown[] = []
  if (filter.status) {
    where.push('status = ?')
    binds.push(filter.status)
  }
  if (filter.recipient) {
    where.push('lower(recipient) = ?')
    binds.push(filter.recipient.toLowerCase())
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const [rows, count] = await db.batch([
    db.prepare(`SELECT * FROM email_outbox ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`).bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total FROM email_outbox ${clause}`).bind(...binds),
  ])
  return {
    data: batchRows(rows, readOutboxRow).map(toEmail),
    total: batchRows(count, (r) => outbox.int(r, 'total'))[0] ?? 0,
  }
}

export async function findOutboxEmail(db: D1Database, id: number): Promise<OutboxEmail | null> {
  const row = await firstRow(db.prepare('SELECT * FROM email_outbox WHERE id = ?').bind(id), readOutboxRow)
  return row ? toEmail(row) : null
}
