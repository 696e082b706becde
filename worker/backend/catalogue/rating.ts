import { money } from '../http'

/**
 * Stores a product's review summary (called by the CMS comments module whenever a published
 * product review changes). `average` is clamped to 0–5 and kept to 2 decimals.
 */
export async function updateProductRating(
  db: D1Database,
  productId: number,
  average: number,
  count: number,
): Promise<void> {
  const avg = Number.isFinite(average) ? money(Math.min(5, Math.max(0, average))) : 0
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0
  await db
    .prepare(
      "UPDATE products SET rating_avg = ?, rating_count = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
    )
    .bind(n === 0 ? 0 : avg, n, productId)
    .run()
}
