import { env } from 'cloudflare:test'
import { afterAll, describe, expect, it } from 'vitest'
import type { AdminAuditEntry } from '../../../contract/dto/admin'
import type { ProductDetail } from '../../../contract/dto/catalogue'
import type { AdminProductBulkResult, AdminProductDetail } from '../../../contract/dto/catalogue-admin'
import type { LastPagePage } from '../../../contract/dto/cms'
import { cartCall, newSession, placeCardOrder } from '../commerce/test-fixtures'
import { callBackend } from '../test-helpers'
import { loadEditableProducts } from './admin-product-read'
import { productSaveStatements } from './admin-product-save'
import { asStaff, BASE, cleanUp, create, newProduct, save, staff, trySave, unique } from './test-admin-products'

/**
 * What a product save does beyond the product (issue 35): a product sold when out of stock stays
 * available at stock 0 and its stock never goes below 0; bulk set category; the product's audit
 * trail; many products' statements in one batch (the CSV import's way).
 */

afterAll(cleanUp)

const stockOf = async (id: number) =>
  (await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?').bind(id).first<{ stock_qty: number }>())
    ?.stock_qty
const addToCart = async (productId: number, qty = 1) =>
  (await cartCall('POST', '/api/v2/cart/addItem', await newSession(), { productId, qty })).status

describe('sell when out of stock', () => {
  it('stays available at stock 0, is ordered beyond its stock, and its stock stops at 0', async () => {
    const word = unique()
    const backorder = await create(newProduct(word, { status: 'published', stockQty: 1, sellWhenOutOfStock: true }))
    expect(backorder.sellWhenOutOfStock).toBe(true)
    await placeCardOrder(backorder.id, 3)
    expect(await stockOf(backorder.id)).toBe(0)
    const shop = await callBackend<ProductDetail>('GET', `/api/v1/product/web/get?id=${backorder.id}`)
    expect(shop.json.data).toMatchObject({ available: true, stockQty: null })
    expect(await addToCart(backorder.id, 5)).toBe(200)
    await placeCardOrder(backorder.id, 2)
    expect(await stockOf(backorder.id)).toBe(0)

    // Without the flag, stock 0 is sold out: the cart refuses it.
    const plain = await create(newProduct(unique(), { status: 'published', stockQty: 0 }))
    expect(
      (await callBackend<ProductDetail>('GET', `/api/v1/product/web/get?id=${plain.id}`)).json.data?.available,
    ).toBe(false)
    expect(await addToCart(plain.id)).toBe(400)
    // Turning the flag off makes the backorder product sold out again.
    const off = await save((await asStaff<AdminProductDetail>('GET', `${BASE}/${backorder.id}`)).json.data!, {
      sellWhenOutOfStock: false,
    })
    expect(off.sellWhenOutOfStock).toBe(false)
    expect(await addToCart(backorder.id)).toBe(400)
  })
})

describe('bulk: set category', () => {
  it('adds a category or replaces them all, each product audited; an unknown category is a 400', async () => {
    const [first, second] = (
      await env.DB.prepare('SELECT id FROM categories ORDER BY id LIMIT 2').all<{ id: number }>()
    ).results.map((r) => r.id)
    if (first === undefined || second === undefined) throw new Error('the seed has fewer than two categories')
    const a = await create(newProduct(unique(), { categoryIds: [first] }))
    const b = await create(newProduct(unique()))
    const bulk = (body: unknown) => asStaff<AdminProductBulkResult>('POST', `${BASE}/bulk`, body)
    const ids = [a.id, b.id]

    expect((await bulk({ action: 'setCategory', ids, categoryId: second, mode: 'add' })).json.data).toEqual({
      changed: 2,
      ids,
    })
    const categoriesOf = async (id: number) =>
      (await asStaff<AdminProductDetail>('GET', `${BASE}/${id}`)).json.data?.categoryIds
    expect(await categoriesOf(a.id)).toEqual([first, second].sort((x, y) => x - y))
    expect(await categoriesOf(b.id)).toEqual([second])
    expect((await bulk({ action: 'setCategory', ids, categoryId: second, mode: 'add' })).json.data?.changed).toBe(0)

    expect((await bulk({ action: 'setCategory', ids, categoryId: second, mode: 'replace' })).json.data).toEqual({
      changed: 1,
      ids: [a.id],
    })
    expect(await categoriesOf(a.id)).toEqual([second])
    const trail = (await asStaff<LastPagePage<AdminAuditEntry>>('GET', `${BASE}/${a.id}/audit`)).json.data?.data
    expect(trail?.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'product.bulk.setCategory',
        detail: { before: { categoryIds: [first, second].sort((x, y) => x - y) }, after: { categoryIds: [second] } },
      }),
      expect.objectContaining({
        action: 'product.bulk.setCategory',
        detail: { before: { categoryIds: [first] }, after: { categoryIds: [first, second].sort((x, y) => x - y) } },
      }),
    ])

    const unknown = await bulk({ action: 'setCategory', ids, categoryId: 99_999_999, mode: 'add' })
    expect(unknown.status).toBe(400)
    expect(unknown.json).toMatchObject({ code: 'CATEGORY_NOT_FOUND', field: 'categoryId' })
    const badMode = await bulk({ action: 'setCategory', ids, categoryId: second, mode: 'merge' })
    expect(badMode.status).toBe(400)
    expect(badMode.json.field).toBe('mode')
  })
})

