import { env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductDetail, ProductFilterResponse } from '../../../contract/dto/catalogue'
import type { AdminProductBulkResult, AdminProductDetail, AdminProductRow } from '../../../contract/dto/catalogue-admin'
import type { LastPagePage } from '../../../contract/dto/cms'
import { newCustomer, newSession, cartCall, placeCardOrder, type TestCustomer } from '../commerce/test-fixtures'
import { callBackend } from '../test-helpers'
import { saveBody } from './test-admin-products'

/**
 * Products in the backoffice (issue 35): staff create, save, publish, archive and bulk-change
 * products; every change is audited (before → after); a stale save, a taken SKU or slug is a clear
 * 409; a draft is nowhere in the shop. Who may call them: admin-access.test.ts.
 */

let staff: TestCustomer
beforeAll(async () => {
  staff = await newCustomer(true)
})
// The products made here go again: the catalogue tests count the seed's lists (an order of one keeps its
// lines, their product_id becomes NULL).
afterAll(async () => {
  await env.DB.prepare("DELETE FROM products WHERE sku LIKE 'T35-%'").run()
})

const BASE = '/api/v1/admin/products'
const asStaff = <T>(method: string, path: string, body?: unknown, language = 'hr') =>
  callBackend<T>(method, path, { token: staff.token, body, language })

/** A unique word, so searches and slugs of one test never meet another's (storage is shared). */
const unique = () => crypto.randomUUID().slice(0, 8)

function newProduct(word = unique(), extra: Record<string, unknown> = {}) {
  return {
    sku: `T35-${word}`,
    status: 'draft',
    texts: {
      hr: { name: `Šalica ${word}`, slug: `salica-${word}`, shortDescription: 'Kratko', description: '<p>Opis</p>' },
      en: { name: `Mug ${word}`, slug: `mug-${word}`, shortDescription: 'Short', description: '<p>Text</p>' },
    },
    retailPriceCents: 3000,
    taxRate: 25,
    stockQty: 10,
    lowStockThreshold: 3,
    ...extra,
  }
}

async function create(body = newProduct()): Promise<AdminProductDetail> {
  const res = await asStaff<AdminProductDetail>('POST', BASE, body)
  expect(res.status, res.json.message).toBe(201)
  return res.json.data as AdminProductDetail
}

async function save(p: AdminProductDetail, change: Record<string, unknown> = {}): Promise<AdminProductDetail> {
  const res = await asStaff<AdminProductDetail>('PUT', `${BASE}/${p.id}`, saveBody(p, change))
  expect(res.status, res.json.message).toBe(200)
  return res.json.data as AdminProductDetail
}

const shopGet = (slug: string, lang = 'hr') =>
  callBackend<ProductDetail>('GET', `/api/v1/product/web/get?slug=${slug}`, { language: lang })
const shopSearch = async (keywords: string) =>
  (
    await callBackend<ProductFilterResponse>('POST', '/api/v1/product/web/filter', {
      body: { keywords, page: 1 },
      language: 'hr',
    })
  ).json.data?.records.map((r) => r.id) ?? []
const history = async (id: number) =>
  (
    await env.DB.prepare('SELECT price_cents FROM price_history WHERE product_id = ? ORDER BY id')
      .bind(id)
      .all<{ price_cents: number }>()
  ).results.map((r) => r.price_cents)
const auditOf = async (id: number) =>
  (
    await env.DB.prepare('SELECT action, actor_user_id, detail FROM audit_log WHERE subject = ? ORDER BY id')
      .bind(`product:${id}`)
      .all<{ action: string; actor_user_id: number; detail: string }>()
  ).results.map((r) => ({ action: r.action, actor: r.actor_user_id, detail: JSON.parse(r.detail) as unknown }))

