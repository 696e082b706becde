import type { Locale } from '../../../contract/locales'
import type {
  AssociatedProduct,
  AssociatedProductsAttribute,
  AttributeInputType,
  BundleEntry,
  CategoryRef,
  ProductAttribute,
  ProductCore,
  ProductDetail,
  TagDto,
} from '../../../contract/dto/catalogue'
import { refuse } from '../http'
import { fromCents, fromCentsOrNull, toCents } from '../money'
import { loadCards, toCard, toMedia } from './cards'
import { loadBundleComponents, loadCustomOptions, loadVariantAttributes } from './option-rows'
import { discountPercent } from './prices'
import { findProductIdBySlug, isPublished, loadProductMedia, loadProductRows } from './product-rows'
import { LISTABLE_SQL, inJson } from './sql'
import { allRows, columns, firstRow, type Row } from '../rows'

const products = columns('products')
const readVariantId = (r: Row) => ({ id: products.int(r, 'id'), main_product_id: products.int(r, 'main_product_id') })
const readId = (r: Row) => ({ id: products.int(r, 'id') })
const readExtras = (r: Row) => ({
  description: products.nullableText(r, 'description'),
  manufacturer: products.nullableText(r, 'manufacturer'),
  brand: products.nullableText(r, 'brand'),
  rating_avg: products.real(r, 'rating_avg'),
  rating_count: products.int(r, 'rating_count'),
  created_at: products.text(r, 'created_at'),
  seo_title: products.text(r, 'seo_title'),
  seo_description: products.text(r, 'seo_description'),
})
const readDescription = (r: Row) => ({ description: products.text(r, 'description') })
const readLow = (r: Row) => ({ low: columns('price_history').nullableInt(r, 'low') })
const INPUT_TYPES = [
  'dropdown',
  'numberField',
  'multipleSelect',
  'textSwatch',
  'visualSwatch',
  'yesNo',
  'dateTime',
  'date',
] as const satisfies readonly AttributeInputType[]
const terms = columns('terms')
const readTermRef = (r: Row) => ({
  id: terms.int(r, 'id'),
  name: terms.text(r, 'name'),
  slug: terms.text(r, 'slug'),
  slug_hr: terms.text(r, 'slug_hr'),
  slug_en: terms.text(r, 'slug_en'),
})

/** Core product data (prices, media, options, configurable variants) for the given ids. */
export async function loadProductCores(db: D1Database, ids: number[], lang: Locale): Promise<Map<number, ProductCore>> {
  const rows = await loadProductRows(db, ids, lang)
  const configurableIds = rows.filter((r) => r.type === 'configurable').map((r) => r.id)
  const variantIds = configurableIds.length
    ? await allRows(
        db
          .prepare(
            `SELECT id, main_product_id FROM products WHERE ${inJson('main_product_id', '?1')} AND archived = 0 ORDER BY main_product_id, id`,
          )
          .bind(JSON.stringify(configurableIds)),
        readVariantId,
      )
    : []
  const allIds = [...rows.map((r) => r.id), ...variantIds.map((v) => v.id)]
  const [media, options, variantRows, variantAttributes, axes] = await Promise.all([
    loadProductMedia(db, allIds),
    loadCustomOptions(
      db,
      rows.map((r) => r.id),
      lang,
    ),
    loadProductRows(
      db,
      variantIds.map((v) => v.id),
      lang,
    ),
    loadVariantAttributes(
      db,
      variantIds.map((v) => v.id),
      lang,
    ),
    loadAxes(db, configurableIds, lang),
  ])
  const out = new Map<number, ProductCore>()
  for (const row of rows) {
    const images = (media.get(row.id) ?? []).map(toMedia)
    const variants = variantRows.filter((v) => v.main_product_id === row.id)
    const associatedProducts: AssociatedProduct[] = variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      name: v.name,
      slug: v.slug,
      retailPrice: fromCents(v.retail_price_cents),
      basicPrice: fromCents(v.basic_price_cents),
      finalPrice: fromCents(v.final_price_cents),
      discount: fromCentsOrNull(v.discount_price_cents),
      discountPercent: discountPercent(v.retail_price_cents, v.discount_price_cents),
      membershipPrice: fromCentsOrNull(v.membership_price_cents),
      media: (media.get(v.id) ?? []).map(toMedia),
      available: v.available === 1,
      isPurchasable: v.is_purchasable === 1,
      stockQty: v.stock_qty,
      attributes: Object.fromEntries((variantAttributes.get(v.id) ?? []).map((a) => [a.code, a.value_id])),
    }))
    // Only values some variant actually has are offered.
    const used = new Set(variants.flatMap((v) => (variantAttributes.get(v.id) ?? []).map((a) => a.value_id)))
    const associatedProductsAttributes = (axes.get(row.id) ?? []).map((axis) => ({
      ...axis,
      values: axis.values.filter((value) => used.has(value.id)),
    }))
    out.set(row.id, {
      ...toCard(row, media.get(row.id)),
      format: row.type,
      basicPrice: fromCents(row.basic_price_cents),
      taxRate: row.tax_rate,
      archived: row.archived === 1,
      stockQty: row.stock_qty,
      visibleIndividually: row.visible_individually === 1,
      mainProductId: row.main_product_id,
      images,
      associatedProducts,
      associatedProductsAttributes,
      customOptions: options.get(row.id) ?? [],
    })
  }
  return out
}

