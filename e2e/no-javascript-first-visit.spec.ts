import { test, expect } from './console-guard'

/**
 * Issue 38: the first visitor of a page the page cache has not got yet (an address of its own here)
 * runs no JavaScript: the product's reviews are in place, not a loading state that only React's
 * inline script would replace.
 */

test.use({ javaScriptEnabled: false })

const cases = [
  { locale: 'hr', path: '/product/majica-duboko-more', reviews: 'Recenzije', empty: /^Još nema recenzija\./ },
  { locale: 'en', path: '/en/product/deep-sea-t-shirt', reviews: 'Reviews', empty: /^No reviews yet\./ },
]

for (const c of cases) {
  test(`a product page on a cache miss shows its reviews without JavaScript (${c.locale})`, async ({ page }) => {
    const res = await page.goto(`${c.path}?first=${crypto.randomUUID().slice(0, 8)}`)
    expect(res?.headers()['x-cache']).toBe('MISS')
    const reviews = page.locator('section.comments')
    await expect(reviews.getByRole('heading', { level: 2, name: c.reviews })).toBeVisible()
    await expect(reviews.getByText(c.empty)).toBeVisible()
    await expect(reviews.getByRole('status')).toHaveCount(0)
  })
}
