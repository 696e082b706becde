import type { Locale } from '../../../contract/locales'
import { LOCALES } from '../../../contract/locales'
import type {
  AdminProductDetail,
  AdminProductRow,
  AdminProductTexts,
  ProductStatus,
  StockLevel,
} from '../../../contract/dto/catalogue-admin'
import type {
  AdminProductBulkSchema,
  AdminProductCreateSchema,
  AdminProductUpdateSchema,
} from '../../../contract/schemas/catalogue-admin'
import type * as v from 'valibot'
import { auditInsertStatement, auditStatement, type AuditActor } from '../audit-log'
import { productPath } from '../cms/paths'
import { movedPathStatements } from '../cms/redirects'
import { containsSql } from '../contains-text'
import { mediaPath } from '../media/store'
import { fromCents, toCents } from '../money'
import { allRows, batchRows, columns, countOf, firstRow, type Row } from '../rows'
import { readTypeParts } from './admin-product-parts'
import { lowestPrice } from './product-detail'
import { PRODUCT_TYPES, loadProductMedia } from './product-rows'
import { inJson } from './sql'

/**
 * Products as staff list and edit them (issue 35). Every change is one batch with its audit entry
 * (before → after). A save carries the version the editor read: every statement of the batch runs
 * only while the product still has that version, and the version is bumped last, so a stale save
 * changes nothing and is told so. Money is integer cents (the tables store cents since 0007).
 */

export type ProductCreate = v.InferOutput<typeof AdminProductCreateSchema>
export type ProductUpdate = v.InferOutput<typeof AdminProductUpdateSchema>
type ProductSave = ProductCreate | ProductUpdate
export type ProductBulk = v.InferOutput<typeof AdminProductBulkSchema>

/** Stock at or below this, without a threshold of the product's own, is low. */
export const DEFAULT_LOW_STOCK = 5

const subject = (id: number) => `product:${id}`

// ---------------------------------------------------------------- the list

export interface ProductListFilter {
  q?: string
  categoryId?: number
  type?: (typeof PRODUCT_TYPES)[number]
  status?: ProductStatus
  stock?: StockLevel
  sort?: 'updated' | 'name' | 'sku' | 'price' | 'stock' | 'id'
  order?: 'asc' | 'desc'
}

/** A configurable's stock is its variants' together (unlimited if one is). */
const STOCK_SQL = `(CASE WHEN p.type = 'configurable' THEN (SELECT CASE WHEN COUNT(*) = COUNT(v.stock_qty) THEN COALESCE(SUM(v.stock_qty), 0) END
  FROM products v WHERE v.main_product_id = p.id AND v.archived = 0) ELSE p.stock_qty END)`
const STATUS_SQL = "(CASE WHEN p.archived = 1 THEN 'archived' WHEN p.published = 0 THEN 'draft' ELSE 'published' END)"
const LEVEL_SQL = `(CASE WHEN s.stock IS NULL THEN 'in' WHEN s.stock <= 0 THEN 'out'
  WHEN s.stock <= COALESCE(s.low_stock_threshold, ${DEFAULT_LOW_STOCK}) THEN 'low' ELSE 'in' END)`

const SORTS: Record<NonNullable<ProductListFilter['sort']>, string> = {
  updated: 's.updated_at',
  name: 's.name COLLATE NOCASE',
  sku: 's.sku',
  price: 's.final_price_cents',
  stock: 's.stock',
  id: 's.id',
}

const products = columns('products')
const readListRow = (r: Row) => ({
  id: products.int(r, 'id'),
  type: products.oneOf(r, 'type', PRODUCT_TYPES),
  sku: products.text(r, 'sku'),
  name: products.text(r, 'name'),
  slug: products.text(r, 'slug'),
  status: products.oneOf(r, 'status', ['draft', 'published', 'archived'] as const),
  final_price_cents: products.int(r, 'final_price_cents'),
  stock: products.nullableInt(r, 'stock'),
  level: products.oneOf(r, 'level', ['in', 'low', 'out'] as const),
  updated_at: products.text(r, 'updated_at'),
})

