import type { Locale } from '../../../contract/locales'
import type { LayeredFilter, LayeredFilterType } from '../../../contract/dto/catalogue'
import { fromCents } from '../money'
import { ancestorsAndSelf, loadCategories, readCategoryLink } from './categories'
import { buildProductQuery } from './filter-query'
import type { ProductFilter } from '../../../contract/schemas/product-filter'
import { readAttributeValueRow, type AttributeValueRow } from './option-rows'
import { batchRows, columns, type Row } from '../rows'

interface ValueCountRow extends AttributeValueRow {
  n: number
}

interface NumberRangeRow {
  attribute_id: number
  code: string
  attribute_label: string
  min_value: number
  max_value: number
  n: number
}

const counts = columns('product_attribute_values')
const readValueCountRow = (r: Row): ValueCountRow => ({ ...readAttributeValueRow(r), n: counts.int(r, 'n') })
const readNumberRangeRow = (r: Row): NumberRangeRow => ({
  attribute_id: counts.int(r, 'attribute_id'),
  code: counts.text(r, 'code'),
  attribute_label: counts.text(r, 'attribute_label'),
  min_value: counts.real(r, 'min_value'),
  max_value: counts.real(r, 'max_value'),
  n: counts.int(r, 'n'),
})
const prices = columns('products')
const readPriceRange = (r: Row) => ({
  min_value: prices.nullableInt(r, 'min_value'),
  max_value: prices.nullableInt(r, 'max_value'),
  n: prices.int(r, 'n'),
})

/** Facet id of the price range and category facets (not attribute ids). */
export const PRICE_FACET_ID = 0
export const CATEGORY_FACET_ID = -1

/**
 * product/layered/navigation: the facets of the current result set — every filterable attribute
 * value with how many listed products have it (a configurable counts when a variant has it),
 * number attributes and the price as min/max ranges, and the categories.
 */
export async function layeredNavigation(db: D1Database, body: ProductFilter, lang: Locale): Promise<LayeredFilter[]> {
  const query = await buildProductQuery(db, body, lang)
  const result = `r AS (SELECT p.id FROM products p WHERE ${query.where}),
    rx AS (SELECT id AS rid, id AS xid FROM r UNION ALL SELECT r.id, v.id FROM r JOIN products v ON v.main_product_id = r.id)`
  const [values, numbers, price, links] = await db.batch([
    db
      .prepare(
        `WITH ${result}
         SELECT a.id AS attribute_id, a.code, a.input_type, CASE WHEN ?1 = 'en' THEN a.label_en ELSE a.label_hr END AS attribute_label,
           av.id AS value_id, CASE WHEN ?1 = 'en' THEN av.label_en ELSE av.label_hr END AS value_label, av.swatch, COUNT(DISTINCT rx.rid) AS n
         FROM rx JOIN product_attribute_values pav ON pav.product_id = rx.xid
         JOIN attributes a ON a.id = pav.attribute_id AND a.is_filterable = 1
         JOIN attribute_values av ON av.id = pav.value_id
         GROUP BY a.id, av.id ORDER BY a.position, a.id, av.position, av.id`,
      )
      .bind(...query.params),
    db
      .prepare(
        `WITH ${result}
         SELECT a.id AS attribute_id, a.code, CASE WHEN ?1 = 'en' THEN a.label_en ELSE a.label_hr END AS attribute_label,
           MIN(pav.number_value) AS min_value, MAX(pav.number_value) AS max_value, COUNT(DISTINCT rx.rid) AS n
         FROM rx JOIN product_attribute_values pav ON pav.product_id = rx.xid
         JOIN attributes a ON a.id = pav.attribute_id AND a.is_filterable = 1 AND a.input_type = 'numberField'
         WHERE pav.number_value IS NOT NULL GROUP BY a.id ORDER BY a.position, a.id`,
      )
      .bind(...query.params),
    db
      .prepare(
        `WITH ${result} SELECT MIN(p.final_price_cents) AS min_value, MAX(p.final_price_cents) AS max_value, COUNT(*) AS n FROM r JOIN products p ON p.id = r.id`,
      )
      .bind(...query.params),
    db
      .prepare(
        `WITH ${result} SELECT pc.category_id, pc.product_id FROM r JOIN product_categories pc ON pc.product_id = r.id`,
      )
      .bind(...query.params),
  ])

  const facets: LayeredFilter[] = []
  const priceRow = batchRows(price, readPriceRange)[0] ?? null
  if (priceRow && priceRow.n > 0 && priceRow.min_value !== null && priceRow.max_value !== null) {
    facets.push({
      attributeCode: 'finalPrice',
      attributeID: PRICE_FACET_ID,
      label: lang === 'en' ? 'Price' : 'Cijena',
      type: 'number',
      values: [
        {
          valueLabel: lang === 'en' ? 'Price' : 'Cijena',
          value: 'finalPrice',
          attributeID: PRICE_FACET_ID,
          totalProducts: priceRow.n,
          minValue: fromCents(priceRow.min_value),
          maxValue: fromCents(priceRow.max_value),
        },
      ],
    })
  }

  const categories = await loadCategories(db, lang)
  const perCategory = new Map<number, Set<number>>()
  for (const link of batchRows(links, readCategoryLink)) {
    for (const id of ancestorsAndSelf(categories, link.category_id)) {
      const set = perCategory.get(id) ?? new Set<number>()
      set.add(link.product_id)
      perCategory.set(id, set)
    }
  }
  const categoryValues = [...categories.values()]
    .filter((node) => (perCategory.get(node.id)?.size ?? 0) > 0)
    .map((node) => ({
      valueLabel: node.name,
      value: node.slug,
      attributeID: CATEGORY_FACET_ID,
      totalProducts: perCategory.get(node.id)?.size ?? 0,
    }))
  if (categoryValues.length > 0) {
    facets.push({
      attributeCode: 'category',
      attributeID: CATEGORY_FACET_ID,
      label: lang === 'en' ? 'Category' : 'Kategorija',
      type: 'category',
      values: categoryValues,
    })
  }

  const byAttribute = new Map<number, LayeredFilter>()
  for (const row of batchRows(values, readValueCountRow)) {
    let facet = byAttribute.get(row.attribute_id)
    if (!facet) {
      facet = {
        attributeCode: row.code,
        attributeID: row.attribute_id,
        label: row.attribute_label,
        type: row.input_type as LayeredFilterType,
        values: [],
      }
      byAttribute.set(row.attribute_id, facet)
      facets.push(facet)
    }
    facet.values.push({
      valueLabel: row.value_label,
      value: String(row.value_id),
      attributeID: row.attribute_id,
      totalProducts: row.n,
      swatch: row.swatch,
    })
  }
  for (const row of batchRows(numbers, readNumberRangeRow)) {
    facets.push({
      attributeCode: row.code,
      attributeID: row.attribute_id,
      label: row.attribute_label,
      type: 'number',
      values: [
        {
          valueLabel: row.attribute_label,
          value: row.code,
          attributeID: row.attribute_id,
          totalProducts: row.n,
          minValue: row.min_value,
          maxValue: row.max_value,
        },
      ],
    })
  }
  return facets
}
