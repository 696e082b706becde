import type { DeliveryMethodInput } from '../../../contract/schemas/shop-methods'
import { auditCreatedStatement, auditStatement, type AuditActor } from '../audit-log'
import { firstRow, columns } from '../rows'
import { refuse } from '../http'
import { LOCALES } from '../../../contract/locales'
import { checkMethodCountries } from './countries-check'
import { moveStatements } from './sort-order'

/** The owner creates and edits delivery methods (texts in both languages, default price, zones); each change is audited. */

/** The method being written: an existing one by id, or the one the batch just inserted. */
type MethodRef = { id: number } | 'new'

const methodIdSql = (ref: MethodRef) => (ref === 'new' ? '(SELECT MAX(id) FROM delivery_methods)' : '?')
const methodIdBinds = (ref: MethodRef) => (ref === 'new' ? [] : [ref.id])

/** The texts and zones of a method, replaced whole. */
function detailStatements(db: D1Database, ref: MethodRef, input: DeliveryMethodInput): D1PreparedStatement[] {
  const id = methodIdSql(ref)
  const binds = methodIdBinds(ref)
  return [
    ...LOCALES.map((lang) =>
      db
        .prepare(
          `INSERT INTO delivery_method_translations (method_id, language, name, description) VALUES (${id}, ?, ?, ?)
           ON CONFLICT (method_id, language) DO UPDATE SET name = excluded.name, description = excluded.description`,
        )
        .bind(...binds, lang, input.name[lang], input.description[lang]),
    ),
    db.prepare(`DELETE FROM delivery_method_rates WHERE method_id = ${id}`).bind(...binds),
    ...input.rates.map((rate, index) =>
      db
        .prepare(
          `INSERT INTO delivery_method_rates (method_id, countries, price_cents, free_over_cents, sort_order)
           VALUES (${id}, ?, ?, ?, ?)`,
        )
        .bind(...binds, rate.countries.join(','), rate.priceCents, rate.freeOverCents, index + 1),
    ),
  ]
}

/** What the audit entry keeps of a method's settings. */
const auditDetail = (input: DeliveryMethodInput) => ({
  name: input.name.hr,
  priceCents: input.priceCents,
  freeOverCents: input.freeOverCents,
  countries: input.countries,
  rates: input.rates,
  active: input.active,
})

const countriesText = (input: DeliveryMethodInput) => (input.countries === 'ALL' ? 'ALL' : input.countries.join(','))

/** A new method, last in the checkout's order; answers its id. */
export async function createDeliveryMethod(
  db: D1Database,
  input: DeliveryMethodInput,
  actor: AuditActor,
): Promise<number> {
  await checkMethodCountries(db, input)
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO delivery_methods (price_cents, free_over_cents, countries, active, sort_order)
         VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(sort_order), 0) + 1 FROM delivery_methods)) RETURNING id`,
      )
      .bind(input.priceCents, input.freeOverCents, countriesText(input), input.active ? 1 : 0),
    auditCreatedStatement(
      db,
      { actor, action: 'deliveryMethod.create', detail: auditDetail(input) },
      'deliveryMethod',
      'delivery_methods',
    ),
    ...detailStatements(db, 'new', input),
  ])
  const row = inserted?.results[0] as Record<string, unknown> | undefined
  return columns('delivery_methods').int(row ?? {}, 'id')
}

/** A method's whole settings replaced; 404 when there is no such method. */
export async function updateDeliveryMethod(
  db: D1Database,
  id: number,
  input: DeliveryMethodInput,
  actor: AuditActor,
): Promise<void> {
  await requireDeliveryMethod(db, id)
  await checkMethodCountries(db, input)
  await db.batch([
    db
      .prepare(
        'UPDATE delivery_methods SET price_cents = ?, free_over_cents = ?, countries = ?, active = ? WHERE id = ?',
      )
      .bind(input.priceCents, input.freeOverCents, countriesText(input), input.active ? 1 : 0, id),
    auditStatement(db, {
      actor,
      action: 'deliveryMethod.update',
      subject: `deliveryMethod:${id}`,
      detail: auditDetail(input),
    }),
    ...detailStatements(db, { id }, input),
  ])
}

/** One place up or down in the checkout's order (nothing at either end). */
export async function moveDeliveryMethod(
  db: D1Database,
  id: number,
  direction: 'up' | 'down',
  actor: AuditActor,
): Promise<void> {
  await requireDeliveryMethod(db, id)
  const moves = await moveStatements(db, 'delivery_methods', id, direction)
  if (moves.length === 0) return
  await db.batch([
    ...moves,
    auditStatement(db, {
      actor,
      action: 'deliveryMethod.move',
      subject: `deliveryMethod:${id}`,
      detail: { direction },
    }),
  ])
}

const methods = columns('delivery_methods')

/** 404 unless the delivery method exists. */
export async function requireDeliveryMethod(db: D1Database, id: number): Promise<void> {
  const row = await firstRow(db.prepare('SELECT id FROM delivery_methods WHERE id = ?').bind(id), (r) =>
    methods.int(r, 'id'),
  )
  if (row === null) throw refuse(404, 'DELIVERY_METHOD_NOT_FOUND')
}
