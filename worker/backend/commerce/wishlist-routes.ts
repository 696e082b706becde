import { Hono } from 'hono'
import type { Locale } from '../../../contract/locales'
import type { WishlistDeleteResult, WishlistItem, WishlistList, WishlistProduct } from '../../../contract/dto/commerce'
import type { AccessClaims } from '../../lib/tokens'
import { loadCartProducts, type CartProduct } from '../catalogue/cart-lookup'
import { requireUser, type BackendEnv } from '../context'
import { forbidden, notFound, ok, pageForms, paging, validate } from '../http'
import { ProductIdParamSchema, WishlistCreateSchema, WishlistQuerySchema } from './schemas'

/** The customer's wishlist (SPEC §4: backoffice users have none). */
export const wishlistRoutes = new Hono<BackendEnv>()

interface WishlistRow {
  id: number
  product_id: number
  created_at: string
}

function requireCustomer(c: { get(key: 'apiUser'): AccessClaims | null }): AccessClaims {
  const user = requireUser(c)
  if (user.isBackofficeUser) throw forbidden('Backoffice users have no wishlist.', 'BACKOFFICE_NO_WISHLIST')
  return user
}

const productCard = (p: CartProduct): WishlistProduct => ({
  id: p.id,
  name: p.name,
  slug: p.mainProductSlug ?? p.slug,
  type: p.type,
  sku: p.sku,
  media: p.mediaUrl,
  retailPrice: p.retailPrice,
  finalPrice: p.finalPrice,
  membershipPrice: p.membershipPrice,
  available: p.available && !p.archived,
  isPurchasable: p.isPurchasable,
})

async function withProducts(db: D1Database, rows: WishlistRow[], lang: Locale): Promise<WishlistItem[]> {
  const products = await loadCartProducts(db, rows.map((r) => r.product_id), lang)
  return rows.map((r) => {
    const product = products.get(r.product_id)
    return { id: r.id, product_id: r.product_id, createdAt: r.created_at, product: product ? productCard(product) : null }
  })
}

wishlistRoutes.post('/api/v1/wishlist/create', validate('json', WishlistCreateSchema), async (c) => {
  const user = requireCustomer(c)
  const productId = c.req.valid('json').product_id
  const db = c.env.DB
  const exists = await db.prepare('SELECT id FROM products WHERE id = ?').bind(productId).first<{ id: number }>()
  if (!exists) throw notFound('Product not found', 'PRODUCT_NOT_FOUND')
  const row = await db
    .prepare(
      `INSERT INTO wishlists (user_id, product_id) VALUES (?, ?)
       ON CONFLICT (user_id, product_id) DO UPDATE SET user_id = excluded.user_id
       RETURNING id, product_id, created_at`,
    )
    .bind(user.userId, productId)
    .first<WishlistRow>()
  if (!row) throw notFound('Product not found', 'PRODUCT_NOT_FOUND')
  const [item] = await withProducts(db, [row], c.get('lang'))
  return ok(c, item ?? null, 201)
})

wishlistRoutes.delete('/api/v1/wishlist/delete/:productId', validate('param', ProductIdParamSchema), async (c) => {
  const user = requireCustomer(c)
  const productId = c.req.valid('param').productId
  const result = await c.env.DB.prepare('DELETE FROM wishlists WHERE user_id = ? AND product_id = ?').bind(user.userId, productId).run()
  const body: WishlistDeleteResult = { product_id: productId, deleted: (result.meta.changes ?? 0) > 0 }
  return ok(c, body)
})

wishlistRoutes.get('/api/v1/wishlist/filter', validate('query', WishlistQuerySchema), async (c) => {
  const user = requireCustomer(c)
  const query = c.req.valid('query')
  const p = paging(query.page, query.limit, { page: 1, limit: 10 }, 10000)
  const db = c.env.DB
  const [rows, total] = await Promise.all([
    db
      .prepare('SELECT id, product_id, created_at FROM wishlists WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
      .bind(user.userId, p.limit, p.offset)
      .all<WishlistRow>(),
    db.prepare('SELECT COUNT(*) AS n FROM wishlists WHERE user_id = ?').bind(user.userId).first<{ n: number }>(),
  ])
  const list: WishlistList = pageForms.lastPage(await withProducts(db, rows.results, c.get('lang')), total?.n ?? 0, p)
  return ok(c, list)
})
