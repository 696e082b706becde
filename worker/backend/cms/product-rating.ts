import { updateProductRating } from '../catalogue/rating'

/**
 * Keeps a product's rating in step with its published reviews (comments with a rating): computes
 * the average and count here and stores them through the catalogue's `updateProductRating`.
 */
export async function recomputeProductRating(
  db: D1Database,
  productId: number,
): Promise<{ average: number; count: number }> {
  const row = await db
    .prepare(
      `SELECT AVG(rating) AS average, COUNT(*) AS count FROM comments
       WHERE resource_type = 'product' AND resource_id = ? AND status = 'published' AND rating IS NOT NULL`,
    )
    .bind(productId)
    .first<{ average: number | null; count: number }>()
  const average = row?.average ?? 0
  const count = row?.count ?? 0
  await updateProductRating(db, productId, average, count)
  return { average, count }
}
