import type { APIRequestContext, Page } from '@playwright/test'
import { allowFailedRequest, test, expect } from './console-guard'

/**
 * The product page (SPEC §2 Product, §4 product controller, §5 quantity) in Croatian and
 * English: a configurable product follows the chosen variant (SKU, price, URL) and adds it; a
 * bundle with a configurable component is customized in its modal (configurationNotSet until a
 * variant is chosen); an invalid quantity adds nothing; the JSON-LD parses; a grid tile adds a
 * product directly. Seeded cart-addition behaviour 2 opens the cart popup after each add.
 */

interface LangCase {
  lang: 'hr' | 'en'
  header: string
  prefix: string
  slugs: { configurable: string; bundle: string; simple: string; wish: string; engraved: string }
  text: {
    addToCart: string
    addToCartNamed: (name: string) => string
    chooseOptionsNamed: (name: string) => string
    customizeNamed: (name: string) => string
    customize: string
    size: string
    colour: string
    quantity: string
    chooseAll: string
    lowest: string
    inCart: (n: number) => string
    cart: string
    close: string
    dismiss: string
    cartCount: (n: number) => string
    added: (name: string) => string
    bundleAdded: (name: string) => string
    configurationNotSet: string
    invalidQuantity: string
    updateCart: string
    printNumber: string
    wishlist: string
    wishlistAdded: (name: string) => string
    wishlistRemoved: (name: string) => string
    removeFromCart: string
    removed: (name: string) => string
    bundleRemoved: (name: string) => string
    itemNotInCart: string
  }
  money: (amount: number) => string
}

const CASES: LangCase[] = [
  {
    lang: 'hr',
    header: 'hrv',
    prefix: '',
    slugs: {
      configurable: 'majica-bura',
      bundle: 'kolekcionarski-paket-duboko-more',
      simple: 'poster-bura',
      wish: 'tesla-iskra',
      engraved: 'gravirani-paket-vizor',
    },
    text: {
      addToCart: 'Dodaj u košaricu',
      addToCartNamed: (name) => `Dodaj u košaricu: ${name}`,
      chooseOptionsNamed: (name) => `Odaberi opcije: ${name}`,
      customizeNamed: (name) => `Prilagodi paket: ${name}`,
      customize: 'Prilagodi paket',
      size: 'Veličina',
      colour: 'Boja',
      quantity: 'Količina',
      chooseAll: 'Odaberite sve opcije kako biste proizvod dodali u košaricu.',
      lowest: 'Najniža cijena u posljednjih 30 dana',
      inCart: (n) => `U košarici: ${n}`,
      cart: 'Košarica',
      close: 'Zatvori',
      dismiss: 'Zatvori obavijest',
      cartCount: (n) => `Košarica, broj artikala: ${n}`,
      added: (name) => `Proizvod „${name}” dodan je u košaricu`,
      bundleAdded: (name) => `Paket „${name}” dodan je u košaricu`,
      configurationNotSet: 'Odaberite sve opcije paketa prije dodavanja u košaricu',
      invalidQuantity: 'Količina mora biti pozitivan cijeli broj',
      updateCart: 'Ažuriraj stavku u košarici',
      printNumber: 'Broj otiska (1–100)',
      wishlist: 'Spremi na listu želja',
      wishlistAdded: (name) => `Proizvod „${name}” dodan je na listu želja`,
      wishlistRemoved: (name) => `Proizvod „${name}” uklonjen je s liste želja`,
      removeFromCart: 'Ukloni iz košarice',
      removed: (name) => `Proizvod „${name}” uklonjen je iz košarice`,
      bundleRemoved: (name) => `Paket „${name}” uklonjen je iz košarice`,
      itemNotInCart: 'Ovaj artikl nije u košarici',
    },
    money: (amount) => amount.toFixed(2).replace('.', ','),
  },
  {
    lang: 'en',
    header: 'eng',
    prefix: '/en',
    slugs: {
      configurable: 'bora-t-shirt',
      bundle: 'deep-sea-collectors-bundle',
      simple: 'bora-poster',
      wish: 'neretva-rhythm',
      engraved: 'engraved-vizor-bundle',
    },
    text: {
      addToCart: 'Add to cart',
      addToCartNamed: (name) => `Add to cart: ${name}`,
      chooseOptionsNamed: (name) => `Choose options: ${name}`,
      customizeNamed: (name) => `Customize bundle: ${name}`,
      customize: 'Customize bundle',
      size: 'Size',
      colour: 'Colour',
      quantity: 'Quantity',
      chooseAll: 'Choose every option to add this product to your cart.',
      lowest: 'Lowest price in the last 30 days',
      inCart: (n) => `In your cart: ${n}`,
      cart: 'Cart',
      close: 'Close',
      dismiss: 'Dismiss notification',
      cartCount: (n) => `Cart, items: ${n}`,
      added: (name) => `“${name}” was added to your cart`,
      bundleAdded: (name) => `The bundle “${name}” was added to your cart`,
      configurationNotSet: 'Choose every bundle option before adding it to the cart',
      invalidQuantity: 'The quantity must be a positive whole number',
      updateCart: 'Update the cart item',
      printNumber: 'Print number (1–100)',
      wishlist: 'Save to wishlist',
      wishlistAdded: (name) => `“${name}” was added to your wishlist`,
      wishlistRemoved: (name) => `“${name}” was removed from your wishlist`,
      removeFromCart: 'Remove from cart',
      removed: (name) => `“${name}” was removed from your cart`,
      bundleRemoved: (name) => `The bundle “${name}” was removed from your cart`,
      itemNotInCart: 'This item is not in your cart',
    },
    money: (amount) => amount.toFixed(2),
  },
]

