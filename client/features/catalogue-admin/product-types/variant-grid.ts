import type { AdminProductVariant } from '../../../../contract/dto/catalogue-admin'
import type { AdminAttribute } from '../../../../contract/dto/catalogue-admin-terms'
import type { Locale } from '../../../../contract/locales'
import { slugify } from '../../../../contract/schemas/page'

/**
 * The variant grid's logic, apart from its screen: the combinations of the chosen values, a row per
 * combination (an existing variant keeps its data), the money and stock fields as staff type them,
 * and the body of the one save (PUT api/v1/admin/products/:id/variants).
 */

/** The attribute kinds a variant axis can be: those with a fixed list of options. */
export const AXIS_INPUT_TYPES: readonly string[] = ['dropdown', 'multipleSelect', 'textSwatch', 'visualSwatch']

export const isAxisAttribute = (attribute: Pick<AdminAttribute, 'inputType' | 'values'>) =>
  AXIS_INPUT_TYPES.includes(attribute.inputType) && attribute.values.length > 0

/** One row of the grid as staff edit it: texts as typed, turned into cents and counts on save. */
export interface VariantDraft {
  /** Its combination (comboKey): what matches a generated row to the variant it was before. */
  key: string
  /** The saved variant's id; null for a combination not saved yet. */
  id: number | null
  /** One value per axis, in the axes' order. */
  valueIds: number[]
  sku: string
  retail: string
  discount: string
  /** '' = unlimited. */
  stock: string
  imageMediaId: number | null
}

/** The same combination whatever the axes' order. */
export const comboKey = (valueIds: readonly number[]) => [...valueIds].sort((a, b) => a - b).join('-')

/** Every combination of one chosen value per axis, the first axis slowest (its values in the order given). */
export function combinations(axes: readonly number[], chosen: Readonly<Record<number, readonly number[]>>): number[][] {
  if (axes.length === 0) return []
  let combos: number[][] = [[]]
  for (const axis of axes) {
    const values = chosen[axis] ?? []
    combos = combos.flatMap((combo) => values.map((value) => [...combo, value]))
  }
  return combos
}

/** The money a field shows: 1299 → '12,99' (hr) / '12.99' (en), no grouping (what staff type back). */
export function centsText(cents: number | null, locale: Locale): string {
  if (cents === null) return ''
  const text = (cents / 100).toFixed(2)
  return locale === 'hr' ? text.replace('.', ',') : text
}

/**
 * Money as typed ('12,99', '12.99', '1.234,50', '1,234.50', '12') → cents; '' → null; anything
 * else (letters, a minus, three decimals such as '12,999', which may be meant either way) → 'invalid'.
 */
export function parseMoney(text: string): number | null | 'invalid' {
  const plain = text.replace(/[\s\u00a0€]/g, '')
  if (plain === '') return null
  const decimalAt = Math.max(plain.lastIndexOf(','), plain.lastIndexOf('.'))
  const fraction = decimalAt < 0 ? '' : plain.slice(decimalAt + 1)
  // Thousands groups only before the decimals ('1.234,50'); '1.234' alone is refused, not guessed.
  const whole = (decimalAt < 0 ? plain : plain.slice(0, decimalAt)).replace(/[.,](?=\d{3}(?:[.,]|$))/g, '')
  if (!/^\d+$/.test(whole) || !/^\d{0,2}$/.test(fraction)) return 'invalid'
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? cents : 'invalid'
}

/** Stock as typed: '' → null (unlimited), a whole number ≥ 0 → it, else 'invalid'. */
export function parseStock(text: string): number | null | 'invalid' {
  const plain = text.trim()
  if (plain === '') return null
  return /^\d{1,8}$/.test(plain) ? Number(plain) : 'invalid'
}

/** `<product sku>-<value slugs>`, e.g. 'MAJICA-m-crvena' (staff may change it). */
export function suggestedSku(productSku: string, valueIds: readonly number[], slugOf: (valueId: number) => string) {
  return [productSku, ...valueIds.map(slugOf)].filter(Boolean).join('-').slice(0, 64)
}

/** A value's slug for a SKU: its label (hr, else en) made a slug, else its id. */
export function valueSlug(attributes: readonly AdminAttribute[], valueId: number): string {
  for (const attribute of attributes) {
    const value = attribute.values.find((candidate) => candidate.id === valueId)
    if (value) return slugify(value.labels.hr || value.labels.en) || String(valueId)
  }
  return String(valueId)
}

