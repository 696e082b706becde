import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'
import type { ProductDetail } from '../contract/dto/catalogue'
import { CONSENT_COOKIE, parseConsentCookie } from '../contract/cookie-consent'
import { formatMoney } from '../contract/format'
import { horizontalOverflow } from './axe'

/**
 * Issue 38: the shop works with JavaScript off. Browse (home → shop), filter by a category, open a
 * product, choose its variant, add it to the cart, change the quantity, apply a coupon, leave a note
 * and reach checkout: every form is posted by the browser to the edge, which answers 303 back with the
 * outcome the page shows (translated, in a status region).
 */

test.use({ javaScriptEnabled: false })

const cases = [
  {
    locale: 'hr',
    home: '/',
    shopPath: '/shop',
    categoryPath: '/shop/odjeca',
    shop: 'Trgovina',
    category: 'Odjeća',
    product: 'Majica Duboko more',
    slug: 'majica-duboko-more',
    addToCart: 'Dodaj u košaricu',
    sort: 'Poredaj',
    applySort: 'Prikaži',
    filters: 'Filtri',
    applyFilters: 'Primijeni filtre',
    added: 'Proizvod je dodan u košaricu.',
    chooseVariant: 'Odaberite sve opcije proizvoda (npr. veličinu) pa ga dodajte u košaricu.',
    goToCart: 'Idi u košaricu',
    quantityOf: (name: string) => `Količina: ${name}`,
    updateNamed: (name: string) => `Ažuriraj količinu: ${name}`,
    updated: 'Količina je promijenjena.',
    couponLabel: 'Kod kupona',
    applyCoupon: 'Primijeni kupon',
    couponInvalid: 'Kupon ne vrijedi za ovu košaricu.',
    couponApplied: 'Kupon je primijenjen.',
    notesLabel: 'Napomena uz narudžbu',
    saveNotes: 'Spremi napomenu',
    notesSaved: 'Napomena je spremljena.',
    notes: 'Molim zvonite dvaput.',
    checkout: 'Nastavi na naplatu',
    checkoutPath: '/naplata',
  },
  {
    locale: 'en',
    home: '/en',
    shopPath: '/en/shop',
    categoryPath: '/en/shop/apparel',
    shop: 'Shop',
    category: 'Apparel',
    product: 'Deep Sea T-shirt',
    slug: 'deep-sea-t-shirt',
    addToCart: 'Add to cart',
    sort: 'Sort by',
    applySort: 'Show',
    filters: 'Filters',
    applyFilters: 'Apply filters',
    added: 'The product was added to your cart.',
    chooseVariant: 'Choose all of the product’s options (e.g. the size), then add it to the cart.',
    goToCart: 'Go to the cart',
    quantityOf: (name: string) => `Quantity: ${name}`,
    updateNamed: (name: string) => `Update the amount of ${name}`,
    updated: 'The quantity was changed.',
    couponLabel: 'Coupon code',
    applyCoupon: 'Apply coupon',
    couponInvalid: 'The coupon is not valid for this cart.',
    couponApplied: 'The coupon was applied.',
    notesLabel: 'Notes for your order',
    saveNotes: 'Save notes',
    notesSaved: 'Your notes were saved.',
    notes: 'Please ring twice.',
    checkout: 'Proceed to checkout',
    checkoutPath: '/en/checkout',
  },
] as const

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Waits until the page cache holds the page's copy for everyone: rendered whole, every part in place
 * (worker/cache/page-cache.ts). A visitor who comes first, on a slow miss, may get the streamed
 * render, whose late parts only React's script puts in place.
 */
async function whole(page: Page, path: string) {
  await expect.poll(async () => (await page.request.get(path)).headers()['x-cache'], { timeout: 20_000 }).toBe('HIT')
}

/** The outcome of the last form, as the page announces it. */
const outcome = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