describe('staff create and publish products', () => {
  it('a new product is a draft nowhere in the shop (page, search, cart) until it is published', async () => {
    const word = unique()
    const draft = await create(newProduct(word))
    expect(draft).toMatchObject({
      type: 'simple',
      status: 'draft',
      version: 1,
      finalPriceCents: 3000,
      lowestPrice30DaysCents: 3000,
      stockQty: 10,
      ordered: false,
    })
    expect(draft.texts.en?.slug).toBe(`mug-${word}`)
    expect((await shopGet(`salica-${word}`)).status).toBe(404)
    expect((await callBackend('GET', `/api/v1/product/web/get?id=${draft.id}`)).status).toBe(404)
    expect(await shopSearch(word)).not.toContain(draft.id)
    const session = await newSession()
    const add = await cartCall('POST', '/api/v2/cart/addItem', session, { productId: draft.id, qty: 1 })
    expect(add.status).toBeGreaterThanOrEqual(400)
    expect(await history(draft.id)).toEqual([3000])

    const published = await save(draft, { status: 'published' })
    expect(published).toMatchObject({ status: 'published', version: 2 })
    const page = await shopGet(`mug-${word}`, 'en')
    expect(page.status).toBe(200)
    expect(page.json.data).toMatchObject({ id: draft.id, name: `Mug ${word}`, finalPrice: 30, available: true })
    expect(await shopSearch(word)).toContain(draft.id)
    expect((await cartCall('POST', '/api/v2/cart/addItem', session, { productId: draft.id, qty: 1 })).status).toBe(200)
  })

  it('the list searches by name, SKU and slug and filters by status and stock, with price, stock and status per row', async () => {
    const word = unique()
    const low = await create(newProduct(word, { stockQty: 2 }))
    const out = await create(newProduct(`${word}x`, { stockQty: 0, status: 'published' }))
    const list = async (query: string) =>
      (await asStaff<LastPagePage<AdminProductRow>>('GET', `${BASE}?${query}`)).json
        .data as LastPagePage<AdminProductRow>
    const byName = await list(`q=${encodeURIComponent(`Šalica ${word}`)}`)
    expect(byName.data.map((r) => r.id).sort()).toEqual([low.id, out.id].sort())
    expect(byName.total).toBe(2)
    expect((await list(`q=T35-${word}x`)).data.map((r) => r.id)).toEqual([out.id])
    expect((await list(`q=mug-${word}x`)).data.map((r) => r.id)).toEqual([out.id])
    expect((await list(`q=${word}&status=draft`)).data.map((r) => r.id)).toEqual([low.id])
    expect((await list(`q=${word}&stock=out`)).data.map((r) => r.id)).toEqual([out.id])
    const [row] = (await list(`q=${word}&stock=low`)).data
    expect(row).toMatchObject({ id: low.id, status: 'draft', stock: 'low', stockQty: 2, finalPriceCents: 3000 })
    expect(row?.name).toBe(`Šalica ${word}`)
    const sorted = await list(`q=${word}&sort=stock&order=asc`)
    expect(sorted.data.map((r) => r.id)).toEqual([out.id, low.id])
    const bad = await asStaff('GET', `${BASE}?status=gone`, undefined, 'en')
    expect(bad.status).toBe(400)
    expect(bad.json.code).toBe('VALIDATION_ERROR')
  })
})

