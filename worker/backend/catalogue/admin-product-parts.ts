import type { AdminProductDetail } from '../../../contract/dto/catalogue-admin'
import { allRows, batchRows, columns, firstRow, type Row } from '../rows'
import { PRODUCT_TYPES } from './product-rows'

/**
 * The parts of a product that belong to its type (issue 35): a configurable's axes and variants, a
 * bundle's components, an eProduct's file and licence keys. Read for the editor beside the common
 * fields; written by admin-variants.ts, admin-bundle.ts and admin-digital.ts, whose batches share the
 * version gate below.
 */
export type ProductTypeParts = Pick<AdminProductDetail, 'configurable' | 'variants' | 'bundleComponents' | 'digital'>

const products = columns('products')

const readVariant = (r: Row) => ({
  id: products.int(r, 'id'),
  sku: products.text(r, 'sku'),
  retail_price_cents: products.int(r, 'retail_price_cents'),
  discount_price_cents: products.nullableInt(r, 'discount_price_cents'),
  final_price_cents: products.int(r, 'final_price_cents'),
  stock_qty: products.nullableInt(r, 'stock_qty'),
  archived: products.bool(r, 'archived'),
  image_media_id: products.nullableInt(r, 'image_media_id'),
})

const values = columns('product_attribute_values')
const readVariantValue = (r: Row) => ({
  product_id: values.int(r, 'product_id'),
  attribute_id: values.int(r, 'attribute_id'),
  value_id: values.int(r, 'value_id'),
})

const readComponent = (r: Row) => ({
  productId: products.int(r, 'component_id'),
  qty: products.int(r, 'qty'),
  sku: products.text(r, 'sku'),
  name: products.text(r, 'name'),
  type: products.oneOf(r, 'type', PRODUCT_TYPES),
})

const files = columns('product_files')
const readFile = (r: Row) => ({
  name: files.text(r, 'name'),
  size: files.int(r, 'size'),
  mime: files.text(r, 'mime'),
  uploadedAt: files.text(r, 'uploaded_at'),
})
const readKeyCounts = (r: Row) => ({
  available: columns('licence_keys').int(r, 'available'),
  assigned: columns('licence_keys').int(r, 'assigned'),
})

/** A configurable's variants (active first, then archived), each with its values in the axes' order. */
async function readConfigurable(db: D1Database, id: number): Promise<ProductTypeParts> {
  const [variantRows, axisRows, valueRows, defaultRows] = await db.batch([
    db
      .prepare(
        `SELECT v.id, v.sku, v.retail_price_cents, v.discount_price_cents, v.final_price_cents, v.stock_qty, v.archived,
           (SELECT pm.media_id FROM product_media pm WHERE pm.product_id = v.id ORDER BY pm.position, pm.media_id LIMIT 1) AS image_media_id
         FROM products v WHERE v.main_product_id = ? ORDER BY v.archived, v.id`,
      )
      .bind(id),
    db.prepare('SELECT attribute_id FROM configurable_attributes WHERE product_id = ? ORDER BY position').bind(id),
    db
      .prepare(
        `SELECT pav.product_id, pav.attribute_id, pav.value_id FROM product_attribute_values pav
         JOIN products v ON v.id = pav.product_id WHERE v.main_product_id = ? AND pav.value_id IS NOT NULL`,
      )
      .bind(id),
    db.prepare('SELECT default_variant_id FROM products WHERE id = ?').bind(id),
  ])
  const axes = batchRows(axisRows, (r) => columns('configurable_attributes').int(r, 'attribute_id'))
  const valueOf = new Map<string, number>()
  for (const v of batchRows(valueRows, readVariantValue)) valueOf.set(`${v.product_id}:${v.attribute_id}`, v.value_id)
  const variants = batchRows(variantRows, readVariant).map((v) => ({
    id: v.id,
    sku: v.sku,
    // A variant without a value on an axis (an axis added outside the grid) shows 0 there: not a value id.
    valueIds: axes.map((attributeId) => valueOf.get(`${v.id}:${attributeId}`) ?? 0),
    retailPriceCents: v.retail_price_cents,
    discountPriceCents: v.discount_price_cents,
    finalPriceCents: v.final_price_cents,
    stockQty: v.stock_qty,
    imageMediaId: v.image_media_id,
    archived: v.archived,
  }))
  const defaultId = batchRows(defaultRows, (r) => products.nullableInt(r, 'default_variant_id'))[0] ?? null
  const active = variants.find((v) => v.id === defaultId && !v.archived)
  return {
    configurable: { attributeIds: axes, defaultVariantId: active ? active.id : null },
    variants,
    bundleComponents: [],
    digital: null,
  }
}

