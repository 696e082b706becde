import type { Bindings } from '../env'
import type { SaleFootprint } from '../backend'
import { pathsOf, recordPurge } from './cache-overview'
import { purgeProductPages } from './purge-product'

/**
 * Issue 37, promotions: after the Cron Trigger started or ended sales, the changed products'
 * pages and answers go from the edge (purge-product.ts), as a staff price change's do. The cron
 * has no category tree at hand, so every shop list page goes (categorySlugs null) with the
 * products' own pages, home, search and the product list answers.
 */
export async function purgeSaleProducts(env: Pick<Bindings, 'CACHE' | 'STORE_ID'>, footprint: SaleFootprint) {
  const purged = await purgeProductPages(env, {
    productIds: footprint.productIds,
    productSlugs: new Set(footprint.slugs),
    categorySlugs: null,
    featured: footprint.featured,
  })
  await recordPurge(env, {
    kind: 'page',
    paths: pathsOf(purged.pages),
    entries: purged.entries,
    subject: `sale schedule (${footprint.productIds.map((id) => `product:${id}`).join(', ')})`,
  })
  return purged
}