for (const c of cases) {
  test(`${c.locale}: browse, filter, choose a variant, add to cart, change the quantity, apply a coupon, leave a note, reach checkout`, async ({
    page,
  }) => {
    const res = await page.request.get(`/api/v1/product/web/get?slug=${c.slug}`, {
      headers: { language: c.locale === 'hr' ? 'hrv' : 'eng' },
    })
    const product = ((await res.json()) as { data: ProductDetail }).data
    const variant = product.associatedProducts.find(
      (entry) => entry.available && entry.isPurchasable && (entry.stockQty === null || entry.stockQty > 5),
    )
    if (!variant) throw new Error('no purchasable variant')

    // Browse: home → shop → a category (a link, no app needed) → the product.
    await whole(page, c.home)
    await whole(page, c.shopPath)
    await whole(page, c.categoryPath)
    await whole(page, `${c.locale === 'hr' ? '' : '/en'}/product/${c.slug}`)
    await page.goto(c.home)
    await page.getByRole('banner').getByRole('link', { name: c.shop, exact: true }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: c.category, exact: true }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: c.category })).toBeVisible()
    // Sort and filter: GET forms of the list's own query, sent by the browser.
    const category = page.url()
    await page.getByLabel(c.sort, { exact: true }).selectOption('cheapest')
    await page.getByRole('button', { name: c.applySort, exact: true }).click()
    await expect(page).toHaveURL(/[?&]sort=cheapest(&|$)/)
    const filters = page.getByRole('form', { name: c.filters, exact: true })
    const firstValue = filters.getByRole('checkbox').first()
    if ((await firstValue.count()) > 0) {
      const value = await firstValue.getAttribute('value')
      const code = await firstValue.getAttribute('name')
      await firstValue.check()
      await filters.getByRole('button', { name: c.applyFilters, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`[?&]${escape(code ?? '')}=${escape(value ?? '')}(&|$)`))
      await expect(page).toHaveURL(/[?&]sort=cheapest(&|$)/)
      await expect(filters.getByRole('checkbox').first()).toBeChecked()
    }
    await page.goto(category)
    await page.getByRole('main').getByRole('link', { name: c.product }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: c.product })).toBeVisible()

    const main = page.getByRole('main')
    const add = main.getByRole('button', { name: c.addToCart, exact: true })
    // Without every choice the edge says what is missing; nothing is added.
    const incomplete = product.associatedProductsAttributes.some(
      (attribute) => !attribute.values.some((value) => value.shopDefault),
    )
    if (incomplete) {
      await add.click()
      await expect(outcome(page, c.chooseVariant)).toBeVisible()
    }

    // Choose the variant: native radios (or selects) that post with the form.
    for (const attribute of product.associatedProductsAttributes) {
      const valueId = variant.attributes[attribute.attributeCode]
      const value = attribute.values.find((entry) => entry.id === valueId)
      if (!value) throw new Error(`no value for ${attribute.attributeCode}`)
      const group = main.getByRole('group', { name: new RegExp(`^${escape(attribute.label)}`) })
      if ((await group.count()) > 0)
        await group.getByRole('radio', { name: new RegExp(`^${escape(value.value)}`) }).check()
      else await main.getByLabel(attribute.label, { exact: true }).selectOption(String(value.id))
    }
    await add.click()
    await expect(outcome(page, c.added)).toBeVisible()
    expect(new URL(page.url()).searchParams.get('cart')).toBe('added')

    // The cart, rendered by the server.
    await outcome(page, c.added).getByRole('link', { name: c.goToCart }).click()
    const quantity = page.getByRole('spinbutton', { name: c.quantityOf(variant.name) })
    await expect(quantity).toHaveValue('1')

    // (A quantity below 1 is stopped by the browser's own check of the number field: min 1.)
    await page.getByRole('spinbutton', { name: c.quantityOf(variant.name) }).fill('2')
    await page.getByRole('button', { name: c.updateNamed(variant.name) }).click()
    await expect(outcome(page, c.updated)).toBeVisible()
    await expect(page.getByRole('spinbutton', { name: c.quantityOf(variant.name) })).toHaveValue('2')

    // A coupon: a wrong one is refused, the seeded one applies.
    await page.getByLabel(c.couponLabel).fill('NO-SUCH-COUPON')
    await page.getByRole('button', { name: c.applyCoupon }).click()
    await expect(outcome(page, c.couponInvalid)).toBeVisible()
    await page.getByLabel(c.couponLabel).fill('IZLOG10')
    await page.getByRole('button', { name: c.applyCoupon }).click()
    await expect(outcome(page, c.couponApplied)).toBeVisible()
    await expect(page.getByLabel(c.couponLabel)).toHaveValue('IZLOG10')

    // The note to the order: a form of its own, saved by the edge and shown again by the server.
    await page.getByLabel(c.notesLabel).fill(c.notes)
    await page.getByRole('button', { name: c.saveNotes }).click()
    await expect(outcome(page, c.notesSaved)).toBeVisible()
    await expect(page.getByLabel(c.notesLabel)).toHaveValue(c.notes)

    // Checkout is a link, and its page is rendered by the server.
    await page.getByRole('link', { name: c.checkout }).click()
    await expect(page).toHaveURL(new RegExp(`${escape(c.checkoutPath)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
}

const cookieCases = [
  {
    locale: 'hr',
    home: '/',
    shopPath: '/shop',
    notice: 'Kolačići',
    settings: 'Postavke',
    analytics: 'Analitika',
    marketing: 'Marketing',
    save: 'Spremi odabir',
    accept: 'Prihvaćam',
    cookieSettings: 'Postavke kolačića',
  },
  {
    locale: 'en',
    home: '/en',
    shopPath: '/en/shop',
    notice: 'Cookies',
    settings: 'Settings',
    analytics: 'Analytics',
    marketing: 'Marketing',
    save: 'Save my choice',
    accept: 'Accept',
    cookieSettings: 'Cookie settings',
  },
] as const

for (const c of cookieCases) {
  test(`${c.locale}: the cookie notice's choice is a form: saved, it is kept and the notice stays away`, async ({
    page,
  }) => {
    const choice = async () =>
      parseConsentCookie((await page.context().cookies()).find((entry) => entry.name === CONSENT_COOKIE)?.value)
    await page.goto(c.shopPath)
    const notice = page.getByRole('region', { name: c.notice })
    await expect(notice).toBeVisible()
    // The settings open natively (a <details>); nothing but "necessary" starts ticked.
    await notice.getByText(c.settings, { exact: true }).click()
    await expect(notice.getByRole('checkbox', { name: c.marketing })).not.toBeChecked()
    await notice.getByRole('checkbox', { name: c.analytics }).check()
    await notice.getByRole('button', { name: c.save }).click()
    // Back on the same page, which the server now renders without the notice.
    await expect(page).toHaveURL(new RegExp(`${escape(c.shopPath)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(notice).toHaveCount(0)
    expect(await choice()).toMatchObject({ marketing: false, analytics: true })
    await page.goto(c.home)
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(notice).toHaveCount(0)

    // The footer's cookie settings: the choice is forgotten and the notice asks again, on the same page.
    await page.getByRole('button', { name: c.cookieSettings }).click()
    await expect(notice).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${escape(c.home)}/?$`))
    expect(await choice()).toBeNull()

    // A new visitor who accepts: every category, the same way.
    await page.context().clearCookies()
    await page.goto(c.home)
    await page.getByRole('region', { name: c.notice }).getByRole('button', { name: c.accept }).click()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(notice).toHaveCount(0)
    expect(await choice()).toMatchObject({ marketing: true, analytics: true })
  })
}

