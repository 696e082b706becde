import type * as v from 'valibot'
import type { LOCALES } from '../../../contract/locales'
import type { AdminVariantsSaveSchema } from '../../../contract/schemas/catalogue-admin-types'
import { slugify } from '../../../contract/schemas/page'
import { auditStatement, type AuditActor } from '../audit-log'
import { refuse } from '../http'
import { allRows, columns, firstRow, type Row } from '../rows'
import {
  bumpVersionStatement,
  failedAtGate,
  productHead,
  readTypeParts,
  versionGateStatement,
} from './admin-product-parts'
import { productSubject } from './admin-products'
import { priceHistoryStatement, priceHistoryStatementBySku } from './price-history'
import { netCentsOf } from './prices'
import { inJson } from './sql'

/**
 * A configurable's variant grid as staff save it (issue 35), modelled as the seed models variants:
 * each variant is a `simple` product with `main_product_id`, not visible on its own, with a name and
 * slug per language made from the main product's and its values ("Majica — M / Crvena"), one
 * product_attribute_values row per axis, its image as its first product_media, and the main
 * product's categories, tax rate, priority, manufacturer and brand.
 *
 * The whole grid is one batch behind the version gate: new variants are created, sent ones updated
 * (a sent archived one is active again), and a variant left out is deleted, or archived when an
 * order names it (its orders keep their lines). The main product's own price follows its variants:
 * the cheapest active variant's retail and discount price, as the shop lists it; its stock is its
 * variants' (the shop and the admin list already add them up).
 */

export type VariantsSave = v.InferOutput<typeof AdminVariantsSaveSchema>
type Locale = (typeof LOCALES)[number]

/** The input types a variant axis may have: one value per variant. */
const AXIS_TYPES = ['dropdown', 'multipleSelect', 'textSwatch', 'visualSwatch'] as const

const attributes = columns('attributes')
const readAttribute = (r: Row) => ({
  id: attributes.int(r, 'id'),
  input_type: attributes.text(r, 'input_type'),
  label_hr: attributes.text(r, 'label_hr'),
})
const readValue = (r: Row) => ({
  id: attributes.int(r, 'id'),
  attribute_id: attributes.int(r, 'attribute_id'),
  label_hr: attributes.text(r, 'label_hr'),
  label_en: attributes.text(r, 'label_en'),
})
const products = columns('products')
const readExisting = (r: Row) => ({
  id: products.int(r, 'id'),
  sku: products.text(r, 'sku'),
  archived: products.bool(r, 'archived'),
  ordered: products.bool(r, 'ordered'),
})
const readOwner = (r: Row) => ({ id: products.int(r, 'id'), sku: products.text(r, 'sku') })
const translations = columns('product_translations')
const readMainText = (r: Row) => ({
  language: translations.oneOf(r, 'language', ['hr', 'en'] as const),
  name: translations.text(r, 'name'),
  slug: translations.text(r, 'slug'),
  short_description: translations.text(r, 'short_description'),
})
const readSlugOwner = (r: Row) => ({
  language: translations.oneOf(r, 'language', ['hr', 'en'] as const),
  slug: translations.text(r, 'slug'),
})
const readId = (r: Row) => products.int(r, 'id')

/**
 * Does an order name the variant: a line of its own, or a bundle line whose customised component
 * was this variant (order_lines.options.bundleOptions[].options.productId)?
 */
const VARIANT_ORDERED_SQL = `(EXISTS (SELECT 1 FROM order_lines ol WHERE ol.product_id = v.id)
  OR EXISTS (SELECT 1 FROM order_lines ol, json_each(ol.options, '$.bundleOptions') b
    WHERE ol.product_type = 'bundle' AND json_extract(b.value, '$.options.productId') = v.id))`

/** A SKU no save may send (the schema allows no `~`): where a renamed variant waits for its new SKU. */
const parkedSku = (id: number | '') => `~moving~${id}`

interface Checked {
  axes: number[]
  labels: Map<number, { hr: string; en: string }>
  existing: Map<number, { id: number; sku: string; archived: boolean; ordered: boolean }>
}

