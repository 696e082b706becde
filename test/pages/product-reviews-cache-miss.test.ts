import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { apiData, page } from '../session'
import type { ProductDetail } from '../../contract/dto/catalogue'
import { purgeAllCaches } from '../../worker/cache/page-cache'

/**
 * The first visitor of a product page the page cache has not got (issue 38): the page is rendered
 * whole, so a browser without JavaScript sees the reviews in place — no loading state that only
 * React's inline script would have replaced.
 */

/** A shopper of their own (one review per shopper and product) with a published review of the product. */
async function publishedReview(productId: number, body: string): Promise<void> {
  const tag = crypto.randomUUID().slice(0, 8)
  const user = await env.DB.prepare(
    `INSERT INTO users (email, username, password_hash, password_salt, password_iterations, first_name, last_name)
     VALUES (?, ?, 'x', 'x', 1, 'Recenzent', ?) RETURNING id`,
  )
    .bind(`recenzent-${tag}@izlog.test`, `recenzent-${tag}`, tag)
    .first<{ id: number }>()
  if (!user) throw new Error('user not inserted')
  await env.DB.prepare(
    `INSERT INTO comments (resource_type, resource_id, user_id, body, rating, status) VALUES ('product', ?, ?, ?, 5, 'published')`,
  )
    .bind(productId, user.id, body)
    .run()
}

describe('a product page on a page cache miss', () => {
  it('holds its reviews in place for a browser without JavaScript', async () => {
    const product = await apiData<ProductDetail>('api/v1/product/web/get?slug=izlog-duboko-more-vr')
    const body = `REVIEW-IN-PLACE-${crypto.randomUUID().slice(0, 8)}`
    await publishedReview(product.id, body)
    // Publishing through the backoffice purges; a row written here needs a new cache generation.
    await purgeAllCaches(env)

    // A query of its own: an address the page cache has never stored.
    const res = await page(`/product/${product.slugs.hr}?miss=${crypto.randomUUID().slice(0, 8)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Cache')).toBe('MISS')
    const html = await res.text()

    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    const reviews = main.slice(main.indexOf('<section class="comments"'))
    expect(reviews).toContain(body)
    // In document order: after the reviews' heading, before the next section (not moved to the end by a script).
    expect(main.indexOf(body)).toBeGreaterThan(main.indexOf('id="comments-title"'))
    expect(main.indexOf(body)).toBeLessThan(main.indexOf('id="product-cross-sell"'))
    expect(reviews).not.toContain('section-loading')
    // No part of the page waits for React's swap script.
    expect(html).not.toContain('<!--$?-->')
    expect(html).not.toContain('<template id="B:')
    expect(html).not.toMatch(/<div hidden id="S:/)
  })
})
