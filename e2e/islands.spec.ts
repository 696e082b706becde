import type { Locator, Page } from '@playwright/test'
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
    increase: 'Povećaj količinu',
    quantity: 'Količina',
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
    increase: 'Increase quantity',
    quantity: 'Quantity',
  },
]

/** Holds a script until the returned function is called. */
async function hold(page: Page, script: string): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${script}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** The entries of the app and of the islands, as the page's loader names them (the first module of each list). */
async function entriesOf(page: Page, path: string) {
  const html = await (await page.request.get(path)).text()
  const app = /var m=\["([^"]+)"/.exec(html)?.[1]
  const islands = /,s=\["([^"]+)"/.exec(html)?.[1]
  expect(app, 'the loader names the app').toBeTruthy()
  expect(islands, 'the loader names the islands').toBeTruthy()
  return { app: app ?? '', islands: islands ?? '' }
}

/** The app's entry held until the returned function is called. */
const holdApp = async (page: Page, path: string) => hold(page, (await entriesOf(page, path)).app)

type Case = (typeof CASES)[number]

/** The SKU shown in the island's facts. */
const skuOf = (island: Locator) => island.locator('.product-facts dd').first()
const largestSize = (island: Locator, c: Case) =>
  island
    .getByRole('group', { name: new RegExp(`^${c.size}`) })
    .getByRole('radio')
    .last()

/** A variant other than the page's own: the first colour in the largest size. */
async function chooseVariant(island: Locator, c: Case) {
  await island
    .getByRole('group', { name: new RegExp(`^${c.colour}`) })
    .getByRole('radio')
    .first()
    .check()
  await largestSize(island, c).check()
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

    const sku = await skuOf(island).textContent()
    await chooseVariant(island, c)
    // The island is the variant now (its SKU and the address), without the app and without a page load.
    await expect(skuOf(island)).not.toHaveText(sku ?? '')
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
    await expect(largestSize(island, c)).toBeChecked()
    await expect(island.getByText(c.inCart)).toBeVisible()
  })
}