describe('saving a product', () => {
  it('a price change is in price_history, the Omnibus line names the lowest of 30 days; the audit says before → after', async () => {
    const word = unique()
    let product = await create(newProduct(word, { status: 'published' }))
    product = await save(product, { discountPriceCents: 2500 })
    // Omnibus: the lowest of the 30 days before this price, not the discount itself.
    expect(product).toMatchObject({ finalPriceCents: 2500, lowestPrice30DaysCents: 3000, version: 2 })
    product = await save(product, { discountPriceCents: null, retailPriceCents: 3500 })
    expect(product).toMatchObject({ finalPriceCents: 3500, lowestPrice30DaysCents: 2500 })
    expect(await history(product.id)).toEqual([3000, 2500, 3500])
    const shop = await shopGet(`salica-${word}`)
    expect(shop.json.data).toMatchObject({ finalPrice: 35, lowestPrice: 25 })
    // A save that changes no price writes no history.
    product = await save(product, { stockQty: 7 })
    expect(await history(product.id)).toEqual([3000, 2500, 3500])

    const trail = await auditOf(product.id)
    expect(trail.map((e) => e.action)).toEqual(['product.create', 'product.update', 'product.update', 'product.update'])
    expect(trail.every((e) => e.actor === staff.userId)).toBe(true)
    expect(trail[2]?.detail).toEqual({
      before: { retailPriceCents: 3000, discountPriceCents: 2500 },
      after: { retailPriceCents: 3500, discountPriceCents: null },
    })
    expect(trail[3]?.detail).toEqual({ before: { stockQty: 10 }, after: { stockQty: 7 } })
  })

  it('a changed slug of a published product leaves a 301 from the old path', async () => {
    const word = unique()
    const product = await create(newProduct(word, { status: 'published' }))
    const texts = { ...product.texts, en: { ...product.texts.en, slug: `mug-${word}-new` } }
    await save(product, { texts })
    const redirect = await env.DB.prepare('SELECT to_path, status FROM redirects WHERE from_path = ?')
      .bind(`/en/product/mug-${word}`)
      .first<{ to_path: string; status: number }>()
    expect(redirect).toEqual({ to_path: `/en/product/mug-${word}-new`, status: 301 })
    expect((await shopGet(`mug-${word}-new`, 'en')).status).toBe(200)
  })

  it('a taken SKU or slug is a 409 naming the field, and nothing is written', async () => {
    const first = await create()
    const second = await create()
    const sku = await asStaff('POST', BASE, { ...newProduct(), sku: first.sku }, 'en')
    expect(sku.status).toBe(409)
    expect(sku.json).toMatchObject({ code: 'PRODUCT_SKU_TAKEN', field: 'sku' })
    const clash = newProduct()
    const slug = await asStaff('POST', BASE, {
      ...clash,
      texts: { ...clash.texts, en: { ...clash.texts.en, slug: first.texts.en?.slug } },
    })
    expect(slug.status).toBe(409)
    expect(slug.json).toMatchObject({ code: 'PRODUCT_SLUG_TAKEN', field: 'texts.en.slug' })
    const none = await env.DB.prepare('SELECT COUNT(*) AS n FROM products WHERE sku = ?')
      .bind(clash.sku)
      .first<{ n: number }>()
    expect(none?.n).toBe(0)

    const update = await asStaff('PUT', `${BASE}/${second.id}`, saveBody(second, { sku: first.sku }))
    expect(update.status).toBe(409)
    expect(update.json.code).toBe('PRODUCT_SKU_TAKEN')
    expect((await asStaff<AdminProductDetail>('GET', `${BASE}/${second.id}`)).json.data).toMatchObject({
      sku: second.sku,
      version: 1,
    })
  })

  it('the second of two saves over one version is a 409 PRODUCT_CHANGED and changes nothing', async () => {
    const product = await create()
    await save(product, { stockQty: 4 })
    const stale = await asStaff(
      'PUT',
      `${BASE}/${product.id}`,
      saveBody(product, { stockQty: 99, retailPriceCents: 1 }),
    )
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({ code: 'PRODUCT_CHANGED', field: 'version' })
    const now = (await asStaff<AdminProductDetail>('GET', `${BASE}/${product.id}`)).json.data
    expect(now).toMatchObject({ stockQty: 4, retailPriceCents: 3000, version: 2 })
    expect(await history(product.id)).toEqual([3000])
    expect((await auditOf(product.id)).length).toBe(2)
    const { version: _version, ...unversioned } = saveBody(product)
    const blind = await asStaff('PUT', `${BASE}/${product.id}`, unversioned)
    expect(blind.status).toBe(400)
    expect(blind.json.field).toBe('version')
  })

  it('bad input is a 400 for the field, in the caller language', async () => {
    const res = await asStaff(
      'POST',
      BASE,
      newProduct(unique(), { retailPriceCents: 1000, discountPriceCents: 2000 }),
      'en',
    )
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'discountPriceCents',
      message: 'The discount price may not be higher than the retail price',
    })
    const slug = await asStaff('POST', BASE, { ...newProduct(), texts: { hr: { name: 'X', slug: 'Ne Valja' } } }, 'hr')
    expect(slug.json).toMatchObject({
      field: 'texts.hr.slug',
      message: 'Slug smije sadržavati samo mala slova, brojeve i crtice',
    })
  })
})