const priceCases = [
  {
    locale: 'hr',
    language: 'hrv',
    prefix: '',
    slug: 'hoodica-svjetionik',
    addToCart: 'Dodaj u košaricu',
    added: 'Proizvod je dodan u košaricu.',
  },
  {
    locale: 'en',
    language: 'eng',
    prefix: '/en',
    slug: 'lighthouse-hoodie',
    addToCart: 'Add to cart',
    added: 'The product was added to your cart.',
  },
] as const

for (const c of priceCases) {
  test(`${c.locale}: a variant's price is in its choice's label, so a shopper without the app knows what they pay`, async ({
    page,
  }) => {
    const res = await page.request.get(`/api/v1/product/web/get?slug=${c.slug}`, { headers: { language: c.language } })
    const product = ((await res.json()) as { data: ProductDetail }).data
    const dear = product.associatedProducts
      .filter((entry) => entry.available && entry.isPurchasable)
      .reduce((a, b) => (b.finalPrice > a.finalPrice ? b : a))
    expect(dear.finalPrice).toBeGreaterThan(Math.min(...product.associatedProducts.map((entry) => entry.finalPrice)))
    await whole(page, `${c.prefix}/product/${c.slug}`)
    await page.goto(`${c.prefix}/product/${c.slug}`)
    const main = page.getByRole('main')
    const money = formatMoney(dear.finalPrice, c.locale)
    for (const attribute of product.associatedProductsAttributes) {
      const value = attribute.values.find((entry) => entry.id === dear.attributes[attribute.attributeCode])
      if (!value) throw new Error(`no value for ${attribute.attributeCode}`)
      const group = main.getByRole('group', { name: new RegExp(`^${escape(attribute.label)}`) })
      // The size's own price shows before any choice (the colour's follows the chosen size), and names its radio.
      if (attribute.attributeCode === 'size') {
        await expect(group.getByText(money, { exact: true })).toBeVisible()
        await group.getByRole('radio', { name: `${value.value}, ${money}` }).check()
      } else await group.getByRole('radio', { name: new RegExp(`^${escape(value.value)}\\b`) }).check()
    }
    await main.getByRole('button', { name: c.addToCart, exact: true }).click()
    await expect(outcome(page, c.added)).toBeVisible()
    // What the label said is what the cart charges.
    await page.goto(`${c.prefix}/${c.locale === 'hr' ? 'kosarica' : 'cart'}`)
    await expect(page.getByRole('main').getByText(money).first()).toBeVisible()
  })
}

