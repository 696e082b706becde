import type { ProductDetail } from '../../contract/dto/catalogue'
import type { CartBundleOption } from '../../contract/dto/commerce'
import type { CartOutcome } from '../../contract/cart-form'
import { variantOfChoices } from './form-variant'

const isConfigurable = (entry: ProductDetail['bundles'][number]) =>
  entry.format === 'configurable' || entry.product.type === 'configurable'

/**
 * A bundle's components as a form posted them (issue 38): `choices` are `[<componentId>.<code>,
 * value id]` (the `bundle.` prefix removed). One entry per component, as the app's customizer
 * sends it: null options for a fixed component, the chosen variant for a configurable one. A
 * configurable component without a whole choice is 'chooseVariant'; a chosen variant that cannot
 * be bought is 'outOfStock'; a product that is no bundle takes no such choices ('needsOptions').
 */
export function bundleOptionsOfChoices(
  product: ProductDetail,
  choices: ReadonlyArray<readonly [string, string]>,
): { ok: true; bundleOptions: CartBundleOption[] } | { ok: false; outcome: CartOutcome } {
  if (product.type !== 'bundle') return { ok: false, outcome: 'needsOptions' }
  const bundleOptions: CartBundleOption[] = []
  for (const entry of product.bundles) {
    if (!isConfigurable(entry)) {
      bundleOptions.push({ id: entry.productId, options: null })
      continue
    }
    const prefix = `${entry.productId}.`
    const own = choices.flatMap(([key, value]) =>
      key.startsWith(prefix) ? [[key.slice(prefix.length), value] as const] : [],
    )
    const variant = variantOfChoices({ ...entry.product, type: 'configurable' }, own)
    if (!variant) return { ok: false, outcome: 'chooseVariant' }
    if (!variant.available || !variant.isPurchasable) return { ok: false, outcome: 'outOfStock' }
    bundleOptions.push({ id: entry.productId, options: { productId: variant.id } })
  }
  return { ok: true, bundleOptions }
}
