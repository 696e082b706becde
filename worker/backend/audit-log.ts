import type { AdminAuditEntry } from '../../contract/dto/admin'
import { allRows, batchRows, columns, type Row } from './rows'

/**
 * The audit log (migration 0028): who among staff changed what, and when. A change and its entry
 * are written in one batch (`auditStatement` beside the change's own statements), so there is no
 * change without its entry; the entry is written only when the statement just before it changed a
 * row (`changes()`), so a refused or lost race leaves no entry either.
 */

export interface AuditActor {
  userId: number
  email: string
}

export interface AuditEntry {
  id: number
  actorUserId: number | null
  actorEmail: string
  action: string
  subject: string
  detail: Record<string, unknown>
  at: string
}

interface AuditRow {
  id: number
  actor_user_id: number | null
  actor_email: string
  action: string
  subject: string
  detail: string
  at: string
}

const audit = columns('audit_log')
const readAuditRow = (r: Row): AuditRow => ({
  id: audit.int(r, 'id'),
  actor_user_id: audit.nullableInt(r, 'actor_user_id'),
  actor_email: audit.text(r, 'actor_email'),
  action: audit.text(r, 'action'),
  subject: audit.text(r, 'subject'),
  detail: audit.text(r, 'detail'),
  at: audit.text(r, 'at'),
})

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actorUserId: row.actor_user_id,
  actorEmail: row.actor_email,
  action: row.action,
  subject: row.subject,
  detail: JSON.parse(row.detail) as Record<string, unknown>,
  at: row.at,
})

/** An entry as the backoffice shows it in a record's history: who, what, when (the subject is the record's own). */
export const adminAuditEntry = ({ id, actorEmail, action, detail, at }: AuditEntry): AdminAuditEntry => ({
  id,
  actorEmail,
  action,
  detail,
  at,
})

export interface AuditChange {
  actor: AuditActor
  /** What was done, `area.verb` (`memberCard.assign`). */
  action: string
  /** The record it was done to, `kind:id` (`membershipCard:12`). */
  subject: string
  detail?: Record<string, unknown>
}

/**
 * The entry for a change, to run in a batch right after the statement that makes the change: it is
 * written only if that statement changed at least one row.
 */
export function auditStatement(db: D1Database, change: AuditChange): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO audit_log (actor_user_id, actor_email, action, subject, detail) SELECT ?, ?, ?, ?, ? WHERE changes() > 0',
    )
    .bind(change.actor.userId, change.actor.email, change.action, change.subject, JSON.stringify(change.detail ?? {}))
}

/**
 * An entry for something staff did that changes no row, written at once: a download of a
 * customer's personal data (issue 37), so the log says who saw it and when.
 */
export async function recordAudit(db: D1Database, change: AuditChange): Promise<void> {
  await auditEntryStatement(db, change).run()
}

/** The entry as a statement that always writes it, for a batch whose change may touch no row of its own table. */
export function auditEntryStatement(db: D1Database, change: AuditChange): D1PreparedStatement {
  return db
    .prepare('INSERT INTO audit_log (actor_user_id, actor_email, action, subject, detail) VALUES (?, ?, ?, ?, ?)')
    .bind(change.actor.userId, change.actor.email, change.action, change.subject, JSON.stringify(change.detail ?? {}))
}

/**
 * The entry for a row the statement just before it created, whose id is not known before the batch
 * runs: the subject is `kind:` + that row's id, found in the table by a unique key the batch wrote
 * (`key`: a product by its SKU, a coupon by its code — right even when one batch creates many rows), or else as the
 * table's newest id (AUTOINCREMENT ids only grow and a batch is one transaction, so that is the row
 * the batch inserted last). The one way the backend audits a created row.
 */
export function auditCreatedStatement(
  db: D1Database,
  change: Omit<AuditChange, 'subject'>,
  kind: string,
  table: 'categories' | 'attributes' | 'tags' | 'products' | 'delivery_methods' | 'delivery_branches' | 'coupons',
  key?: { column: 'sku' | 'code'; value: string },
): D1PreparedStatement {
  const id = key ? `(SELECT MAX(id) FROM ${table} WHERE ${key.column} = ?6)` : `(SELECT MAX(id) FROM ${table})`
  const binds: unknown[] = [
    change.actor.userId,
    change.actor.email,
    change.action,
    kind,
    JSON.stringify(change.detail ?? {}),
  ]
  return db
    .prepare(
      `INSERT INTO audit_log (actor_user_id, actor_email, action, subject, detail) SELECT ?1, ?2, ?3, ?4 || ':' || ${id}, ?5 WHERE changes() > 0`,
    )
    .bind(...binds, ...(key ? [key.value] : []))
}

/** A record's history, newest first. */
export async function auditTrail(db: D1Database, subject: string, limit = 50): Promise<AuditEntry[]> {
  const results = await allRows(
    db
      .prepare(
        'SELECT id, actor_user_id, actor_email, action, subject, detail, at FROM audit_log WHERE subject = ? ORDER BY id DESC LIMIT ?',
      )
      .bind(subject, limit),
    readAuditRow,
  )
  return results.map(toEntry)
}

/** One page of a record's history, newest first, and how many entries it has in all. */
export async function auditPage(
  db: D1Database,
  subject: string,
  limit: number,
  offset: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [page, count] = await db.batch([
    db
      .prepare(
        'SELECT id, actor_user_id, actor_email, action, subject, detail, at FROM audit_log WHERE subject = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      )
      .bind(subject, limit, offset),
    db.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE subject = ?').bind(subject),
  ])
  return {
    entries: batchRows(page, readAuditRow).map(toEntry),
    total: batchRows(count, (r) => audit.int(r, 'n'))[0] ?? 0,
  }
}