const bundleCases = [
  {
    locale: 'hr',
    language: 'hrv',
    prefix: '',
    form: 'Prilagodi paket',
    options: 'Opcije',
    addToCart: 'Dodaj u košaricu',
    added: 'Proizvod je dodan u košaricu.',
    chooseVariant: 'Odaberite sve opcije proizvoda (npr. veličinu) pa ga dodajte u košaricu.',
  },
  {
    locale: 'en',
    language: 'eng',
    prefix: '/en',
    form: 'Customize bundle',
    options: 'Options',
    addToCart: 'Add to cart',
    added: 'The product was added to your cart.',
    chooseVariant: 'Choose all of the product’s options (e.g. the size), then add it to the cart.',
  },
] as const

for (const c of bundleCases) {
  test(`${c.locale}: a bundle whose components must be chosen is customised and added with a form`, async ({
    page,
  }) => {
    const res = await page.request.get('/api/v1/product/web/get?slug=kolekcionarski-paket-duboko-more', {
      headers: { language: c.language },
    })
    const product = ((await res.json()) as { data: ProductDetail }).data
    const components = product.bundles.filter(
      (entry) => entry.format === 'configurable' || entry.product.type === 'configurable',
    )
    expect(components.length).toBeGreaterThan(0)
    await whole(page, `${c.prefix}/product/${product.slug}`)
    await page.goto(`${c.prefix}/product/${product.slug}`)
    const form = page.getByRole('form', { name: `${c.form}: ${product.name}` })
    const add = form.getByRole('button', { name: c.addToCart, exact: true })
    // The form reflows at 320 px as the rest of the page (WCAG 1.4.10).
    await page.setViewportSize({ width: 320, height: 640 })
    await expect(add).toBeVisible()
    expect(await horizontalOverflow(page)).toBeNull()
    await page.setViewportSize({ width: 1280, height: 800 })
    // Nothing chosen yet: the edge asks for the choices.
    await add.click()
    await expect(outcome(page, c.chooseVariant)).toBeVisible()
    for (const entry of components) {
      const variant = entry.product.associatedProducts.find((v) => v.available && v.isPurchasable)
      if (!variant) throw new Error(`no buyable variant of ${entry.product.name}`)
      const group = form.getByRole('group', { name: `${c.options}: ${entry.product.name}` })
      for (const attribute of entry.product.associatedProductsAttributes)
        await group
          .getByLabel(attribute.label, { exact: true })
          .selectOption(String(variant.attributes[attribute.attributeCode]))
    }
    await add.click()
    await expect(outcome(page, c.added)).toBeVisible()
    await page.goto(`${c.prefix}/${c.locale === 'hr' ? 'kosarica' : 'cart'}`)
    await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible()
  })
}

