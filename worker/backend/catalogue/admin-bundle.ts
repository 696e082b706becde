import type * as v from 'valibot'
import type { AdminBundleSaveSchema } from '../../../contract/schemas/catalogue-admin-types'
import { auditStatement, type AuditActor } from '../audit-log'
import { refuse } from '../http'
import { allRows, columns, type Row } from '../rows'
import {
  bumpVersionStatement,
  failedAtGate,
  productHead,
  readTypeParts,
  versionGateStatement,
} from './admin-product-parts'
import { productSubject } from './admin-products'
import { PRODUCT_TYPES } from './product-rows'
import { inJson } from './sql'

/**
 * A bundle's components as staff save them (issue 35): products with their quantity, in order. A
 * component is a main product that is not a bundle; a configurable one is customised by the shopper
 * (the shop's checkBundles and its bundle customiser read it), so a variant is never a component.
 * A component that stays keeps its row (carts name it by that id in their bundle options).
 */

export type BundleSave = v.InferOutput<typeof AdminBundleSaveSchema>

const products = columns('products')
const readCandidate = (r: Row) => ({
  id: products.int(r, 'id'),
  type: products.oneOf(r, 'type', PRODUCT_TYPES),
  main_product_id: products.nullableInt(r, 'main_product_id'),
  archived: products.bool(r, 'archived'),
})

/** Each component's refusal at its own field (`components.N.productId`). */
async function check(db: D1Database, bundleId: number, input: BundleSave, current: number[]): Promise<void> {
  const ids = input.components.map((component) => component.productId)
  const found = new Map(
    (
      await allRows(
        db
          .prepare(`SELECT id, type, main_product_id, archived FROM products WHERE ${inJson('id', '?')}`)
          .bind(JSON.stringify(ids)),
        readCandidate,
      )
    ).map((row) => [row.id, row]),
  )
  input.components.forEach((component, n) => {
    const field = `components.${n}.productId`
    if (ids.indexOf(component.productId) !== n) throw refuse(400, 'BUNDLE_COMPONENT_DUPLICATE', { field })
    if (component.productId === bundleId) throw refuse(400, 'BUNDLE_COMPONENT_SELF', { field })
    const row = found.get(component.productId)
    if (!row) throw refuse(400, 'BUNDLE_COMPONENT_NOT_FOUND', { field })
    if (row.main_product_id !== null) throw refuse(400, 'BUNDLE_COMPONENT_VARIANT', { field })
    if (row.type === 'bundle') throw refuse(400, 'BUNDLE_IN_BUNDLE', { field })
    // One already in the bundle may stay while archived (staff take it out when they choose).
    if (row.archived && !current.includes(row.id)) throw refuse(400, 'BUNDLE_COMPONENT_ARCHIVED', { field })
  })
}

export type BundleOutcome = 'saved' | 'notFound' | 'notBundle' | 'stale'

/** Saves bundle `bundleId`'s components over the version the editor read. */
export async function saveBundle(
  db: D1Database,
  actor: AuditActor,
  bundleId: number,
  input: BundleSave,
): Promise<BundleOutcome> {
  const head = await productHead(db, bundleId)
  if (!head) return 'notFound'
  if (head.type !== 'bundle') return 'notBundle'
  if (head.version !== input.version) return 'stale'
  const before = (await readTypeParts(db, { id: bundleId, type: 'bundle' })).bundleComponents
  await check(
    db,
    bundleId,
    input,
    before.map((component) => component.productId),
  )
  const ids = input.components.map((component) => component.productId)
  const statements: D1PreparedStatement[] = [
    versionGateStatement(db, bundleId, input.version),
    db
      .prepare(`DELETE FROM bundle_components WHERE bundle_id = ? AND NOT ${inJson('component_id', '?')}`)
      .bind(bundleId, JSON.stringify(ids)),
    ...input.components.map((component, position) =>
      db
        .prepare(
          `INSERT INTO bundle_components (bundle_id, component_id, qty, position) VALUES (?, ?, ?, ?)
           ON CONFLICT (bundle_id, component_id) DO UPDATE SET qty = excluded.qty, position = excluded.position`,
        )
        .bind(bundleId, component.productId, component.qty, position),
    ),
    bumpVersionStatement(db, bundleId),
    auditStatement(db, {
      actor,
      action: 'product.bundle',
      subject: productSubject(bundleId),
      detail: {
        before: { components: before.map((c) => ({ productId: c.productId, sku: c.sku, qty: c.qty })) },
        after: { components: input.components.map((c) => ({ productId: c.productId, qty: c.qty })) },
      },
    }),
  ]
  try {
    await db.batch(statements)
    return 'saved'
  } catch (error) {
    if (failedAtGate(error)) return 'stale'
    throw error
  }
}
