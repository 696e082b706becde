import type { Locale } from '../../../contract/locales'
import type { CustomOption, ProductType } from '../../../contract/dto/catalogue'
import { inJson } from './sql'

interface CustomOptionRow {
  option_id: number
  product_id: number
  option_type: 'text' | 'number'
  required: number
  value_id: number | null
  label_hr: string | null
  label_en: string | null
}

/** Custom options (personalisations) per product; the first value's label is the option label. */
export async function loadCustomOptions(
  db: D1Database,
  ids: number[],
  lang: Locale,
): Promise<Map<number, CustomOption[]>> {
  const map = new Map<number, CustomOption[]>()
  if (ids.length === 0) return map
  const { results } = await db
    .prepare(
      `SELECT o.id AS option_id, o.product_id, o.option_type, o.required, v.id AS value_id, v.label_hr, v.label_en
       FROM custom_options o LEFT JOIN custom_option_values v ON v.option_id = o.id
       WHERE ${inJson('o.product_id', '?1')} ORDER BY o.product_id, o.position, o.id, v.position, v.id`,
    )
    .bind(JSON.stringify(ids))
    .all<CustomOptionRow>()
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

/** Bundle components per bundle id, in order. */
export async function loadBundleComponents(
  db: D1Database,
  bundleIds: number[],
): Promise<Map<number, BundleComponentRow[]>> {
  const map = new Map<number, BundleComponentRow[]>()
  if (bundleIds.length === 0) return map
  const { results } = await db
    .prepare(
      `SELECT bc.id, bc.bundle_id, bc.component_id, bc.qty, bc.position, c.type AS component_type
       FROM bundle_components bc JOIN products c ON c.id = bc.component_id
       WHERE ${inJson('bc.bundle_id', '?1')} ORDER BY bc.bundle_id, bc.position, bc.id`,
    )
    .bind(JSON.stringify(bundleIds))
    .all<BundleComponentRow>()
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

/**
 * The configurable-axis values (size, colour) of variants: for each given product id whose main
 * product declares configurable attributes, the variant's value of each axis in axis order.
 */
export async function loadVariantAttributes(
  db: D1Database,
  ids: number[],
  lang: Locale,
): Promise<Map<number, VariantAttributeRow[]>> {
  const map = new Map<number, VariantAttributeRow[]>()
  if (ids.length === 0) return map
  const { results } = await db
    .prepare(
      `SELECT v.id AS product_id, a.id AS attribute_id, a.code, a.input_type, a.custom_class,
         CASE WHEN ?2 = 'en' THEN a.label_en ELSE a.label_hr END AS attribute_label,
         av.id AS value_id, CASE WHEN ?2 = 'en' THEN av.label_en ELSE av.label_hr END AS value_label, av.swatch
       FROM products v
       JOIN configurable_attributes ca ON ca.product_id = v.main_product_id
       JOIN attributes a ON a.id = ca.attribute_id
       JOIN product_attribute_values pav ON pav.product_id = v.id AND pav.attribute_id = a.id
       JOIN attribute_values av ON av.id = pav.value_id
       WHERE ${inJson('v.id', '?1')} ORDER BY v.id, ca.position, a.id`,
    )
    .bind(JSON.stringify(ids), lang)
    .all<VariantAttributeRow>()
  for (const row of results) {
    const list = map.get(row.product_id) ?? []
    list.push(row)
    map.set(row.product_id, list)
  }
  return map
}
