import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterAll, describe, expect, it } from 'vitest'
import { buildPath } from '../../contract/routes'
import worker from '../index'
import { getCacheVersion } from './version'

/**
 * Issue 37, promotions: when the Cron Trigger starts a sale, the product's cached pages (both
 * languages) go from the edge, as a staff price change's do; a page that does not show the product
 * (the blog) stays.
 */

const SKU = `T37-PURGE-${crypto.randomUUID().slice(0, 8)}`
afterAll(async () => {
  await env.DB.prepare('DELETE FROM products WHERE sku = ?').bind(SKU).run()
})

describe('the sale schedule purges the product pages', () => {
  it('a sale the cron starts takes the product page out of the page cache, and leaves the blog', async () => {
    const word = SKU.toLowerCase()
    const product = await env.DB.prepare(
      `INSERT INTO products (type, sku, published, retail_price_cents, basic_price_cents, tax_rate) VALUES ('simple', ?, 1, 3000, 2400, 25) RETURNING id`,
    )
      .bind(SKU)
      .first<{ id: number }>()
    const id = product?.id ?? 0
    await env.DB.prepare(
      `INSERT INTO product_translations (product_id, language, name, slug) VALUES (?1, 'hr', 'Čistač', ?2), (?1, 'en', 'Cleaner', ?3)`,
    )
      .bind(id, `hr-${word}`, `en-${word}`)
      .run()
    const version = await getCacheVersion(env.CACHE)
    const key = (locale: 'hr' | 'en', path: string) => `page:v${version}:test:example.com:${locale}:${path}`
    const productPages = [
      key('hr', buildPath('product', 'hr', { slug: `hr-${word}` })),
      key('en', buildPath('product', 'en', { slug: `en-${word}` })),
    ]
    const blog = key('hr', buildPath('blog', 'hr'))
    for (const page of [...productPages, blog]) await env.CACHE.put(page, '{}')

    await env.DB.prepare(
      `INSERT INTO sale_schedules (product_id, price_cents, starts_at, ends_at, created_by) VALUES (?, 2000, ?, ?, 'x')`,
    )
      .bind(id, new Date(Date.now() - 60_000).toISOString(), new Date(Date.now() + 3_600_000).toISOString())
      .run()
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ cron: '*/2 * * * *', scheduledTime: Date.now() }), env, ctx)
    await waitOnExecutionContext(ctx)

    for (const page of productPages) expect(await env.CACHE.get(page), page).toBeNull()
    expect(await env.CACHE.get(blog)).toBe('{}')
    await env.CACHE.delete(blog)
  })
})