/** Main products (variants are edited within theirs), searched by name, slug (either language) or SKU. */
export async function listAdminProducts(
  db: D1Database,
  lang: Locale,
  filter: ProductListFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AdminProductRow[]; total: number }> {
  const where = ['p.main_product_id IS NULL']
  const binds: unknown[] = [lang]
  const bind = (value: unknown) => {
    binds.push(value)
    return `?${binds.length}`
  }
  if (filter.q) {
    const q = bind(filter.q)
    where.push(`(${containsSql('p.sku', q)}
      OR EXISTS (SELECT 1 FROM product_translations x WHERE x.product_id = p.id AND (${containsSql('x.name', q)} OR ${containsSql('x.slug', q)}))
      OR EXISTS (SELECT 1 FROM products xv WHERE xv.main_product_id = p.id AND ${containsSql('xv.sku', q)}))`)
  }
  if (filter.categoryId !== undefined)
    where.push(
      `EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ${bind(filter.categoryId)})`,
    )
  if (filter.type) where.push(`p.type = ${bind(filter.type)}`)
  if (filter.status) where.push(`${STATUS_SQL} = ${bind(filter.status)}`)
  const outer = filter.stock ? `WHERE ${LEVEL_SQL} = ${bind(filter.stock)}` : ''
  const inner = `SELECT p.id, p.type, p.sku, p.final_price_cents, p.low_stock_threshold, p.updated_at, ${STATUS_SQL} AS status,
      ${STOCK_SQL} AS stock,
      COALESCE(t.name, th.name, te.name, p.sku) AS name, COALESCE(t.slug, th.slug, te.slug, CAST(p.id AS TEXT)) AS slug
    FROM products p
    LEFT JOIN product_translations t ON t.product_id = p.id AND t.language = ?1
    LEFT JOIN product_translations th ON th.product_id = p.id AND th.language = 'hr'
    LEFT JOIN product_translations te ON te.product_id = p.id AND te.language = 'en'
    WHERE ${where.join(' AND ')}`
  const order = filter.order === 'asc' ? 'ASC' : 'DESC'
  const n = binds.length
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT s.*, ${LEVEL_SQL} AS level FROM (${inner}) s ${outer}
         ORDER BY ${SORTS[filter.sort ?? 'updated']} ${order}, s.id ${order} LIMIT ?${n + 1} OFFSET ?${n + 2}`,
      )
      .bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS n FROM (${inner}) s ${outer}`).bind(...binds),
  ])
  const list = batchRows(rows, readListRow)
  const media = await loadProductMedia(
    db,
    list.map((row) => row.id),
  )
  return {
    rows: list.map((row) => {
      const first = media.get(row.id)?.[0]
      return {
        id: row.id,
        type: row.type,
        sku: row.sku,
        name: row.name,
        slug: row.slug,
        status: row.status,
        finalPriceCents: row.final_price_cents,
        stockQty: row.stock,
        stock: row.level,
        thumbnail: first ? mediaPath(first, 'thumbnail') : null,
        updatedAt: row.updated_at,
      }
    }),
    total: batchRows(count, (r) => columns('count').int(r, 'n'))[0] ?? 0,
  }
}

// ---------------------------------------------------------------- one product

const readProduct = (r: Row) => ({
  id: products.int(r, 'id'),
  type: products.oneOf(r, 'type', PRODUCT_TYPES),
  sku: products.text(r, 'sku'),
  main_product_id: products.nullableInt(r, 'main_product_id'),
  published: products.bool(r, 'published'),
  archived: products.bool(r, 'archived'),
  version: products.int(r, 'version'),
  retail_price_cents: products.int(r, 'retail_price_cents'),
  discount_price_cents: products.nullableInt(r, 'discount_price_cents'),
  final_price_cents: products.int(r, 'final_price_cents'),
  membership_price_cents: products.nullableInt(r, 'membership_price_cents'),
  tax_rate: products.real(r, 'tax_rate'),
  stock_qty: products.nullableInt(r, 'stock_qty'),
  low_stock_threshold: products.nullableInt(r, 'low_stock_threshold'),
  featured: products.bool(r, 'featured'),
  is_purchasable: products.bool(r, 'is_purchasable'),
  visible_individually: products.bool(r, 'visible_individually'),
  category_priority: products.int(r, 'category_priority'),
  manufacturer: products.nullableText(r, 'manufacturer'),
  brand: products.nullableText(r, 'brand'),
  updated_at: products.text(r, 'updated_at'),
})
type ProductRecord = ReturnType<typeof readProduct>

