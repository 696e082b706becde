import { env } from 'cloudflare:test'
import { afterAll, describe, expect, it } from 'vitest'
import type { AdminAuditEntry } from '../../../contract/dto/admin'
import type { ProductDetail } from '../../../contract/dto/catalogue'
import type { AdminProductBulkResult, AdminProductDetail } from '../../../contract/dto/catalogue-admin'
import type { LastPagePage } from '../../../contract/dto/cms'
import { cartCall, newSession, placeCardOrder } from '../commerce/test-fixtures'
import { callBackend } from '../test-helpers'
import { asStaff, BASE, cleanUp, create, newProduct, save, staff, unique } from './test-admin-products'

/**
 * What a product save does beyond the product (issue 35): a product sold when out of stock stays
 * available at stock 0 and its stock never goes below 0; bulk set category; the product's audit
 * trail.
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
    const first = await placeCardOrder(backorder.id, 3)
    expect(await stockOf(backorder.id)).toBe(0)
    // Given up, the order puts back the one unit it took off the shelf, not the three it ordered.
    const given = await callBackend('POST', `/api/v2/order/cancelPayment/${first.orderSlug}`, { body: first.session })
    expect(given.status, given.json.message).toBe(200)
    expect(await stockOf(backorder.id)).toBe(1)
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