describe('archive, delete and bulk actions', () => {
  it('an ordered product cannot be deleted: it is archived, and its order keeps its lines', async () => {
    const product = await create(newProduct(unique(), { status: 'published' }))
    const order = await placeCardOrder(product.id, 1)
    const refused = await asStaff('DELETE', `${BASE}/${product.id}`)
    expect(refused.status).toBe(409)
    expect(refused.json.code).toBe('PRODUCT_ORDERED')
    const archived = await asStaff<AdminProductDetail>('POST', `${BASE}/${product.id}/archive`)
    expect(archived.status).toBe(200)
    expect(archived.json.data).toMatchObject({ status: 'archived', ordered: true })
    expect((await asStaff('POST', `${BASE}/${product.id}/archive`)).status).toBe(409)
    const lines = await env.DB.prepare('SELECT product_id, sku FROM order_lines WHERE order_id = ?')
      .bind(order.orderId)
      .all<{ product_id: number; sku: string }>()
    expect(lines.results).toEqual([{ product_id: product.id, sku: product.sku }])
    expect((await auditOf(product.id)).map((e) => e.action)).toEqual(['product.create', 'product.archive'])
  })

  it('a product never ordered is deleted, with its audit entry', async () => {
    const product = await create()
    const res = await asStaff('DELETE', `${BASE}/${product.id}`)
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect((await asStaff('GET', `${BASE}/${product.id}`)).status).toBe(404)
    const trail = await auditOf(product.id)
    expect(trail.map((e) => e.action)).toEqual(['product.create', 'product.delete'])
    expect(trail[1]?.detail).toMatchObject({ before: { sku: product.sku }, after: null })
  })

  it('bulk: a price change by a percentage, publish, stock and archive, each audited, history written', async () => {
    const a = await create(newProduct(unique(), { retailPriceCents: 1000 }))
    const b = await create(newProduct(unique(), { retailPriceCents: 2000, discountPriceCents: 1500 }))
    const ids = [a.id, b.id]
    const bulk = (body: unknown) => asStaff<AdminProductBulkResult>('POST', `${BASE}/bulk`, body)

    const priced = await bulk({ action: 'changePrice', ids, percent: 10 })
    expect(priced.json.data).toEqual({ changed: 2, ids })
    const [pa, pb] = await Promise.all(
      ids.map(async (id) => (await asStaff<AdminProductDetail>('GET', `${BASE}/${id}`)).json.data),
    )
    expect(pa).toMatchObject({ retailPriceCents: 1100, discountPriceCents: null, finalPriceCents: 1100 })
    expect(pb).toMatchObject({ retailPriceCents: 2200, discountPriceCents: 1650, finalPriceCents: 1650 })
    expect(await history(a.id)).toEqual([1000, 1100])
    expect(await history(b.id)).toEqual([1500, 1650])
    expect((await auditOf(b.id))[1]).toMatchObject({
      action: 'product.bulk.changePrice',
      detail: {
        before: { retailPriceCents: 2000, discountPriceCents: 1500 },
        after: { retailPriceCents: 2200, discountPriceCents: 1650 },
        percent: 10,
      },
    })

    expect((await bulk({ action: 'publish', ids })).json.data?.changed).toBe(2)
    expect((await bulk({ action: 'publish', ids })).json.data?.changed).toBe(0)
    expect((await bulk({ action: 'setStock', ids, stockQty: 0 })).json.data?.changed).toBe(2)
    const rows = (await asStaff<LastPagePage<AdminProductRow>>('GET', `${BASE}?q=${a.sku}`)).json.data?.data
    expect(rows?.[0]).toMatchObject({ status: 'published', stock: 'out', stockQty: 0 })
    expect((await bulk({ action: 'archive', ids })).json.data?.changed).toBe(2)
    expect((await auditOf(a.id)).map((e) => e.action)).toEqual([
      'product.create',
      'product.bulk.changePrice',
      'product.bulk.publish',
      'product.bulk.setStock',
      'product.bulk.archive',
    ])
    expect((await bulk({ action: 'changePrice', ids, percent: 0 })).status).toBe(400)
  })

  it("bulk price and stock leave a configurable alone (its variants' prices and stock are edited in it)", async () => {
    const configurable = await env.DB.prepare(
      "SELECT id, retail_price_cents, version FROM products WHERE type = 'configurable' AND main_product_id IS NULL AND id < 100000 ORDER BY id LIMIT 1",
    ).first<{ id: number; retail_price_cents: number; version: number }>()
    if (!configurable) throw new Error('the seed has no configurable product')
    const simple = await create()
    const res = await asStaff<AdminProductBulkResult>('POST', `${BASE}/bulk`, {
      action: 'changePrice',
      ids: [configurable.id, simple.id],
      percent: 20,
    })
    expect(res.json.data).toEqual({ changed: 1, ids: [simple.id] })
    const after = await env.DB.prepare('SELECT retail_price_cents, version FROM products WHERE id = ?')
      .bind(configurable.id)
      .first<{ retail_price_cents: number; version: number }>()
    expect(after).toEqual({ retail_price_cents: configurable.retail_price_cents, version: configurable.version })
  })
})
