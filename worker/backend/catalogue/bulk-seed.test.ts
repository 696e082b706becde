import { env } from 'cloudflare:test'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { ProductCard, ProductFilterResponse } from '../../../contract/dto/catalogue'
import { BULK_ID_START, seedBulkProducts } from './bulk-seed'
import { api } from './test-client'

const bulkCount = async () =>
  (
    await env.DB.prepare('SELECT COUNT(*) AS n FROM products WHERE id >= ?1 AND id < ?2')
      .bind(BULK_ID_START, BULK_ID_START + 1200)
      .first<{ n: number }>()
  )?.n ?? -1

describe('seedBulkProducts', () => {
  it('inserts generated products idempotently, listed and filterable like seeded ones', async () => {
    await seedBulkProducts(env, 1200)
    // Other test files may share this storage: remove the generated rows afterwards (cascades).
    onTestFinished(async () => {
      await env.DB.prepare('DELETE FROM products WHERE id >= ?1').bind(BULK_ID_START).run()
    })
    expect(await bulkCount()).toBe(1200)
    await seedBulkProducts(env, 1200)
    expect(await bulkCount()).toBe(1200)
    const translations = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM product_translations WHERE product_id >= ?1 AND product_id < ?2',
    )
      .bind(BULK_ID_START, BULK_ID_START + 1200)
      .first<{ n: number }>()
    expect(translations?.n).toBe(2400)
    // What the backoffice's product list filters by: one in 40 a draft, one in 53 archived, stock out and low.
    const mix = await env.DB.prepare(
      `SELECT SUM(published = 0) AS drafts, SUM(archived) AS archived, SUM(stock_qty = 0) AS out,
              SUM(stock_qty > 0 AND stock_qty <= COALESCE(low_stock_threshold, 5)) AS low
       FROM products WHERE id >= ?1 AND id < ?2`,
    )
      .bind(BULK_ID_START, BULK_ID_START + 1200)
      .first<{ drafts: number; archived: number; out: number; low: number }>()
    expect(mix).toMatchObject({ drafts: 30, archived: 23 })
    expect(mix?.out).toBeGreaterThan(0)
    expect(mix?.low).toBeGreaterThan(0)
    const res = await api<ProductFilterResponse>('POST', '/api/v1/product/web/filter', {
      body: {
        page: 1,
        limit: 24,
        sort: { param: 'finalPrice', order: 'asc' },
        filters: [
          { key: 'archived', value: false },
          { key: 'category', value: 'igre' },
        ],
      },
      lang: 'en',
    })
    expect(res.status).toBe(200)
    expect(res.body.data.pagination.totalRecords).toBeGreaterThan(300)
    const records = res.body.data.records as ProductCard[]
    expect(records).toHaveLength(24)
    expect(records.some((r) => r.id >= BULK_ID_START && r.name.startsWith('VR game:') && r.media !== null)).toBe(true)
    const translationsLeft = async () =>
      (
        await env.DB.prepare('SELECT COUNT(*) AS n FROM product_translations WHERE product_id >= ?1')
          .bind(BULK_ID_START)
          .first<{ n: number }>()
      )?.n
    expect(await translationsLeft()).toBeGreaterThan(0)
  })
})
