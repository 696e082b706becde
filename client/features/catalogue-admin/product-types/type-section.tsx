import type { AdminProductDetail } from '../../../../contract/dto/catalogue-admin'
import { BundleSection } from './bundle-section'
import { DigitalSection } from './digital-section'
import { VariantsSection } from './variants-section'

export interface ProductTypeSectionProps {
  product: AdminProductDetail
  /** A save of the part answered the product: the editor adopts it (its new `version`). */
  onSaved: (next: AdminProductDetail) => void
}

/**
 * The product editor's part for the product's type (issue 35): a configurable's variant grid, a
 * bundle's components, an eProduct's file and licence keys; a simple product has none. Each part
 * saves on its own (its own button) and hands the answered product to `onSaved`.
 */
export function ProductTypeSection({ product, onSaved }: ProductTypeSectionProps) {
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
