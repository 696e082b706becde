import type { Locale } from '../../../contract/locales'
import type { CartBundleOption } from '../../../contract/dto/commerce'
import { loadCartProducts, type CartProduct } from '../catalogue/cart-lookup'
import { refuse } from '../http'
import type { StoredOptions } from './cart-state'
import type { ItemOptionsInput } from '../../../contract/schemas/commerce'

/** Rules for what may be put in a cart line (brief K addItem / updateItem). */
export const MAX_LINE_QTY = 9999

export const invalidQuantity = () => refuse(400, 'INVALID_QUANTITY')
export const configurationNotSet = () => refuse(400, 'CONFIGURATION_NOT_SET')
export const itemNotInCart = () => refuse(404, 'ITEM_NOT_IN_CART')

/** SPEC §5: a positive integer (strings parsed, empty is 0); `allowZero` for updates (0 removes). */
export function parseQty(raw: number | string | null | undefined, allowZero: boolean): number {
  const text = raw === null || raw === undefined ? '' : String(raw).trim()
  const qty = text === '' ? 0 : /^\d+$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isSafeInteger(qty) || qty > MAX_LINE_QTY || qty < (allowZero ? 0 : 1)) throw invalidQuantity()
  return qty
}

export interface ValidLine {
  product: CartProduct
  options: StoredOptions
  /** Canonical options: the same product with the same key merges quantities. */
  key: string
}

export function optionsKey(options: StoredOptions): string {
  const personalizations = [...options.personalizations]
    .sort((a, b) => a.optionId - b.optionId)
    .map((p) => [p.optionId, p.value])
  const bundle = [...options.bundleOptions].sort((a, b) => a.id - b.id).map((b) => [b.id, b.options?.productId ?? null])
  return personalizations.length === 0 && bundle.length === 0 ? '' : JSON.stringify({ p: personalizations, b: bundle })
}

/** The product may be bought at all (exists, not archived, purchasable, available). */
export function assertSellable(product: CartProduct | undefined): asserts product is CartProduct {
  if (!product) throw refuse(404, 'PRODUCT_NOT_FOUND')
  if (product.archived) throw refuse(400, 'PRODUCT_ARCHIVED')
  if (!product.isPurchasable) throw refuse(400, 'PRODUCT_NOT_PURCHASABLE')
  if (!product.available) throw refuse(400, 'PRODUCT_UNAVAILABLE')
}

export function assertStock(product: CartProduct, qty: number): void {
  if (product.stockQty !== null && qty > product.stockQty) {
    throw refuse(400, 'INSUFFICIENT_STOCK', { params: { available: Math.max(0, product.stockQty) } })
  }
}

const NUMBER_VALUE = /^-?\d+([.,]\d+)?$/

function checkPersonalizations(
  product: CartProduct,
  input: ItemOptionsInput['personalizations'],
): StoredOptions['personalizations'] {
  const seen = new Set<number>()
  const result: StoredOptions['personalizations'] = []
  for (const entry of input) {
    const option = product.customOptions.find((o) => o.id === entry.optionId)
    if (!option) throw refuse(400, 'UNKNOWN_OPTION', { params: { optionId: entry.optionId } })
    if (seen.has(entry.optionId)) throw refuse(400, 'DUPLICATE_OPTION', { params: { optionId: entry.optionId } })
    seen.add(entry.optionId)
    if (entry.value === '') continue
    if (option.type === 'number' && !NUMBER_VALUE.test(entry.value)) {
      throw refuse(400, 'INVALID_OPTION_VALUE', { params: { label: option.label } })
    }
    result.push({ optionId: entry.optionId, value: entry.value })
  }
  for (const option of product.customOptions) {
    if (option.required && !result.some((p) => p.optionId === option.id)) {
      throw refuse(400, 'OPTION_REQUIRED', { params: { label: option.label } })
    }
  }
  return result
}

async function checkBundle(
  db: D1Database,
  lang: Locale,
  product: CartProduct,
  input: ItemOptionsInput['bundleOptions'],
): Promise<CartBundleOption[]> {
  if (product.type !== 'bundle') {
    if (input.length > 0) throw refuse(400, 'BUNDLE_OPTIONS_NOT_ALLOWED')
    return []
  }
  for (const entry of input) {
    if (!product.bundleComponents.some((c) => c.productId === entry.id)) {
      throw refuse(400, 'NOT_A_BUNDLE_COMPONENT', { params: { productId: entry.id } })
    }
  }
  const chosen = input.flatMap((entry) => (entry.options ? [entry.options.productId] : []))
  const variants = chosen.length > 0 ? await loadCartProducts(db, chosen, lang) : new Map<number, CartProduct>()
  return product.bundleComponents.map((component) => {
    const entry = input.find((e) => e.id === component.productId)
    if (component.type !== 'configurable') {
      if (entry?.options)
        throw refuse(400, 'BUNDLE_COMPONENT_HAS_NO_VARIANTS', { params: { productId: component.productId } })
      return { id: component.productId, options: null }
    }
    const variantId = entry?.options?.productId
    const variant = variantId === undefined ? undefined : variants.get(variantId)
    if (!variant || variant.mainProductId !== component.productId) throw configurationNotSet()
    if (variant.archived || !variant.available || !variant.isPurchasable)
      throw refuse(400, 'BUNDLE_VARIANT_UNAVAILABLE', { params: { name: variant.name } })
    return { id: component.productId, options: { productId: variant.id } }
  })
}

/** Validates a product with its options for a cart line and returns the canonical form. */
export async function validateLine(
  db: D1Database,
  lang: Locale,
  product: CartProduct | undefined,
  input: ItemOptionsInput | null | undefined,
): Promise<ValidLine> {
  assertSellable(product)
  if (product.type === 'configurable') {
    throw refuse(400, 'CONFIGURABLE_NOT_ADDABLE')
  }
  const options: StoredOptions = {
    personalizations: checkPersonalizations(product, input?.personalizations ?? []),
    bundleOptions: await checkBundle(db, lang, product, input?.bundleOptions ?? []),
  }
  return { product, options, key: optionsKey(options) }
}