const translations = columns('product_translations')
const readTexts = (r: Row) => ({
  language: translations.oneOf(r, 'language', LOCALES),
  name: translations.text(r, 'name'),
  slug: translations.text(r, 'slug'),
  short_description: translations.text(r, 'short_description'),
  description: translations.text(r, 'description'),
})
const readIdOf = (column: string) => (r: Row) => products.int(r, column)

const PRODUCT_SELECT = `SELECT id, type, sku, main_product_id, published, archived, version, retail_price_cents, discount_price_cents,
  final_price_cents, membership_price_cents, tax_rate, stock_qty, low_stock_threshold, featured, is_purchasable,
  visible_individually, category_priority, manufacturer, brand, updated_at FROM products`

/** Did an order ever name the product or one of its variants? */
const ORDERED_SQL =
  'EXISTS (SELECT 1 FROM order_lines ol JOIN products x ON x.id = ol.product_id WHERE x.id = ?1 OR x.main_product_id = ?1)'

const statusOf = (row: { archived: boolean; published: boolean }): ProductStatus =>
  row.archived ? 'archived' : row.published ? 'published' : 'draft'

async function findRecord(db: D1Database, id: number): Promise<ProductRecord | null> {
  return firstRow(db.prepare(`${PRODUCT_SELECT} WHERE id = ?`).bind(id), readProduct)
}

/** Every field staff edit; null for an unknown id or a variant (edited within its product). */
export async function getAdminProduct(db: D1Database, id: number): Promise<AdminProductDetail | null> {
  const row = await findRecord(db, id)
  if (!row || row.main_product_id !== null) return null
  const [texts, categoryIds, tagIds, crossSellIds, ordered] = await db.batch([
    db
      .prepare(
        'SELECT language, name, slug, short_description, description FROM product_translations WHERE product_id = ?',
      )
      .bind(id),
    db.prepare('SELECT category_id FROM product_categories WHERE product_id = ? ORDER BY category_id').bind(id),
    db.prepare('SELECT tag_id FROM product_tags WHERE product_id = ? ORDER BY tag_id').bind(id),
    db
      .prepare('SELECT cross_sell_id FROM product_cross_sells WHERE product_id = ? ORDER BY position, cross_sell_id')
      .bind(id),
    db.prepare(`SELECT ${ORDERED_SQL} AS n`).bind(id),
  ])
  const byLanguage = new Map(batchRows(texts, readTexts).map((t) => [t.language, t]))
  const textsOf = (language: Locale): AdminProductTexts | null => {
    const t = byLanguage.get(language)
    return t
      ? {
          name: t.name,
          slug: t.slug,
          shortDescription: t.short_description,
          description: t.description,
          seoTitle: '',
          seoDescription: '',
        }
      : null
  }
  const low = await lowestPrice(db, id, fromCents(row.final_price_cents))
  return {
    id: row.id,
    type: row.type,
    sku: row.sku,
    status: statusOf(row),
    version: row.version,
    texts: { hr: textsOf('hr'), en: textsOf('en') },
    retailPriceCents: row.retail_price_cents,
    discountPriceCents: row.discount_price_cents,
    finalPriceCents: row.final_price_cents,
    membershipPriceCents: row.membership_price_cents,
    taxRate: row.tax_rate,
    lowestPrice30DaysCents: toCents(low),
    stockQty: row.stock_qty,
    lowStockThreshold: row.low_stock_threshold,
    featured: row.featured,
    isPurchasable: row.is_purchasable,
    visibleIndividually: row.visible_individually,
    categoryPriority: row.category_priority,
    manufacturer: row.manufacturer,
    brand: row.brand,
    categoryIds: batchRows(categoryIds, readIdOf('category_id')),
    tagIds: batchRows(tagIds, readIdOf('tag_id')),
    crossSellIds: batchRows(crossSellIds, readIdOf('cross_sell_id')),
    sellWhenOutOfStock: false,
    images: [],
    attributes: [],
    ...(await readTypeParts(db, row)),
    ordered: batchRows(ordered, (r) => columns('count').int(r, 'n'))[0] === 1,
    updatedAt: row.updated_at,
  }
}

