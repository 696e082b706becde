import type { CatalogueImportRow } from '../../../contract/dto/catalogue-admin'
import type { Locale } from '../../../contract/locales'
import { LOCALES } from '../../../contract/locales'
import type { AuditActor } from '../audit-log'
import { productPath } from '../cms/paths'
import { movedPathStatements } from '../cms/redirects'
import { CATALOGUE_COLUMNS } from './catalogue-csv'
import { columnValue, type ExistingProduct, type ProductState } from './catalogue-import-state'
import { priceHistoryStatement, priceHistoryStatementBySku } from './price-history'

/**
 * The statements of a confirmed CSV import (issue 35), all for ONE `db.batch` (one transaction):
 * the import is never half-applied. Thousands of rows go in a few statements each reading a JSON
 * list (`json_each`), chunked below D1's limit on a bound value; only price_history takes one
 * statement per changed price (price-history.ts, the one place that writes it). The first
 * statement fails the whole batch when a product changed since the rows were read (its version).
 */

export interface PlannedRow {
  report: CatalogueImportRow
  existing: ExistingProduct | null
  /** The product the row makes (null: refused before it could be read). */
  state: ProductState | null
  /** A variant's main product. */
  variantOf: number | null
  categoryIds: number[]
  tagIds: number[]
}

type Ready = PlannedRow & { state: ProductState }

/** Bytes of JSON per bound list. */
const PAYLOAD_BYTES = 400_000

function jsonChunks(items: readonly unknown[]): string[] {
  const out: string[] = []
  let chunk: string[] = []
  let size = 0
  for (const item of items) {
    const json = JSON.stringify(item)
    if (chunk.length > 0 && size + json.length > PAYLOAD_BYTES) {
      out.push(`[${chunk.join(',')}]`)
      chunk = []
      size = 0
    }
    chunk.push(json)
    size += json.length + 1
  }
  if (chunk.length > 0) out.push(`[${chunk.join(',')}]`)
  return out
}

const perChunk = (db: D1Database, sql: string, items: readonly unknown[], ...binds: unknown[]) =>
  jsonChunks(items).map((json) => db.prepare(sql).bind(json, ...binds))

/** The net regular price (SPEC §3 basicPrice), as the editor's save computes it. */
const basicCents = (retail: number, tax: number) => Math.round((retail * 100) / (100 + tax))
const finalCents = (state: ProductState) => state.discount ?? state.retail ?? 0

const field = (name: string) => `json_extract(j.value, '$.${name}')`
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

function productValues(row: Ready) {
  const s = row.state
  const retail = s.retail ?? 0
  const tax = s.tax ?? 0
  return {
    id: row.existing?.id ?? null,
    sku: row.report.sku,
    type: s.type,
    published: s.status === 'published' ? 1 : 0,
    archived: s.status === 'archived' ? 1 : 0,
    retail,
    basic: basicCents(retail, tax),
    discount: s.discount,
    membership: s.membership,
    tax,
    stock: s.stock,
    threshold: s.threshold,
    sell: s.sellWhenOutOfStock ? 1 : 0,
    featured: s.featured ? 1 : 0,
  }
}

/** What an audit entry shows of a row: the changed columns before → after, or the new product. */
function auditDetail(row: Ready): Record<string, unknown> {
  const columns = CATALOGUE_COLUMNS.filter((column) => column !== 'variant_values' && column !== 'parent_sku')
  if (!row.existing)
    return {
      source: 'csv',
      line: row.report.line,
      before: null,
      after: Object.fromEntries(columns.map((column) => [column, columnValue(row.state, column)])),
    }
  const existing = row.existing
  const changed = row.report.changes as typeof columns
  return {
    source: 'csv',
    line: row.report.line,
    ...(row.variantOf !== null ? { sku: row.report.sku } : {}),
    before: Object.fromEntries(changed.map((column) => [column, columnValue(existing, column)])),
    after: Object.fromEntries(changed.map((column) => [column, columnValue(row.state, column)])),
  }
}

