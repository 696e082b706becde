import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { seedCatalogue } from '../seed/catalogue'

const TABLES = [
  'categories',
  'category_translations',
  'tags',
  'tag_translations',
  'attributes',
  'attribute_values',
  'products',
  'product_translations',
  'product_categories',
  'product_tags',
  'product_media',
  'product_attribute_values',
  'configurable_attributes',
  'bundle_components',
  'custom_options',
  'custom_option_values',
  'product_cross_sells',
  'price_history',
] as const

async function counts(): Promise<Record<string, number>> {
  const rows = await env.DB.batch(
    TABLES.map((t) => env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t} WHERE ${t === 'products' ? 'id < 100000' : '1'}`)),
  )
  return Object.fromEntries(rows.map((r, i) => [TABLES[i], (r.results[0] as { n: number } | undefined)?.n ?? -1]))
}

describe('catalogue seed', () => {
  it('has a believable catalogue: ≥ 30 listable products of all four types, both languages', async () => {
    const listable = await env.DB.prepare(
      'SELECT type, COUNT(*) AS n FROM products WHERE id < 100000 AND main_product_id IS NULL AND visible_individually = 1 AND archived = 0 GROUP BY type',
    ).all<{ type: string; n: number }>()
    const byType = Object.fromEntries(listable.results.map((r) => [r.type, r.n]))
    expect(Object.values(byType).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(30)
    for (const type of ['simple', 'configurable', 'bundle', 'eProduct']) expect(byType[type]).toBeGreaterThan(0)
    const missing = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM products p WHERE p.id < 100000 AND (SELECT COUNT(*) FROM product_translations t WHERE t.product_id = p.id AND t.language IN ('hr','en')) <> 2",
    ).first<{ n: number }>()
    expect(missing?.n).toBe(0)
    const discounted = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM products WHERE id < 100000 AND main_product_id IS NULL AND discount_price_cents IS NOT NULL',
    ).first<{ n: number }>()
    expect(discounted?.n).toBeGreaterThanOrEqual(8)
  })

  it('stores distinct SVG artwork in R2 for every product image', async () => {
    const rows = await env.DB.prepare(
      'SELECT DISTINCT m.id, m.r2_key, m.hash FROM product_media pm JOIN media m ON m.id = pm.media_id WHERE pm.product_id < 100000',
    ).all<{ id: number; r2_key: string; hash: string }>()
    expect(rows.results.length).toBeGreaterThan(36)
    expect(new Set(rows.results.map((r) => r.hash)).size).toBe(rows.results.length)
    for (const r of rows.results) expect(r.id >= 1000 && r.id < 2000).toBe(true)
    const first = rows.results[0]
    const object = first ? await env.MEDIA.get(first.r2_key) : null
    const text = object ? await object.text() : ''
    expect(text).toContain('<svg')
    expect(text).toContain('viewBox="0 0 800 800"')
  })

  it('is idempotent: a second run changes no row counts', async () => {
    const before = await counts()
    await seedCatalogue(env)
    expect(await counts()).toEqual(before)
  })
})
