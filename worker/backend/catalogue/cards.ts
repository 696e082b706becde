import type { Locale } from '../../../contract/locales'
import type { CatalogueMedia, ProductCard } from '../../../contract/dto/catalogue'
import { mediaDto, type MediaRow } from '../media/store'
import { fromCents, fromCentsOrNull } from '../money'
import { discountPercent } from './prices'
import { loadProductMedia, loadProductRows, type ProductRow } from './product-rows'

export const toMedia = (row: MediaRow): CatalogueMedia => mediaDto(row)

/** The list card of a product row. */
export function toCard(row: ProductRow, media: MediaRow[] | undefined): ProductCard {
  const first = media?.[0]
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    slugs: { hr: row.slug_hr, en: row.slug_en },
    type: row.type,
    sku: row.sku,
    media: first ? toMedia(first) : null,
    retailPrice: fromCents(row.retail_price_cents),
    finalPrice: fromCents(row.final_price_cents),
    discount: fromCentsOrNull(row.discount_price_cents),
    discountPercent: discountPercent(row.retail_price_cents, row.discount_price_cents),
    membershipPrice: fromCentsOrNull(row.membership_price_cents),
    available: row.available === 1,
    isPurchasable: row.is_purchasable === 1,
    categoryPriority: row.category_priority,
    featured: row.featured === 1,
    shortDescription: row.short_description,
    updatedAt: row.updated_at,
  }
}

/** Cards for the given ids, in the given order. */
export async function loadCards(db: D1Database, ids: number[], lang: Locale): Promise<ProductCard[]> {
  const [rows, media] = await Promise.all([loadProductRows(db, ids, lang), loadProductMedia(db, ids)])
  return rows.map((row) => toCard(row, media.get(row.id)))
}
