import { test, expect } from './console-guard'
import { axeViolations, describeFindings, horizontalOverflow } from './axe'

/**
 * Issue 38: a product whose variants differ in price says each choice's price under it (the seeded
 * Lighthouse Hoodie: the larger sizes cost more). The accessibility gate on that page, as the app
 * shows it and in the server's HTML: no axe violation, and no sideways scrolling at 320 px.
 */

const cases = [
  { locale: 'hr', path: '/product/hoodica-svjetionik', size: 'Veličina' },
  { locale: 'en', path: '/en/product/lighthouse-hoodie', size: 'Size' },
] as const

for (const c of cases) {
  test(`${c.locale}: the priced choices pass axe and reflow at 320 px`, async ({ page }) => {
    await page.goto(c.path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const sizes = page.getByRole('main').getByRole('group', { name: new RegExp(`^${c.size}`) })
    await expect(sizes.locator('.swatch-option__price').first()).toBeVisible()
    const findings = await axeViolations(page)
    expect(findings, describeFindings(c.path, findings)).toEqual([])
    await page.setViewportSize({ width: 320, height: 640 })
    expect(await horizontalOverflow(page)).toBeNull()
    await expect(sizes.locator('.swatch-option__price').first()).toBeVisible()
  })
}