interface AxisRow {
  product_id: number
  attribute_id: number
  code: string
  input_type: AttributeInputType
  custom_class: string
  label: string
  value_id: number
  value_label: string
  swatch: string | null
  is_default: number
}

const attributes = columns('attributes')
const readAxisRow = (r: Row): AxisRow => ({
  product_id: attributes.int(r, 'product_id'),
  attribute_id: attributes.int(r, 'attribute_id'),
  code: attributes.text(r, 'code'),
  input_type: attributes.oneOf(r, 'input_type', INPUT_TYPES),
  custom_class: attributes.text(r, 'custom_class'),
  label: attributes.text(r, 'label'),
  value_id: attributes.int(r, 'value_id'),
  value_label: attributes.text(r, 'value_label'),
  swatch: attributes.nullableText(r, 'swatch'),
  is_default: attributes.flag(r, 'is_default'),
})

/**
 * A configurable's axes with every value; `shopDefault` (where the product page starts, SPEC §3) is
 * the values of the product's default variant when staff chose one (products.default_variant_id,
 * issue 35), else each attribute's own default value.
 */
async function loadAxes(
  db: D1Database,
  ids: number[],
  lang: Locale,
): Promise<Map<number, AssociatedProductsAttribute[]>> {
  const map = new Map<number, AssociatedProductsAttribute[]>()
  if (ids.length === 0) return map
  const results = await allRows(
    db
      .prepare(
        `SELECT ca.product_id, a.id AS attribute_id, a.code, a.input_type, a.custom_class,
         CASE WHEN ?2 = 'en' THEN a.label_en ELSE a.label_hr END AS label,
         av.id AS value_id, CASE WHEN ?2 = 'en' THEN av.label_en ELSE av.label_hr END AS value_label, av.swatch,
         CASE WHEN dv.id IS NULL THEN av.is_default
           ELSE EXISTS (SELECT 1 FROM product_attribute_values d WHERE d.product_id = dv.id AND d.value_id = av.id) END AS is_default
       FROM configurable_attributes ca JOIN attributes a ON a.id = ca.attribute_id JOIN attribute_values av ON av.attribute_id = a.id
       JOIN products mp ON mp.id = ca.product_id
       LEFT JOIN products dv ON dv.id = mp.default_variant_id AND dv.main_product_id = mp.id AND dv.archived = 0
       WHERE ${inJson('ca.product_id', '?1')} ORDER BY ca.product_id, ca.position, a.id, av.position, av.id`,
      )
      .bind(JSON.stringify(ids), lang),
    readAxisRow,
  )
  for (const row of results) {
    const list = map.get(row.product_id) ?? []
    let axis = list.find((a) => a.attributeId === row.attribute_id)
    if (!axis) {
      axis = {
        attributeId: row.attribute_id,
        attributeCode: row.code,
        label: row.label,
        inputType: row.input_type,
        customClass: row.custom_class,
        values: [],
      }
      list.push(axis)
      map.set(row.product_id, list)
    }
    axis.values.push({
      id: row.value_id,
      value: row.value_label,
      isMedia: row.input_type === 'visualSwatch',
      shopDefault: row.is_default === 1,
      swatch: row.swatch,
    })
  }
  return map
}

interface AttributeValueRow {
  attribute_id: number
  code: string
  input_type: AttributeInputType
  is_filterable: number
  label: string
  value_id: number | null
  value_label: string | null
  swatch: string | null
  number_value: number | null
  text_value: string | null
}