export function importStatements(
  db: D1Database,
  actor: AuditActor,
  rows: readonly PlannedRow[],
): D1PreparedStatement[] {
  const ready = rows.filter(
    (row): row is Ready => row.state !== null && (row.report.outcome === 'create' || row.report.outcome === 'update'),
  )
  const creates = ready.filter((row) => !row.existing)
  const updates = ready.filter((row) => row.existing && row.variantOf === null)
  const variants = ready.filter((row) => row.existing && row.variantOf !== null)
  const changed = (row: Ready, column: string) => !row.existing || row.report.changes.includes(column)
  const statements: D1PreparedStatement[] = []

  // 1. Nothing the rows were read from has changed since (else NOT NULL fails and the batch with it).
  statements.push(
    ...perChunk(
      db,
      `INSERT INTO price_history (product_id, price_cents) SELECT NULL, 0 FROM json_each(?1) j
       LEFT JOIN products p ON p.id = json_extract(j.value, '$[0]')
       WHERE p.id IS NULL OR p.version <> json_extract(j.value, '$[1]') LIMIT 1`,
      [...updates, ...variants].map((row) => [row.existing?.id, row.existing?.version]),
    ),
  )

  // 2. New products, then the main fields of existing ones and existing variants' prices and stock.
  statements.push(
    ...perChunk(
      db,
      `INSERT INTO products (type, sku, published, archived, retail_price_cents, basic_price_cents, discount_price_cents,
         membership_price_cents, tax_rate, stock_qty, low_stock_threshold, featured, sell_when_out_of_stock)
       SELECT ${['type', 'sku', 'published', 'archived', 'retail', 'basic', 'discount', 'membership', 'tax', 'stock', 'threshold', 'featured', 'sell'].map(field).join(', ')}
       FROM json_each(?1) j`,
      creates.map(productValues),
    ),
    ...perChunk(
      db,
      `UPDATE products SET published = j.published, archived = j.archived, retail_price_cents = j.retail,
         basic_price_cents = j.basic, discount_price_cents = j.discount, membership_price_cents = j.membership,
         tax_rate = j.tax, stock_qty = j.stock, low_stock_threshold = j.threshold, featured = j.featured,
         sell_when_out_of_stock = j.sell, version = version + 1, updated_at = ${NOW}
       FROM (SELECT ${['id', 'published', 'archived', 'retail', 'basic', 'discount', 'membership', 'tax', 'stock', 'threshold', 'featured', 'sell'].map((name) => `${field(name)} AS ${name}`).join(', ')}
         FROM json_each(?1) j) AS j
       WHERE products.id = j.id`,
      updates.map(productValues),
    ),
    ...perChunk(
      db,
      `UPDATE products SET retail_price_cents = j.retail, basic_price_cents = j.basic, discount_price_cents = j.discount,
         stock_qty = j.stock, version = version + 1, updated_at = ${NOW}
       FROM (SELECT ${['id', 'retail', 'basic', 'discount', 'stock'].map((name) => `${field(name)} AS ${name}`).join(', ')}
         FROM json_each(?1) j) AS j
       WHERE products.id = j.id`,
      variants.map(productValues),
    ),
    // A variant's change is its product's: an editor open on it must reload.
    ...perChunk(
      db,
      `UPDATE products SET version = version + 1, updated_at = ${NOW} WHERE id IN (SELECT value FROM json_each(?1))`,
      [...new Set(variants.map((row) => row.variantOf))],
    ),
  )

  // 3. Texts per language: written where they changed, English removed where the row empties it.
  for (const language of LOCALES) statements.push(...textStatements(db, ready, language))
  for (const row of updates)
    if (row.existing?.status === 'published')
      for (const language of LOCALES) {
        const before = row.existing.texts[language]?.slug
        const after = row.state.texts[language]?.slug
        if (before && after && before !== after)
          statements.push(
            ...movedPathStatements(db, productPath(before, language), productPath(after, language), {
              sql: '1',
              binds: [],
            }),
          )
      }

  // 4. Categories and tags, replaced where they changed.
  for (const [table, column, key, ids] of [
    ['product_categories', 'category_id', 'categories', (row: Ready) => row.categoryIds],
    ['product_tags', 'tag_id', 'tags', (row: Ready) => row.tagIds],
  ] as const) {
    const touched = [...creates, ...updates].filter((row) => changed(row, key))
    statements.push(
      ...perChunk(
        db,
        `DELETE FROM ${table} WHERE product_id IN (SELECT value FROM json_each(?1))`,
        touched.flatMap((row) => (row.existing ? [row.existing.id] : [])),
      ),
      ...perChunk(
        db,
        `INSERT INTO ${table} (product_id, ${column})
         SELECT p.id, t.value FROM json_each(?1) j
         JOIN products p ON p.sku = json_extract(j.value, '$.sku')
         JOIN json_each(j.value, '$.ids') t`,
        touched.filter((row) => ids(row).length > 0).map((row) => ({ sku: row.report.sku, ids: ids(row) })),
      ),
    )
  }

  // 5. Audit entries (who, what, before → after), then the Omnibus price history of changed final prices.
  statements.push(
    ...perChunk(
      db,
      `INSERT INTO audit_log (actor_user_id, actor_email, action, subject, detail)
       SELECT ?2, ?3, json_extract(j.value, '$.action'),
         COALESCE(json_extract(j.value, '$.subject'), 'product:' || (SELECT id FROM products WHERE sku = json_extract(j.value, '$.sku'))),
         json_extract(j.value, '$.detail')
       FROM json_each(?1) j`,
      ready.map((row) => ({
        action: !row.existing
          ? 'product.import.create'
          : row.variantOf
            ? 'product.import.variant'
            : 'product.import.update',
        subject: row.existing ? `product:${row.variantOf ?? row.existing.id}` : null,
        sku: row.report.sku,
        detail: auditDetail(row),
      })),
      actor.userId,
      actor.email,
    ),
  )
  for (const row of ready) {
    const final = finalCents(row.state)
    if (!row.existing) statements.push(priceHistoryStatementBySku(db, row.report.sku, final))
    else if (final !== finalCents(row.existing)) statements.push(priceHistoryStatement(db, row.existing.id, final))
  }
  return statements
}

