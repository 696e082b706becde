import { beforeAll, describe, expect, it } from 'vitest'
import type { WishlistDeleteResult, WishlistItem, WishlistList } from '../../../contract/dto/commerce'
import { callBackend } from '../test-helpers'
import { newCustomer, productId } from './test-fixtures'

let game = 0
let mask = 0

beforeAll(async () => {
  game = await productId('IZL-G-DUBOKO')
  mask = await productId('IZL-HW-MASKA')
})

describe('wishlist', () => {
  it('adds (idempotently), lists with product cards and pages, and deletes', async () => {
    const customer = await newCustomer()
    const created = await callBackend<WishlistItem>('POST', '/api/v1/wishlist/create', {
      token: customer.token,
      body: { product_id: game },
    })
    expect(created.status).toBe(201)
    expect(created.json.data).toMatchObject({
      product_id: game,
      product: { id: game, sku: 'IZL-G-DUBOKO', finalPrice: 22.49 },
    })
    const twice = await callBackend<WishlistItem>('POST', '/api/v1/wishlist/create', {
      token: customer.token,
      body: { product_id: game },
    })
    expect(twice.json.data?.id).toBe(created.json.data?.id)
    await callBackend('POST', '/api/v1/wishlist/create', { token: customer.token, body: { product_id: mask } })

    const all = await callBackend<WishlistList>('GET', '/api/v1/wishlist/filter?page=1&limit=9999', {
      token: customer.token,
      language: 'en',
    })
    expect(all.json.data).toMatchObject({ total: 2, page: 1, limit: 9999, perPage: 9999, lastPage: 1 })
    expect(all.json.data?.data.map((w) => w.product_id)).toEqual([mask, game])
    expect(all.json.data?.data[1]?.product?.name).toBeTruthy()
    const paged = await callBackend<WishlistList>('GET', '/api/v1/wishlist/filter?page=2&limit=1', {
      token: customer.token,
    })
    expect(paged.json.data).toMatchObject({
      total: 2,
      lastPage: 2,
      data: [expect.objectContaining({ product_id: game })],
    })

    const removed = await callBackend<WishlistDeleteResult>('DELETE', `/api/v1/wishlist/delete/${game}`, {
      token: customer.token,
    })
    expect(removed.json.data).toEqual({ product_id: game, deleted: true })
    const again = await callBackend<WishlistDeleteResult>('DELETE', `/api/v1/wishlist/delete/${game}`, {
      token: customer.token,
    })
    expect(again.json.data?.deleted).toBe(false)
    const after = await callBackend<WishlistList>('GET', '/api/v1/wishlist/filter', { token: customer.token })
    expect(after.json.data?.data.map((w) => w.product_id)).toEqual([mask])
  })

  it('validates input, needs a token and refuses backoffice users', async () => {
    const customer = await newCustomer()
    const unknown = await callBackend('POST', '/api/v1/wishlist/create', {
      token: customer.token,
      body: { product_id: 9876543 },
    })
    expect(unknown.status).toBe(404)
    const bad = await callBackend('POST', '/api/v1/wishlist/create', {
      token: customer.token,
      body: { product_id: 'abc' },
    })
    expect(bad.status).toBe(400)
    const anonymous = await callBackend('POST', '/api/v1/wishlist/create', { body: { product_id: game } })
    expect(anonymous.status).toBe(401)
    const admin = await newCustomer(true)
    const refused = await callBackend('POST', '/api/v1/wishlist/create', {
      token: admin.token,
      body: { product_id: game },
    })
    expect(refused.status).toBe(403)
    const list = await callBackend('GET', '/api/v1/wishlist/filter', { token: admin.token })
    expect(list.status).toBe(403)
  })
})