/** Everything the database must confirm before the batch: each refusal names its field. */
async function check(db: D1Database, productId: number, input: VariantsSave): Promise<Checked> {
  const axes = input.attributeIds
  axes.forEach((id, i) => {
    if (axes.indexOf(id) !== i) throw refuse(400, 'VARIANT_AXIS_DUPLICATE', { field: `attributeIds.${i}` })
  })
  const found = await allRows(
    db.prepare(`SELECT id, input_type, label_hr FROM attributes WHERE ${inJson('id', '?')}`).bind(JSON.stringify(axes)),
    readAttribute,
  )
  axes.forEach((id, i) => {
    const attribute = found.find((a) => a.id === id)
    if (!attribute) throw refuse(400, 'ATTRIBUTE_NOT_FOUND', { field: `attributeIds.${i}` })
    if (!(AXIS_TYPES as readonly string[]).includes(attribute.input_type))
      throw refuse(400, 'VARIANT_AXIS_NOT_OPTION', { field: `attributeIds.${i}`, params: { name: attribute.label_hr } })
  })
  const valueRows = await allRows(
    db
      .prepare(`SELECT id, attribute_id, label_hr, label_en FROM attribute_values WHERE ${inJson('attribute_id', '?')}`)
      .bind(JSON.stringify(axes)),
    readValue,
  )
  const valueAxis = new Map(valueRows.map((row) => [row.id, row.attribute_id]))
  const labels = new Map(valueRows.map((row) => [row.id, { hr: row.label_hr, en: row.label_en }]))

  const existing = new Map(
    (
      await allRows(
        db
          .prepare(
            `SELECT v.id, v.sku, v.archived, ${VARIANT_ORDERED_SQL} AS ordered FROM products v WHERE v.main_product_id = ?`,
          )
          .bind(productId),
        readExisting,
      )
    ).map((row) => [row.id, row]),
  )

  const combos = new Map<string, number>()
  const skus = new Map<string, number>()
  const ids = new Set<number>()
  input.variants.forEach((variant, n) => {
    if (variant.id !== undefined) {
      if (!existing.has(variant.id) || ids.has(variant.id))
        throw refuse(400, 'VARIANT_NOT_FOUND', { field: `variants.${n}.id` })
      ids.add(variant.id)
    }
    if (variant.valueIds.length !== axes.length)
      throw refuse(400, 'VARIANT_VALUES_PER_AXIS', {
        field: `variants.${n}.valueIds`,
        params: { count: axes.length },
      })
    variant.valueIds.forEach((valueId, k) => {
      if (valueAxis.get(valueId) !== axes[k])
        throw refuse(400, 'VARIANT_VALUE_NOT_OF_AXIS', { field: `variants.${n}.valueIds.${k}` })
    })
    const combo = variant.valueIds.join(',')
    if (combos.has(combo)) throw refuse(400, 'VARIANT_COMBINATION_DUPLICATE', { field: `variants.${n}.valueIds` })
    combos.set(combo, n)
    if (skus.has(variant.sku)) throw refuse(400, 'VARIANT_SKU_DUPLICATE', { field: `variants.${n}.sku` })
    skus.set(variant.sku, n)
  })
  const defaultSku = input.defaultSku || null
  if (defaultSku !== null && !skus.has(defaultSku))
    throw refuse(400, 'VARIANT_DEFAULT_UNKNOWN', { field: 'defaultSku' })

  // A SKU is free when no product holds it, or one of this product's variants that the grid keeps
  // (it may move to another row) or deletes. A variant archived by this save keeps its SKU.
  const leaving = new Set([...existing.values()].filter((row) => !ids.has(row.id)).map((row) => row.id))
  const holders = await allRows(
    db.prepare(`SELECT id, sku FROM products WHERE ${inJson('sku', '?')}`).bind(JSON.stringify([...skus.keys()])),
    readOwner,
  )
  for (const holder of holders) {
    const own = existing.get(holder.id)
    const free = own !== undefined && (ids.has(own.id) || (leaving.has(own.id) && !own.ordered))
    if (!free) throw refuse(409, 'PRODUCT_SKU_TAKEN', { field: `variants.${skus.get(holder.sku) ?? 0}.sku` })
  }

  const mediaIds = [...new Set(input.variants.flatMap((variant) => variant.imageMediaId ?? []))]
  if (mediaIds.length > 0) {
    const known = new Set(
      await allRows(
        db.prepare(`SELECT id FROM media WHERE ${inJson('id', '?')}`).bind(JSON.stringify(mediaIds)),
        readId,
      ),
    )
    input.variants.forEach((variant, n) => {
      if (variant.imageMediaId !== null && !known.has(variant.imageMediaId))
        throw refuse(400, 'MEDIA_NOT_FOUND', { field: `variants.${n}.imageMediaId` })
    })
  }
  return { axes, labels, existing }
}