const readAttributeValueRow = (r: Row): AttributeValueRow => ({
  attribute_id: attributes.int(r, 'attribute_id'),
  code: attributes.text(r, 'code'),
  input_type: attributes.oneOf(r, 'input_type', INPUT_TYPES),
  is_filterable: attributes.flag(r, 'is_filterable'),
  label: attributes.text(r, 'label'),
  value_id: attributes.nullableInt(r, 'value_id'),
  value_label: attributes.nullableText(r, 'value_label'),
  swatch: attributes.nullableText(r, 'swatch'),
  number_value: attributes.nullableReal(r, 'number_value'),
  text_value: attributes.nullableText(r, 'text_value'),
})

async function loadAttributeSet(db: D1Database, id: number, lang: Locale): Promise<ProductAttribute[]> {
  const results = await allRows(
    db
      .prepare(
        `SELECT a.id AS attribute_id, a.code, a.input_type, a.is_filterable, CASE WHEN ?2 = 'en' THEN a.label_en ELSE a.label_hr END AS label,
         av.id AS value_id, CASE WHEN ?2 = 'en' THEN av.label_en ELSE av.label_hr END AS value_label, av.swatch, pav.number_value, pav.text_value
       FROM product_attribute_values pav JOIN attributes a ON a.id = pav.attribute_id
       LEFT JOIN attribute_values av ON av.id = pav.value_id
       WHERE pav.product_id = ?1 ORDER BY a.position, a.id, av.position, av.id`,
      )
      .bind(id, lang),
    readAttributeValueRow,
  )
  const list: ProductAttribute[] = []
  for (const row of results) {
    let attribute = list.find((a) => a.id === row.attribute_id)
    if (!attribute) {
      attribute = {
        id: row.attribute_id,
        code: row.code,
        label: row.label,
        inputType: row.input_type,
        filterable: row.is_filterable === 1,
        values: [],
      }
      list.push(attribute)
    }
    const value = row.value_label ?? (row.number_value !== null ? String(row.number_value) : (row.text_value ?? ''))
    attribute.values.push({ id: row.value_id, value, swatch: row.swatch })
  }
  return list
}

/**
 * SPEC §9, the Omnibus line: the lowest final price of the 30 days before the current price took
 * effect (the newest price_history entry, when it is the current price; else now), so a sale —
 * a staff discount or a scheduled one (issue 37) — names what the price was before it, not itself.
 * Without an earlier price in those 30 days, the current price.
 */
export async function lowestPrice(db: D1Database, id: number, finalPrice: number): Promise<number> {
  const current = toCents(finalPrice)
  const row = await firstRow(
    db
      .prepare(
        `WITH since AS (
           SELECT COALESCE((SELECT CASE WHEN h.price_cents = ?2 THEN h.recorded_at END FROM price_history h
             WHERE h.product_id = ?1 ORDER BY h.recorded_at DESC, h.id DESC LIMIT 1),
             strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) AS at)
         SELECT MIN(price_cents) AS low FROM price_history, since WHERE product_id = ?1
           AND recorded_at < since.at AND recorded_at >= strftime('%Y-%m-%dT%H:%M:%fZ', since.at, '-30 days')`,
      )
      .bind(id, current),
    readLow,
  )
  return fromCents(row?.low ?? current)
}

