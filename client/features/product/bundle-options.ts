import type { BundleEntry, ProductDetail } from '../../../contract/dto/catalogue'
import type { CartBundleOption } from '../../../contract/dto/commerce'
import { defaultSelection, findVariant, selectionOf, type Selection } from './variant-selection'

/** The variant choices of a bundle's configurable components, by component product id. */
export type BundleChoices = Record<number, Selection>

type BundlePayload =
  { ok: true; bundleOptions: CartBundleOption[] } | { ok: false; reason: 'notSet' | 'unavailable'; componentId: number }

export function isConfigurableEntry(entry: BundleEntry): boolean {
  return entry.format === 'configurable' || entry.product.type === 'configurable'
}

/** SPEC §4: a bundle holding a configurable component is added through the customization modal. */
export function needsCustomization(product: Pick<ProductDetail, 'type' | 'bundles'>): boolean {
  return product.type === 'bundle' && product.bundles.some(isConfigurableEntry)
}

/**
 * The choices the modal starts with: a line being edited gives its variants; otherwise every
 * attribute is empty, so the customer picks size and colour on purpose.
 */
export function initialBundleChoices(
  entries: readonly BundleEntry[],
  line: readonly CartBundleOption[] | null,
): BundleChoices {
  const choices: BundleChoices = {}
  for (const entry of entries) {
    if (!isConfigurableEntry(entry)) continue
    const attributes = entry.product.associatedProductsAttributes
    const chosenId = line?.find((option) => option.id === entry.productId)?.options?.productId
    const variant =
      chosenId === undefined
        ? undefined
        : entry.product.associatedProducts.find((candidate) => candidate.id === chosenId)
    choices[entry.productId] = variant
      ? selectionOf(variant, attributes)
      : Object.fromEntries(Object.keys(defaultSelection(attributes)).map((code) => [code, null]))
  }
  return choices
}

/**
 * SPEC §4 add payload: one entry per component, `options` null for a fixed component and the
 * chosen variant for a configurable one. Not addable while a configurable component has no
 * matching variant (core.notifications.configurationNotSet) or the variant cannot be bought.
 */
export function bundlePayload(entries: readonly BundleEntry[], choices: BundleChoices): BundlePayload {
  const bundleOptions: CartBundleOption[] = []
  for (const entry of entries) {
    if (!isConfigurableEntry(entry)) {
      bundleOptions.push({ id: entry.productId, options: null })
      continue
    }
    const variant = findVariant(
      entry.product.associatedProducts,
      entry.product.associatedProductsAttributes,
      choices[entry.productId] ?? {},
    )
    if (!variant) return { ok: false, reason: 'notSet', componentId: entry.productId }
    if (!variant.available || !variant.isPurchasable)
      return { ok: false, reason: 'unavailable', componentId: entry.productId }
    bundleOptions.push({ id: entry.productId, options: { productId: variant.id } })
  }
  return { ok: true, bundleOptions }
}
