import { LOCALES, type Locale } from '../../../contract/locales'
import { randomToken } from '../users/crypto'
import type { AdminSubscriberRow } from '../../../contract/dto/admin'
import { containsSql } from '../contains-text'
import { allRows, batchRows, columns, firstRow, type Row } from '../rows'

export type Subscription = { state: 'confirmed' } | { state: 'pending'; token: string }

/**
 * Newsletter subscriptions, one per e-mail, double opt-in: a new (or still unconfirmed) address
 * gets a fresh confirmation token for the e-mail; a confirmed one is left as it is.
 */
export async function addSubscription(db: D1Database, email: string, language: Locale): Promise<Subscription> {
  const token = randomToken()
  const row = await firstRow(
    db
      .prepare(
        `INSERT INTO newsletter_subscriptions (email, language, consent, confirmation_token) VALUES (?, ?, 1, ?)
       ON CONFLICT (email) DO UPDATE SET confirmation_token = excluded.confirmation_token, language = excluded.language
       WHERE newsletter_subscriptions.confirmed_at IS NULL
       RETURNING id`,
      )
      .bind(email, language, token),
    readId,
  )
  return row ? { state: 'pending', token } : { state: 'confirmed' }
}

/** Confirms the subscription holding `token` (the first time is kept); null when no subscription has it. */
export async function confirmSubscription(
  db: D1Database,
  token: string,
  now: string,
): Promise<{ email: string } | null> {
  return firstRow(
    db
      .prepare(
        'UPDATE newsletter_subscriptions SET confirmed_at = COALESCE(confirmed_at, ?) WHERE confirmation_token = ? RETURNING email',
      )
      .bind(now, token),
    readEmail,
  )
}

// ---------------------------------------------------------------- the backoffice

/** Newsletter subscribers for staff (issue 16). */

interface SubscriberRow {
  id: number
  email: string
  language: Locale
  confirmed_at: string | null
  created_at: string
}

const subscriptions = columns('newsletter_subscriptions')
const readSubscriberRow = (r: Row): SubscriberRow => ({
  id: subscriptions.int(r, 'id'),
  email: subscriptions.text(r, 'email'),
  language: subscriptions.oneOf(r, 'language', LOCALES),
  confirmed_at: subscriptions.nullableText(r, 'confirmed_at'),
  created_at: subscriptions.text(r, 'created_at'),
})
const readId = (r: Row) => ({ id: subscriptions.int(r, 'id') })
const readEmail = (r: Row) => ({ email: subscriptions.text(r, 'email') })

const toRow = (row: SubscriberRow): AdminSubscriberRow => ({
  id: row.id,
  email: row.email,
  language: row.language,
  confirmed: row.confirmed_at !== null,
  confirmedAt: row.confirmed_at,
  createdAt: row.created_at,
})

export type SubscriberState = 'confirmed' | 'pending'

function filterSql(filter: { q?: string; state?: SubscriberState }): { clause: string; binds: unknown[] } {
  const where: string[] = []
  const binds: unknown[] = []
  if (filter.q) {
    where.push(containsSql('email', '?'))
    binds.push(filter.q)
  }
  if (filter.state) where.push(filter.state === 'confirmed' ? 'confirmed_at IS NOT NULL' : 'confirmed_at IS NULL')
  return { clause: where.length ? `WHERE ${where.join(' AND ')}` : '', binds }
}

export async function listSubscribers(
  db: D1Database,
  filter: { q?: string; state?: SubscriberState },
  limit: number,
  offset: number,
): Promise<{ rows: AdminSubscriberRow[]; total: number }> {
  const { clause, binds } = filterSql(filter)
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT id, email, language, confirmed_at, created_at FROM newsletter_subscriptions ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total FROM newsletter_subscriptions ${clause}`).bind(...binds),
  ])
  return {
    rows: batchRows(rows, readSubscriberRow).map(toRow),
    total: batchRows(count, (r) => subscriptions.int(r, 'total'))[0] ?? 0,
  }
}

/** Confirmed subscribers after `afterId` (the export: who may be mailed). */
export async function confirmedAfter(db: D1Database, afterId: number, limit: number): Promise<AdminSubscriberRow[]> {
  const results = await allRows(
    db
      .prepare(
        'SELECT id, email, language, confirmed_at, created_at FROM newsletter_subscriptions WHERE confirmed_at IS NOT NULL AND id > ? ORDER BY id LIMIT ?',
      )
      .bind(afterId, limit),
    readSubscriberRow,
  )
  return results.map(toRow)
}

export async function findSubscriber(db: D1Database, id: number): Promise<AdminSubscriberRow | null> {
  const row = await firstRow(
    db
      .prepare('SELECT id, email, language, confirmed_at, created_at FROM newsletter_subscriptions WHERE id = ?')
      .bind(id),
    readSubscriberRow,
  )
  return row ? toRow(row) : null
}

/** Unsubscribes: the address is removed (nothing of it is kept to mail later). */
export async function removeSubscriber(db: D1Database, id: number): Promise<boolean> {
  const res = await db.prepare('DELETE FROM newsletter_subscriptions WHERE id = ?').bind(id).run()
  return res.meta.changes === 1
}
