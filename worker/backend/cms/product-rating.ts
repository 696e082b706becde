import { updateProductRating } from '../catalogue/rating'
import { columns, firstRow, type Row } from '../rows'

const ratings = columns('comments')
const readRating = (r: Row) => ({ average: ratings.nullableReal(r, 'average'), count: ratings.int(r, 'count') })

/**
 * Keeps a product's rating in step with its published reviews (comments with a rating): computes
 * the average and count here and stores them through the catalogue's `updateProductRating`.
 */
export async function recomputeProductRating(
  db: D1Database,
  productId: number,
): Promise<{ average: number; count: number }> {
  const row = await firstRow(
    db
      .prepare(
        `SELECT AVG(rating) AS average, COUNT(*) AS count FROM comments
       WHERE resource_type = 'product' AND resource_id = ? AND status = 'published' AND rating IS NOT NULL`,
      )
      .bind(productId),
    readRating,
  )
  const average = row?.average ?? 0
  const count = row?.count ?? 0
  await updateProductRating(db, productId, average, count)
  return { average, count }
}