interface Value {
  id: number
  value: string
  shopDefault: boolean
}
interface Axis {
  attributeCode: string
  label: string
  values: Value[]
}
interface Variant {
  id: number
  sku: string
  name: string
  slug: string
  finalPrice: number
  available: boolean
  attributes: Record<string, number>
}
interface Product {
  id: number
  name: string
  slug: string
  sku: string
  type: string
  finalPrice: number
  lowestPrice: number
  discount: number | null
  associatedProductsAttributes: Axis[]
  associatedProducts: Variant[]
  bundles: Array<{ productId: number; format: string; product: Product }>
}

async function getProduct(request: APIRequestContext, c: LangCase, slug: string): Promise<Product> {
  const res = await request.get(`/api/v1/product/web/get?slug=${encodeURIComponent(slug)}`, {
    headers: { language: c.header },
  })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: Product }).data
}

/** A same-origin call from the page (its cookies: the cart session, the login). */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const json = (await res.json()) as { data?: unknown }
      return { status: res.status, data: (json.data ?? null) as never }
    },
    { method, path, body },
  )
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** After a successful add: the success toast, the cart popup (behaviour 2), closed with its close button; the header counts the items. */
async function expectAdded(page: Page, c: LangCase, toast: string, count: number) {
  // The newest toast: an earlier add of the same product may still show its own.
  await expect(page.getByRole('status').filter({ hasText: toast }).last()).toBeVisible()
  const popup = page.getByRole('dialog', { name: c.text.cart, exact: true })
  await expect(popup).toBeVisible()
  await popup.getByRole('button', { name: c.text.close, exact: true }).click()
  await expect(popup).toBeHidden()
  await expect(page.getByRole('link', { name: c.text.cartCount(count), exact: true })).toBeVisible()
}

function axis(product: Product, code: string): Axis {
  const found = product.associatedProductsAttributes.find((a) => a.attributeCode === code)
  if (!found) throw new Error(`${product.slug} has no ${code}`)
  return found
}

function valueLabel(a: Axis, id: number | undefined): string {
  const found = a.values.find((v) => v.id === id)
  if (!found) throw new Error(`no value ${id} in ${a.attributeCode}`)
  return found.value
}

