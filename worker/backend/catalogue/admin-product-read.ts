import type { AdminProductAttributeValue, AdminProductDetail } from '../../../contract/dto/catalogue-admin'
import type { Locale } from '../../../contract/locales'
import { LOCALES } from '../../../contract/locales'
import { altTexts, mediaPath, type MediaRow } from '../media/store'
import { fromCents, toCents } from '../money'
import { batchRows, columns, countOf, type Row } from '../rows'
import { refuse } from '../http'
import { readTypeParts } from './admin-product-parts'
import { statusOf, type ExistingProduct, type ProductFields } from './admin-products'
import { lowestPrice } from './product-detail'
import { PRODUCT_TYPES, loadProductMedia } from './product-rows'
import { inJson } from './sql'

/**
 * One product as staff edit it (issue 35): its editable fields, read for many products at once (a
 * save's before, the CSV import's thousands of rows) in a fixed number of statements, and the
 * editor's detail built on them.
 */

const products = columns('products')
const readProduct = (r: Row) => ({
  id: products.int(r, 'id'),
  type: products.oneOf(r, 'type', PRODUCT_TYPES),
  sku: products.text(r, 'sku'),
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
  sell_when_out_of_stock: products.bool(r, 'sell_when_out_of_stock'),
  featured: products.bool(r, 'featured'),
  is_purchasable: products.bool(r, 'is_purchasable'),
  visible_individually: products.bool(r, 'visible_individually'),
  category_priority: products.int(r, 'category_priority'),
  manufacturer: products.nullableText(r, 'manufacturer'),
  brand: products.nullableText(r, 'brand'),
  updated_at: products.text(r, 'updated_at'),
})

const translations = columns('product_translations')
const readTexts = (r: Row) => ({
  product_id: translations.int(r, 'product_id'),
  language: translations.oneOf(r, 'language', LOCALES),
  name: translations.text(r, 'name'),
  slug: translations.text(r, 'slug'),
  shortDescription: translations.text(r, 'short_description'),
  description: translations.text(r, 'description'),
  seoTitle: translations.text(r, 'seo_title'),
  seoDescription: translations.text(r, 'seo_description'),
})
const link = columns('product links')
const readLink = (r: Row) => ({ product_id: link.int(r, 'product_id'), id: link.int(r, 'id') })
const values = columns('product_attribute_values')
const readValue = (r: Row) => ({
  product_id: values.int(r, 'product_id'),
  attribute_id: values.int(r, 'attribute_id'),
  value_id: values.nullableInt(r, 'value_id'),
  number_value: values.nullableReal(r, 'number_value'),
  text_value: values.nullableText(r, 'text_value'),
})

const PRODUCT_SELECT = `SELECT id, type, sku, published, archived, version, retail_price_cents, discount_price_cents,
  final_price_cents, membership_price_cents, tax_rate, stock_qty, low_stock_threshold, sell_when_out_of_stock, featured,
  is_purchasable, visible_individually, category_priority, manufacturer, brand, updated_at FROM products p`

/** A product's attribute values, one entry per attribute (a configurable's axes are its variants'). */
function groupValues(rows: Array<ReturnType<typeof readValue>>): AdminProductAttributeValue[] {
  const byAttribute = new Map<number, AdminProductAttributeValue>()
  for (const row of rows) {
    const entry = byAttribute.get(row.attribute_id) ?? {
      attributeId: row.attribute_id,
      valueIds: [],
      number: null,
      text: null,
    }
    if (row.value_id !== null) entry.valueIds.push(row.value_id)
    if (row.number_value !== null) entry.number = row.number_value
    if (row.text_value !== null) entry.text = row.text_value
    byAttribute.set(row.attribute_id, entry)
  }
  return [...byAttribute.values()]
}

type ProductRecord = ReturnType<typeof readProduct>
/** With the row as read and its images' media rows (the editor's detail shows their thumbnails). */
export type EditableProduct = ExistingProduct & { record: ProductRecord; media: MediaRow[] }

/**
 * The editable fields of main products (variants are edited within theirs), by id or by SKU; unknown
 * ones are left out. Seven statements however many products.
 */
