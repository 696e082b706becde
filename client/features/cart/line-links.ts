import type { CartItem } from '../../../contract/dto/commerce'

interface LineLink {
  slug: string
  /** Set when the product page should open this line for editing (SPEC §2 links, §4 cartItemId). */
  query?: { cartItemId: number }
}

/**
 * Where a line's name links (SPEC §2): a variant or a product that is not visible on its own
 * links to its main product with ?cartItemId= (the page pre-selects the variant and quantity);
 * a line with personalisations or bundle choices links to its product with ?cartItemId= too, so
 * they can be changed; anything else to /product/{slug}.
 */
export function lineLink(item: CartItem): LineLink {
  const edit = { cartItemId: item.itemId }
  if (item.productData.mainProductSlug) return { slug: item.productData.mainProductSlug, query: edit }
  const configured =
    item.options.personalizations.length > 0 || item.options.bundleOptions.some((option) => option.options !== null)
  return configured ? { slug: item.productData.slug, query: edit } : { slug: item.productData.slug }
}

/** The slug whose product page describes the line (its main product for a variant). */
export const detailSlug = (item: CartItem): string => item.productData.mainProductSlug ?? item.productData.slug