for (const c of CASES) {
  test(`${c.lang}: a configurable product follows the chosen variant and adds it`, async ({ page, request }) => {
    const product = await getProduct(request, c, c.slugs.configurable)
    const size = axis(product, 'size')
    const colour = axis(product, 'colour')
    const defaultSize = size.values.find((v) => v.shopDefault)
    expect(defaultSize).toBeDefined()
    // A buyable variant in another size than the default, so both attributes get changed.
    const target = product.associatedProducts.find((v) => v.available && v.attributes['size'] !== defaultSize?.id)
    if (!target) throw new Error('no buyable variant')
    const main = page.getByRole('main')
    const add = main.getByRole('button', { name: c.text.addToCart, exact: true })

    await open(page, `${c.prefix}/product/${product.slug}`)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(product.name)
    // The seeded product is discounted: the 30-day lowest price is shown.
    expect(product.discount).not.toBeNull()
    await expect(
      main.getByText(new RegExp(`^${escape(c.text.lowest)}: .*${escape(c.money(product.lowestPrice))}`)),
    ).toBeVisible()
    // The size starts on its shop default, the colour (no default) is empty: nothing to add yet.
    await expect(main.getByRole('radio', { name: defaultSize?.value ?? '', exact: true })).toBeChecked()
    await expect(add).toBeDisabled()
    await expect(main.getByText(c.text.chooseAll)).toBeVisible()
    await expect(main.getByText(product.sku, { exact: true })).toBeVisible()

    await main
      .getByRole('group', { name: new RegExp(`^${c.text.colour}`) })
      .getByRole('radio', { name: new RegExp(`^${escape(valueLabel(colour, target.attributes['colour']))}`) })
      .check()
    await main
      .getByRole('group', { name: new RegExp(`^${c.text.size}`) })
      .getByRole('radio', { name: new RegExp(`^${escape(valueLabel(size, target.attributes['size']))}( |$)`) })
      .check()
    // The page is the variant now: SKU, price, availability, URL (replaced, so reload and share keep it).
    await expect(main.getByText(target.sku, { exact: true })).toBeVisible()
    await expect(main.getByText(product.sku, { exact: true })).toHaveCount(0)
    await expect(main.getByText(c.money(target.finalPrice)).first()).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`\\?variant=${escape(target.slug)}$`))
    await expect(add).toBeEnabled()

    await add.click()
    await expectAdded(page, c, c.text.added(target.name), 1)

    // The server renders the chosen variant from the URL.
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(main.getByText(target.sku, { exact: true })).toBeVisible()
    await expect(
      main.getByRole('radio', { name: new RegExp(`^${escape(valueLabel(colour, target.attributes['colour']))}`) }),
    ).toBeChecked()
    await expect(main.getByText(c.text.inCart(1))).toBeVisible()
  })

  test(`${c.lang}: a bundle with a configurable component is customized in its modal and added`, async ({
    page,
    request,
  }) => {
    const bundle = await getProduct(request, c, c.slugs.bundle)
    const component = bundle.bundles.find((entry) => entry.format === 'configurable')
    if (!component) throw new Error('the bundle has no configurable component')
    const variant = component.product.associatedProducts.find((v) => v.available)
    if (!variant) throw new Error('no buyable variant of the component')
    const size = axis(component.product, 'size')
    const colour = axis(component.product, 'colour')

    await open(page, `${c.prefix}/product/${bundle.slug}`)
    const customize = page.getByRole('main').getByRole('button', { name: c.text.customize, exact: true })
    await customize.click()
    const dialog = page.getByRole('dialog', { name: bundle.name, exact: true })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(c.text.inCart(0))).toBeVisible()
    for (const entry of bundle.bundles)
      await expect(dialog.getByText(entry.product.name, { exact: true })).toBeVisible()
    await expect(dialog.getByLabel(c.text.quantity, { exact: true })).toHaveValue('1')

    // Nothing chosen yet: configurationNotSet, nothing added, the modal stays.
    const add = dialog.getByRole('button', { name: c.text.addToCart, exact: true })
    await expect(dialog.getByRole('button', { name: c.text.removeFromCart })).toHaveCount(0)
    await add.click()
    await expect(page.getByRole('alert').filter({ hasText: c.text.configurationNotSet })).toBeVisible()
    await expect(dialog).toBeVisible()
    await expect(page.getByRole('link', { name: c.text.cart, exact: true })).toBeVisible()

    await dialog
      .getByLabel(c.text.size, { exact: true })
      .selectOption({ label: valueLabel(size, variant.attributes['size']) })
    await dialog
      .getByLabel(c.text.colour, { exact: true })
      .selectOption({ label: valueLabel(colour, variant.attributes['colour']) })
    await expect(dialog.getByText(variant.sku, { exact: true })).toBeVisible()
    await add.click()
    await expect(dialog).toBeHidden()
    await expectAdded(page, c, c.text.bundleAdded(bundle.name), 1)

    // The modal now counts the bundle in the cart.
    await customize.click()
    await expect(dialog.getByText(c.text.inCart(1))).toBeVisible()

    // SPEC §4 removable: with the same choices the modal offers to remove that line; it stays open, focus back on add.
    const remove = dialog.getByRole('button', { name: c.text.removeFromCart, exact: true })
    await remove.click()
    await expect(page.getByRole('status').filter({ hasText: c.text.bundleRemoved(bundle.name) })).toBeVisible()
    await expect(dialog.getByText(c.text.inCart(0))).toBeVisible()
    await expect(remove).toHaveCount(0)
    await expect(add).toBeFocused()
  })

  test(`${c.lang}: an invalid quantity adds nothing; a valid one adds that many; the JSON-LD parses`, async ({
    page,
    request,
  }) => {
    const product = await getProduct(request, c, c.slugs.simple)
    await open(page, `${c.prefix}/product/${product.slug}`)

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const ld = scripts.map(
      (text) => JSON.parse(text) as { '@type': string; offers?: { price: string; priceCurrency: string } },
    )
    const productLd = ld.find((entry) => entry['@type'] === 'Product')
    expect(productLd?.offers?.price).toBe(product.finalPrice.toFixed(2))
    expect(productLd?.offers?.priceCurrency).toBe('EUR')
    expect(ld.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true)

    const main = page.getByRole('main')
    const quantity = main.getByLabel(c.text.quantity, { exact: true })
    const add = main.getByRole('button', { name: c.text.addToCart, exact: true })
    for (const invalid of ['0', '']) {
      await quantity.fill(invalid)
      await add.click()
      const alert = page.getByRole('alert').filter({ hasText: c.text.invalidQuantity })
      await expect(alert).toBeVisible()
      await expect(page.getByRole('link', { name: c.text.cart, exact: true })).toBeVisible()
      await page.getByRole('listitem').filter({ has: alert }).getByRole('button', { name: c.text.dismiss }).click()
      await expect(alert).toBeHidden()
    }
    // A valid quantity with a personalisation.
    await main.getByLabel(c.text.printNumber).fill('7')
    await quantity.fill('2')
    await add.click()
    await expectAdded(page, c, c.text.added(product.name), 2)
    // SPEC §4 reset: the custom option is empty again, the quantity back to 1.
    await expect(main.getByLabel(c.text.printNumber)).toHaveValue('')
    await expect(quantity).toHaveValue('1')

    // Editing that line (?cartItemId=): it starts from the line's quantity and personalisation and updates it.
    const cart = await call<{
      items: Array<{
        itemId: number
        productId: number
        qty: number
        options: { personalizations: Array<{ value: string }> }
      }>
    }>(page, 'GET', '/api/cart')
    const line = cart.data.items.find((item) => item.productId === product.id)
    expect(line?.qty).toBe(2)
    expect(line?.options.personalizations.map((p) => p.value)).toEqual(['7'])
    await open(page, `${c.prefix}/product/${product.slug}?cartItemId=${line?.itemId ?? 0}`)
    await expect(quantity).toHaveValue('2')
    await expect(main.getByLabel(c.text.printNumber)).toHaveValue('7')
    const update = main.getByRole('button', { name: c.text.updateCart, exact: true })
    await quantity.fill('3')
    await update.click()
    await expectAdded(page, c, c.text.added(product.name), 3)
    const after = await call<{ items: Array<{ itemId: number; qty: number }> }>(page, 'GET', '/api/cart')
    expect(after.data.items.map((item) => [item.itemId, item.qty])).toEqual([[line?.itemId, 3]])
  })

  test(`${c.lang}: the product page removes its line (the chosen options' line): add, remove, the cart is empty; a line gone meanwhile says itemNotInCart`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const product = await getProduct(request, c, c.slugs.simple)
    await open(page, `${c.prefix}/product/${product.slug}`)
    const main = page.getByRole('main')
    const add = main.getByRole('button', { name: c.text.addToCart, exact: true })
    const remove = main.getByRole('button', { name: c.text.removeFromCart, exact: true })
    const printNumber = main.getByLabel(c.text.printNumber)
    await expect(add).toBeEnabled()
    await expect(remove).toHaveCount(0)

    await add.click()
    await expectAdded(page, c, c.text.added(product.name), 1)
    await expect(remove).toBeVisible()
    // Another personalisation is another line, which the cart does not hold.
    await printNumber.fill('7')
    await expect(remove).toHaveCount(0)
    await printNumber.fill('')
    await expect(remove).toBeVisible()

    await remove.click()
    await expect(page.getByRole('status').filter({ hasText: c.text.removed(product.name) })).toBeVisible()
    await expect(remove).toHaveCount(0)
    await expect(add).toBeFocused()
    await expect(main.getByText(c.text.inCart(1))).toHaveCount(0)
    await expect(page.getByRole('link', { name: c.text.cart, exact: true })).toBeVisible()
    const empty = await call<{ items: unknown[] }>(page, 'GET', '/api/cart')
    expect(empty.data.items).toEqual([])

    // The line goes away elsewhere (another tab) while this page still shows it.
    await add.click()
    await expectAdded(page, c, c.text.added(product.name), 1)
    const cart = await call<{ items: Array<{ itemId: number }> }>(page, 'GET', '/api/cart')
    const itemId = cart.data.items[0]?.itemId ?? 0
    expect((await call(page, 'DELETE', `/api/cart/items/${itemId}`)).status).toBe(200)
    await remove.click()
    await expect(page.getByRole('alert').filter({ hasText: c.text.itemNotInCart })).toBeVisible()
    // The cart is fetched again: nothing left to remove.
    await expect(remove).toHaveCount(0)
    await expect(page.getByRole('link', { name: c.text.cart, exact: true })).toBeVisible()
    allowFailedRequest(consoleErrors, 404)
  })

  test(`${c.lang}: a logged-in customer toggles the wishlist`, async ({ page, request }) => {
    const product = await getProduct(request, c, c.slugs.wish)
    await open(page, `${c.prefix}/product/${product.slug}`)
    const toggle = page.getByRole('main').getByRole('button', { name: c.text.wishlist, exact: true })
    // Visitors have no wishlist.
    await expect(toggle).toHaveCount(0)
    expect(
      (await call(page, 'POST', '/api/auth/login', { username: 'kupac2@izlog.hr', password: 'izlog-kupac-2026' }))
        .status,
    ).toBe(200)
    await open(page, `${c.prefix}/product/${product.slug}`)
    await expect(toggle).toBeEnabled()
    const wasWished = (await toggle.getAttribute('aria-pressed')) === 'true'
    await toggle.click()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: wasWished ? c.text.wishlistRemoved(product.name) : c.text.wishlistAdded(product.name) }),
    ).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-pressed', String(!wasWished))
    await toggle.click()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: wasWished ? c.text.wishlistAdded(product.name) : c.text.wishlistRemoved(product.name) }),
    ).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-pressed', String(wasWished))
  })

  test(`${c.lang}: a shop tile adds a simple product; configurable, customizable and personalised bundles lead to their page`, async ({
    page,
    request,
  }) => {
    const simple = await getProduct(request, c, c.slugs.simple)
    const configurable = await getProduct(request, c, c.slugs.configurable)
    const bundle = await getProduct(request, c, c.slugs.bundle)
    // Each kind in its category's list: the shop's first page is the newest products, which other
    // journeys running beside this one add to.
    const category = (hr: string, en: string) => `${c.prefix}/shop/${c.lang === 'hr' ? hr : en}`
    const main = page.getByRole('main')
    await open(page, category('majice', 't-shirts'))
    await expect(
      main.getByRole('link', { name: c.text.chooseOptionsNamed(configurable.name), exact: true }),
    ).toHaveAttribute('href', `${c.prefix}/product/${configurable.slug}`)
    const posters = category('posteri', 'posters')
    await open(page, posters)
    await main.getByRole('button', { name: c.text.addToCartNamed(simple.name), exact: true }).click()
    await expectAdded(page, c, c.text.added(simple.name), 1)
    await expect(page).toHaveURL(new RegExp(`${escape(posters)}$`))
    await open(page, category('paketi', 'bundles'))
    await expect(main.getByRole('link', { name: c.text.customizeNamed(bundle.name), exact: true })).toHaveAttribute(
      'href',
      `${c.prefix}/product/${bundle.slug}`,
    )
    // A bundle with a required custom option (the engraving) is not added blindly: its page asks for it.
    const engraved = await getProduct(request, c, c.slugs.engraved)
    await main.getByRole('button', { name: c.text.addToCartNamed(engraved.name), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${escape(c.prefix)}/product/${escape(engraved.slug)}$`))
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(engraved.name)
    await expect(page.getByRole('link', { name: c.text.cartCount(1), exact: true })).toBeVisible()
  })
}