/** product/web/get: by slug (either language) or id; unknown → 404 'Product not found'. */
export async function getProduct(
  db: D1Database,
  key: { slug?: string; id?: number },
  lang: Locale,
): Promise<ProductDetail> {
  const id = key.slug ? await findProductIdBySlug(db, key.slug, lang) : (key.id ?? null)
  if (id === null || !(await isPublished(db, id))) throw refuse(404, 'PRODUCT_NOT_FOUND')
  const core = (await loadProductCores(db, [id], lang)).get(id)
  if (!core) throw refuse(404, 'PRODUCT_NOT_FOUND')
  const [rowExtras, attributes, crossSellIds, categories, tags, components, low] = await Promise.all([
    firstRow(
      db
        .prepare(
          `SELECT description, manufacturer, brand, rating_avg, rating_count, created_at,
            COALESCE(t.seo_title, '') AS seo_title, COALESCE(t.seo_description, '') AS seo_description
           FROM products p LEFT JOIN product_translations t ON t.product_id = p.id AND t.language = ?2 WHERE p.id = ?1`,
        )
        .bind(id, lang),
      readExtras,
    ),
    loadAttributeSet(db, id, lang),
    allRows(
      db
        .prepare(
          `SELECT cs.cross_sell_id AS id FROM product_cross_sells cs JOIN products p ON p.id = cs.cross_sell_id WHERE cs.product_id = ?1 AND p.archived = 0 AND ${LISTABLE_SQL} ORDER BY cs.position`,
        )
        .bind(id),
      readId,
    ),
    loadProductCategories(db, core.mainProductId ?? id, lang),
    loadProductTags(db, core.mainProductId ?? id, lang),
    core.type === 'bundle' ? loadBundleComponents(db, [id]) : Promise.resolve(new Map<number, never[]>()),
    lowestPrice(db, id, core.finalPrice),
  ])
  const componentRows = components.get(id) ?? []
  const componentCores = await loadProductCores(
    db,
    componentRows.map((c) => c.component_id),
    lang,
  )
  const bundles: BundleEntry[] = componentRows.flatMap((c) => {
    const product = componentCores.get(c.component_id)
    return product ? [{ id: c.id, productId: c.component_id, qty: c.qty, format: c.component_type, product }] : []
  })
  const [crossSellProducts, mainProducts] = await Promise.all([
    loadCards(
      db,
      crossSellIds.map((r) => r.id),
      lang,
    ),
    core.mainProductId === null ? Promise.resolve([]) : loadCards(db, [core.mainProductId], lang),
  ])
  // A variant without its own description shows the main product's.
  let description = rowExtras?.description ?? ''
  if (description === '' && core.mainProductId !== null) {
    const main = await firstRow(
      db
        .prepare('SELECT description FROM product_translations WHERE product_id = ?1 AND language = ?2')
        .bind(core.mainProductId, lang),
      readDescription,
    )
    description = main?.description ?? ''
  }
  return {
    ...core,
    media: core.images,
    description,
    manufacturer: rowExtras?.manufacturer ?? null,
    brand: rowExtras?.brand ?? null,
    lowestPrice: low,
    crossSellProducts,
    attributeSet: { attributes },
    bundles,
    mainProduct: mainProducts[0] ?? null,
    categories,
    tags,
    rating: { average: rowExtras?.rating_avg ?? 0, count: rowExtras?.rating_count ?? 0 },
    createdAt: rowExtras?.created_at ?? '',
    seo: { title: rowExtras?.seo_title ?? '', description: rowExtras?.seo_description ?? '' },
  }
}

async function loadProductCategories(db: D1Database, id: number, lang: Locale): Promise<CategoryRef[]> {
  const results = await allRows(
    db
      .prepare(
        `SELECT c.id, COALESCE(t.name, th.name) AS name, COALESCE(t.slug, th.slug) AS slug, th.slug AS slug_hr, COALESCE(te.slug, th.slug) AS slug_en
       FROM product_categories pc JOIN categories c ON c.id = pc.category_id
       LEFT JOIN category_translations t ON t.category_id = c.id AND t.language = ?2
       LEFT JOIN category_translations th ON th.category_id = c.id AND th.language = 'hr'
       LEFT JOIN category_translations te ON te.category_id = c.id AND te.language = 'en'
       WHERE pc.product_id = ?1 ORDER BY c.position, c.id`,
      )
      .bind(id, lang),
    readTermRef,
  )
  return results.map((r) => ({ id: r.id, name: r.name, slug: r.slug, slugs: { hr: r.slug_hr, en: r.slug_en } }))
}

async function loadProductTags(db: D1Database, id: number, lang: Locale): Promise<TagDto[]> {
  const results = await allRows(
    db
      .prepare(
        `SELECT tg.id, COALESCE(t.name, th.name) AS name, COALESCE(t.slug, th.slug) AS slug, th.slug AS slug_hr, COALESCE(te.slug, th.slug) AS slug_en
       FROM product_tags pt JOIN tags tg ON tg.id = pt.tag_id
       LEFT JOIN tag_translations t ON t.tag_id = tg.id AND t.language = ?2
       LEFT JOIN tag_translations th ON th.tag_id = tg.id AND th.language = 'hr'
       LEFT JOIN tag_translations te ON te.tag_id = tg.id AND te.language = 'en'
       WHERE pt.product_id = ?1 ORDER BY tg.id`,
      )
      .bind(id, lang),
    readTermRef,
  )
  return results.map((r) => ({ id: r.id, name: r.name, slug: r.slug, slugs: { hr: r.slug_hr, en: r.slug_en } }))
}