describe("the product's audit trail", () => {
  it('pages the changes newest first with who made them; an unknown product is a 404', async () => {
    let product = await create(newProduct(unique()))
    for (const stockQty of [1, 2, 3]) product = await save(product, { stockQty })
    const res = await asStaff<LastPagePage<AdminAuditEntry>>('GET', `${BASE}/${product.id}/audit?page=1`)
    expect(res.status).toBe(200)
    const trail = res.json.data
    expect(trail).toMatchObject({ total: 4, page: 1, lastPage: 1 })
    expect(trail?.data.map((e) => e.action)).toEqual([
      'product.update',
      'product.update',
      'product.update',
      'product.create',
    ])
    expect(trail?.data[0]).toMatchObject({
      actorEmail: (await staff()).email,
      detail: { before: { stockQty: 2 }, after: { stockQty: 3 } },
    })
    expect(trail?.data[3]?.detail).toMatchObject({ before: null, after: { type: 'simple', sku: product.sku } })
    expect((await asStaff('GET', `${BASE}/99999999/audit`)).status).toBe(404)
    expect((await asStaff('GET', `${BASE}/${product.id}/audit?page=x`)).status).toBe(400)
  })
})

describe('many products in one batch', () => {
  it('productSaveStatements creates and saves several products in one db.batch, each audited under its own id', async () => {
    const actor = { userId: (await staff()).userId, email: (await staff()).email }
    const existing = await create(newProduct(unique()))
    const [before] = await loadEditableProducts(env.DB, { ids: [existing.id] })
    if (!before) throw new Error('no editable product')
    const fresh = [newProduct(unique()), newProduct(unique(), { retailPriceCents: 4500 })].map((body) => ({
      ...body,
      status: 'draft' as const,
      type: 'simple' as const,
      texts: {
        hr: { ...body.texts.hr, seoTitle: '', seoDescription: '' },
        en: { ...body.texts.en, seoTitle: '', seoDescription: '' },
      },
      discountPriceCents: null,
      membershipPriceCents: null,
      lowStockThreshold: null,
      sellWhenOutOfStock: false,
      featured: false,
      isPurchasable: true,
      visibleIndividually: true,
      categoryPriority: 0,
      manufacturer: null,
      brand: null,
      categoryIds: [],
      tagIds: [],
      crossSellIds: [],
      images: [],
      attributes: [],
    }))
    await env.DB.batch([
      ...fresh.flatMap((input) => productSaveStatements(env.DB, actor, input, null)),
      ...productSaveStatements(env.DB, actor, { ...before.fields, discountPriceCents: 1500 }, before),
    ])
    for (const input of fresh) {
      const row = await env.DB.prepare('SELECT id, retail_price_cents FROM products WHERE sku = ?')
        .bind(input.sku)
        .first<{ id: number; retail_price_cents: number }>()
      expect(row?.retail_price_cents).toBe(input.retailPriceCents)
      const audit = await env.DB.prepare('SELECT action FROM audit_log WHERE subject = ?')
        .bind(`product:${row?.id}`)
        .all<{ action: string }>()
      expect(audit.results).toEqual([{ action: 'product.create' }])
      const prices = await env.DB.prepare('SELECT price_cents FROM price_history WHERE product_id = ?')
        .bind(row?.id)
        .all<{ price_cents: number }>()
      expect(prices.results).toEqual([{ price_cents: input.retailPriceCents }])
    }
    const saved = (await asStaff<AdminProductDetail>('GET', `${BASE}/${existing.id}`)).json.data
    expect(saved).toMatchObject({ finalPriceCents: 1500, version: 2 })
    // A second batch over the version read before changes nothing.
    await env.DB.batch(productSaveStatements(env.DB, actor, { ...before.fields, brand: 'Stale' }, before))
    expect((await asStaff<AdminProductDetail>('GET', `${BASE}/${existing.id}`)).json.data).toMatchObject({
      brand: null,
      version: 2,
    })
    // Through the API the stale save is a 409 at `version`.
    const stale = await trySave(existing, { brand: 'Stale' })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({ code: 'PRODUCT_CHANGED', field: 'version' })
  })
})