for (const c of CASES) {
  test(`${c.lang}: what was chosen and pressed in the island before the islands ran happens once they run`, async ({
    page,
  }) => {
    const entries = await entriesOf(page, c.path)
    await hold(page, entries.app)
    const releaseIslands = await hold(page, entries.islands)
    await page.goto(c.path, { waitUntil: 'domcontentloaded' })
    const island = page.locator('[data-island="productTop"]')
    const sku = await skuOf(island).textContent()
    // The browser checks the radio itself (a form with a method): the island is not hydrated yet.
    await chooseVariant(island, c)
    // The + of the quantity needs the islands: the loader holds the press (and starts them).
    await island.getByRole('button', { name: c.increase, exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('data-pending', '')
    await expect(island).not.toHaveAttribute('data-island-hydrated', '')
    await expect(skuOf(island)).toHaveText(sku ?? '')
    await expect(island.getByRole('spinbutton', { name: new RegExp(`^${c.quantity}`) })).toHaveValue('1')
    releaseIslands()
    // The islands' entry tells the island what was chosen: it is that variant now, the app still held.
    await expect(island).toHaveAttribute('data-island-replayed', '')
    await expect(skuOf(island)).not.toHaveText(sku ?? '')
    await expect(page).toHaveURL(/\?variant=/)
    await expect(island.getByRole('button', { name: c.addToCart, exact: true })).toBeEnabled()
    // The held press is replayed in the island, and nothing waits any more.
    await expect(island.getByRole('spinbutton', { name: new RegExp(`^${c.quantity}`) })).toHaveValue('2')
    await expect(page.locator('html')).not.toHaveAttribute('data-pending', '')
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  })
}

/** A bundle with a configurable component (its customization is a chunk the island loads lazily). */
const BUNDLE_CASES = [
  {
    lang: 'hr',
    header: 'hrv',
    path: '/product/kolekcionarski-paket-duboko-more',
    customize: 'Prilagodi paket',
    addToCart: 'Dodaj u košaricu',
    inCart: 'U košarici: 1',
  },
  {
    lang: 'en',
    header: 'eng',
    path: '/en/product/deep-sea-collectors-bundle',
    customize: 'Customize bundle',
    addToCart: 'Add to cart',
    inCart: 'In your cart: 1',
  },
]

interface BundleProduct {
  name: string
  bundles: Array<{
    format: string
    product: {
      associatedProducts: Array<{ available: boolean; sku: string; attributes: Record<string, number> }>
      associatedProductsAttributes: Array<{
        attributeCode: string
        label: string
        values: Array<{ id: number; value: string }>
      }>
    }
  }>
}

for (const c of BUNDLE_CASES) {
  test(`${c.lang}: a bundle's customization, pressed before the islands ran, opens once its lazy part is in the island, and its add is the island's own before the app`, async ({
    page,
  }) => {
    const slug = c.path.split('/').pop() ?? ''
    const answer = await page.request.get(`/api/v1/product/web/get?slug=${slug}`, { headers: { language: c.header } })
    const bundle = ((await answer.json()) as { data: BundleProduct }).data
    const component = bundle.bundles.find((entry) => entry.format === 'configurable')?.product
    const variant = component?.associatedProducts.find((candidate) => candidate.available)
    if (!component || !variant) throw new Error('the bundle has no configurable component with a buyable variant')

    const entries = await entriesOf(page, c.path)
    const releaseApp = await hold(page, entries.app)
    const releaseIslands = await hold(page, entries.islands)
    await page.goto(c.path, { waitUntil: 'domcontentloaded' })
    const island = page.locator('[data-island="productTop"]')
    // Pressed before the islands ran: held, then replayed once the island has its customization's chunk.
    await island.getByRole('button', { name: c.customize, exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('data-pending', '')
    releaseIslands()
    await expect(island).toHaveAttribute('data-island-replayed', '')
    const dialog = page.getByRole('dialog', { name: bundle.name, exact: true })
    await expect(dialog).toBeVisible()

    for (const attribute of component.associatedProductsAttributes) {
      const value = attribute.values.find((candidate) => candidate.id === variant.attributes[attribute.attributeCode])
      await dialog.getByLabel(attribute.label, { exact: true }).selectOption({ label: value?.value ?? '' })
    }
    await expect(dialog.getByText(variant.sku, { exact: true })).toBeVisible()
    // The modal sits inside the island's element (Modal inPlace): its add is the island's JSON call, nothing held.
    await dialog.getByRole('button', { name: c.addToCart, exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(island.getByText(c.inCart)).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-pending', '')
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
    releaseApp()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(island.getByText(c.inCart)).toBeVisible()
  })
}

/** A simple product with a personalisation (its fields are a chunk the island loads lazily). */
const PERSONALISED_CASES = [
  { lang: 'hr', path: '/product/poster-bura', printNumber: 'Broj otiska (1–100)', addToCart: 'Dodaj u košaricu' },
  { lang: 'en', path: '/en/product/bora-poster', printNumber: 'Print number (1–100)', addToCart: 'Add to cart' },
]

for (const c of PERSONALISED_CASES) {
  test(`${c.lang}: a personalised product's fields hydrate in its island and its add sends them before the app`, async ({
    page,
  }) => {
    await holdApp(page, c.path)
    await page.goto(c.path, { waitUntil: 'domcontentloaded' })
    const island = page.locator('[data-island="productTop"]')
    // Marked hydrated only once the fields' chunk is there and the island's root has committed.
    await expect(island).toHaveAttribute('data-island-hydrated', '')
    await island.getByLabel(c.printNumber).fill('7')
    const url = page.url()
    await island.getByRole('button', { name: c.addToCart, exact: true }).click()
    // SPEC §4 reset after the add: the personalisation is empty again; no page load, no app.
    await expect(island.getByLabel(c.printNumber)).toHaveValue('')
    expect(page.url()).toBe(url)
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
    const cart = (await (await page.request.get('/api/cart')).json()) as {
      data: { items: Array<{ options: { personalizations?: Array<{ value: string }> } }> }
    }
    expect(cart.data.items.map((item) => item.options.personalizations?.map((p) => p.value))).toEqual([['7']])
  })
}
