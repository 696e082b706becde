import type { Page } from '@playwright/test'
import { test, expect, visitorPage } from './console-guard'
import { apiCall, expectAccessible, open, staffPage } from './after-sale-flow'
import { buildPath } from '../contract/routes'

/**
 * Scheduled sale prices (issue 37, promotions), in real Chromium against the Worker, in Croatian
 * and English. A visitor sees a new product at its regular price (its page cached); staff open the
 * product in the editor and schedule a sale starting now; the editor lists it as running, and the
 * visitor's page (purged by the change) shows the sale price with the regular one struck and the
 * Omnibus line naming the lowest price of the 30 days before the sale. A sale price not below the
 * regular one is refused at its field. Axe and the 320 px reflow check run on the editor with its
 * new section.
 */

const TEXT = {
  hr: {
    section: 'Zakazane akcije',
    price: 'Cijena u razdoblju akcije (€)',
    add: 'Zakaži akciju',
    added: 'Akcija je zakazana.',
    running: 'U tijeku',
    notBelow: 'Akcijska cijena mora biti niža od redovne cijene.',
    money: (euros: string) => `${euros} €`,
    amount: (euros: string) => euros,
    lowest: (euros: string) => `Najniža cijena u posljednjih 30 dana: ${euros} €`,
  },
  en: {
    section: 'Scheduled sales',
    price: 'Price during the sale (€)',
    add: 'Schedule sale',
    added: 'The sale is scheduled.',
    running: 'Running',
    notBelow: 'The sale price must be below the regular price.',
    money: (euros: string) => `€${euros}`,
    amount: (euros: string) => euros.replace(',', '.'),
    lowest: (euros: string) => `Lowest price in the last 30 days: €${euros}`,
  },
} as const

/** A published product of this run at 40.00 €, created through the admin API. */
async function newProduct(staff: Page, stamp: string): Promise<{ id: number; slug: string }> {
  const slug = `akcijska-salica-${stamp}`
  const created = await apiCall<{ id: number }>(staff, 'POST', '/api/v1/admin/products', {
    sku: `E2E-SALE-${stamp}`,
    status: 'published',
    texts: {
      hr: { name: `Akcijska šalica ${stamp}`, slug },
      en: { name: `Sale mug ${stamp}`, slug: `sale-mug-${stamp}` },
    },
    retailPriceCents: 4000,
    taxRate: 25,
    stockQty: 20,
  })
  expect(created.status).toBe(201)
  return { id: created.data.id, slug }
}

for (const lang of ['hr', 'en'] as const) {
  const c = TEXT[lang]
  test(`${lang}: staff schedule a sale starting now; the shop shows its price and the Omnibus line`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const stamp = `${lang}${Date.now()}${Math.floor(Math.random() * 1000)}`
    const staff = await staffPage(browser, lang)
    const product = await newProduct(staff, stamp)
    const slug = lang === 'hr' ? product.slug : `sale-mug-${stamp}`
    const shopPath = buildPath('product', lang, { slug })

    // The visitor sees the regular price (and the page is now in the edge's cache).
    const visitor = await visitorPage(browser)
    await open(visitor, shopPath)
    const main = visitor.getByRole('main')
    await expect(main.getByText(c.money(c.amount('40,00'))).first()).toBeVisible()

    await open(staff, buildPath('adminProductEdit', lang, { id: String(product.id) }))
    const section = staff.getByRole('region', { name: c.section })
    await expect(section).toBeVisible()
    const price = section.getByRole('textbox', { name: new RegExp(`^${c.price.replace(/[()]/g, '\\$&')}`) })

    // Not below the regular price: refused at the field, in this language.
    await price.fill(c.amount('45,00'))
    await section.getByRole('button', { name: c.add }).click()
    await expect(section.getByText(c.notBelow)).toBeVisible()

    // Starting now (the form's default) for a week.
    await price.fill(c.amount('29,99'))
    await section.getByRole('button', { name: c.add }).click()
    await expect(staff.getByText(c.added)).toBeVisible()
    const row = section.getByTestId('sale-periods').getByRole('row').nth(1)
    await expect(row).toContainText(c.money(c.amount('29,99')))
    await expect(row).toContainText(c.running)
    await expectAccessible(staff, `${lang} product editor with its scheduled sales`)

    // The shop: the sale price, the regular one struck, and the lowest price before the sale.
    await open(visitor, shopPath)
    await expect(main.getByText(c.money(c.amount('29,99'))).first()).toBeVisible()
    await expect(main.getByText(c.lowest(c.amount('40,00')))).toBeVisible()
  })
}
