import type { ProductType } from '../../../contract/dto/catalogue'
import { batchRows, columns, type Row } from '../rows'
import type { ProductFields, ProductRefusal } from './admin-products'
import { inJson } from './sql'

/**
 * What a product save refers to, checked before anything is written (issue 35): its categories,
 * tags, images (public image files of the media manager), cross-sell products (main products, not
 * itself) and attribute values (each value of its own attribute and fit for the attribute's input
 * type; a configurable's axes are its variants', not the product's). Many products are checked in
 * one batch of seven statements (the CSV import checks thousands of rows at once).
 */

/** The refusals (400 at the field), each with its hr and en text. */
export const PRODUCT_VALUE_REFUSALS = {
  category: 'CATEGORY_NOT_FOUND',
  tag: 'TAG_NOT_FOUND',
  media: 'PRODUCT_MEDIA_NOT_FOUND',
  attribute: 'ATTRIBUTE_NOT_FOUND',
  value: 'ATTRIBUTE_VALUE_NOT_FOUND',
  kind: 'PRODUCT_ATTRIBUTE_VALUE_INVALID',
  axis: 'PRODUCT_ATTRIBUTE_IS_AXIS',
  crossSell: 'PRODUCT_CROSS_SELL_NOT_FOUND',
  self: 'PRODUCT_CROSS_SELL_SELF',
} as const

/** One product to check: its id (null while new), its type and the fields it would save. */
export interface ValueCheck {
  id: number | null
  type: ProductType
  fields: ProductFields
}

const INPUT_TYPES = [
  'dropdown',
  'numberField',
  'multipleSelect',
  'textSwatch',
  'visualSwatch',
  'yesNo',
  'dateTime',
  'date',
] as const
type InputType = (typeof INPUT_TYPES)[number]

const ids = columns('ids')
const readId = (r: Row) => ids.int(r, 'id')
const readAttribute = (r: Row) => ({
  id: ids.int(r, 'id'),
  code: ids.text(r, 'code'),
  input_type: ids.oneOf(r, 'input_type', INPUT_TYPES),
})
const readValue = (r: Row) => ({ id: ids.int(r, 'id'), attribute_id: ids.int(r, 'attribute_id') })
const readAxis = (r: Row) => ({ product_id: ids.int(r, 'product_id'), attribute_id: ids.int(r, 'attribute_id') })

const DATE = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/

/** Does the value fit the attribute's input type? (An entry with no value at all is none.) */
function fits(type: InputType, value: ProductFields['attributes'][number]): boolean {
  const { valueIds, number, text } = value
  switch (type) {
    case 'dropdown':
    case 'textSwatch':
    case 'visualSwatch':
    case 'yesNo':
      return valueIds.length <= 1 && number === null && text === null
    case 'multipleSelect':
      return number === null && text === null
    case 'numberField':
      return valueIds.length === 0 && text === null
    case 'date':
    case 'dateTime':
      return (
        valueIds.length === 0 &&
        number === null &&
        (text === null || ((type === 'date' ? DATE : DATE_TIME).test(text) && !Number.isNaN(Date.parse(text))))
      )
  }
}

/** The first reference of each product that does not hold, or null (in the order of `items`). */
export async function checkProductValues(db: D1Database, items: ValueCheck[]): Promise<Array<ProductRefusal | null>> {
  const all = <T>(pick: (f: ProductFields) => T[]) => JSON.stringify([...new Set(items.flatMap((i) => pick(i.fields)))])
  const [categories, tags, media, attributes, values, crossSells, axes] = await db.batch([
    db.prepare(`SELECT id FROM categories WHERE ${inJson('id', '?')}`).bind(all((f) => f.categoryIds)),
    db.prepare(`SELECT id FROM tags WHERE ${inJson('id', '?')}`).bind(all((f) => f.tagIds)),
    db
      .prepare(`SELECT id FROM media WHERE ${inJson('id', '?')} AND access = 'public' AND mime LIKE 'image/%'`)
      .bind(all((f) => f.images.map((image) => image.mediaId))),
    db
      .prepare(`SELECT id, code, input_type FROM attributes WHERE ${inJson('id', '?')}`)
      .bind(all((f) => f.attributes.map((a) => a.attributeId))),
    db
      .prepare(`SELECT id, attribute_id FROM attribute_values WHERE ${inJson('id', '?')}`)
      .bind(all((f) => f.attributes.flatMap((a) => a.valueIds))),
    db
      .prepare(`SELECT id FROM products WHERE ${inJson('id', '?')} AND main_product_id IS NULL`)
      .bind(all((f) => f.crossSellIds)),
    db
      .prepare(`SELECT product_id, attribute_id FROM configurable_attributes WHERE ${inJson('product_id', '?')}`)
      .bind(JSON.stringify(items.flatMap((i) => (i.id === null ? [] : [i.id])))),
  ])
  const known = (result: D1Result | undefined) => new Set(batchRows(result, readId))
  const [categoryIds, tagIds, mediaIds, productIds] = [categories, tags, media, crossSells].map(known)
  const attributeOf = new Map(batchRows(attributes, readAttribute).map((a) => [a.id, a]))
  const valueOf = new Map(batchRows(values, readValue).map((v) => [v.id, v.attribute_id]))
  const axisRows = batchRows(axes, readAxis)
  return items.map(({ id, fields }) => {
    const R = PRODUCT_VALUE_REFUSALS
    if (fields.categoryIds.some((c) => !categoryIds?.has(c))) return { code: R.category, field: 'categoryIds' }
    if (fields.tagIds.some((t) => !tagIds?.has(t))) return { code: R.tag, field: 'tagIds' }
    const image = fields.images.findIndex((i) => !mediaIds?.has(i.mediaId))
    if (image >= 0) return { code: R.media, field: `images.${image}.mediaId` }
    for (const [index, value] of fields.attributes.entries()) {
      const attribute = attributeOf.get(value.attributeId)
      if (!attribute) return { code: R.attribute, field: `attributes.${index}.attributeId` }
      if (axisRows.some((a) => a.product_id === id && a.attribute_id === attribute.id))
        return { code: R.axis, field: `attributes.${index}.attributeId`, params: { code: attribute.code } }
      if (value.valueIds.some((v) => valueOf.get(v) !== attribute.id))
        return { code: R.value, field: `attributes.${index}.valueIds` }
      if (!fits(attribute.input_type, value))
        return { code: R.kind, field: `attributes.${index}`, params: { code: attribute.code } }
    }
    if (id !== null && fields.crossSellIds.includes(id)) return { code: R.self, field: 'crossSellIds' }
    if (fields.crossSellIds.some((c) => !productIds?.has(c))) return { code: R.crossSell, field: 'crossSellIds' }
    return null
  })
}
