import type { Context } from 'hono'
import type { AnyEndpoint, Purge } from '../../contract/endpoints/endpoint'
import type { AdminRedirectRow, ModerationPurge } from '../../contract/dto/admin'
import type { PagePublished } from '../../contract/dto/page-draft'
import type { LayoutElement } from '../../contract/dto/cms'
import { LOCALES } from '../../contract/locales'
import type { AppEnv } from '../env'
import { purgeAllCaches } from './page-cache'
import { purgeFamily, purgeLayout, purgeModerated, purgePagePath, purgePublishedPage } from './purge-page'
import { pathsOf, recordPurge } from './cache-overview'
import { postBeforeWrite, purgeAfterPostWrite } from './purge-post'
import type { PostDto } from '../../contract/dto/cms'
import type { CatalogueImportReport } from '../../contract/dto/catalogue-admin'
import {
  MAX_EXACT_PRODUCTS,
  bodyIds,
  currentFootprint,
  currentFootprints,
  footprintOf,
  importAfterWrite,
  importBeforeWrite,
  isProductDetail,
  purgeProducts,
  type ProductFootprint,
} from './purge-product'

/** The storefront's cached consent lists (a checkout must ask for a new consent at once). */
const CONSENT_READS = [
  'POST api/v1/web/consent/filter',
  'GET api/v1/consent/filter',
  'GET api/v1/consent/assignments',
] as const

/** The sitemap's list of pages and posts: a page published or a post written changes it. */
const SITEMAP_ENTRIES = 'GET api/v1/sitemap/entries'

/** What a write's purge needs from before the call (a post's old paths, the products' old slugs and categories). */
export interface BeforeCall {
  post: PostDto | null
  /** The products the call names as they were; 'many' when a bulk call names more than are read one by one. */
  products?: ProductFootprint[] | 'many'
  /** The product a 'product' row's path names (`:id`). */
  productId?: number
}

export async function beforeCall(
  c: Context<AppEnv>,
  row: AnyEndpoint,
  params: Record<string, string>,
): Promise<BeforeCall> {
  const staff = c.get('user')?.isBackofficeUser === true
  return {
    post: row.purges?.includes('post') && staff && params['id'] ? await postBeforeWrite(c, params['id']) : null,
    products: staff ? await productsBeforeCall(c, row, params) : undefined,
    productId: row.purges?.includes('product') ? positiveId(params['id']) : undefined,
  }
}

/** The products a 'product' row's path names, or a 'products-bulk' row's body, as they are before the call. */
async function productsBeforeCall(
  c: Context<AppEnv>,
  row: AnyEndpoint,
  params: Record<string, string>,
): Promise<ProductFootprint[] | 'many' | undefined> {
  if (row.purges?.includes('product')) {
    const id = positiveId(params['id'])
    const before = id ? await currentFootprint(c, id) : null
    return before ? [before] : []
  }
  if (row.purges?.includes('products-import')) return importBeforeWrite(c, await c.req.text())
  if (row.purges?.includes('products-bulk')) {
    const ids = bodyIds(await c.req.text())
    if (!ids) return []
    return ids.length > MAX_EXACT_PRODUCTS ? 'many' : currentFootprints(c, ids)
  }
  return undefined
}

const answerData = async <T>(res: Response): Promise<T> => ((await res.clone().json()) as { data: T }).data

/**
 * After a successful call: what its row says it changes goes from the caches, exactly where the
 * answer names it, and the admin's cache view logs each purge.
 */
export async function purgeAfterCall(
  c: Context<AppEnv>,
  row: AnyEndpoint,
  res: Response,
  before: BeforeCall,
): Promise<void> {
  for (const purge of row.purges ?? []) await PURGES[purge](c, res, before, row.path)
}

type PurgeStep = (c: Context<AppEnv>, res: Response, before: BeforeCall, subject: string) => Promise<void>