/** The slugs the grid's variants get, per language: the main slug and the values, unless another product has it. */
async function variantSlugs(
  db: D1Database,
  productId: number,
  mainTexts: Array<{ language: Locale; slug: string }>,
  input: VariantsSave,
  labels: Checked['labels'],
  /** This product's variants whose texts the batch removes (kept ones get theirs again, deleted ones go). */
  freed: number[],
): Promise<Map<string, string>> {
  const wanted = new Map<string, string>()
  const key = (n: number, language: Locale) => `${n}:${language}`
  for (const text of mainTexts)
    input.variants.forEach((variant, n) => {
      const parts = variant.valueIds.map((id) => slugify(labels.get(id)?.[text.language] ?? String(id)))
      wanted.set(key(n, text.language), `${text.slug}-${parts.join('-')}`.slice(0, 200).replace(/-+$/, ''))
    })
  const taken = await allRows(
    db
      .prepare(
        `SELECT t.language, t.slug FROM product_translations t JOIN products p ON p.id = t.product_id
         WHERE ${inJson('t.slug', '?1')} AND p.id <> ?2 AND NOT ${inJson('p.id', '?3')}`,
      )
      .bind(JSON.stringify([...new Set(wanted.values())]), productId, JSON.stringify(freed)),
    readSlugOwner,
  )
  const takenSet = new Set(taken.map((row) => `${row.language}:${row.slug}`))
  const seen = new Set<string>()
  for (const text of mainTexts)
    input.variants.forEach((variant, n) => {
      let slug = wanted.get(key(n, text.language)) ?? ''
      // Another product's slug, or two values that slug alike: the variant's SKU makes it unique.
      if (takenSet.has(`${text.language}:${slug}`) || seen.has(`${text.language}:${slug}`))
        slug = `${text.slug}-${slugify(variant.sku)}`.slice(0, 200)
      seen.add(`${text.language}:${slug}`)
      wanted.set(key(n, text.language), slug)
    })
  return wanted
}

export type VariantsOutcome = 'saved' | 'notFound' | 'notConfigurable' | 'stale'

