import type { DeliveryBranchInput } from '../../../contract/schemas/shop-methods'
import { LOCALES } from '../../../contract/locales'
import { auditCreatedStatement, auditStatement, type AuditActor } from '../audit-log'
import { refuse } from '../http'
import { columns, firstRow } from '../rows'
import { requireDeliveryMethod } from './delivery-writes'
import { branchSwapStatements } from './sort-order'

/**
 * A delivery method's pickup branches (SPEC §5: where a method has active branches, checkout asks
 * for one): name and opening hours in both languages, address, active. Each change is audited.
 */

type BranchRef = { id: number } | 'new'

function translationStatements(db: D1Database, ref: BranchRef, input: DeliveryBranchInput): D1PreparedStatement[] {
  const id = ref === 'new' ? '(SELECT MAX(id) FROM delivery_branches)' : '?'
  const binds = ref === 'new' ? [] : [ref.id]
  return LOCALES.map((lang) =>
    db
      .prepare(
        `INSERT INTO delivery_branch_translations (branch_id, language, name, hours) VALUES (${id}, ?, ?, ?)
         ON CONFLICT (branch_id, language) DO UPDATE SET name = excluded.name, hours = excluded.hours`,
      )
      .bind(...binds, lang, input.name[lang], input.hours[lang]),
  )
}

const auditDetail = (input: DeliveryBranchInput) => ({
  name: input.name.hr,
  address: input.address,
  hours: input.hours,
  active: input.active,
})

const branches = columns('delivery_branches')

/** A new branch of the method, last in its order; answers its id. */
export async function createBranch(
  db: D1Database,
  methodId: number,
  input: DeliveryBranchInput,
  actor: AuditActor,
): Promise<number> {
  await requireDeliveryMethod(db, methodId)
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO delivery_branches (method_id, address, active, sort_order)
         VALUES (?1, ?2, ?3, (SELECT COALESCE(MAX(sort_order), 0) + 1 FROM delivery_branches WHERE method_id = ?1)) RETURNING id`,
      )
      .bind(methodId, input.address, input.active ? 1 : 0),
    auditCreatedStatement(
      db,
      { actor, action: 'deliveryBranch.create', detail: { methodId, ...auditDetail(input) } },
      'deliveryBranch',
      'delivery_branches',
    ),
    ...translationStatements(db, 'new', input),
  ])
  return branches.int((inserted?.results[0] as Record<string, unknown> | undefined) ?? {}, 'id')
}

/** The method a branch belongs to; 404 when there is no such branch. */
export async function requireBranch(db: D1Database, id: number): Promise<number> {
  const methodId = await firstRow(db.prepare('SELECT method_id FROM delivery_branches WHERE id = ?').bind(id), (r) =>
    branches.int(r, 'method_id'),
  )
  if (methodId === null) throw refuse(404, 'DELIVERY_BRANCH_NOT_FOUND')
  return methodId
}

export async function updateBranch(
  db: D1Database,
  id: number,
  input: DeliveryBranchInput,
  actor: AuditActor,
): Promise<void> {
  await requireBranch(db, id)
  await db.batch([
    db
      .prepare('UPDATE delivery_branches SET address = ?, active = ? WHERE id = ?')
      .bind(input.address, input.active ? 1 : 0, id),
    auditStatement(db, {
      actor,
      action: 'deliveryBranch.update',
      subject: `deliveryBranch:${id}`,
      detail: auditDetail(input),
    }),
    ...translationStatements(db, { id }, input),
  ])
}

/** One place up or down among its method's branches (nothing at either end). */
export async function moveBranch(
  db: D1Database,
  id: number,
  direction: 'up' | 'down',
  actor: AuditActor,
): Promise<void> {
  await requireBranch(db, id)
  const moves = await branchSwapStatements(db, id, direction)
  if (moves.length > 0)
    await db.batch([
      ...moves,
      auditStatement(db, {
        actor,
        action: 'deliveryBranch.move',
        subject: `deliveryBranch:${id}`,
        detail: { direction },
      }),
    ])
}
