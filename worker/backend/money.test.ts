import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { ProductDetail } from '../../contract/dto/catalogue'
import { api } from './catalogue/test-client'
import { fromCents, fromCentsOrNull, toCents } from './money'

/** Every money column of the catalogue and commerce tables after migration 0007. */
const MONEY_COLUMNS: Record<string, string[]> = {
  products: [
    'retail_price_cents',
    'basic_price_cents',
    'discount_price_cents',
    'membership_price_cents',
    'final_price_cents',
  ],
  price_history: ['price_cents'],
  coupons: ['amount_cents', 'min_items_total_cents'],
  delivery_methods: ['price_cents', 'free_over_cents'],
  cart_items: ['unit_price_cents'],
  orders: [
    'items_total_cents',
    'coupon_amount_cents',
    'loyalty_amount_cents',
    'delivery_amount_cents',
    'tax_cents',
    'order_total_cents',
  ],
  order_lines: ['unit_price_cents', 'row_total_cents'],
  payment_sessions: ['amount_cents'],
}

const columns = async (table: string) =>
  (
    await env.DB.prepare('SELECT name, type FROM pragma_table_xinfo(?)')
      .bind(table)
      .all<{ name: string; type: string }>()
  ).results

describe('money in integer cents', () => {
  it('converts euros and cents at the edges (2 decimals, no float drift)', () => {
    expect(toCents(19.99)).toBe(1999)
    expect(toCents(0.29)).toBe(29)
    expect(toCents(1.005)).toBe(101)
    expect(fromCents(1999)).toBe(19.99)
    expect(fromCents(-530)).toBe(-5.3)
    expect(fromCentsOrNull(null)).toBeNull()
  })

  it('stores every money column as INTEGER and no REAL money column is left', async () => {
    for (const [table, names] of Object.entries(MONEY_COLUMNS)) {
      const found = await columns(table)
      for (const name of names) expect(found.find((c) => c.name === name)?.type, `${table}.${name}`).toBe('INTEGER')
      const real = found.filter((c) => c.type === 'REAL').map((c) => c.name)
      expect(real, table).toEqual(
        table === 'products'
          ? ['tax_rate', 'rating_avg']
          : table === 'coupons'
            ? ['percent']
            : table === 'order_lines'
              ? ['tax_rate']
              : [],
      )
    }
  })

  it('keeps the seeded prices as whole cents and answers them in euros', async () => {
    const row = await env.DB.prepare(
      'SELECT retail_price_cents, basic_price_cents, discount_price_cents, membership_price_cents, final_price_cents, typeof(final_price_cents) AS kind FROM products WHERE id = 1',
    ).first()
    expect(row).toEqual({
      retail_price_cents: 2999,
      basic_price_cents: 2399,
      discount_price_cents: 2249,
      membership_price_cents: 1999,
      final_price_cents: 2249,
      kind: 'integer',
    })
    const { body } = await api<ProductDetail>('GET', '/api/v1/product/web/get?id=1')
    expect(body.data).toMatchObject({
      retailPrice: 29.99,
      basicPrice: 23.99,
      discount: 22.49,
      finalPrice: 22.49,
      membershipPrice: 19.99,
    })
  })

  it('round-trips a price written in cents through the API and the price filter', async () => {
    const id = 990_001
    await env.DB.batch([
      env.DB.prepare('DELETE FROM products WHERE id = ?').bind(id),
      env.DB.prepare(
        "INSERT INTO products (id, type, sku, retail_price_cents, basic_price_cents) VALUES (?, 'eProduct', 'MONEY-RT', 1001, 801)",
      ).bind(id),
    ])
    try {
      const { body } = await api<ProductDetail>('GET', `/api/v1/product/web/get?id=${id}`)
      expect(body.data).toMatchObject({
        retailPrice: 10.01,
        finalPrice: 10.01,
        basicPrice: 8.01,
        discount: null,
        discountPercent: 0,
      })
      const inRange = await api<{ records: Array<{ id: number; finalPrice: number }> }>(
        'POST',
        '/api/v1/product/web/filter',
        {
          body: { limit: 100, filters: [{ key: 'finalPrice', range: { min: 10.01, max: 10.01 } }] },
        },
      )
      expect(inRange.body.data.records.map((r) => r.id)).toContain(id)
      for (const r of inRange.body.data.records) expect(r.finalPrice).toBe(10.01)
    } finally {
      await env.DB.prepare('DELETE FROM products WHERE id = ?').bind(id).run()
    }
  })
})