const controlCases = [
  {
    locale: 'hr',
    paths: [
      '/',
      '/shop',
      '/product/majica-duboko-more',
      '/product/kolekcionarski-paket-duboko-more',
      '/duboko-more-vr-iza-kulisa',
      '/usluge',
    ],
    profile: '/profil',
    cart: '/kosarica',
    simple: '/product/artbook-deset-godina-izloga',
    addToCart: 'Dodaj u košaricu',
    gallery: '/product/majica-duboko-more',
    image: 'Slika 2 proizvoda Majica Duboko more',
    parent: 'Trgovina',
    child: 'Odjeća',
    submenu: 'Podizbornik: Trgovina',
  },
  {
    locale: 'en',
    paths: [
      '/en',
      '/en/shop',
      '/en/product/deep-sea-t-shirt',
      '/en/product/deep-sea-collectors-bundle',
      '/en/deep-sea-vr-behind-the-scenes',
      '/en/services',
    ],
    profile: '/en/profile',
    cart: '/en/cart',
    simple: '/en/product/artbook-ten-years-of-izlog',
    addToCart: 'Add to cart',
    gallery: '/en/product/deep-sea-t-shirt',
    image: 'Image 2 of Deep Sea T-shirt',
    parent: 'Shop',
    child: 'Apparel',
    submenu: 'Submenu: Shop',
  },
] as const

/** The buttons a visitor sees that the browser cannot answer by itself: neither a popover's nor a form's. */
const deadButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((button) => button.checkVisibility() && !button.disabled)
      .filter((button) => !button.hasAttribute('popovertarget') && !(button.type === 'submit' && button.form))
      .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim()),
  )

for (const c of controlCases) {
  test(`${c.locale}: every control shown works without the app: no dead button, submenus open from their toggles, thumbnails link to their images`, async ({
    page,
  }) => {
    for (const path of c.paths) {
      await whole(page, path)
      await page.goto(path)
      expect(await deadButtons(page), path).toEqual([])
    }
    // The cart is personal (never cached): a line in it shows its quantity's and coupon's forms.
    await page.goto(c.simple)
    await page.getByRole('main').getByRole('button', { name: c.addToCart, exact: true }).click()
    await page.goto(c.cart)
    await expect(page.getByRole('main').getByRole('spinbutton').first()).toBeVisible()
    expect(await deadButtons(page), c.cart).toEqual([])
    // The guest's profile (personal): the login and register forms, without their password toggles.
    await page.goto(c.profile)
    expect(await deadButtons(page), c.profile).toEqual([])
    // A submenu opens from its toggle (a popover the browser opens) and its links follow it with the keyboard.
    await page.goto(c.paths[0])
    const bar = page
      .getByRole('banner')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: c.parent, exact: true }) })
      .first()
    const child = bar.getByRole('link', { name: c.child, exact: true })
    await expect(child).toBeHidden()
    await bar.getByRole('link', { name: c.parent, exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(bar.getByRole('button', { name: c.submenu })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(child).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(child.locator('xpath=ancestor::ul[1]').getByRole('link').first()).toBeFocused()
    // The gallery's thumbnails open their images.
    await page.goto(c.gallery)
    const thumbnail = page.getByRole('main').getByRole('link', { name: c.image })
    await expect(thumbnail).toBeVisible()
    const image = await page.request.get((await thumbnail.getAttribute('href')) ?? '')
    expect(image.headers()['content-type']).toMatch(/^image\//)
  })
}
