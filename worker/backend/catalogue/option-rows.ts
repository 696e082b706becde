import type { Locale } from '../../../contract/locales'
import type { CustomOption, ProductType } from '../../../contract/dto/catalogue'
import { inIds, noIds, type IdSet } from './sql'
import { PRODUCT_TYPES } from './product-rows'
import { allRows, columns, type Row } from '../rows'

interface CustomOptionRow {
  option_id: number
  product_id: number
  option_type: 'text' | 'number'
  required: number
  value_id: number | null
  label_hr: string | null
  label_en: string | null
}

const options = columns('custom_options')
const readCustomOptionRow = (r: Row): CustomOptionRow => ({
  option_id: options.int(r, 'option_id'),
  product_id: options.int(r, 'product_id'),
  option_type: options.oneOf(r, 'option_type', ['text', 'number']),
  required: options.flag(r, 'required'),
  value_id: options.nullableInt(r, 'value_id'),
  label_hr: options.nullableText(r, 'label_hr'),
  label_en: options.nullableText(r, 'label_en'),
})

/** Custom options (personalisations) per product; the first value's label is the option label. */
export async function loadCustomOptions(
  db: D1Database,
  ids: number[] | IdSet,
  lang: Locale,
): Promise<Map<number, CustomOption[]>> {
  const map = new Map<number, CustomOption[]>()
  if (noIds(ids)) return map
  const where = inIds('o.product_id', '?1', ids)
  const results = await allRows(
    db
      .prepare(
        `SELECT o.id AS option_id, o.product_id, o.option_type, o.required, v.id AS value_id, v.label_hr, v.label_en
       FROM custom_options o LEFT JOIN custom_option_values v ON v.option_id = o.id
       WHERE ${where.sql} ORDER BY o.product_id, o.position, o.id, v.position, v.id`,
      )
      .bind(where.value),
    readCustomOptionRow,
  )
  const byId = new Map<number, CustomOption>()
  for (const row of results) {
    let option = byId.get(row.option_id)
    if (!option) {
      option = {
        id: row.option_id,
        option_type: row.option_type,
        label: '',
        required: row.required === 1,
        custom_option_values: [],
      }
      byId.set(row.option_id, option)
      const list = map.get(row.product_id) ?? []
      list.push(option)
      map.set(row.product_id, list)
    }
    if (row.value_id !== null) {
      const label = (lang === 'en' ? row.label_en : row.label_hr) ?? ''
      option.custom_option_values.push({ id: row.value_id, label })
      if (option.label === '') option.label = label
    }
  }
  return map
}

export interface BundleComponentRow {
  id: number
  bundle_id: number
  component_id: number
  qty: number
  position: number
  component_type: ProductType
}

const components = columns('bundle_components')
const readBundleComponentRow = (r: Row): BundleComponentRow => ({
  id: components.int(r, 'id'),
  bundle_id: components.int(r, 'bundle_id'),
  component_id: components.int(r, 'component_id'),
  qty: components.int(r, 'qty'),
  position: components.int(r, 'position'),
  component_type: components.oneOf(r, 'component_type', PRODUCT_TYPES),
})

/** Bundle components per bundle id, in order. */
export async function loadBundleComponents(
  db: D1Database,
  bundleIds: number[] | IdSet,
): Promise<Map<number, BundleComponentRow[]>> {
  const map = new Map<number, BundleComponentRow[]>()
  if (noIds(bundleIds)) return map
  const where = inIds('bc.bundle_id', '?1', bundleIds)
  const results = await allRows(
    db
      .prepare(
        `SELECT bc.id, bc.bundle_id, bc.component_id, bc.qty, bc.position, c.type AS component_type
       FROM bundle_components bc JOIN products c ON c.id = bc.component_id
       WHERE ${where.sql} ORDER BY bc.bundle_id, bc.position, bc.id`,
      )
      .bind(where.value),
    readBundleComponentRow,
  )
  for (const row of results) {
    const list = map.get(row.bundle_id) ?? []
    list.push(row)
    map.set(row.bundle_id, list)
  }
  return map
}

/** One attribute value as the catalogue queries select it (with its attribute). */
export interface AttributeValueRow {
  attribute_id: number
  code: string
  input_type: string
  attribute_label: string
  value_id: number
  value_label: string
  swatch: string | null
}

export interface VariantAttributeRow extends AttributeValueRow {
  product_id: number
  custom_class: string
}

const attributes = columns('attributes')
export const readAttributeValueRow = (r: Row): AttributeValueRow => ({
  attribute_id: attributes.int(r, 'attribute_id'),
  code: attributes.text(r, 'code'),
  input_type: attributes.text(r, 'input_type'),
  attribute_label: attributes.text(r, 'attribute_label'),
  value_id: attributes.int(r, 'value_id'),
  value_label: attributes.text(r, 'value_label'),
  swatch: attributes.nullableText(r, 'swatch'),
})
const readVariantAttributeRow = (r: Row): VariantAttributeRow => ({
  ...readAttributeValueRow(r),
  product_id: attributes.int(r, 'product_id'),
  custom_class: attributes.text(r, 'custom_class'),
})

/**
 * The configurable-axis values (size, colour) of variants: for each given product id whose main
 * product declares configurable attributes, the variant's value of each axis in axis order.
 */
export async function loadVariantAttributes(
  db: D1Database,
  ids: number[] | IdSet,
  lang: Locale,
): Promise<Map<number, VariantAttributeRow[]>> {
  const map = new Map<number, VariantAttributeRow[]>()
  if (noIds(ids)) return map
  const where = inIds('v.id', '?1', ids)
  const results = await allRows(
    db
      .prepare(
        `SELECT v.id AS product_id, a.id AS attribute_id, a.code, a.input_type, a.custom_class,
         CASE WHEN ?2 = 'en' THEN a.label_en ELSE a.label_hr END AS attribute_label,
         av.id AS value_id, CASE WHEN ?2 = 'en' THEN av.label_en ELSE av.label_hr END AS value_label, av.swatch
       FROM products v
       JOIN configurable_attributes ca ON ca.product_id = v.main_product_id
       JOIN attributes a ON a.id = ca.attribute_id
       JOIN product_attribute_values pav ON pav.product_id = v.id AND pav.attribute_id = a.id
       JOIN attribute_values av ON av.id = pav.value_id
       WHERE ${where.sql} ORDER BY v.id, ca.position, a.id`,
      )
      .bind(where.value, lang),
    readVariantAttributeRow,
  )
  for (const row of results) {
    const list = map.get(row.product_id) ?? []
    list.push(row)
    map.set(row.product_id, list)
  }
  return map
}
