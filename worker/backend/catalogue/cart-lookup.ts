import type { Locale } from '../../../contract/locales'
import type { ProductType } from '../../../contract/dto/catalogue'
import { mediaDto, mediaPath, type MediaDto } from '../media/store'
import { loadProductMedia, loadProductRows } from './product-rows'
import { loadBundleComponents, loadCustomOptions, loadVariantAttributes } from './option-rows'
import { givenIds, withMains, type IdSet } from './sql'

/** What the cart and checkout need to know about a product (prices gross, in cents). */
export interface CartProduct {
  id: number
  type: ProductType
  sku: string
  name: string
  slug: string
  mainProductId: number | null
  mainProductSlug: string | null
  visibleIndividually: boolean
  /** Medium-size image URL (the variant's own image, else its main product's). */
  mediaUrl: string | null
  media: MediaDto | null
  retailPriceCents: number
  finalPriceCents: number
  membershipPriceCents: number | null
  /** VAT in percent (25 for most goods). */
  taxRate: number
  isPurchasable: boolean
  available: boolean
  /** null = unlimited. */
  stockQty: number | null
  archived: boolean
  bundleComponents: Array<{ productId: number; qty: number; type: ProductType }>
  customOptions: Array<{ id: number; type: 'text' | 'number'; label: string; required: boolean }>
  /** The variant's configurable values (e.g. Veličina: M), for line options. */
  attributes: Array<{ code: string; label: string; valueLabel: string }>
}

/**
 * Loads the given products (unknown ids are simply absent from the map), or a cart's (its lines'
 * products and chosen variants, with the main products of variants — `cartProductIds`). Every read
 * starts at once (issue 38: one round trip): the main products of variants are read in the same
 * queries by a subquery, not after them.
 */
export async function loadCartProducts(
  db: D1Database,
  ids: number[] | IdSet,
  lang: Locale,
): Promise<Map<number, CartProduct>> {
  const result = new Map<number, CartProduct>()
  const wanted = typeof ids === 'function' ? null : new Set(ids.filter((id) => Number.isInteger(id) && id > 0))
  if (wanted?.size === 0) return result
  const set = wanted ? givenIds([...wanted]) : (ids as IdSet)
  const [all, media, components, options, attributes] = await Promise.all([
    loadProductRows(db, withMains(set), lang),
    loadProductMedia(db, withMains(set)),
    loadBundleComponents(db, set),
    loadCustomOptions(db, set, lang),
    loadVariantAttributes(db, set, lang),
  ])
  const mains = new Map(all.map((row) => [row.id, row]))
  const rows = wanted ? all.filter((row) => wanted.has(row.id)) : all
  for (const row of rows) {
    const image =
      media.get(row.id)?.[0] ?? (row.main_product_id === null ? undefined : media.get(row.main_product_id)?.[0])
    const main = row.main_product_id === null ? undefined : mains.get(row.main_product_id)
    result.set(row.id, {
      id: row.id,
      type: row.type,
      sku: row.sku,
      name: row.name,
      slug: row.slug,
      mainProductId: row.main_product_id,
      mainProductSlug: main?.slug ?? null,
      visibleIndividually: row.visible_individually === 1,
      mediaUrl: image ? mediaPath(image) : null,
      media: image ? mediaDto(image) : null,
      retailPriceCents: row.retail_price_cents,
      finalPriceCents: row.final_price_cents,
      membershipPriceCents: row.membership_price_cents,
      taxRate: row.tax_rate,
      isPurchasable: row.is_purchasable === 1,
      available: row.available === 1,
      stockQty: row.stock_qty,
      archived: row.archived === 1,
      bundleComponents: (components.get(row.id) ?? []).map((c) => ({
        productId: c.component_id,
        qty: c.qty,
        type: c.component_type,
      })),
      customOptions: (options.get(row.id) ?? []).map((o) => ({
        id: o.id,
        type: o.option_type,
        label: o.label,
        required: o.required,
      })),
      attributes: (attributes.get(row.id) ?? []).map((a) => ({
        code: a.code,
        label: a.attribute_label,
        valueLabel: a.value_label,
      })),
    })
  }
  return result
}
