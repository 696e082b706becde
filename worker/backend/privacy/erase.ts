import type { ErasureResult } from '../../../contract/dto/privacy'
import type { Bindings } from '../../lib/bindings'
import { auditEntryStatement, auditStatement, type AuditActor } from '../audit-log'
import { recomputeProductRating } from '../cms/product-rating'
import { allRows, columns } from '../rows'
import type { Person } from './export'
import { PERSON_ORDER_IDS, PERSONAL_DATA, personBinds, type PersonalTable } from './personal-data'

const uploads = columns('form_uploads')
const reviews = columns('comments')
const orderSlugs = columns('orders')

/** Who asked for the erasure: the person themselves (their password) or staff. */
export type ErasureBy = { kind: 'self' } | { kind: 'staff'; actor: AuditActor }

function erasureStatement(db: D1Database, entry: PersonalTable, person: Person): D1PreparedStatement | null {
  const sql =
    entry.erase.kind === 'delete'
      ? `DELETE FROM ${entry.table} WHERE ${entry.find}`
      : entry.erase.kind === 'anonymise'
        ? `UPDATE ${entry.table} SET ${entry.erase.set} WHERE ${entry.find}`
        : null
  return sql === null ? null : db.prepare(sql).bind(...personBinds(sql, person))
}

/** The audit subject of an erasure or export of a person without an account: nothing in it names them. */
export const PERSON_WITHOUT_ACCOUNT = 'person:without-account'

/**
 * The erasure's audit entry, never naming what was erased. An account's names its id, after the
 * account's own deletion (written only if that deleted it); a person without an account has no
 * row of their own, so theirs is always written and names their orders' numbers, which stay.
 */
async function erasureAudit(db: D1Database, person: Person, by: ErasureBy): Promise<D1PreparedStatement> {
  if (person.accountId === null) {
    if (by.kind !== 'staff') throw new Error('erasePerson: only staff erase a person without an account')
    const orders = await allRows(
      db.prepare(`SELECT slug FROM orders WHERE id IN ${PERSON_ORDER_IDS} ORDER BY id`).bind(null, person.email),
      (r) => orderSlugs.text(r, 'slug'),
    )
    return auditEntryStatement(db, {
      actor: by.actor,
      action: 'person.erase',
      subject: PERSON_WITHOUT_ACCOUNT,
      detail: { by: by.kind, orders },
    })
  }
  // The actor of a self-erasure is the account's id alone: its e-mail is what is being erased.
  const actor = by.kind === 'self' ? { userId: person.accountId, email: '' } : by.actor
  return auditStatement(db, {
    actor,
    action: 'customer.erase',
    subject: `user:${person.accountId}`,
    detail: { by: by.kind },
  })
}

/**
 * Erases a person everywhere PERSONAL_DATA lists, in one D1 batch (all or nothing): rows deleted or
 * anonymised as the table says, what the law requires kept, the account (and with it every refresh
 * token) last, and the audit entry — who erased which account id, never what was erased — right
 * after it. Their uploaded form files go from R2, and the products they reviewed get their rating
 * recomputed, once the batch has committed. An access token
 * already issued names an account that no longer exists, so every call that needs the account
 * refuses it (and it lives at most 15 minutes).
 */
export async function erasePerson(env: Bindings, person: Person, by: ErasureBy): Promise<ErasureResult> {
  const db = env.DB
  const uploadEntry = PERSONAL_DATA.find((entry) => entry.table === 'form_uploads')
  const files = uploadEntry
    ? await allRows(
        db
          .prepare(`SELECT r2_key FROM form_uploads WHERE ${uploadEntry.find}`)
          .bind(...personBinds(uploadEntry.find, person)),
        (r) => uploads.text(r, 'r2_key'),
      )
    : []
  const reviewed = await allRows(
    db
      .prepare("SELECT DISTINCT resource_id FROM comments WHERE user_id = ? AND resource_type = 'product'")
      .bind(person.accountId),
    (r) => reviews.int(r, 'resource_id'),
  )
  const statements = PERSONAL_DATA.map((entry) => erasureStatement(db, entry, person)).filter(
    (statement): statement is D1PreparedStatement => statement !== null,
  )
  statements.push(await erasureAudit(db, person, by))
  await db.batch(statements)
  if (files.length > 0) await env.MEDIA.delete(files)
  // Their reviews are gone: the products they rated show the rating of the reviews that remain.
  for (const productId of reviewed) await recomputeProductRating(db, productId)
  return {
    erased: true,
    kept: PERSONAL_DATA.filter((entry) => entry.erase.kind !== 'delete').map((entry) => entry.table),
  }
}
