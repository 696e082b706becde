import type { ProductType } from '../../../contract/dto/catalogue'
import { LOCALES } from '../../../contract/locales'
import { sanitizeHtml } from '../../lib/sanitize-html'
import { auditCreatedStatement, auditStatement, type AuditActor } from '../audit-log'
import { productPath } from '../cms/paths'
import { movedPathStatements } from '../cms/redirects'
import { columns, firstRow, type Row } from '../rows'
import { loadEditableProducts } from './admin-product-read'
import { relationStatements } from './admin-product-relations'
import { checkProductValues } from './admin-product-values'
import { vatRateRefusal } from '../settings/shop-settings'
import {
  STAMP_SQL,
  basicPriceCents,
  productSubject,
  type ExistingProduct,
  type ProductCreate,
  type ProductFields,
  type ProductUpdate,
  type SaveOutcome,
} from './admin-products'
import { priceHistoryStatement, priceHistoryStatementBySku } from './price-history'

/**
 * Create and save a product of any type (issue 35): one batch with its audit entry (before → after).
 * A save carries the version the editor read: every statement runs only while the product still has
 * that version and the version is bumped last, so a stale save changes nothing and is told so. A
 * changed final price goes to price_history (price-history.ts); a changed slug of a published product
 * leaves a 301 from the old path. Descriptions are sanitised as edit mode's rich text is. A
 * configurable's own prices and stock are its variants' (saved with its type parts): a save keeps
 * them as they are (a new configurable starts with the ones given) and writes no price history for it.
 */

/** The fields as written: descriptions sanitised, attributes without a value left out, no cross-sell twice. */
export function cleanFields(fields: ProductFields): ProductFields {
  const texts = (t: ProductFields['texts']['hr']) => ({
    ...t,
    shortDescription: sanitizeHtml(t.shortDescription),
    description: sanitizeHtml(t.description),
  })
  return {
    ...fields,
    texts: { hr: texts(fields.texts.hr), en: fields.texts.en ? texts(fields.texts.en) : null },
    attributes: fields.attributes.filter((a) => a.valueIds.length > 0 || a.number !== null || a.text !== null),
    crossSellIds: [...new Set(fields.crossSellIds)],
  }
}

/** What an audit entry shows of a product: the fields staff edit, flat. */
export function productSnapshot(p: ProductFields): Record<string, unknown> {
  const { texts, ...rest } = p
  const flat: Record<string, unknown> = {}
  for (const language of LOCALES) {
    const suffix = language === 'hr' ? 'Hr' : 'En'
    const t = texts[language]
    for (const key of ['name', 'slug', 'shortDescription', 'description', 'seoTitle', 'seoDescription'] as const)
      flat[`${key}${suffix}`] = t ? t[key] : null
  }
  return { ...flat, ...rest }
}

/** The fields that differ, as `{before, after}`. */
export function difference(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  }
}

/** The product columns a save writes, in the order of PRODUCT_COLUMNS. */
const PRODUCT_COLUMNS = `sku, published, retail_price_cents, basic_price_cents, discount_price_cents, membership_price_cents,
  tax_rate, stock_qty, low_stock_threshold, sell_when_out_of_stock, featured, is_purchasable, visible_individually,
  category_priority, manufacturer, brand`
const productValues = (f: ProductFields) => [
  f.sku,
  f.status === 'published' ? 1 : 0,
  f.retailPriceCents,
  basicPriceCents(f.retailPriceCents, f.taxRate),
  f.discountPriceCents,
  f.membershipPriceCents,
  f.taxRate,
  f.stockQty,
  f.lowStockThreshold,
  f.sellWhenOutOfStock ? 1 : 0,
  f.featured ? 1 : 0,
  f.isPurchasable ? 1 : 0,
  f.visibleIndividually ? 1 : 0,
  f.categoryPriority,
  f.manufacturer,
  f.brand,
]
const finalOf = (f: ProductFields) => f.discountPriceCents ?? f.retailPriceCents

