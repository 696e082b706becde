import { inJson } from '../catalogue/sql'
import { allRows, columns, type Row } from '../rows'

/**
 * Issue 37, promotions: what the edge purges when the schedule changed products' prices (the
 * cron has no request to read the products through, as a staff call's purge does): the slugs of
 * each product's page (a variant's page is its main product's), whether any is featured, and
 * which of them the shop shows at all (a draft is on no page).
 */

export interface SaleFootprint {
  /** The products shown in the shop (and their main products). */
  productIds: number[]
  slugs: string[]
  featured: boolean
}

const products = columns('products')
const translations = columns('product_translations')
const readShown = (r: Row) => ({
  id: products.int(r, 'id'),
  pageId: products.int(r, 'page_id'),
  featured: products.bool(r, 'featured'),
})
const readSlug = (r: Row) => translations.text(r, 'slug')

export async function saleFootprint(db: D1Database, ids: readonly number[]): Promise<SaleFootprint | null> {
  if (ids.length === 0) return null
  const shown = await allRows(
    db
      .prepare(
        `SELECT p.id, COALESCE(p.main_product_id, p.id) AS page_id, p.featured FROM products p
         LEFT JOIN products m ON m.id = p.main_product_id
         WHERE ${inJson('p.id', '?1')} AND COALESCE(m.published, p.published) = 1`,
      )
      .bind(JSON.stringify(ids)),
    readShown,
  )
  if (shown.length === 0) return null
  const productIds = [...new Set(shown.flatMap((row) => [row.id, row.pageId]))]
  const slugs = await allRows(
    db
      .prepare(`SELECT DISTINCT slug FROM product_translations WHERE ${inJson('product_id', '?1')} AND slug != ''`)
      .bind(JSON.stringify(productIds)),
    readSlug,
  )
  return { productIds, slugs, featured: shown.some((row) => row.featured) }
}
