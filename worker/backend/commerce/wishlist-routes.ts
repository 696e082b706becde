import type { Locale } from '../../../contract/locales'
import type { WishlistDeleteResult, WishlistItem, WishlistList, WishlistProduct } from '../../../contract/dto/commerce'
import type { AccessClaims } from '../../lib/tokens'
import { loadCartProducts, type CartProduct } from '../catalogue/cart-lookup'
import { commerce } from '../../../contract/endpoints/commerce'
import { requireUser } from '../context'
import { productExists } from '../catalogue/product-rows'
import { ok, pageForms, paging, refuse } from '../http'
import { fromCents, fromCentsOrNull } from '../money'
import { endpointRoutes } from '../routing'
import { addToWishlist, listWishlist, removeFromWishlist, type WishlistEntry } from './wishlists'

/** The customer's wishlist (SPEC §4: backoffice users have none). */
export const wishlistRoutes = endpointRoutes('api/v1/wishlist')

function requireCustomer(c: { get(key: 'apiUser'): AccessClaims | null }): AccessClaims {
  const user = requireUser(c)
  if (user.isBackofficeUser) throw refuse(403, 'BACKOFFICE_NO_WISHLIST')
  return user
}

const productCard = (p: CartProduct): WishlistProduct => ({
  id: p.id,
  name: p.name,
  slug: p.mainProductSlug ?? p.slug,
  type: p.type,
  sku: p.sku,
  media: p.mediaUrl,
  retailPrice: fromCents(p.retailPriceCents),
  finalPrice: fromCents(p.finalPriceCents),
  membershipPrice: fromCentsOrNull(p.membershipPriceCents),
  available: p.available && !p.archived,
  isPurchasable: p.isPurchasable,
})

async function withProducts(db: D1Database, entries: WishlistEntry[], lang: Locale): Promise<WishlistItem[]> {
  const products = await loadCartProducts(
    db,
    entries.map((e) => e.productId),
    lang,
  )
  return entries.map((e) => {
    const product = products.get(e.productId)
    return { id: e.id, product_id: e.productId, createdAt: e.createdAt, product: product ? productCard(product) : null }
  })
}

wishlistRoutes.on(commerce.wishlistAdd, async (c) => {
  const user = requireCustomer(c)
  const productId = c.req.valid('json').product_id
  const db = c.env.DB
  if (!(await productExists(db, productId))) throw refuse(404, 'PRODUCT_NOT_FOUND')
  const row = await addToWishlist(db, user.userId, productId)
  if (!row) throw refuse(404, 'PRODUCT_NOT_FOUND')
  const [item] = await withProducts(db, [row], c.get('lang'))
  return ok(c, item ?? null, 201)
})

wishlistRoutes.on(commerce.wishlistRemove, async (c) => {
  const user = requireCustomer(c)
  const productId = c.req.valid('param').productId
  const body: WishlistDeleteResult = {
    product_id: productId,
    deleted: await removeFromWishlist(c.env.DB, user.userId, productId),
  }
  return ok(c, body)
})

wishlistRoutes.on(commerce.wishlistList, async (c) => {
  const user = requireCustomer(c)
  const query = c.req.valid('query')
  const p = paging(query.page, query.limit, { page: 1, limit: 10 }, 10000)
  const db = c.env.DB
  const { entries, total } = await listWishlist(db, user.userId, p.limit, p.offset)
  const list: WishlistList = pageForms.lastPage(await withProducts(db, entries, c.get('lang')), total, p)
  return ok(c, list)
})