/** The statements of one save and where its product statement is (its `changes` tell whether it was saved). */
function saveStatements(
  db: D1Database,
  actor: AuditActor,
  input: ProductFields & { type?: ProductType },
  existing: ExistingProduct | null,
): { statements: D1PreparedStatement[]; productAt: number } {
  const { type: chosen, ...given } = input
  const type = existing?.type ?? chosen ?? 'simple'
  let fields = cleanFields(given)
  if (!existing) {
    const product = { sql: '(SELECT id FROM products WHERE sku = ?)', binds: [fields.sku] }
    const statements = [
      db
        .prepare(
          `INSERT INTO products (type, ${PRODUCT_COLUMNS}) VALUES (?, ${productValues(fields)
            .map(() => '?')
            .join(', ')}) RETURNING id`,
        )
        .bind(type, ...productValues(fields)),
      auditCreatedStatement(
        db,
        { actor, action: 'product.create', detail: { before: null, after: { type, ...productSnapshot(fields) } } },
        'product',
        'products',
        { column: 'sku', value: fields.sku },
      ),
      ...relationStatements(db, fields, product, { sql: '1', binds: [] }),
    ]
    if (type !== 'configurable') statements.push(priceHistoryStatementBySku(db, fields.sku, finalOf(fields)))
    return { statements, productAt: 0 }
  }
  const before = existing.fields
  if (type === 'configurable') {
    const { retailPriceCents, discountPriceCents, membershipPriceCents, stockQty } = before
    fields = { ...fields, retailPriceCents, discountPriceCents, membershipPriceCents, stockQty }
  }
  const id = existing.id
  const guard = { sql: 'EXISTS (SELECT 1 FROM products WHERE id = ? AND version = ?)', binds: [id, existing.version] }
  const statements = relationStatements(db, fields, { sql: '?', binds: [id] }, guard)
  if (existing.status === 'published')
    for (const language of LOCALES) {
      const from = before.texts[language]?.slug
      const to = fields.texts[language]?.slug
      if (from && to && from !== to)
        statements.push(...movedPathStatements(db, productPath(from, language), productPath(to, language), guard))
    }
  const assignments = PRODUCT_COLUMNS.split(',')
    .map((column) => `${column.trim()} = ?`)
    .join(', ')
  const productAt = statements.length
  statements.push(
    db
      .prepare(`UPDATE products SET ${assignments}, ${STAMP_SQL} WHERE id = ? AND version = ?`)
      .bind(...productValues(fields), id, existing.version),
    auditStatement(db, {
      actor,
      action: 'product.update',
      subject: productSubject(id),
      detail: difference(productSnapshot(before), productSnapshot(fields)),
    }),
  )
  if (type !== 'configurable') statements.push(priceHistoryStatement(db, id, finalOf(fields)))
  return { statements, productAt }
}

const readOwner = (r: Row) => ({ id: columns('products').int(r, 'id') })

/** The SKU or a slug another product (or variant) holds. */
export async function productCollision(
  db: D1Database,
  fields: ProductFields,
  id: number | null,
): Promise<SaveOutcome | null> {
  const sku = await firstRow(
    db.prepare('SELECT id FROM products WHERE sku = ? AND id IS NOT ?').bind(fields.sku, id),
    readOwner,
  )
  if (sku) return { kind: 'skuTaken' }
  for (const language of LOCALES) {
    const texts = fields.texts[language]
    if (!texts) continue
    const owner = await firstRow(
      db
        .prepare(
          'SELECT product_id AS id FROM product_translations WHERE language = ? AND slug = ? AND product_id IS NOT ?',
        )
        .bind(language, texts.slug, id),
      readOwner,
    )
    if (owner) return { kind: 'slugTaken', language }
  }
  return null
}

/** A UNIQUE failure of a save that raced another (the checks before it saw the values free): which value is taken now. */
async function raceOutcome(
  db: D1Database,
  error: unknown,
  fields: ProductFields,
  id: number | null,
): Promise<SaveOutcome> {
  const message = error instanceof Error ? error.message : ''
  if (!/UNIQUE constraint failed: (products\.sku|product_translations\.language)/.test(message)) throw error
  return (await productCollision(db, fields, id)) ?? { kind: 'skuTaken' }
}

async function runSave(
  db: D1Database,
  actor: AuditActor,
  input: ProductFields & { type: ProductType },
  existing: ExistingProduct | null,
): Promise<SaveOutcome> {
  const taken = await productCollision(db, input, existing?.id ?? null)
  if (taken) return taken
  const [refusal] = await checkProductValues(db, [{ id: existing?.id ?? null, type: input.type, fields: input }])
  if (refusal) return { kind: 'refused', refusal }
  const rateRefusal = await vatRateRefusal(db, input.taxRate, existing?.fields.taxRate ?? null)
  if (rateRefusal) return { kind: 'refused', refusal: rateRefusal }
  const { statements, productAt } = saveStatements(db, actor, input, existing)
  try {
    const results = await db.batch(statements)
    const saved = results[productAt]
    if (!existing) {
      const row = saved?.results[0] as Row | undefined
      if (!row) throw new Error('the product insert returned no id')
      return { kind: 'saved', id: columns('products').int(row, 'id') }
    }
    return saved?.meta.changes === 1 ? { kind: 'saved', id: existing.id } : { kind: 'stale' }
  } catch (error) {
    return raceOutcome(db, error, input, existing?.id ?? null)
  }
}

/** A new product of any type with its texts, relations, first price_history entry and audit entry. */
export async function createProduct(db: D1Database, actor: AuditActor, input: ProductCreate): Promise<SaveOutcome> {
  return runSave(db, actor, input, null)
}

/** Saves a product over the version the editor read (the type stays). */
export async function updateProduct(
  db: D1Database,
  actor: AuditActor,
  id: number,
  input: ProductUpdate,
): Promise<SaveOutcome> {
  const [existing] = await loadEditableProducts(db, { ids: [id] })
  if (!existing) return { kind: 'notFound' }
  if (input.version !== existing.version) return { kind: 'stale' }
  const { version: _version, ...fields } = input
  return runSave(db, actor, { ...fields, type: existing.type }, existing)
}