export async function loadEditableProducts(
  db: D1Database,
  by: { ids: number[] } | { skus: string[] },
): Promise<EditableProduct[]> {
  const keys = JSON.stringify('ids' in by ? by.ids : by.skus)
  if (keys === '[]') return []
  const chosen = `${inJson('ids' in by ? 'p.id' : 'p.sku', '?1')} AND p.main_product_id IS NULL`
  const ofChosen = (column: string) => `${column} IN (SELECT p.id FROM products p WHERE ${chosen})`
  const [rows, texts, categories, tags, crossSells, attributeValues] = await db.batch([
    db.prepare(`${PRODUCT_SELECT} WHERE ${chosen}`).bind(keys),
    db
      .prepare(
        `SELECT product_id, language, name, slug, short_description, description, seo_title, seo_description
         FROM product_translations WHERE ${ofChosen('product_id')}`,
      )
      .bind(keys),
    db
      .prepare(
        `SELECT product_id, category_id AS id FROM product_categories WHERE ${ofChosen('product_id')} ORDER BY category_id`,
      )
      .bind(keys),
    db
      .prepare(`SELECT product_id, tag_id AS id FROM product_tags WHERE ${ofChosen('product_id')} ORDER BY tag_id`)
      .bind(keys),
    db
      .prepare(
        `SELECT product_id, cross_sell_id AS id FROM product_cross_sells WHERE ${ofChosen('product_id')}
         ORDER BY position, cross_sell_id`,
      )
      .bind(keys),
    db
      .prepare(
        `SELECT v.product_id, v.attribute_id, v.value_id, v.number_value, v.text_value
         FROM product_attribute_values v JOIN attributes a ON a.id = v.attribute_id
         LEFT JOIN attribute_values av ON av.id = v.value_id
         WHERE ${ofChosen('v.product_id')}
           AND v.attribute_id NOT IN (SELECT ca.attribute_id FROM configurable_attributes ca WHERE ca.product_id = v.product_id)
         ORDER BY a.position, a.id, av.position, av.id`,
      )
      .bind(keys),
  ])
  const list = batchRows(rows, readProduct)
  const media = await loadProductMedia(
    db,
    list.map((row) => row.id),
  )
  const of = <T extends { product_id: number }>(items: T[], id: number) => items.filter((i) => i.product_id === id)
  const allTexts = batchRows(texts, readTexts)
  const [allCategories, allTags, allCrossSells] = [categories, tags, crossSells].map((result) =>
    batchRows(result, readLink),
  )
  const allValues = batchRows(attributeValues, readValue)
  return list.map((row) => {
    const textsOf = (language: Locale) => {
      const t = allTexts.find((x) => x.product_id === row.id && x.language === language)
      if (!t) return null
      const { product_id: _id, language: _language, ...fields } = t
      return fields
    }
    const fields: ProductFields = {
      sku: row.sku,
      status: row.published ? 'published' : 'draft',
      texts: {
        hr: textsOf('hr') ?? {
          name: '',
          slug: '',
          shortDescription: '',
          description: '',
          seoTitle: '',
          seoDescription: '',
        },
        en: textsOf('en'),
      },
      retailPriceCents: row.retail_price_cents,
      discountPriceCents: row.discount_price_cents,
      membershipPriceCents: row.membership_price_cents,
      taxRate: row.tax_rate,
      stockQty: row.stock_qty,
      lowStockThreshold: row.low_stock_threshold,
      sellWhenOutOfStock: row.sell_when_out_of_stock,
      featured: row.featured,
      isPurchasable: row.is_purchasable,
      visibleIndividually: row.visible_individually,
      categoryPriority: row.category_priority,
      manufacturer: row.manufacturer,
      brand: row.brand,
      categoryIds: of(allCategories ?? [], row.id).map((x) => x.id),
      tagIds: of(allTags ?? [], row.id).map((x) => x.id),
      crossSellIds: of(allCrossSells ?? [], row.id).map((x) => x.id),
      images: (media.get(row.id) ?? []).map((m) => ({ mediaId: m.id, alt: altTexts(m.alt) })),
      attributes: groupValues(of(allValues, row.id)),
    }
    return {
      id: row.id,
      type: row.type,
      version: row.version,
      status: statusOf(row),
      finalPriceCents: row.final_price_cents,
      fields,
      record: row,
      media: media.get(row.id) ?? [],
    }
  })
}

/** Did an order ever name the product or one of its variants? (?1 = the product's id) */
export const ORDERED_SQL =
  'EXISTS (SELECT 1 FROM order_lines ol JOIN products x ON x.id = ol.product_id WHERE x.id = ?1 OR x.main_product_id = ?1)'

/** Every field staff edit; null for an unknown id or a variant (edited within its product). */
export async function getAdminProduct(
  db: D1Database,
  id: number,
  language: Locale,
): Promise<AdminProductDetail | null> {
  const [product] = await loadEditableProducts(db, { ids: [id] })
  if (!product) return null
  const { record: row, fields } = product
  const [ordered, low, parts] = await Promise.all([
    countOf(db.prepare(`SELECT ${ORDERED_SQL} AS n`).bind(id)),
    lowestPrice(db, id, fromCents(row.final_price_cents)),
    readTypeParts(db, row, language),
  ])
  const urls = new Map(product.media.map((m) => [m.id, mediaPath(m, 'thumbnail')]))
  return {
    id: row.id,
    type: row.type,
    sku: row.sku,
    status: product.status,
    version: row.version,
    texts: { hr: fields.texts.hr.slug ? fields.texts.hr : null, en: fields.texts.en },
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
    categoryIds: fields.categoryIds,
    tagIds: fields.tagIds,
    crossSellIds: fields.crossSellIds,
    sellWhenOutOfStock: row.sell_when_out_of_stock,
    images: fields.images.map((image) => ({ ...image, url: urls.get(image.mediaId) ?? '' })),
    attributes: fields.attributes,
    ...parts,
    ordered: ordered === 1,
    updatedAt: row.updated_at,
  }
}

/** The product for its editor (bundle components named in `language`), or a 404 refusal. */
export async function adminProductOr404(db: D1Database, id: number, language: Locale): Promise<AdminProductDetail> {
  const product = await getAdminProduct(db, id, language)
  if (!product) throw refuse(404, 'PRODUCT_NOT_FOUND')
  return product
}