// ---------------------------------------------------------------- create and save

export type SaveOutcome =
  | { kind: 'saved'; id: number }
  | { kind: 'notFound' }
  | { kind: 'notSimple' }
  | { kind: 'stale' }
  | { kind: 'skuTaken' }
  | { kind: 'slugTaken'; language: Locale }

/** The net regular price (SPEC §3 basicPrice): the retail price without its VAT. */
const basicPriceCents = (retailCents: number, taxRate: number) => Math.round((retailCents * 100) / (100 + taxRate))
const finalOf = (p: { retailPriceCents: number; discountPriceCents: number | null }) =>
  p.discountPriceCents ?? p.retailPriceCents

const readOwner = (r: Row) => ({ product_id: translations.int(r, 'product_id') })

/** The SKU or a slug another product holds. */
async function collision(db: D1Database, input: ProductSave, id: number | null): Promise<SaveOutcome | null> {
  const sku = await firstRow(
    db.prepare('SELECT id AS product_id FROM products WHERE sku = ? AND id IS NOT ?').bind(input.sku, id),
    readOwner,
  )
  if (sku) return { kind: 'skuTaken' }
  for (const language of LOCALES) {
    const texts = input.texts[language]
    if (!texts) continue
    const owner = await firstRow(
      db
        .prepare('SELECT product_id FROM product_translations WHERE language = ? AND slug = ? AND product_id IS NOT ?')
        .bind(language, texts.slug, id),
      readOwner,
    )
    if (owner) return { kind: 'slugTaken', language }
  }
  return null
}

/** A UNIQUE failure of a save that raced another (the checks before it saw the values free). */
function raceOutcome(error: unknown): SaveOutcome | null {
  const message = error instanceof Error ? error.message : ''
  if (/UNIQUE constraint failed: products\.sku/.test(message)) return { kind: 'skuTaken' }
  const slug = /UNIQUE constraint failed: product_translations\.language, product_translations\.slug/.test(message)
  return slug ? { kind: 'slugTaken', language: 'hr' } : null
}

/** What an audit entry shows of a product: the fields staff edit, flat. */
function snapshot(p: ProductSave): Record<string, unknown> {
  return {
    sku: p.sku,
    status: p.status,
    nameHr: p.texts.hr.name,
    slugHr: p.texts.hr.slug,
    nameEn: p.texts.en?.name ?? null,
    slugEn: p.texts.en?.slug ?? null,
    shortDescriptionHr: p.texts.hr.shortDescription,
    descriptionHr: p.texts.hr.description,
    shortDescriptionEn: p.texts.en?.shortDescription ?? null,
    descriptionEn: p.texts.en?.description ?? null,
    retailPriceCents: p.retailPriceCents,
    discountPriceCents: p.discountPriceCents,
    membershipPriceCents: p.membershipPriceCents,
    taxRate: p.taxRate,
    stockQty: p.stockQty,
    lowStockThreshold: p.lowStockThreshold,
    featured: p.featured,
    isPurchasable: p.isPurchasable,
    visibleIndividually: p.visibleIndividually,
    categoryPriority: p.categoryPriority,
    manufacturer: p.manufacturer,
    brand: p.brand,
    categoryIds: p.categoryIds,
    tagIds: p.tagIds,
  }
}

/** The fields that differ, as `{before, after}`. */
function difference(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  }
}

/** The saved product as a save's input, for the audit's before. */
function asSave(detail: AdminProductDetail): ProductSave {
  const texts = (language: Locale) => detail.texts[language]
  const hr = texts('hr') ?? { name: '', slug: '', shortDescription: '', description: '' }
  return {
    sku: detail.sku,
    status: detail.status === 'draft' ? 'draft' : 'published',
    texts: { hr, en: texts('en') },
    retailPriceCents: detail.retailPriceCents,
    discountPriceCents: detail.discountPriceCents,
    membershipPriceCents: detail.membershipPriceCents,
    taxRate: detail.taxRate,
    stockQty: detail.stockQty,
    lowStockThreshold: detail.lowStockThreshold,
    featured: detail.featured,
    isPurchasable: detail.isPurchasable,
    visibleIndividually: detail.visibleIndividually,
    categoryPriority: detail.categoryPriority,
    manufacturer: detail.manufacturer,
    brand: detail.brand,
    categoryIds: detail.categoryIds,
    tagIds: detail.tagIds,
  }
}

