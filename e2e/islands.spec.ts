import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'

/**
 * Islands (issue 38): on a page that waits for its visitor, the first sign of one loads the page's
 * islands, not the app: the product's top (its choices and add to cart) is its own React root and
 * answers before the app runs; the app, loaded at idle after, takes the island in with its state.
 * The app's entry is held back here until the test lets it go.
 */

const CASES = [
  {
    lang: 'hr',
    path: '/product/majica-bura',
    colour: 'Boja',
    size: 'Veličina',
    addToCart: 'Dodaj u košaricu',
    inCart: 'U košarici: 1',
    cart: 'Košarica',
    close: 'Zatvori',
    cartCount: 'Košarica, broj artikala: 1',
  },
  {
    lang: 'en',
    path: '/en/product/bora-t-shirt',
    colour: 'Colour',
    size: 'Size',
    addToCart: 'Add to cart',
    inCart: 'In your cart: 1',
    cart: 'Cart',
    close: 'Close',
    cartCount: 'Cart, items: 1',
  },
]

/** The app's entry as the page's loader names it (its first module); held until the returned function is called. */
async function holdApp(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text()
  const app = /var m=\["([^"]+)"/.exec(html)?.[1]
  const islands = /,s=\["([^"]+)"/.exec(html)?.[1]
  expect(app, 'the loader names the app').toBeTruthy()
  expect(islands, 'the loader names the islands').toBeTruthy()
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${app}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

for (const c of CASES) {
  test(`${c.lang}: the product's choices and add to cart answer in their island before the app, which then takes it in`, async ({
    page,
  }) => {
    const release = await holdApp(page, c.path)
    await page.goto(c.path, { waitUntil: 'domcontentloaded' })
    const main = page.getByRole('main')
    const island = main.locator('[data-island="productTop"]')
    // The first sign of a visitor (the fixture's pointer) loads the islands: the top is hydrated, the app is not.
    await expect(island).toHaveAttribute('data-island-hydrated', '')
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

    const sku = await island.locator('.product-facts dd').first().textContent()
    await island
      .getByRole('group', { name: new RegExp(`^${c.colour}`) })
      .getByRole('radio')
      .first()
      .check()
    await island
      .getByRole('group', { name: new RegExp(`^${c.size}`) })
      .getByRole('radio')
      .last()
      .check()
    // The island is the variant now (its SKU and the address), without the app and without a page load.
    await expect(island.locator('.product-facts dd').first()).not.toHaveText(sku ?? '')
    await expect(page).toHaveURL(/\?variant=/)
    const variantUrl = page.url()
    await island.getByRole('button', { name: c.addToCart, exact: true }).click()
    await expect(island.getByText(c.inCart)).toBeVisible()
    expect(page.url()).toBe(variantUrl)
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

    // The app arrives: it shows what the island's add asked for (the cart popup, the header's count)
    // and the island keeps the visitor's choices.
    release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const popup = page.getByRole('dialog', { name: c.cart, exact: true })
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: c.close, exact: true }).click()
    await expect(page.getByRole('link', { name: c.cartCount, exact: true })).toBeVisible()
    await expect(
      island
        .getByRole('group', { name: new RegExp(`^${c.size}`) })
        .getByRole('radio')
        .last(),
    ).toBeChecked()
    await expect(island.getByText(c.inCart)).toBeVisible()
  })
}