function textStatements(db: D1Database, ready: readonly Ready[], language: Locale): D1PreparedStatement[] {
  const textChanged = (row: Ready) =>
    !row.existing || row.report.changes.some((column) => column.endsWith(`_${language}`))
  const mains = ready.filter((row) => row.variantOf === null && textChanged(row))
  const written = mains.flatMap((row) => {
    const t = row.state.texts[language]
    return t ? [{ sku: row.report.sku, ...t }] : []
  })
  const removed = mains.flatMap((row) =>
    row.existing && row.existing.texts[language] && !row.state.texts[language] ? [row.existing.id] : [],
  )
  const names = ['name', 'slug', 'short_description', 'description', 'seo_title', 'seo_description']
  return [
    ...perChunk(
      db,
      `DELETE FROM product_translations WHERE language = ?2 AND product_id IN (SELECT value FROM json_each(?1))`,
      removed,
      language,
    ),
    ...perChunk(
      db,
      `INSERT INTO product_translations (product_id, language, ${names.join(', ')})
       SELECT p.id, ?2, ${names.map(field).join(', ')}
       FROM json_each(?1) j JOIN products p ON p.sku = json_extract(j.value, '$.sku') WHERE 1
       ON CONFLICT (product_id, language) DO UPDATE SET ${names.map((name) => `${name} = excluded.${name}`).join(', ')}`,
      written,
      language,
    ),
  ]
}