const PURGES: Record<Purge, PurgeStep> = {
  'published-page': async (c, res, _before, subject) => {
    const published = await answerData<PagePublished>(res)
    const purged = await purgePublishedPage(c.env, published)
    await purgeFamily(c.env, SITEMAP_ENTRIES)
    await recordPurge(c.env, {
      kind: 'page',
      paths: pathsOf(purged.pages),
      entries: purged.entries,
      subject: published.paths[0] ?? subject,
    })
  },
  layout: async (c, res) => {
    // An element is of one language; a menu's targets show in both.
    const data = await answerData<Partial<LayoutElement> | null>(res)
    const locales = data && typeof data.language_code === 'string' ? [data.language_code] : [...LOCALES]
    const purged = await purgeLayout(c.env, locales)
    await recordPurge(c.env, {
      kind: 'layout',
      paths: pathsOf(purged.pages),
      entries: purged.entries,
      subject: locales.join(', '),
    })
  },
  moderation: async (c, res, _before, subject) => {
    const { purge } = await answerData<{ purge: ModerationPurge }>(res)
    const purged = await purgeModerated(c.env, purge)
    await recordPurge(c.env, {
      kind: 'moderation',
      paths: pathsOf(purged.pages),
      entries: purged.entries,
      subject: purge.paths.join(', ') || subject,
    })
  },
  // The storefront's comment call does not say which pages a staff status change touches: everything goes.
  'comment-status': async (c) => {
    if (c.get('user')?.isBackofficeUser) await purgeAllCaches(c.env)
  },
  consents: async (c) => {
    const counts = await Promise.all(CONSENT_READS.map((family) => purgeFamily(c.env, family)))
    await recordPurge(c.env, {
      kind: 'family',
      paths: [],
      entries: counts.reduce((sum, n) => sum + n, 0),
      subject: 'consents',
    })
  },
  redirect: async (c, res) => {
    const { from } = await answerData<AdminRedirectRow>(res)
    const pages = await purgePagePath(c.env, from)
    await recordPurge(c.env, { kind: 'redirect', paths: pathsOf(pages), entries: 0, subject: from })
  },
  all: async (c) => {
    const { version } = await purgeAllCaches(c.env)
    await recordPurge(c.env, { kind: 'all', paths: [], entries: 0, subject: `v${version}` })
  },
  // A term shows in every page's menu, in category pages, product pages and the filters: everything goes.
  'catalogue-terms': async (c, _res, _before, subject) => {
    const { version } = await purgeAllCaches(c.env)
    await recordPurge(c.env, { kind: 'all', paths: [], entries: 0, subject: `${subject} v${version}` })
  },
  post: async (c, res, before, subject) => {
    await purgeAfterPostWrite(c, res, before.post, subject)
    await purgeFamily(c.env, SITEMAP_ENTRIES)
  },
  // One product (its path's id, or the answer's: a new one): its versions before and after the call.
  product: async (c, res, before, subject) => {
    const data = await answerData<unknown>(res).catch(() => null)
    const id = before.productId ?? (isProductDetail(data) ? data.id : undefined)
    const after = isProductDetail(data) ? footprintOf(data) : id ? await currentFootprint(c, id) : null
    const versions = [...(Array.isArray(before.products) ? before.products : []), ...(after ? [after] : [])]
    await recordProducts(c, versions, subject)
  },
  // A bulk change: the products its body named, before and after (above MAX_EXACT_PRODUCTS: everything).
  'products-bulk': async (c, res, before, subject) => {
    if (before.products === 'many') {
      const { version } = await purgeAllCaches(c.env)
      await recordPurge(c.env, { kind: 'all', paths: [], entries: 0, subject: `${subject} v${version}` })
      return
    }
    const { ids } = await answerData<{ ids?: number[] }>(res).catch(() => ({ ids: [] as number[] }))
    const named = [...(before.products ?? []).map((product) => product.id), ...(Array.isArray(ids) ? ids : [])]
    const versions = [...(before.products ?? []), ...(await currentFootprints(c, named))]
    await recordProducts(c, versions, subject)
  },
  // A CSV import: a dry run changes nothing; an applied one its rows' products before and after
  // (above MAX_EXACT_PRODUCTS rows, or a row the edge cannot find by its SKU: everything).
  'products-import': async (c, res, before, subject) => {
    const report = await answerData<Partial<CatalogueImportReport>>(res).catch(() => null)
    if (report?.applied !== true) return
    const after =
      before.products === 'many' || !Array.isArray(report.rows)
        ? null
        : await importAfterWrite(c, { rows: report.rows })
    if (after === null || before.products === 'many') {
      const { version } = await purgeAllCaches(c.env)
      await recordPurge(c.env, { kind: 'all', paths: [], entries: 0, subject: `${subject} v${version}` })
      return
    }
    await recordProducts(c, [...(before.products ?? []), ...after], subject)
  },
}

const positiveId = (value: string | undefined): number | undefined => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

async function recordProducts(c: Context<AppEnv>, versions: readonly ProductFootprint[], subject: string) {
  const purged = await purgeProducts(c, versions)
  if (!purged) return
  await recordPurge(c.env, {
    kind: 'page',
    paths: pathsOf(purged.pages),
    entries: purged.entries,
    subject: `${subject} (${purged.purge.productIds.map((id) => `product:${id}`).join(', ')})`,
  })
}
