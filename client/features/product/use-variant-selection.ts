import { useCallback, useEffect, useRef, useState } from 'react'
import type { AssociatedProduct, ProductDetail } from '../../../contract/dto/catalogue'
import {
  findVariant,
  initialSelection,
  isComplete,
  selectionOf,
  variantHref,
  type Selection,
} from './variant-selection'

interface VariantSelection {
  selection: Selection
  /** The associated product matching every chosen value (null until all are chosen, or no match). */
  variant: AssociatedProduct | null
  /** Every attribute has a value. */
  complete: boolean
  choose: (code: string, valueId: number | null) => void
  /** Take over a variant's values (editing a cart line of that variant). */
  selectVariant: (variant: AssociatedProduct) => void
}

/**
 * The configurable product's choices (SPEC §4): they start on `?variant=` (a slug or id, so SSR
 * and a reload show the same variant) or the shop defaults; when the active variant changes, the
 * URL's `?variant=` follows with replaceState (no history entry, other parameters kept).
 */
export function useVariantSelection(product: ProductDetail, variantParam: string | null): VariantSelection {
  const attributes = product.associatedProductsAttributes
  const variants = product.associatedProducts
  const [selection, setSelection] = useState<Selection>(() => initialSelection(attributes, variants, variantParam))
  const variant = findVariant(variants, attributes, selection)
  const synced = useRef<number | null>(variant?.id ?? null)

  useEffect(() => {
    const id = variant?.id ?? null
    if (synced.current === id) return
    synced.current = id
    const next = variantHref(window.location.pathname + window.location.search + window.location.hash, variant)
    if (next !== window.location.pathname + window.location.search + window.location.hash)
      history.replaceState(history.state, '', next)
  }, [variant])

  const choose = useCallback(
    (code: string, valueId: number | null) => setSelection((current) => ({ ...current, [code]: valueId })),
    [],
  )
  const selectVariant = useCallback(
    (chosen: AssociatedProduct) => setSelection(selectionOf(chosen, attributes)),
    [attributes],
  )
  return { selection, variant, complete: isComplete(attributes, selection), choose, selectVariant }
}
