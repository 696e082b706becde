import type { Context } from 'hono'
import type {
  AdminProductDetail,
  AdminProductRow,
  CatalogueImportReport,
  CatalogueImportRow,
} from '../../contract/dto/catalogue-admin'
import type { LastPagePage } from '../../contract/dto/cms'
import type { CategoryNode } from '../../contract/dto/catalogue'
import { LOCALES } from '../../contract/locales'
import { matchRoute } from '../../contract/routes'
import type { AppEnv, Bindings } from '../env'
import { upstreamEntryKey } from '../upstream/client'
import { getCacheVersion } from './version'
import { deletePages } from './page-cache'
import { PAGE_KEY_PATH } from './cache-overview'
import { listKeys } from './kv-keys'

/*
 * Staff product writes (issue 35, "Effects at the edge"): the edge purges exactly what a product
 * shows on, from what it knew before the call and what the answer (or a read after it) says:
 *
 * - its pages in both languages, by every slug it had before and has after (an old slug's copy
 *   goes, so its redirect or 404 is served, and a 404 cached at the new slug goes too);
 * - its cached product answers (product/web/get by either slug or id, in both languages);
 * - the shop's list pages that show it: /shop, its categories' pages before and after and their
 *   ancestors' (a category lists its descendants' products), every query variant (filters,
 *   sorting, paging), with every cached list, filter-count, category, tag and bundle answer (their
 *   keys hash the body, so the edge cannot tell which of them name it);
 * - home (its teasers) and the search page in both languages; the sitemap is built from the
 *   product list answers, which go;
 * - a featured product (before or after) also shows in the featured-products section a CMS page
 *   or post may hold: then the CMS pages go too.
 *
 * Nothing else: other products' pages, the blog, the CMS pages of a product never featured stay
 * warm. A draft shows nowhere, so a save that leaves a product a draft purges nothing. Known
 * limit: another product's page listing this one among its cross-sells keeps its card until the
 * page's freshness (PAGE_FRESH_SECONDS) runs out — the edge has no way to name those pages.
 */

type PurgeEnv = Pick<Bindings, 'CACHE' | 'STORE_ID'>

/** What one version of a product shows on, as the edge needs it to purge. */
export interface ProductFootprint {
  id: number
  /** Its slugs in every language. */
  slugs: string[]
  categoryIds: number[]
  featured: boolean
  /** In the shop at all: published or archived (its page stays); a draft is nowhere. */
  shown: boolean
}

export const footprintOf = (product: AdminProductDetail): ProductFootprint => ({
  id: product.id,
  slugs: [...new Set(LOCALES.flatMap((locale) => product.texts[locale]?.slug ?? []).filter(Boolean))],
  categoryIds: product.categoryIds,
  featured: product.featured,
  shown: product.status !== 'draft',
})

/** A bulk change or an import above this many products purges every cached page and answer instead of reading each. */
export const MAX_EXACT_PRODUCTS = 25

/** Does an answer's data look like a product as staff see it (the editor's rows answer it)? */
export function isProductDetail(data: unknown): data is AdminProductDetail {
  if (data === null || typeof data !== 'object') return false
  const record = data as Partial<AdminProductDetail>
  return (
    typeof record.id === 'number' &&
    typeof record.status === 'string' &&
    record.texts !== null &&
    typeof record.texts === 'object' &&
    Array.isArray(record.categoryIds)
  )
}

/** A product as staff see it now, as its footprint (null when it cannot be read: deleted, or a refusal). */
export async function currentFootprint(c: Context<AppEnv>, id: number): Promise<ProductFootprint | null> {
  try {
    const result = await c
      .get('upstream')
      .json<AdminProductDetail>({ method: 'GET', path: `api/v1/admin/products/${id}`, cache: null })
    return result.ok && isProductDetail(result.data) ? footprintOf(result.data) : null
  } catch {
    return null
  }
}

/** The footprints of several products (each read once, together). */
export async function currentFootprints(c: Context<AppEnv>, ids: readonly number[]): Promise<ProductFootprint[]> {
  const read = await Promise.all([...new Set(ids)].map((id) => currentFootprint(c, id)))
  return read.filter((footprint): footprint is ProductFootprint => footprint !== null)
}

/** The product ids a bulk call's body names (`{ ids: [...] }`), or null when it names none. */
export function bodyIds(text: string): number[] | null {
  try {
    const ids = (JSON.parse(text) as { ids?: unknown } | null)?.ids
    if (!Array.isArray(ids)) return null
    const valid = ids.filter((id): id is number => Number.isInteger(id) && (id as number) > 0)
    return valid.length > 0 ? valid : null
  } catch {
    return null
  }
}

