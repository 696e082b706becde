import type { Locale } from '../../../contract/locales'
import type { ProductType } from '../../../contract/dto/catalogue'
import { refuse } from '../http'
import { toCents } from '../money'
import { descendantsAndSelf, findCategory, loadCategories } from './categories'
import type { FilterCondition, ProductFilter } from '../../../contract/schemas/product-filter'
import { LISTABLE_SQL } from './sql'
import { containsSql } from '../contains-text'
import { allRows, columns, type Row } from '../rows'

/** A WHERE clause over `products p` with numbered parameters (?1 is always the language). */
export interface ProductQuery {
  where: string
  params: unknown[]
}

interface AttributeInfo {
  id: number
  code: string
  input_type: string
  is_filterable: number
}

const attributeColumns = columns('attributes')
const readAttributeInfo = (r: Row): AttributeInfo => ({
  id: attributeColumns.int(r, 'id'),
  code: attributeColumns.text(r, 'code'),
  input_type: attributeColumns.text(r, 'input_type'),
  is_filterable: attributeColumns.flag(r, 'is_filterable'),
})

const PRODUCT_TYPES: readonly ProductType[] = ['simple', 'configurable', 'bundle', 'eProduct']

/** Values of a filter as a list of trimmed strings (comma-joined strings are split). */
export function filterValues(value: FilterCondition['value']): string[] {
  if (value === undefined || value === null) return []
  const list = Array.isArray(value) ? value : [value]
  return list
    .flatMap((item) => String(item).split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

function flag(condition: FilterCondition): boolean | null {
  const [first] = filterValues(condition.value)
  if (first === undefined) return null
  if (/^(true|1|yes|da)$/i.test(first)) return true
  if (/^(false|0|no|ne)$/i.test(first)) return false
  throw refuse(400, 'FILTER_EXPECTS_BOOLEAN', { params: { key: condition.key }, field: 'filters' })
}

const num = (text: string, key: string): number => {
  const n = Number(text)
  if (!Number.isFinite(n)) throw refuse(400, 'FILTER_EXPECTS_NUMBER', { params: { key }, field: 'filters' })
  return n
}

/** Whether a request asks for anything (SPEC §5: otherwise the result is empty). */
export function isMeaningful(body: ProductFilter): boolean {
  return (
    (body.keywords ?? '').trim() !== '' ||
    (body.filters ?? []).some((f) => f.key !== 'archived') ||
    (body.mainCategory !== undefined && body.mainCategory !== null && String(body.mainCategory) !== '') ||
    (body.select?.length ?? 0) > 0 ||
    body.limit !== undefined ||
    body.page !== undefined
  )
}

/** Builds the WHERE clause of a product list from the filter body. Unknown keys → 400. */
export async function buildProductQuery(db: D1Database, body: ProductFilter, lang: Locale): Promise<ProductQuery> {
  const params: unknown[] = [lang]
  const param = (value: unknown): string => `?${params.push(value)}`
  // `?1 <> ''` keeps the language parameter referenced, so every query binds the same list.
  const clauses: string[] = ["?1 <> ''", LISTABLE_SQL]
  const filters = body.filters ?? []
  let categories: Awaited<ReturnType<typeof loadCategories>> | null = null
  let attributes: Map<string, AttributeInfo> | null = null

  const categoryClause = async (keys: string[]): Promise<string> => {
    categories ??= await loadCategories(db, lang)
    const ids = new Set<number>()
    for (const key of keys) {
      const node = findCategory(categories, key)
      if (node) for (const id of descendantsAndSelf(categories, node.id)) ids.add(id)
    }
    if (ids.size === 0) return '0'
    return `p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (SELECT value FROM json_each(${param(JSON.stringify([...ids]))})))`
  }
  const keywordClause = (text: string): string | null => {
    const words = text.trim().split(/\s+/).filter(Boolean).slice(0, 8)
    if (words.length === 0) return null
    return words
      .map((word) => {
        const term = param(word)
        return `(${containsSql('p.sku', term)} OR EXISTS (SELECT 1 FROM product_translations k WHERE k.product_id = p.id AND (${containsSql('k.name', term)} OR ${containsSql('k.short_description', term)})))`
      })
      .join(' AND ')
  }

  if (body.mainCategory !== undefined && body.mainCategory !== null && String(body.mainCategory) !== '') {
    clauses.push(await categoryClause([String(body.mainCategory)]))
  }
  const keywords = keywordClause(body.keywords ?? '')
  if (keywords) clauses.push(keywords)

  for (const condition of filters) {
    const values = filterValues(condition.value)
    const range = condition.range ?? null
    switch (condition.key) {
      case 'archived': {
        const value = flag(condition)
        if (value !== null) clauses.push(`p.archived = ${value ? 1 : 0}`)
        break
      }
      case 'featured': {
        const value = flag(condition)
        if (value !== null) clauses.push(`p.featured = ${value ? 1 : 0}`)
        break
      }
      case 'category':
        if (values.length > 0) clauses.push(await categoryClause(values))
        break
      case 'tag':
        if (values.length > 0) {
          const list = param(JSON.stringify(values))
          clauses.push(
            `p.id IN (SELECT pt.product_id FROM product_tags pt JOIN tag_translations tt ON tt.tag_id = pt.tag_id
              WHERE tt.slug IN (SELECT value FROM json_each(${list})) OR CAST(pt.tag_id AS TEXT) IN (SELECT value FROM json_each(${list})))`,
          )
        }
        break
      case 'type': {
        const types = values.map((t) => (t === 'e-product' || t === 'eproduct' ? 'eProduct' : t))
        for (const t of types)
          if (!PRODUCT_TYPES.includes(t as ProductType))
            throw refuse(400, 'FILTER_UNKNOWN_PRODUCT_TYPE', { params: { type: String(t) }, field: 'filters' })
        if (types.length > 0) clauses.push(`p.type IN (SELECT value FROM json_each(${param(JSON.stringify(types))}))`)
        break
      }
      case 'keywords': {
        const clause = keywordClause(values.join(' '))
        if (clause) clauses.push(clause)
        break
      }
      case 'finalPrice':
      case 'price': {
        if (range) {
          if (range.min !== undefined && range.min !== null)
            clauses.push(`p.final_price_cents >= ${param(toCents(range.min))}`)
          if (range.max !== undefined && range.max !== null)
            clauses.push(`p.final_price_cents <= ${param(toCents(range.max))}`)
        } else if (values.length > 0) {
          clauses.push(
            `p.final_price_cents IN (SELECT value FROM json_each(${param(JSON.stringify(values.map((s) => toCents(num(s, condition.key)))))}))`,
          )
        }
        break
      }
      default: {
        attributes ??= await loadAttributeIndex(db)
        const attribute = attributes.get(condition.key)
        if (!attribute) throw refuse(400, 'FILTER_UNKNOWN_KEY', { params: { key: condition.key }, field: 'filters' })
        if (attribute.is_filterable !== 1)
          throw refuse(400, 'FILTER_NOT_FILTERABLE', { params: { key: condition.key }, field: 'filters' })
        const clause = attributeClause(attribute, values, range, param)
        if (clause) clauses.push(clause)
      }
    }
  }
  return { where: clauses.join(' AND '), params }
}

async function loadAttributeIndex(db: D1Database): Promise<Map<string, AttributeInfo>> {
  const results = await allRows(
    db.prepare('SELECT id, code, input_type, is_filterable FROM attributes'),
    readAttributeInfo,
  )
  return new Map(results.map((a) => [a.code, a]))
}

/** Products (or, for a configurable, one of its variants) having the attribute value(s). */
function attributeClause(
  attribute: AttributeInfo,
  values: string[],
  range: FilterCondition['range'],
  param: (value: unknown) => string,
): string | null {
  const matchOn = (condition: string) =>
    `p.id IN (SELECT COALESCE(x.main_product_id, x.id) FROM product_attribute_values pav JOIN products x ON x.id = pav.product_id
      WHERE pav.attribute_id = ${param(attribute.id)} AND ${condition})`
  if (
    attribute.input_type === 'numberField' ||
    attribute.input_type === 'date' ||
    attribute.input_type === 'dateTime'
  ) {
    const column = attribute.input_type === 'numberField' ? 'pav.number_value' : 'pav.text_value'
    const bound = (b: number | null | undefined) =>
      b === undefined || b === null ? null : attribute.input_type === 'numberField' ? b : String(b)
    if (range) {
      const parts: string[] = []
      const min = bound(range.min)
      const max = bound(range.max)
      if (min !== null) parts.push(`${column} >= ${param(min)}`)
      if (max !== null) parts.push(`${column} <= ${param(max)}`)
      return parts.length > 0 ? matchOn(parts.join(' AND ')) : null
    }
    if (values.length === 0) return null
    const list = attribute.input_type === 'numberField' ? values.map((s) => num(s, attribute.code)) : values
    return matchOn(`${column} IN (SELECT value FROM json_each(${param(JSON.stringify(list))}))`)
  }
  if (values.length === 0) return null
  // Option attributes: value ids, or labels in either language (yesNo also takes true/false).
  const expanded =
    attribute.input_type === 'yesNo'
      ? values.map((s) => (/^(true|1)$/i.test(s) ? 'Yes' : /^(false|0)$/i.test(s) ? 'No' : s))
      : values
  const list = param(JSON.stringify(expanded))
  return matchOn(
    `pav.value_id IN (SELECT av.id FROM attribute_values av WHERE av.attribute_id = pav.attribute_id AND (
      CAST(av.id AS TEXT) IN (SELECT value FROM json_each(${list})) OR av.label_hr IN (SELECT value FROM json_each(${list})) OR av.label_en IN (SELECT value FROM json_each(${list}))))`,
  )
}
