import type { ProductDetail } from '../../../contract/dto/catalogue'
import type { CartItem } from '../../../contract/dto/commerce'

interface LineOptions {
  /** 'Engraving name: Ana', 'Size: M' ... */
  details: string[]
  /** A bundle's components: '2 × Vizor X1'. */
  components: Array<{ id: number; text: string }>
}

/**
 * The options shown under a line's name (SPEC §2): personalisations and variant attributes as
 * 'label: value', and for a bundle its components (names from the bundle's product page).
 */
export function lineOptions(item: CartItem, detail: ProductDetail | undefined): LineOptions {
  const details = [
    ...item.options.personalizations
      .filter((p) => p.value !== '')
      .map((p) => (p.label ? `${p.label}: ${p.value}` : p.value)),
    ...item.options.attributes.map((a) => `${a.label}: ${a.valueLabel}`),
  ]
  const components =
    item.productData.type === 'bundle' && detail && detail.id === item.productId
      ? detail.bundles.map((entry) => ({
          id: entry.id,
          text: entry.qty > 1 ? `${entry.qty} × ${entry.product.name}` : entry.product.name,
        }))
      : []
  return { details, components }
}
