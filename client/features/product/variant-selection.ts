import type { AssociatedProduct, AssociatedProductsAttribute } from '../../../contract/dto/catalogue'

/** The chosen value id per attribute code of a configurable product (null = not chosen). */
export type Selection = Record<string, number | null>

type Axes = readonly AssociatedProductsAttribute[]
type Variants = readonly AssociatedProduct[]

/** SPEC §4: every attribute starts on its shop-default value, or empty when it has none. */
export function defaultSelection(attributes: Axes): Selection {
  const selection: Selection = {}
  for (const attribute of attributes)
    selection[attribute.attributeCode] = attribute.values.find((value) => value.shopDefault)?.id ?? null
  return selection
}

/** The values of one variant on the product's axes. */
export function selectionOf(variant: AssociatedProduct, attributes: Axes): Selection {
  const selection: Selection = {}
  for (const attribute of attributes)
    selection[attribute.attributeCode] = variant.attributes[attribute.attributeCode] ?? null
  return selection
}

export function isComplete(attributes: Axes, selection: Selection): boolean {
  return attributes.every((attribute) => typeof selection[attribute.attributeCode] === 'number')
}

/** SPEC §4: the active variant is the associated product whose values all match (null until every axis is chosen). */
export function findVariant(variants: Variants, attributes: Axes, selection: Selection): AssociatedProduct | null {
  if (attributes.length === 0 || !isComplete(attributes, selection)) return null
  return (
    variants.find((variant) =>
      attributes.every(
        (attribute) => variant.attributes[attribute.attributeCode] === selection[attribute.attributeCode],
      ),
    ) ?? null
  )
}

/** `?variant=` holds a variant's slug (shareable) or its id. */
export function variantByParam(variants: Variants, param: string | null | undefined): AssociatedProduct | null {
  const key = param?.trim()
  if (!key) return null
  if (/^\d{1,9}$/.test(key)) {
    const id = Number(key)
    const byId = variants.find((variant) => variant.id === id)
    if (byId) return byId
  }
  return variants.find((variant) => variant.slug === key) ?? null
}

/** The selection a page starts with: the variant named in the URL, else the shop defaults. */
export function initialSelection(attributes: Axes, variants: Variants, param: string | null | undefined): Selection {
  const variant = variantByParam(variants, param)
  return variant ? selectionOf(variant, attributes) : defaultSelection(attributes)
}

/** The variants that choosing `valueId` for `code` leaves with the other current choices (unchosen axes match anything). */
function matchingVariants(
  variants: Variants,
  attributes: Axes,
  selection: Selection,
  code: string,
  valueId: number,
): AssociatedProduct[] {
  return variants.filter((variant) =>
    attributes.every((attribute) => {
      const wanted = attribute.attributeCode === code ? valueId : selection[attribute.attributeCode]
      return wanted === null || wanted === undefined || variant.attributes[attribute.attributeCode] === wanted
    }),
  )
}

export type ValueState = 'available' | 'soldOut' | 'missing'

/**
 * What choosing `valueId` for `code` would give with the other current choices: some matching
 * variant can be bought ('available'), matching variants exist but none can be bought
 * ('soldOut'), or no variant has that combination ('missing'). Unchosen axes match anything.
 */
export function valueState(
  variants: Variants,
  attributes: Axes,
  selection: Selection,
  code: string,
  valueId: number,
): ValueState {
  const matching = matchingVariants(variants, attributes, selection, code, valueId)
  if (matching.length === 0) return 'missing'
  return matching.some((variant) => variant.available && variant.isPurchasable) ? 'available' : 'soldOut'
}

/** Do the variants cost different amounts? Only then does each value say its price. */
export function pricesDiffer(variants: Variants): boolean {
  return variants.some((variant) => variant.finalPrice !== variants[0]?.finalPrice)
}

/**
 * What choosing `valueId` for `code` would cost with the other current choices: the lowest and
 * highest final price of the matching variants, or null when none match.
 */
export function valuePriceRange(
  variants: Variants,
  attributes: Axes,
  selection: Selection,
  code: string,
  valueId: number,
): { min: number; max: number } | null {
  const prices = matchingVariants(variants, attributes, selection, code, valueId).map((variant) => variant.finalPrice)
  return prices.length === 0 ? null : { min: Math.min(...prices), max: Math.max(...prices) }
}

/** The URL of this page with `?variant=` set to the variant's slug (or removed), other parameters kept. */
export function variantHref(current: string, variant: AssociatedProduct | null): string {
  const url = new URL(current, 'http://local.invalid')
  if (variant) url.searchParams.set('variant', variant.slug)
  else url.searchParams.delete('variant')
  const search = url.searchParams.toString()
  return url.pathname + (search ? `?${search}` : '') + url.hash
}
