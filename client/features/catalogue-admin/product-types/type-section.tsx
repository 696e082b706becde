import { BundleSection } from './bundle-section'
import { DigitalSection } from './digital-section'
import { VariantsSection } from './variants-section'

import type { ProductPartProps } from './part-props'

/**
 * The product editor's part for the product's type (issue 35): a configurable's variant grid, a
 * bundle's components, an eProduct's file and licence keys; a simple product has none. Each part
 * saves on its own (its own button) and hands the answered product to `onSaved`.
 */
export function ProductTypeSection({ product, onSaved }: ProductPartProps) {
  switch (product.type) {
    case 'configurable':
      return <VariantsSection key={product.id} product={product} onSaved={onSaved} />
    case 'bundle':
      return <BundleSection key={product.id} product={product} onSaved={onSaved} />
    case 'eProduct':
      return <DigitalSection key={product.id} product={product} onSaved={onSaved} />
    case 'simple':
      return null
  }
}