/** The product's texts, categories and tags written, each statement only while `guard` holds. */
function relationStatements(
  db: D1Database,
  input: ProductSave,
  productSql: string,
  productBinds: unknown[],
  guard: { sql: string; binds: unknown[] },
): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = []
  for (const language of LOCALES) {
    const texts = input.texts[language]
    statements.push(
      texts
        ? db
            .prepare(
              `INSERT INTO product_translations (product_id, language, name, slug, short_description, description)
               SELECT ${productSql}, ?, ?, ?, ?, ? WHERE ${guard.sql}
               ON CONFLICT (product_id, language) DO UPDATE SET name = excluded.name, slug = excluded.slug,
                 short_description = excluded.short_description, description = excluded.description`,
            )
            .bind(
              ...productBinds,
              language,
              texts.name,
              texts.slug,
              texts.shortDescription,
              texts.description,
              ...guard.binds,
            )
        : db
            .prepare(
              `DELETE FROM product_translations WHERE product_id = ${productSql} AND language = ? AND ${guard.sql}`,
            )
            .bind(...productBinds, language, ...guard.binds),
    )
  }
  for (const [table, column, source, ids] of [
    ['product_categories', 'category_id', 'categories', input.categoryIds],
    ['product_tags', 'tag_id', 'tags', input.tagIds],
  ] as const) {
    statements.push(
      db
        .prepare(`DELETE FROM ${table} WHERE product_id = ${productSql} AND ${guard.sql}`)
        .bind(...productBinds, ...guard.binds),
      db
        .prepare(
          `INSERT INTO ${table} (product_id, ${column}) SELECT ${productSql}, s.id FROM ${source} s
           WHERE ${inJson('s.id', '?')} AND ${guard.sql}`,
        )
        .bind(...productBinds, JSON.stringify(ids), ...guard.binds),
    )
  }
  return statements
}

/** A new simple product with its texts, categories, tags and first price_history entry. */
export async function createProduct(db: D1Database, actor: AuditActor, input: ProductCreate): Promise<SaveOutcome> {
  const taken = await collision(db, input, null)
  if (taken) return taken
  const bySku = { sql: '(SELECT id FROM products WHERE sku = ?)', binds: [input.sku] }
  const always = { sql: '1', binds: [] }
  try {
    const [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO products (type, sku, published, retail_price_cents, basic_price_cents, discount_price_cents,
             membership_price_cents, tax_rate, stock_qty, low_stock_threshold, featured, is_purchasable, visible_individually,
             category_priority, manufacturer, brand)
           VALUES ('simple', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        )
        .bind(
          input.sku,
          input.status === 'published' ? 1 : 0,
          input.retailPriceCents,
          basicPriceCents(input.retailPriceCents, input.taxRate),
          input.discountPriceCents,
          input.membershipPriceCents,
          input.taxRate,
          input.stockQty,
          input.lowStockThreshold,
          input.featured ? 1 : 0,
          input.isPurchasable ? 1 : 0,
          input.visibleIndividually ? 1 : 0,
          input.categoryPriority,
          input.manufacturer,
          input.brand,
        ),
      auditInsertStatement(db, {
        actor,
        action: 'product.create',
        subjectKind: 'product',
        detail: { before: null, after: snapshot(input) },
      }),
      ...relationStatements(db, input, bySku.sql, bySku.binds, always),
      db
        .prepare(`INSERT INTO price_history (product_id, price_cents) SELECT ${bySku.sql}, ?`)
        .bind(...bySku.binds, finalOf(input)),
    ])
    const id = batchRows(inserted, readIdOf('id'))[0]
    if (id === undefined) throw new Error('the product insert returned no id')
    return { kind: 'saved', id }
  } catch (error) {
    const outcome = raceOutcome(error)
    if (outcome) return outcome
    throw error
  }
}

/**
 * Saves a simple product over the version the editor read. A changed final price is written to
 * price_history (the Omnibus line reads it); a changed slug of a published product leaves a 301
 * from the old path.
 */
