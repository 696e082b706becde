import { test, expect } from './console-guard'

/**
 * No layout shift (issue 17): what streams in after the first paint (the product list, a post)
 * never moves what the visitor already sees, and images arriving after the first paint (held back
 * here) take the space their markup reserved. The browser's own layout-shift entries are summed
 * (CLS); a layout measure, not a timing.
 */
const PAGES = ['/shop', '/product/poster-bura', '/en/shop', '/en/product/bora-poster', '/', '/objave', '/otvorili-smo-studio-u-splitu', '/en/we-opened-a-studio-in-split']

test.use({ viewport: { width: 412, height: 823 } })

for (const path of PAGES) {
  test(`${path}: nothing on screen moves while the page streams in (CLS 0)`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as unknown as { __shifts: number[] }).__shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.route('**/media/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.waitForLoadState('networkidle')
    const cls = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0))
    expect(cls).toBeLessThan(0.01)
  })
}
