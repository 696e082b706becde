import type { ProductCard } from '../../../contract/dto/catalogue'

export interface PriceView {
  /** What the customer pays now. */
  final: number
  /** The regular price, shown struck through — only when discounted. */
  regular: number | null
  /** Rounded discount percent (SPEC §9), 0 when not discounted. */
  discountPercent: number
  /** The price with a membership card, when the product has one below the final price. */
  membership: number | null
  /** SPEC: the lowest price of the last 30 days, shown when discounted. */
  lowest: number | null
}

type Priced = Pick<ProductCard, 'retailPrice' | 'finalPrice' | 'discount' | 'discountPercent' | 'membershipPrice'>

function isDiscounted(product: Priced): boolean {
  return product.discount !== null && product.finalPrice < product.retailPrice
}

/** Discount percent as SPEC §9 defines it: rounded (retail − discount) / retail. */
export function discountPercent(retail: number, discounted: number): number {
  if (retail <= 0 || discounted >= retail) return 0
  return Math.round(((retail - discounted) / retail) * 100)
}

export function priceView(product: Priced, lowestPrice?: number | null): PriceView {
  const discounted = isDiscounted(product)
  return {
    final: product.finalPrice,
    regular: discounted ? product.retailPrice : null,
    discountPercent: discounted
      ? product.discountPercent || discountPercent(product.retailPrice, product.finalPrice)
      : 0,
    membership:
      product.membershipPrice !== null && product.membershipPrice < product.finalPrice ? product.membershipPrice : null,
    lowest: discounted && lowestPrice !== undefined && lowestPrice !== null ? lowestPrice : null,
  }
}