/** Saves the variant grid of configurable `productId` over the version the editor read. */
export async function saveVariants(
  db: D1Database,
  actor: AuditActor,
  productId: number,
  input: VariantsSave,
): Promise<VariantsOutcome> {
  const head = await productHead(db, productId)
  if (!head) return 'notFound'
  if (head.type !== 'configurable') return 'notConfigurable'
  if (head.version !== input.version) return 'stale'
  const { axes, labels, existing } = await check(db, productId, input)
  const before = await readTypeParts(db, { id: productId, type: 'configurable' })
  const mainTexts = await allRows(
    db
      .prepare('SELECT language, name, slug, short_description FROM product_translations WHERE product_id = ?')
      .bind(productId),
    readMainText,
  )
  const main = await firstRow(db.prepare('SELECT tax_rate FROM products WHERE id = ?').bind(productId), (r: Row) => ({
    tax_rate: products.real(r, 'tax_rate'),
  }))
  const taxRate = main?.tax_rate ?? 25

  const kept = new Set(input.variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id])))
  const leaving = [...existing.values()].filter((row) => !kept.has(row.id))
  // Archived now: left out of the grid, named by an order, not archived before.
  const archived = leaving.filter((row) => row.ordered && !row.archived)
  const deleted = leaving.filter((row) => !row.ordered)
  // An archived variant keeps its texts, so its slug stays taken.
  const slugs = await variantSlugs(db, productId, mainTexts, input, labels, [...kept, ...deleted.map((row) => row.id)])

  // The grid as JSON the set-based statements below read (one statement per step, whatever its size).
  const grid = input.variants.map((variant) => ({
    id: variant.id ?? null,
    sku: variant.sku,
    retail: variant.retailPriceCents,
    basic: netCentsOf(variant.retailPriceCents, taxRate),
    discount: variant.discountPriceCents,
    stock: variant.stockQty,
  }))
  const texts = input.variants.flatMap((variant, n) =>
    mainTexts.map((text) => ({
      sku: variant.sku,
      language: text.language,
      name: `${text.name} — ${variant.valueIds.map((id) => labels.get(id)?.[text.language] ?? String(id)).join(' / ')}`.slice(
        0,
        250,
      ),
      slug: slugs.get(`${n}:${text.language}`) ?? slugify(variant.sku),
      short: text.short_description,
    })),
  )
  const values = input.variants.flatMap((variant) =>
    axes.map((attributeId, k) => ({ sku: variant.sku, attribute: attributeId, value: variant.valueIds[k] })),
  )
  const images = input.variants.flatMap((variant) =>
    variant.imageMediaId === null ? [] : [{ sku: variant.sku, media: variant.imageMediaId }],
  )
  const field = (name: string) => `json_extract(g.value, '$.${name}')`
  /** The grid's variants once this batch has created and renamed them (the archived ones are left out). */
  const ACTIVE = 'SELECT id FROM products WHERE main_product_id = ?1 AND archived = 0'

  const statements: D1PreparedStatement[] = [versionGateStatement(db, productId, input.version)]
  const renamed = input.variants.flatMap((variant) =>
    variant.id !== undefined && existing.get(variant.id)?.sku !== variant.sku ? [variant.id] : [],
  )
  if (renamed.length > 0)
    statements.push(
      db
        .prepare(`UPDATE products SET sku = '${parkedSku('')}' || id WHERE ${inJson('id', '?')}`)
        .bind(JSON.stringify(renamed)),
    )
  if (deleted.length > 0)
    statements.push(
      db
        .prepare(`DELETE FROM products WHERE main_product_id = ? AND ${inJson('id', '?')}`)
        .bind(productId, JSON.stringify(deleted.map((row) => row.id))),
    )
  if (archived.length > 0)
    statements.push(
      db
        .prepare(
          `UPDATE products SET archived = 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
           WHERE main_product_id = ? AND ${inJson('id', '?')}`,
        )
        .bind(productId, JSON.stringify(archived.map((row) => row.id))),
    )
  statements.push(
    // Kept variants get their texts again (the main product's name or the values may have changed):
    // gone first, so a slug moving from one variant to another never meets itself.
    db.prepare(`DELETE FROM product_translations WHERE ${inJson('product_id', '?')}`).bind(JSON.stringify([...kept])),
    db
      .prepare(
        `UPDATE products SET sku = g.sku, retail_price_cents = g.retail, basic_price_cents = g.basic,
           discount_price_cents = g.discount, stock_qty = g.stock, archived = 0, tax_rate = m.tax_rate,
           category_priority = m.category_priority, manufacturer = m.manufacturer, brand = m.brand,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         FROM (SELECT ${field('id')} AS id, ${field('sku')} AS sku, ${field('retail')} AS retail, ${field('basic')} AS basic,
                 ${field('discount')} AS discount, ${field('stock')} AS stock FROM json_each(?2) g) AS g,
              (SELECT tax_rate, category_priority, manufacturer, brand FROM products WHERE id = ?1) AS m
         WHERE products.id = g.id AND products.main_product_id = ?1`,
      )
      .bind(productId, JSON.stringify(grid.filter((row) => row.id !== null))),
    db
      .prepare(
        `INSERT INTO products (type, sku, main_product_id, visible_individually, published, retail_price_cents, basic_price_cents,
           discount_price_cents, tax_rate, category_priority, is_purchasable, stock_qty, manufacturer, brand)
         SELECT 'simple', ${field('sku')}, m.id, 0, 1, ${field('retail')}, ${field('basic')}, ${field('discount')}, m.tax_rate,
           m.category_priority, 1, ${field('stock')}, m.manufacturer, m.brand
         FROM json_each(?2) g, products m WHERE m.id = ?1 ORDER BY g.key`,
      )
      .bind(productId, JSON.stringify(grid.filter((row) => row.id === null))),
    db
      .prepare(
        `INSERT INTO product_translations (product_id, language, name, slug, description, short_description)
         SELECT v.id, ${field('language')}, ${field('name')}, ${field('slug')}, '', ${field('short')}
         FROM json_each(?2) g JOIN products v ON v.sku = ${field('sku')} AND v.main_product_id = ?1`,
      )
      .bind(productId, JSON.stringify(texts)),
    db.prepare(`DELETE FROM product_attribute_values WHERE product_id IN (${ACTIVE})`).bind(productId),
    db
      .prepare(
        `INSERT INTO product_attribute_values (product_id, attribute_id, value_id)
         SELECT v.id, ${field('attribute')}, ${field('value')}
         FROM json_each(?2) g JOIN products v ON v.sku = ${field('sku')} AND v.main_product_id = ?1`,
      )
      .bind(productId, JSON.stringify(values)),
    db.prepare(`DELETE FROM product_media WHERE product_id IN (${ACTIVE})`).bind(productId),
    db
      .prepare(
        `INSERT INTO product_media (product_id, media_id, position)
         SELECT v.id, ${field('media')}, 0 FROM json_each(?2) g JOIN products v ON v.sku = ${field('sku')} AND v.main_product_id = ?1`,
      )
      .bind(productId, JSON.stringify(images)),
    // A variant is in its main product's categories (as the seed has it).
    db.prepare(`DELETE FROM product_categories WHERE product_id IN (${ACTIVE})`).bind(productId),
    db
      .prepare(
        `INSERT INTO product_categories (product_id, category_id)
         SELECT v.id, c.category_id FROM products v JOIN product_categories c ON c.product_id = ?1
         WHERE v.main_product_id = ?1 AND v.archived = 0`,
      )
      .bind(productId),
  )
  // A new variant's first price, and each changed final price, go to its price history.
  const finals = new Map(before.variants.map((row) => [row.id, row.finalPriceCents]))
  for (const variant of input.variants) {
    const final = variant.discountPriceCents ?? variant.retailPriceCents
    if (variant.id === undefined) statements.push(priceHistoryStatementBySku(db, variant.sku, final))
    else if (finals.get(variant.id) !== final) statements.push(priceHistoryStatement(db, variant.id, final))
  }

  statements.push(
    db.prepare('DELETE FROM configurable_attributes WHERE product_id = ?').bind(productId),
    db
      .prepare(
        `INSERT INTO configurable_attributes (product_id, attribute_id, position)
         SELECT ?, a.value, a.key FROM json_each(?) a`,
      )
      .bind(productId, JSON.stringify(axes)),
  )

  // The main product: its default variant, its price from its cheapest variant, a new version.
  const cheapest = [...input.variants].sort(
    (a, b) => (a.discountPriceCents ?? a.retailPriceCents) - (b.discountPriceCents ?? b.retailPriceCents),
  )[0]
  const defaultSku = input.defaultSku || null
  statements.push(
    db
      .prepare(
        `UPDATE products SET default_variant_id = (SELECT id FROM products WHERE sku = ?2 AND main_product_id = ?1)
         WHERE id = ?1`,
      )
      .bind(productId, defaultSku),
  )
  if (cheapest)
    statements.push(
      db
        .prepare(
          'UPDATE products SET retail_price_cents = ?, basic_price_cents = ?, discount_price_cents = ? WHERE id = ?',
        )
        .bind(
          cheapest.retailPriceCents,
          netCentsOf(cheapest.retailPriceCents, taxRate),
          cheapest.discountPriceCents,
          productId,
        ),
    )
  const after = {
    attributeIds: axes,
    defaultSku,
    variants: input.variants.map((variant) => ({
      sku: variant.sku,
      valueIds: variant.valueIds,
      retailPriceCents: variant.retailPriceCents,
      discountPriceCents: variant.discountPriceCents,
      stockQty: variant.stockQty,
      imageMediaId: variant.imageMediaId,
    })),
  }
  const beforeDefault = before.variants.find((row) => row.id === before.configurable?.defaultVariantId)?.sku ?? null
  statements.push(
    bumpVersionStatement(db, productId),
    auditStatement(db, {
      actor,
      action: 'product.variants',
      subject: productSubject(productId),
      detail: {
        before: {
          attributeIds: before.configurable?.attributeIds ?? [],
          defaultSku: beforeDefault,
          variants: before.variants
            .filter((row) => !row.archived)
            .map((row) => ({
              sku: row.sku,
              valueIds: row.valueIds,
              retailPriceCents: row.retailPriceCents,
              discountPriceCents: row.discountPriceCents,
              stockQty: row.stockQty,
              imageMediaId: row.imageMediaId,
            })),
        },
        after,
        deleted: deleted.map((row) => row.sku),
        archived: archived.map((row) => row.sku),
      },
    }),
  )
  if (cheapest)
    statements.push(priceHistoryStatement(db, productId, cheapest.discountPriceCents ?? cheapest.retailPriceCents))
  try {
    await db.batch(statements)
    return 'saved'
  } catch (error) {
    if (failedAtGate(error)) return 'stale'
    if (error instanceof Error && /UNIQUE constraint failed: products\.sku/.test(error.message))
      throw refuse(409, 'PRODUCT_SKU_TAKEN', { field: 'variants' })
    throw error
  }
}