/** The product (or variant's product) whose SKU is `sku`, as staff see it now; null when the list names none. */
export async function skuFootprint(c: Context<AppEnv>, sku: string): Promise<ProductFootprint | null> {
  try {
    const result = await c.get('upstream').json<LastPagePage<AdminProductRow>>({
      method: 'GET',
      path: 'api/v1/admin/products',
      query: { q: sku },
      cache: null,
    })
    const row = result.ok ? result.data.data.find((item) => item.sku.toLowerCase() === sku.toLowerCase()) : undefined
    return row ? currentFootprint(c, row.id) : null
  } catch {
    return null
  }
}

/** The rows of an import's report that write a product. */
const writtenRows = (report: Pick<CatalogueImportReport, 'rows'>): CatalogueImportRow[] =>
  report.rows.filter((row) => row.outcome === 'create' || row.outcome === 'update')

/**
 * The products a CSV import will write, as they are before it: nothing for a dry run; 'many' for
 * more than MAX_EXACT_PRODUCTS rows, or a row whose product the edge cannot find by its SKU (a
 * variant's): then the import purges everything. The rows are the backend's own dry run's.
 */
export async function importBeforeWrite(c: Context<AppEnv>, bodyText: string): Promise<ProductFootprint[] | 'many'> {
  let body: { csv?: unknown; dryRun?: unknown }
  try {
    body = JSON.parse(bodyText) as typeof body
  } catch {
    return []
  }
  if (body.dryRun !== false || typeof body.csv !== 'string') return []
  // Records are at most the lines (a quoted line break only makes this count more, never fewer).
  if (body.csv.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length - 1 > MAX_EXACT_PRODUCTS) return 'many'
  const dryRun = await c.get('upstream').json<CatalogueImportReport>({
    method: 'POST',
    path: 'api/v1/admin/products/import',
    body: { csv: body.csv, dryRun: true },
    cache: null,
  })
  if (!dryRun.ok) return 'many'
  const rows = writtenRows(dryRun.data)
  if (rows.length > MAX_EXACT_PRODUCTS) return 'many'
  const before = await Promise.all(
    rows.map(async (row) => (row.outcome === 'update' ? await skuFootprint(c, row.sku) : 'new')),
  )
  if (before.includes(null)) return 'many'
  return before.filter((version): version is ProductFootprint => version !== null && version !== 'new')
}

/** The products an applied import wrote, as they are now; null when one cannot be found by its SKU. */
export async function importAfterWrite(
  c: Context<AppEnv>,
  report: Pick<CatalogueImportReport, 'rows'>,
): Promise<ProductFootprint[] | null> {
  const after = await Promise.all(writtenRows(report).map((row) => skuFootprint(c, row.sku)))
  return after.includes(null) ? null : (after as ProductFootprint[])
}

/** The shop's categories as the edge reads them now: id → parent and slugs. */
type CategoryIndex = Map<number, { parentId: number | null; slugs: string[] }>

async function categoryIndex(c: Context<AppEnv>): Promise<CategoryIndex> {
  const index: CategoryIndex = new Map()
  try {
    const result = await c.get('upstream').json<CategoryNode[]>({
      method: 'POST',
      path: 'api/v1/product/web/category/filter',
      body: { tree: true },
      cache: null,
    })
    if (!result.ok || !Array.isArray(result.data)) return index
    const walk = (nodes: readonly CategoryNode[]) => {
      for (const node of nodes) {
        const slugs = [node.slug, ...LOCALES.map((locale) => node.slugs?.[locale])]
        index.set(node.id, {
          parentId: node.parentId ?? null,
          slugs: [...new Set(slugs.filter((slug): slug is string => typeof slug === 'string' && slug !== ''))],
        })
        if (Array.isArray(node.children)) walk(node.children)
      }
    }
    walk(result.data)
  } catch {
    // Without the tree every shop page goes (below): a purge must not be skipped.
  }
  return index
}

/** The slugs of these categories and their ancestors in every language; null when one is not known (then every shop page). */
export function categorySlugs(index: CategoryIndex, ids: Iterable<number>): Set<string> | null {
  const slugs = new Set<string>()
  for (const start of ids) {
    let id: number | null = start
    const seen = new Set<number>()
    while (id !== null && !seen.has(id)) {
      seen.add(id)
      const node = index.get(id)
      if (!node) return null
      for (const slug of node.slugs) slugs.add(slug)
      id = node.parentId
    }
  }
  return slugs
}

