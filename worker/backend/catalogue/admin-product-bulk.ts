import { auditStatement, type AuditActor } from '../audit-log'
import { allRows, batchRows, columns, countOf, type Row } from '../rows'
import { ORDERED_SQL, loadEditableProducts } from './admin-product-read'
import { productSnapshot } from './admin-product-save'
import { STAMP_SQL, basicPriceCents, productSubject, statusOf, type ProductBulk } from './admin-products'
import { priceHistoryStatement } from './price-history'
import { PRODUCT_TYPES } from './product-rows'
import { inJson } from './sql'

/**
 * Archive, delete and bulk actions over products (issue 35), each one batch with an audit entry per
 * product changed (before → after), each change only over the version read here.
 */

/** Archived: out of the shop for good, its orders keep their lines. False when it already was (or is unknown). */
export async function archiveProduct(db: D1Database, actor: AuditActor, id: number): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE products SET archived = 1, ${STAMP_SQL} WHERE id = ? AND main_product_id IS NULL AND archived = 0`,
      )
      .bind(id),
    auditStatement(db, {
      actor,
      action: 'product.archive',
      subject: productSubject(id),
      detail: { before: { archived: false }, after: { archived: true } },
    }),
  ])
  return updated?.meta.changes === 1
}

export type DeleteOutcome = 'deleted' | 'notFound' | 'ordered' | 'inBundle'

const readId = (r: Row) => columns('products').int(r, 'id')

export async function categoryExists(db: D1Database, id: number): Promise<boolean> {
  return (await countOf(db.prepare('SELECT COUNT(*) AS n FROM categories WHERE id = ?').bind(id))) === 1
}

/** Deletes a product no order names and no bundle holds (checked in the statement itself). */
export async function deleteProduct(db: D1Database, actor: AuditActor, id: number): Promise<DeleteOutcome> {
  const [before] = await loadEditableProducts(db, { ids: [id] })
  if (!before) return 'notFound'
  if ((await countOf(db.prepare(`SELECT ${ORDERED_SQL} AS n`).bind(id))) === 1) return 'ordered'
  const IN_BUNDLE =
    'EXISTS (SELECT 1 FROM bundle_components bc JOIN products x ON x.id = bc.component_id WHERE x.id = ?1 OR x.main_product_id = ?1)'
  if ((await countOf(db.prepare(`SELECT ${IN_BUNDLE} AS n`).bind(id))) === 1) return 'inBundle'
  const [deleted] = await db.batch([
    db.prepare(`DELETE FROM products WHERE id = ?1 AND NOT ${ORDERED_SQL} AND NOT ${IN_BUNDLE} RETURNING id`).bind(id),
    auditStatement(db, {
      actor,
      action: 'product.delete',
      subject: productSubject(id),
      detail: { before: { type: before.type, ...productSnapshot(before.fields) }, after: null },
    }),
  ])
  // RETURNING, not meta.changes: D1 counts the rows the delete cascades to as well.
  return batchRows(deleted, readId).length === 1 ? 'deleted' : 'ordered'
}

const products = columns('products')
const readBulkRow = (r: Row) => ({
  id: products.int(r, 'id'),
  type: products.oneOf(r, 'type', PRODUCT_TYPES),
  version: products.int(r, 'version'),
  published: products.bool(r, 'published'),
  archived: products.bool(r, 'archived'),
  stock_qty: products.nullableInt(r, 'stock_qty'),
  retail_price_cents: products.int(r, 'retail_price_cents'),
  discount_price_cents: products.nullableInt(r, 'discount_price_cents'),
  final_price_cents: products.int(r, 'final_price_cents'),
  tax_rate: products.real(r, 'tax_rate'),
  category_ids: products.json<number[]>(r, 'category_ids', []),
})

/** What one product's change is: its statement and audit detail, or null when it already is as asked. */
type Change = { sql: string; binds: unknown[]; detail: Record<string, unknown>; finalCents?: number } | null

function changeOf(bulk: ProductBulk, row: ReturnType<typeof readBulkRow>): Change {
  switch (bulk.action) {
    case 'publish':
      if (row.published && !row.archived) return null
      return {
        sql: 'published = 1, archived = 0',
        binds: [],
        detail: { before: { status: statusOf(row) }, after: { status: 'published' } },
      }
    case 'archive':
      if (row.archived) return null
      return {
        sql: 'archived = 1',
        binds: [],
        detail: { before: { status: statusOf(row) }, after: { status: 'archived' } },
      }
    case 'setStock':
      if (row.stock_qty === bulk.stockQty) return null
      return {
        sql: 'stock_qty = ?',
        binds: [bulk.stockQty],
        detail: { before: { stockQty: row.stock_qty }, after: { stockQty: bulk.stockQty } },
      }
    case 'changePrice': {
      const scale = (cents: number) => Math.max(0, Math.round((cents * (100 + bulk.percent)) / 100))
      const retail = scale(row.retail_price_cents)
      const discount = row.discount_price_cents === null ? null : scale(row.discount_price_cents)
      return {
        sql: 'retail_price_cents = ?, basic_price_cents = ?, discount_price_cents = ?',
        binds: [retail, basicPriceCents(retail, row.tax_rate), discount],
        detail: {
          before: { retailPriceCents: row.retail_price_cents, discountPriceCents: row.discount_price_cents },
          after: { retailPriceCents: retail, discountPriceCents: discount },
          percent: bulk.percent,
        },
        finalCents: discount ?? retail,
      }
    }
    case 'setCategory': {
      const after = bulk.mode === 'replace' ? [bulk.categoryId] : [...new Set([...row.category_ids, bulk.categoryId])]
      after.sort((a, b) => a - b)
      if (JSON.stringify(after) === JSON.stringify(row.category_ids)) return null
      return {
        sql: '',
        binds: [],
        detail: { before: { categoryIds: row.category_ids }, after: { categoryIds: after } },
      }
    }
  }
}

/**
 * One action over the selected main products, in one batch: each product's change with its own audit
 * entry. The ids that changed (a product already as asked, a variant, or a configurable for stock
 * and price — its variants' — is left out). setCategory to an unknown category changes nothing (the
 * route refuses it first).
 */
export async function bulkChange(db: D1Database, actor: AuditActor, bulk: ProductBulk): Promise<number[]> {
  const rows = await allRows(
    db
      .prepare(
        `SELECT id, type, version, published, archived, stock_qty, retail_price_cents, discount_price_cents, final_price_cents,
           tax_rate, (SELECT json_group_array(category_id) FROM (SELECT category_id FROM product_categories
             WHERE product_id = p.id ORDER BY category_id)) AS category_ids
         FROM products p WHERE ${inJson('id', '?')} AND main_product_id IS NULL ORDER BY id`,
      )
      .bind(JSON.stringify(bulk.ids)),
    readBulkRow,
  )
  const statements: D1PreparedStatement[] = []
  const changedAt: Array<{ id: number; index: number }> = []
  for (const row of rows) {
    // A configurable's prices and stock are its variants': they change in its editor, not here.
    if (row.type === 'configurable' && (bulk.action === 'setStock' || bulk.action === 'changePrice')) continue
    const change = changeOf(bulk, row)
    if (!change) continue
    const guard = 'EXISTS (SELECT 1 FROM products WHERE id = ? AND version = ?)'
    if (bulk.action === 'setCategory') {
      if (bulk.mode === 'replace')
        statements.push(
          db
            .prepare(`DELETE FROM product_categories WHERE product_id = ? AND category_id <> ? AND ${guard}`)
            .bind(row.id, bulk.categoryId, row.id, row.version),
        )
      statements.push(
        db
          .prepare(
            `INSERT OR IGNORE INTO product_categories (product_id, category_id) SELECT ?, id FROM categories WHERE id = ? AND ${guard}`,
          )
          .bind(row.id, bulk.categoryId, row.id, row.version),
      )
    }
    changedAt.push({ id: row.id, index: statements.length })
    const set = change.sql ? `${change.sql}, ${STAMP_SQL}` : STAMP_SQL
    statements.push(
      db.prepare(`UPDATE products SET ${set} WHERE id = ? AND version = ?`).bind(...change.binds, row.id, row.version),
      auditStatement(db, {
        actor,
        action: `product.bulk.${bulk.action}`,
        subject: productSubject(row.id),
        detail: change.detail,
      }),
    )
    if (change.finalCents !== undefined) statements.push(priceHistoryStatement(db, row.id, change.finalCents))
  }
  if (statements.length === 0) return []
  const results = await db.batch(statements)
  return changedAt.filter(({ index }) => results[index]?.meta.changes === 1).map(({ id }) => id)
}
