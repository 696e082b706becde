import type { AdminProductDetail } from '../../../../contract/dto/catalogue-admin'

export interface ProductTypeSectionProps {
  product: AdminProductDetail
  onSaved: (next: AdminProductDetail) => void
}

/** The product editor's part for the product's type: variants, bundle components or digital goods (nothing for simple). */
export function ProductTypeSection({ product }: ProductTypeSectionProps) {
  if (product.type === 'simple') return null
  return null
}
