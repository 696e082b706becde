import type { AdminProductDetail } from '../../../../contract/dto/catalogue-admin'

/** What the editor hands each type part: the product, and where the part's saved answer goes. */
export interface ProductPartProps {
  product: AdminProductDetail
  /** A save of the part answered the product: the editor adopts it (its new `version`). */
  onSaved: (next: AdminProductDetail) => void
}