/** The grid's rows of the saved variants (archived ones are not in the grid). */
export function draftsOf(variants: readonly AdminProductVariant[], locale: Locale): VariantDraft[] {
  return variants
    .filter((variant) => !variant.archived)
    .map((variant) => ({
      key: comboKey(variant.valueIds),
      id: variant.id,
      valueIds: [...variant.valueIds],
      sku: variant.sku,
      retail: centsText(variant.retailPriceCents, locale),
      discount: centsText(variant.discountPriceCents, locale),
      stock: variant.stockQty === null ? '' : String(variant.stockQty),
      imageMediaId: variant.imageMediaId,
    }))
}

/**
 * "Generate variants": a row for every combination of the chosen values. A combination that is
 * already a row keeps that row (its id, SKU, prices, stock, image); a new one gets the suggested
 * SKU and the product's own prices. `dropped` = the current rows no combination keeps.
 */
export function generateRows(options: {
  axes: readonly number[]
  chosen: Readonly<Record<number, readonly number[]>>
  current: readonly VariantDraft[]
  productSku: string
  slugOf: (valueId: number) => string
  retail: string
  discount: string
}): { rows: VariantDraft[]; dropped: VariantDraft[] } {
  const byKey = new Map(options.current.map((row) => [row.key, row]))
  const rows = combinations(options.axes, options.chosen).map((valueIds): VariantDraft => {
    const key = comboKey(valueIds)
    const kept = byKey.get(key)
    if (kept) return { ...kept, valueIds }
    return {
      key,
      id: null,
      valueIds,
      sku: suggestedSku(options.productSku, valueIds, options.slugOf),
      retail: options.retail,
      discount: options.discount,
      stock: '',
      imageMediaId: null,
    }
  })
  const keys = new Set(rows.map((row) => row.key))
  return { rows, dropped: options.current.filter((row) => !keys.has(row.key)) }
}

/** A cell's problem found before saving (a message key of productTypes.errors). */
export type CellProblem =
  'skuRequired' | 'skuFormat' | 'skuTwice' | 'priceRequired' | 'priceInvalid' | 'discountAbove' | 'stockInvalid'

export interface VariantPayload {
  id?: number
  sku: string
  valueIds: number[]
  retailPriceCents: number
  discountPriceCents: number | null
  stockQty: number | null
  imageMediaId: number | null
}

/**
 * The rows as the save sends them, or the problems per cell (`variants.N.field`, N = the row's
 * index: the same names the backend's refusals use).
 */
export function variantsPayload(
  rows: readonly VariantDraft[],
): { ok: true; variants: VariantPayload[] } | { ok: false; problems: Record<string, CellProblem> } {
  const problems: Record<string, CellProblem> = {}
  const skus = new Map<string, number>()
  const variants = rows.map((row, index): VariantPayload => {
    const at = (field: string) => `variants.${index}.${field}`
    const sku = row.sku.trim()
    if (sku === '') problems[at('sku')] = 'skuRequired'
    else if (!/^[A-Za-z0-9._-]{1,64}$/.test(sku)) problems[at('sku')] = 'skuFormat'
    else if (skus.has(sku.toLowerCase())) problems[at('sku')] = 'skuTwice'
    skus.set(sku.toLowerCase(), index)
    const retail = parseMoney(row.retail)
    if (retail === null) problems[at('retailPriceCents')] = 'priceRequired'
    else if (retail === 'invalid') problems[at('retailPriceCents')] = 'priceInvalid'
    const discount = parseMoney(row.discount)
    if (discount === 'invalid') problems[at('discountPriceCents')] = 'priceInvalid'
    else if (discount !== null && typeof retail === 'number' && discount > retail)
      problems[at('discountPriceCents')] = 'discountAbove'
    const stock = parseStock(row.stock)
    if (stock === 'invalid') problems[at('stockQty')] = 'stockInvalid'
    return {
      ...(row.id !== null ? { id: row.id } : {}),
      sku,
      valueIds: row.valueIds,
      retailPriceCents: typeof retail === 'number' ? retail : 0,
      discountPriceCents: typeof discount === 'number' ? discount : null,
      stockQty: typeof stock === 'number' ? stock : null,
      imageMediaId: row.imageMediaId,
    }
  })
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, variants }
}