/** What a set of product changes purges: the pages' selection and the exact product answers. */
export interface ProductPurge {
  productIds: number[]
  productSlugs: Set<string>
  /** null: every shop page (a category the edge could not place). */
  categorySlugs: Set<string> | null
  /** A featured product: the CMS pages (their featured-products sections) go too. */
  featured: boolean
}

/**
 * The union of every product's versions (before and after); a product none of whose versions is
 * shown (a draft saved as a draft) adds nothing, and with none at all there is nothing to purge.
 */
export function productPurge(versions: readonly ProductFootprint[], index: CategoryIndex): ProductPurge | null {
  const shownIds = new Set(versions.filter((version) => version.shown).map((version) => version.id))
  const shown = versions.filter((version) => shownIds.has(version.id))
  if (shown.length === 0) return null
  return {
    productIds: [...shownIds],
    productSlugs: new Set(shown.flatMap((version) => version.slugs)),
    categorySlugs: categorySlugs(
      index,
      shown.flatMap((version) => version.categoryIds),
    ),
    featured: shown.some((version) => version.featured),
  }
}

/** The page routes a product change shows on (by the cached page's path). */
export function pageShowsProducts(purge: ProductPurge, path: string): boolean {
  const match = matchRoute(path)
  if (!match) return false
  const slug = match.params['slug']
  switch (match.name) {
    case 'product':
      return slug !== undefined && purge.productSlugs.has(slug)
    case 'shop':
      return slug === undefined || purge.categorySlugs === null || purge.categorySlugs.has(slug)
    case 'home':
    case 'search':
      return true
    case 'page':
    case 'blog':
      return purge.featured
    default:
      return false
  }
}

/**
 * The cached answers every product change purges whole (after `up:v<version>:`): the lists (shop,
 * search, home teasers, the sitemap's product list), the filters' counts, the categories' and
 * tags' answers (their product counts) and the bundle checks.
 */
export const PRODUCT_LIST_READS = [
  'POST:api/v1/product/web/filter:',
  'POST:api/v1/product/layered/navigation:',
  'POST:api/v1/product/web/category/filter:',
  'GET:api/v1/product/web/category/get/',
  'GET:api/v1/product/web/category/getBySlug/',
  'POST:api/v1/product/web/tag/filter:',
  'GET:api/v1/product/checkBundles:',
] as const

/** The product answers of these slugs and ids, as the server (query object) and the browser (query in the path) key them. */
async function productEntryKeys(env: PurgeEnv, purge: ProductPurge): Promise<string[]> {
  const queries = [
    ...[...purge.productSlugs].map((slug) => ({ slug })),
    ...purge.productIds.map((id) => ({ id: String(id) })),
  ]
  const reads = queries.flatMap((query) => [
    { method: 'GET' as const, path: 'api/v1/product/web/get', query },
    { method: 'GET' as const, path: `api/v1/product/web/get?${new URLSearchParams(query).toString()}` },
  ])
  return Promise.all(
    LOCALES.flatMap((locale) => reads.map((req) => upstreamEntryKey(env, { ...req, body: undefined }, locale))),
  )
}

/** Purges what `purge` names; answers the purged page keys and how many answers went. */
export async function purgeProductPages(
  env: PurgeEnv,
  purge: ProductPurge,
): Promise<{ pages: string[]; entries: number }> {
  const version = await getCacheVersion(env.CACHE)
  const { names: pages } = await listKeys(env.CACHE, `page:v${version}:`, (name) => {
    const match = PAGE_KEY_PATH.exec(name)
    return match !== null && pageShowsProducts(purge, match[2] ?? '')
  })
  const prefix = `up:v${version}:`
  const { names: lists } = await listKeys(env.CACHE, prefix, (name) =>
    PRODUCT_LIST_READS.some((read) => name.startsWith(read, prefix.length)),
  )
  const products = await productEntryKeys(env, purge)
  await Promise.all([deletePages(env.CACHE, pages), ...[...lists, ...products].map((key) => env.CACHE.delete(key))])
  return { pages, entries: lists.length + products.length }
}

/** The purge of these products' versions: the categories placed from the shop's tree as it is now. */
export async function purgeProducts(
  c: Context<AppEnv>,
  versions: readonly ProductFootprint[],
): Promise<{ pages: string[]; entries: number; purge: ProductPurge } | null> {
  if (!versions.some((version) => version.shown)) return null
  const purge = productPurge(versions, await categoryIndex(c))
  if (!purge) return null
  return { ...(await purgeProductPages(c.env, purge)), purge }
}