/** The type's parts of main product `product` (texts of bundle components in `language`). */
export async function readTypeParts(
  db: D1Database,
  product: { id: number; type: (typeof PRODUCT_TYPES)[number] },
  language: 'hr' | 'en' = 'hr',
): Promise<ProductTypeParts> {
  const none: ProductTypeParts = { configurable: null, variants: [], bundleComponents: [], digital: null }
  switch (product.type) {
    case 'configurable':
      return readConfigurable(db, product.id)
    case 'bundle':
      return {
        ...none,
        bundleComponents: await allRows(
          db
            .prepare(
              `SELECT b.component_id, b.qty, p.sku, p.type, COALESCE(t.name, th.name, te.name, p.sku) AS name FROM bundle_components b
               JOIN products p ON p.id = b.component_id
               LEFT JOIN product_translations t ON t.product_id = p.id AND t.language = ?2
               LEFT JOIN product_translations th ON th.product_id = p.id AND th.language = 'hr'
               LEFT JOIN product_translations te ON te.product_id = p.id AND te.language = 'en'
               WHERE b.bundle_id = ?1 ORDER BY b.position, b.id`,
            )
            .bind(product.id, language),
          readComponent,
        ),
      }
    case 'eProduct': {
      const [file, counts] = await Promise.all([
        firstRow(
          db.prepare('SELECT name, size, mime, uploaded_at FROM product_files WHERE product_id = ?').bind(product.id),
          readFile,
        ),
        firstRow(
          db
            .prepare(
              `SELECT COALESCE(SUM(assigned_at IS NULL), 0) AS available, COALESCE(SUM(assigned_at IS NOT NULL), 0) AS assigned
               FROM licence_keys WHERE product_id = ?`,
            )
            .bind(product.id),
          readKeyCounts,
        ),
      ])
      return { ...none, digital: { file, keys: counts ?? { available: 0, assigned: 0 } } }
    }
    case 'simple':
      return none
  }
}

// ---------------------------------------------------------------- the version gate of a type part's save

/**
 * The first statement of a type part's batch: it fails (and with it the whole batch, one
 * transaction) unless the product still has the version the editor read, so no statement after it
 * needs a guard of its own. A product gone meanwhile yields no row: the statements after it then
 * find no product (their inserts fail on the foreign key and roll the batch back too).
 */
export function versionGateStatement(db: D1Database, productId: number, version: number): D1PreparedStatement {
  return db
    .prepare(
      // json() of a text that is no JSON raises an error; its argument reads the row, so SQLite
      // evaluates it only in the branch taken (never as a constant hoisted out of the CASE).
      "SELECT CASE WHEN p.version = ?2 THEN 1 ELSE json('stale version ' || p.version) END AS gate FROM products p WHERE p.id = ?1",
    )
    .bind(productId, version)
}

/** Did the batch fail at its version gate (the product changed since the editor read it)? */
export const failedAtGate = (error: unknown): boolean => error instanceof Error && /malformed JSON/i.test(error.message)

/** The product's new version and time; put its audit entry right after it (it reads changes()). */
export function bumpVersionStatement(db: D1Database, productId: number): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE products SET version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
    )
    .bind(productId)
}

const readHead = (r: Row) => ({
  id: products.int(r, 'id'),
  type: products.oneOf(r, 'type', PRODUCT_TYPES),
  version: products.int(r, 'version'),
})

/** A main product's id, type and version (null for an unknown id or a variant). */
export async function productHead(
  db: D1Database,
  id: number,
): Promise<{ id: number; type: (typeof PRODUCT_TYPES)[number]; version: number } | null> {
  return firstRow(
    db.prepare('SELECT id, type, version FROM products WHERE id = ? AND main_product_id IS NULL').bind(id),
    readHead,
  )
}

/** The subject of a product's audit entries (the editor's history reads them). */