export async function updateProduct(
  db: D1Database,
  actor: AuditActor,
  id: number,
  input: ProductUpdate,
): Promise<SaveOutcome> {
  const current = await getAdminProduct(db, id)
  if (!current) return { kind: 'notFound' }
  if (current.type !== 'simple') return { kind: 'notSimple' }
  if (input.version !== current.version) return { kind: 'stale' }
  const taken = await collision(db, input, id)
  if (taken) return taken
  const guard = { sql: 'EXISTS (SELECT 1 FROM products WHERE id = ? AND version = ?)', binds: [id, input.version] }
  const statements: D1PreparedStatement[] = relationStatements(db, input, '?', [id], guard)
  const newFinal = finalOf(input)
  if (newFinal !== current.finalPriceCents)
    statements.push(
      db
        .prepare(`INSERT INTO price_history (product_id, price_cents) SELECT ?, ? WHERE ${guard.sql}`)
        .bind(id, newFinal, ...guard.binds),
    )
  if (current.status === 'published')
    for (const language of LOCALES) {
      const before = current.texts[language]?.slug
      const after = input.texts[language]?.slug
      if (before && after && before !== after)
        statements.push(...movedPathStatements(db, productPath(before, language), productPath(after, language), guard))
    }
  const change = difference(snapshot(asSave(current)), snapshot(input))
  statements.push(
    db
      .prepare(
        `UPDATE products SET sku = ?, published = ?, retail_price_cents = ?, basic_price_cents = ?, discount_price_cents = ?,
           membership_price_cents = ?, tax_rate = ?, stock_qty = ?, low_stock_threshold = ?, featured = ?, is_purchasable = ?,
           visible_individually = ?, category_priority = ?, manufacturer = ?, brand = ?, version = version + 1,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ? AND version = ?`,
      )
      .bind(
        input.sku,
        input.status === 'published' ? 1 : 0,
        input.retailPriceCents,
        basicPriceCents(input.retailPriceCents, input.taxRate),
        input.discountPriceCents,
        input.membershipPriceCents,
        input.taxRate,
        input.stockQty,
        input.lowStockThreshold,
        input.featured ? 1 : 0,
        input.isPurchasable ? 1 : 0,
        input.visibleIndividually ? 1 : 0,
        input.categoryPriority,
        input.manufacturer,
        input.brand,
        id,
        input.version,
      ),
    auditStatement(db, { actor, action: 'product.update', subject: subject(id), detail: change }),
  )
  try {
    const results = await db.batch(statements)
    const saved = results[results.length - 2]?.meta.changes === 1
    return saved ? { kind: 'saved', id } : { kind: 'stale' }
  } catch (error) {
    const outcome = raceOutcome(error)
    if (outcome) return outcome
    throw error
  }
}

// ---------------------------------------------------------------- archive, delete, bulk

/** Archived: out of the shop for good, its orders keep their lines. False when it already was (or is unknown). */
export async function archiveProduct(db: D1Database, actor: AuditActor, id: number): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare(
        "UPDATE products SET archived = 1, version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND main_product_id IS NULL AND archived = 0",
      )
      .bind(id),
    auditStatement(db, {
      actor,
      action: 'product.archive',
      subject: subject(id),
      detail: { before: { archived: false }, after: { archived: true } },
    }),
  ])
  return updated?.meta.changes === 1
}

export type DeleteOutcome = 'deleted' | 'notFound' | 'ordered' | 'inBundle'

/** Deletes a product no order names and no bundle holds (checked in the statement itself). */
export async function deleteProduct(db: D1Database, actor: AuditActor, id: number): Promise<DeleteOutcome> {
  const before = await getAdminProduct(db, id)
  if (!before) return 'notFound'
  if (before.ordered) return 'ordered'
  const IN_BUNDLE =
    'EXISTS (SELECT 1 FROM bundle_components bc JOIN products x ON x.id = bc.component_id WHERE x.id = ?1 OR x.main_product_id = ?1)'
  const inBundle = await countOf(db.prepare(`SELECT ${IN_BUNDLE} AS n`).bind(id))
  if (inBundle === 1) return 'inBundle'
  const [deleted] = await db.batch([
    db.prepare(`DELETE FROM products WHERE id = ?1 AND NOT ${ORDERED_SQL} AND NOT ${IN_BUNDLE} RETURNING id`).bind(id),
    auditStatement(db, {
      actor,
      action: 'product.delete',
      subject: subject(id),
      detail: { before: snapshot(asSave(before)), after: null },
    }),
  ])
  // RETURNING, not meta.changes: D1 counts the rows the delete cascades to as well.
  return batchRows(deleted, readIdOf('id')).length === 1 ? 'deleted' : 'ordered'
}

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
})

