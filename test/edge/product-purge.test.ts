import { env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../worker/lib/tokens'
import { ACCESS_COOKIE } from '../../worker/lib/cookies'
import type {
  AdminProductBulkResult,
  AdminProductDetail,
  CatalogueImportReport,
} from '../../contract/dto/catalogue-admin'
import { buildPath } from '../../contract/routes'
import { appFetch, cookieHeader, sameOrigin } from './helpers'
import { saveBody } from '../../worker/backend/catalogue/test-admin-products'

/**
 * A product saved in the backoffice (issue 35, "Effects at the edge"): the edge purges exactly
 * what it shows on — its pages in both languages by its slugs before and after, its categories'
 * list pages, home, search — and the rest of the site stays cached. A draft is in no cache.
 */

let staff: string
let customer: string
let category: { id: number; hr: string; en: string }
let otherCategory: { hr: string }
let otherProduct: { hr: string; en: string }

beforeAll(async () => {
  staff = await signAccessToken(env, {
    userId: 1,
    email: 'admin@izlog.hr',
    firstName: 'Ana',
    lastName: 'Babić',
    isBackofficeUser: true,
  })
  customer = await signAccessToken(env, {
    userId: 2,
    email: 'kupac@example.com',
    firstName: 'Iva',
    lastName: 'Kupac',
    isBackofficeUser: false,
  })
  const slugs = async (id: number) => {
    const rows = await env.DB.prepare('SELECT language, slug FROM category_translations WHERE category_id = ?')
      .bind(id)
      .all<{ language: string; slug: string }>()
    const of = (language: string) => rows.results.find((row) => row.language === language)?.slug ?? ''
    return { id, hr: of('hr'), en: of('en') }
  }
  // A leaf category for the test products, and a top-level category that is neither it nor an ancestor of it.
  const leaf = await env.DB.prepare(
    `SELECT c.id FROM categories c WHERE c.parent_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.id LIMIT 1`,
  ).first<{ id: number }>()
  category = await slugs(leaf?.id ?? 0)
  const ancestors = new Set<number>([category.id])
  let parent = await env.DB.prepare('SELECT parent_id FROM categories WHERE id = ?')
    .bind(category.id)
    .first<{ parent_id: number | null }>()
  while (parent?.parent_id) {
    ancestors.add(parent.parent_id)
    parent = await env.DB.prepare('SELECT parent_id FROM categories WHERE id = ?')
      .bind(parent.parent_id)
      .first<{ parent_id: number | null }>()
  }
  const other = await env.DB.prepare(
    `SELECT id FROM categories WHERE parent_id IS NULL AND id NOT IN (SELECT value FROM json_each(?)) ORDER BY id LIMIT 1`,
  )
    .bind(JSON.stringify([...ancestors]))
    .first<{ id: number }>()
  otherCategory = await slugs(other?.id ?? 0)
  const seed = await env.DB.prepare(
    `SELECT (SELECT slug FROM product_translations WHERE product_id = p.id AND language = 'hr') AS hr,
            (SELECT slug FROM product_translations WHERE product_id = p.id AND language = 'en') AS en
     FROM products p WHERE p.type = 'simple' AND p.archived = 0 AND p.main_product_id IS NULL AND p.sku NOT LIKE 'T35-%' ORDER BY p.id LIMIT 1`,
  ).first<{ hr: string; en: string }>()
  otherProduct = { hr: seed?.hr ?? '', en: seed?.en ?? '' }
})

afterAll(async () => {
  await env.DB.prepare("DELETE FROM products WHERE sku LIKE 'T35-EDGE-%'").run()
})

const unique = () => crypto.randomUUID().slice(0, 8)

function adminCall(method: string, path: string, body?: unknown, token = staff): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers['Cookie'] = cookieHeader({ [ACCESS_COOKIE]: token })
  return appFetch(
    `/api/v1/admin/products${path}`,
    sameOrigin({ method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  )
}

const appFetchImport = (csv: string, dryRun: boolean) =>
  appFetch(
    '/api/v1/admin/products/import',
    sameOrigin({
      method: 'POST',
      headers: { Cookie: cookieHeader({ [ACCESS_COOKIE]: staff }), 'Content-Type': 'application/json' },
      body: JSON.stringify({ csv, dryRun }),
    }),
  )

async function dataOf<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBeLessThan(300)
  return ((await res.json()) as { data: T }).data
}

async function createProduct(word: string, extra: Record<string, unknown> = {}): Promise<AdminProductDetail> {
  return dataOf<AdminProductDetail>(
    await adminCall('POST', '', {
      sku: `T35-EDGE-${word}`,
      status: 'published',
      texts: {
        hr: { name: `Rubni poster ${word}`, slug: `rubni-poster-${word}`, shortDescription: 'Kratko' },
        en: { name: `Edge poster ${word}`, slug: `edge-poster-${word}`, shortDescription: 'Short' },
      },
      retailPriceCents: 3000,
      taxRate: 25,
      stockQty: 10,
      categoryIds: [category.id],
      ...extra,
    }),
  )
}

const save = async (p: AdminProductDetail, change: Record<string, unknown> = {}) =>
  dataOf<AdminProductDetail>(await adminCall('PUT', `/${p.id}`, saveBody(p, change)))

const productPaths = (p: AdminProductDetail) => ({
  hr: buildPath('product', 'hr', { slug: p.texts.hr?.slug ?? '' }),
  en: buildPath('product', 'en', { slug: p.texts.en?.slug ?? '' }),
})

/** Fetches each page until it is a cache HIT (the first fetch renders and stores it). */
async function warm(...paths: string[]): Promise<void> {
  for (const path of paths) {
    await appFetch(path)
    expect((await appFetch(path)).headers.get('X-Cache'), path).toBe('HIT')
  }
}

const cacheState = async (path: string) => (await appFetch(path)).headers.get('X-Cache')

describe('a product saved by staff purges exactly its pages at the edge', () => {
  it('a price change: its pages in hr and en are fresh, its category, home and search too; unrelated pages stay cached', async () => {
    const product = await createProduct(unique())
    const paths = productPaths(product)
    const unrelated = [
      buildPath('product', 'hr', { slug: otherProduct.hr }),
      buildPath('product', 'en', { slug: otherProduct.en }),
      buildPath('shop', 'hr', { slug: otherCategory.hr }),
      buildPath('contact', 'en'),
      buildPath('blog', 'hr'),
    ]
    const touched = [
      paths.hr,
      paths.en,
      buildPath('shop', 'hr', { slug: category.hr }),
      buildPath('shop', 'en', { slug: category.en }),
      buildPath('shop', 'en', { slug: category.en }, { sort: 'finalPrice-asc' }),
      buildPath('shop', 'hr'),
      buildPath('home', 'hr'),
      buildPath('home', 'en'),
      buildPath('search', 'en', {}, { q: 'poster' }),
    ]
    await warm(...unrelated, ...touched)
    expect(await (await appFetch(paths.hr)).text()).toContain('30,00')
    const answer = async () => {
      const res = await appFetch(`/api/v1/product/web/get?slug=${product.texts.en?.slug ?? ''}`)
      return {
        cache: res.headers.get('X-Cache'),
        price: ((await res.json()) as { data: { finalPrice: number } }).data.finalPrice,
      }
    }
    await answer()
    expect(await answer()).toEqual({ cache: 'HIT', price: 30 })

    await save(product, { retailPriceCents: 4500 })

    for (const path of touched) expect(await cacheState(path), path).toBe('MISS')
    for (const path of unrelated) expect(await cacheState(path), path).toBe('HIT')
    expect(await (await appFetch(paths.hr)).text()).toContain('45,00')
    expect(await (await appFetch(paths.en)).text()).toContain('45.00')
    // The product answer the browser reads through the proxy is fresh too.
    expect(await answer()).toEqual({ cache: 'MISS', price: 45 })
  })

  it('a slug change purges the old and the new paths in both languages', async () => {
    const word = unique()
    const product = await createProduct(word)
    const before = productPaths(product)
    const after = {
      hr: buildPath('product', 'hr', { slug: `novi-poster-${word}` }),
      en: buildPath('product', 'en', { slug: `new-poster-${word}` }),
    }
    // The new paths are 404s now; those are cached too.
    await warm(before.hr, before.en, after.hr, after.en)
    expect((await appFetch(after.en)).status).toBe(404)
    const unrelated = buildPath('product', 'hr', { slug: otherProduct.hr })
    await warm(unrelated)

    await save(product, {
      texts: {
        hr: { ...product.texts.hr, slug: `novi-poster-${word}` },
        en: { ...product.texts.en, slug: `new-poster-${word}` },
      },
    })

    for (const path of [after.hr, after.en]) {
      const res = await appFetch(path)
      expect(res.headers.get('X-Cache'), path).toBe('MISS')
      expect(res.status, path).toBe(200)
    }
    for (const path of [before.hr, before.en]) expect(await cacheState(path), path).not.toBe('HIT')
    expect(await cacheState(unrelated)).toBe('HIT')
  })

  it('published → draft purges its pages, which then are not found; a draft saved again purges nothing', async () => {
    const product = await createProduct(unique())
    const paths = productPaths(product)
    const unrelated = buildPath('product', 'en', { slug: otherProduct.en })
    const home = buildPath('home', 'en')
    await warm(paths.hr, paths.en, unrelated, home)

    const draft = await save(product, { status: 'draft' })
    expect(draft.status).toBe('draft')
    for (const path of [paths.hr, paths.en]) {
      const res = await appFetch(path)
      expect(res.headers.get('X-Cache'), path).toBe('MISS')
      expect(res.status, path).toBe(404)
    }
    expect(await cacheState(unrelated)).toBe('HIT')

    await warm(home, paths.en)
    await save(draft, { retailPriceCents: 9900 })
    expect(await cacheState(home)).toBe('HIT')
    expect(await cacheState(unrelated)).toBe('HIT')
  })

  it('a bulk change purges the pages of the products it names, nothing else', async () => {
    const a = await createProduct(unique())
    const b = await createProduct(unique())
    const untouched = await createProduct(unique(), { categoryIds: [] })
    const [pa, pb, pu] = [productPaths(a), productPaths(b), productPaths(untouched)]
    const contact = buildPath('contact', 'hr')
    await warm(pa.hr, pb.en, pu.hr, pu.en, contact)

    const result = await dataOf<AdminProductBulkResult>(
      await adminCall('POST', '/bulk', { action: 'changePrice', ids: [a.id, b.id], percent: 10 }),
    )
    expect(result.changed).toBe(2)
    expect(await cacheState(pa.hr)).toBe('MISS')
    expect(await cacheState(pb.en)).toBe('MISS')
    expect(await cacheState(pu.hr)).toBe('HIT')
    expect(await cacheState(pu.en)).toBe('HIT')
    expect(await cacheState(contact)).toBe('HIT')
  })

  it("an eProduct's licence keys added purge that product's pages, nothing else", async () => {
    const product = await createProduct(unique(), { type: 'eProduct', stockQty: null })
    const paths = productPaths(product)
    const unrelated = buildPath('product', 'hr', { slug: otherProduct.hr })
    await warm(paths.hr, paths.en, unrelated)
    const added = await dataOf<{ added: number }>(
      await adminCall('POST', `/${product.id}/keys`, { text: `KEY-${unique()}\nKEY-${unique()}` }),
    )
    expect(added.added).toBe(2)
    expect(await cacheState(paths.hr)).toBe('MISS')
    expect(await cacheState(paths.en)).toBe('MISS')
    expect(await cacheState(unrelated)).toBe('HIT')
  })

  it("a CSV import: a dry run purges nothing; applied, its products' pages go and the rest stays", async () => {
    const product = await createProduct(unique())
    const paths = productPaths(product)
    const unrelated = buildPath('product', 'hr', { slug: otherProduct.hr })
    const contact = buildPath('contact', 'hr')
    await warm(paths.hr, paths.en, unrelated, contact)
    const csv = [
      'sku,type,status,name_hr,slug_hr,name_en,slug_en,retail_price,tax_rate,stock_qty',
      [
        product.sku,
        'simple',
        'published',
        product.texts.hr?.name,
        product.texts.hr?.slug,
        product.texts.en?.name,
        product.texts.en?.slug,
        '55.00',
        '25',
        '10',
      ].join(','),
    ].join('\n')
    const dryRun = await dataOf<CatalogueImportReport>(await appFetchImport(csv, true))
    expect(dryRun.counts.update).toBe(1)
    for (const path of [paths.hr, paths.en, contact]) expect(await cacheState(path), path).toBe('HIT')

    const applied = await dataOf<CatalogueImportReport>(await appFetchImport(csv, false))
    expect(applied.applied).toBe(true)
    expect(await cacheState(paths.hr)).toBe('MISS')
    expect(await (await appFetch(paths.en)).text()).toContain('55.00')
    expect(await cacheState(unrelated)).toBe('HIT')
    expect(await cacheState(contact)).toBe('HIT')
  })

  it('a bulk change naming more than 25 products purges every cached page instead of reading each', async () => {
    const product = await createProduct(unique())
    const contact = buildPath('contact', 'en')
    await warm(contact)
    // Ids no product has are passed over by the backend; the edge counts what the body names.
    const ids = [product.id, ...Array.from({ length: 25 }, (_, i) => 99_990_001 + i)]
    const result = await dataOf<AdminProductBulkResult>(await adminCall('POST', '/bulk', { action: 'archive', ids }))
    expect(result.ids).toEqual([product.id])
    expect(await cacheState(contact)).toBe('MISS')
  })

  it('a customer and a visitor are refused and purge nothing', async () => {
    const product = await createProduct(unique())
    const paths = productPaths(product)
    await warm(paths.hr, paths.en)
    const visitor = await adminCall('PUT', `/${product.id}`, saveBody(product, { retailPriceCents: 1 }), '')
    expect(visitor.status).toBe(401)
    const shopper = await adminCall('PUT', `/${product.id}`, saveBody(product, { retailPriceCents: 1 }), customer)
    expect(shopper.status).toBe(403)
    const bulk = await adminCall('POST', '/bulk', { action: 'archive', ids: [product.id] }, customer)
    expect(bulk.status).toBe(403)
    expect(await cacheState(paths.hr)).toBe('HIT')
    expect(await cacheState(paths.en)).toBe('HIT')
    const row = await env.DB.prepare('SELECT retail_price_cents, archived FROM products WHERE id = ?')
      .bind(product.id)
      .first<{ retail_price_cents: number; archived: number }>()
    expect(row).toEqual({ retail_price_cents: 3000, archived: 0 })
  })
})
