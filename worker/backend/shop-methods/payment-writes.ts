import type { PaymentMethodInput } from '../../../contract/schemas/shop-methods'
import { LOCALES } from '../../../contract/locales'
import { auditStatement, type AuditActor } from '../audit-log'
import { refuse } from '../http'
import { allRows, columns, firstRow } from '../rows'
import { moveStatements } from './sort-order'

/**
 * The owner edits payment methods: texts, whether checkout offers them, and which delivery methods
 * they go with (none = all). The payment type and its cash-on-delivery rule (physical delivery
 * only) are not editable: they follow the provider. Each change is audited.
 */

const payments = columns('payment_methods')
const deliveries = columns('delivery_methods')

async function requirePaymentMethod(db: D1Database, id: number): Promise<void> {
  const row = await firstRow(db.prepare('SELECT id FROM payment_methods WHERE id = ?').bind(id), (r) =>
    payments.int(r, 'id'),
  )
  if (row === null) throw refuse(404, 'PAYMENT_METHOD_NOT_FOUND')
}

/** The delivery methods named exist: else a 400 naming the first unknown one. */
async function checkDeliveryIds(db: D1Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  const known = new Set(
    await allRows(
      db
        .prepare('SELECT id FROM delivery_methods WHERE id IN (SELECT value FROM json_each(?))')
        .bind(JSON.stringify(ids)),
      (r) => deliveries.int(r, 'id'),
    ),
  )
  const index = ids.findIndex((id) => !known.has(id))
  if (index >= 0)
    throw refuse(400, 'SHOP_METHOD_UNKNOWN_DELIVERY_METHOD', {
      params: { id: ids[index] ?? 0 },
      field: `deliveryMethodIds.${index}`,
    })
}

export async function updatePaymentMethod(
  db: D1Database,
  id: number,
  input: PaymentMethodInput,
  actor: AuditActor,
): Promise<void> {
  await requirePaymentMethod(db, id)
  await checkDeliveryIds(db, input.deliveryMethodIds)
  await db.batch([
    db.prepare('UPDATE payment_methods SET active = ? WHERE id = ?').bind(input.active ? 1 : 0, id),
    auditStatement(db, {
      actor,
      action: 'paymentMethod.update',
      subject: `paymentMethod:${id}`,
      detail: { name: input.name.hr, active: input.active, deliveryMethodIds: input.deliveryMethodIds },
    }),
    ...LOCALES.map((lang) =>
      db
        .prepare(
          `INSERT INTO payment_method_translations (method_id, language, name, description) VALUES (?, ?, ?, ?)
           ON CONFLICT (method_id, language) DO UPDATE SET name = excluded.name, description = excluded.description`,
        )
        .bind(id, lang, input.name[lang], input.description[lang]),
    ),
    db.prepare('DELETE FROM payment_method_delivery_methods WHERE payment_method_id = ?').bind(id),
    ...input.deliveryMethodIds.map((deliveryId) =>
      db
        .prepare('INSERT INTO payment_method_delivery_methods (payment_method_id, delivery_method_id) VALUES (?, ?)')
        .bind(id, deliveryId),
    ),
  ])
}

export async function movePaymentMethod(
  db: D1Database,
  id: number,
  direction: 'up' | 'down',
  actor: AuditActor,
): Promise<void> {
  await requirePaymentMethod(db, id)
  const moves = await moveStatements(db, 'payment_methods', id, direction)
  if (moves.length === 0) return
  await db.batch([
    ...moves,
    auditStatement(db, { actor, action: 'paymentMethod.move', subject: `paymentMethod:${id}`, detail: { direction } }),
  ])
}