const STAMP = "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), version = version + 1"

/**
 * One action over the selected products, in one batch: each product's change with its own audit
 * entry (before → after), each only over the version read here. The ids that changed (a product
 * already as asked, a variant, or a configurable for stock and price is left out).
 */
export async function bulkChange(db: D1Database, actor: AuditActor, bulk: ProductBulk): Promise<number[]> {
  const rows = await allRows(
    db
      .prepare(
        `SELECT id, type, version, published, archived, stock_qty, retail_price_cents, discount_price_cents, final_price_cents, tax_rate
         FROM products WHERE ${inJson('id', '?')} AND main_product_id IS NULL ORDER BY id`,
      )
      .bind(JSON.stringify(bulk.ids)),
    readBulkRow,
  )
  const statements: D1PreparedStatement[] = []
  const changedAt: Array<{ id: number; index: number }> = []
  const audited = (id: number, update: D1PreparedStatement, detail: Record<string, unknown>) => {
    changedAt.push({ id, index: statements.length })
    statements.push(
      update,
      auditStatement(db, { actor, action: `product.bulk.${bulk.action}`, subject: subject(id), detail }),
    )
  }
  for (const row of rows) {
    const where = 'WHERE id = ? AND version = ?'
    // A configurable's prices and stock are its variants': they change in its editor, not here.
    if (row.type === 'configurable' && (bulk.action === 'setStock' || bulk.action === 'changePrice')) continue
    if (bulk.action === 'publish') {
      if (row.published && !row.archived) continue
      audited(
        row.id,
        db.prepare(`UPDATE products SET published = 1, archived = 0, ${STAMP} ${where}`).bind(row.id, row.version),
        {
          before: { status: statusOf(row) },
          after: { status: 'published' },
        },
      )
    } else if (bulk.action === 'archive') {
      if (row.archived) continue
      audited(row.id, db.prepare(`UPDATE products SET archived = 1, ${STAMP} ${where}`).bind(row.id, row.version), {
        before: { status: statusOf(row) },
        after: { status: 'archived' },
      })
    } else if (bulk.action === 'setStock') {
      if (row.stock_qty === bulk.stockQty) continue
      audited(
        row.id,
        db.prepare(`UPDATE products SET stock_qty = ?, ${STAMP} ${where}`).bind(bulk.stockQty, row.id, row.version),
        { before: { stockQty: row.stock_qty }, after: { stockQty: bulk.stockQty } },
      )
    } else {
      const scale = (cents: number) => Math.max(0, Math.round((cents * (100 + bulk.percent)) / 100))
      const retail = scale(row.retail_price_cents)
      const discount = row.discount_price_cents === null ? null : scale(row.discount_price_cents)
      const final = discount ?? retail
      if (final !== row.final_price_cents)
        statements.push(
          db
            .prepare(
              'INSERT INTO price_history (product_id, price_cents) SELECT ?, ? WHERE EXISTS (SELECT 1 FROM products WHERE id = ? AND version = ?)',
            )
            .bind(row.id, final, row.id, row.version),
        )
      audited(
        row.id,
        db
          .prepare(
            `UPDATE products SET retail_price_cents = ?, basic_price_cents = ?, discount_price_cents = ?, ${STAMP} ${where}`,
          )
          .bind(retail, basicPriceCents(retail, row.tax_rate), discount, row.id, row.version),
        {
          before: { retailPriceCents: row.retail_price_cents, discountPriceCents: row.discount_price_cents },
          after: { retailPriceCents: retail, discountPriceCents: discount },
          percent: bulk.percent,
        },
      )
    }
  }
  if (statements.length === 0) return []
  const results = await db.batch(statements)
  return changedAt.filter(({ index }) => results[index]?.meta.changes === 1).map(({ id }) => id)
}
