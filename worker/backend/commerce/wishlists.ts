import { allRows, columns, countOf, firstRow, type Row } from '../rows'

/** A customer's wishlist in D1: one row per (user, product). */
export interface WishlistEntry {
  id: number
  productId: number
  createdAt: string
}

interface WishlistRow {
  id: number
  product_id: number
  created_at: string
}

const wishlists = columns('wishlists')
const readWishlistRow = (r: Row): WishlistRow => ({
  id: wishlists.int(r, 'id'),
  product_id: wishlists.int(r, 'product_id'),
  created_at: wishlists.text(r, 'created_at'),
})

const toEntry = (row: WishlistRow): WishlistEntry => ({
  id: row.id,
  productId: row.product_id,
  createdAt: row.created_at,
})

/** Adds the product (a second add keeps the first entry). */
export async function addToWishlist(db: D1Database, userId: number, productId: number): Promise<WishlistEntry | null> {
  const row = await firstRow(
    db
      .prepare(
        `INSERT INTO wishlists (user_id, product_id) VALUES (?, ?)
       ON CONFLICT (user_id, product_id) DO UPDATE SET user_id = excluded.user_id
       RETURNING id, product_id, created_at`,
      )
      .bind(userId, productId),
    readWishlistRow,
  )
  return row ? toEntry(row) : null
}

/** Removes the product; false when it was not on the list. */
export async function removeFromWishlist(db: D1Database, userId: number, productId: number): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM wishlists WHERE user_id = ? AND product_id = ?')
    .bind(userId, productId)
    .run()
  return (result.meta.changes ?? 0) > 0
}

/** One page of the list, newest first, and the list's length. */
export async function listWishlist(
  db: D1Database,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ entries: WishlistEntry[]; total: number }> {
  const [rows, total] = await Promise.all([
    allRows(
      db
        .prepare('SELECT id, product_id, created_at FROM wishlists WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
        .bind(userId, limit, offset),
      readWishlistRow,
    ),
    countOf(db.prepare('SELECT COUNT(*) AS n FROM wishlists WHERE user_id = ?').bind(userId)),
  ])
  return { entries: rows.map(toEntry), total }
}
