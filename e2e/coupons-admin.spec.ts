import { test, expect, newContext } from './console-guard'
import { CASES, POSTER, call, fillAddress, pay, productId, toPayment } from './checkout-flow'
import { expectAccessible, open, staffPage } from './after-sale-flow'

/**
 * Coupons in the backoffice (issue 37), in real Chromium against the Worker, in Croatian and
 * English: the owner creates a coupon limited to the posters' category with a usage limit of 1; a
 * shopper applies it on the cart page to a cart with a poster and orders; a second shopper's use is
 * refused with the translated message, and the coupon's page counts its one use. Axe and the
 * 320 px reflow check run on the list, the new-coupon form and the coupon's page.
 */

const TEXT = {
  hr: {
    list: '/admin/coupons',
    newCoupon: 'Novi kupon',
    code: /^Kod kupona/,
    percent: /^Postotak popusta/,
    usageLimit: 'Ukupno korištenja',
    category: 'Posteri',
    create: 'Spremi kupon',
    usesNone: 'Korištenja: 0',
    usesOne: 'Korištenja: 1',
    oneOfOne: '1 od 1',
    search: 'Traži po kodu',
    searchButton: 'Traži',
    cart: '/kosarica',
    couponLabel: 'Kod kupona',
    applyCoupon: 'Primijeni kupon',
    couponApplied: 'Kupon je primijenjen',
    usedUp: 'Ovaj kupon je već iskorišten.',
  },
  en: {
    list: '/en/admin/coupons',
    newCoupon: 'New coupon',
    code: /^Coupon code/,
    percent: /^Discount percentage/,
    usageLimit: 'Uses in total',
    category: 'Posters',
    create: 'Save coupon',
    usesNone: 'Uses: 0',
    usesOne: 'Uses: 1',
    oneOfOne: '1 of 1',
    search: 'Search by code',
    searchButton: 'Search',
    cart: '/en/cart',
    couponLabel: 'Coupon code',
    applyCoupon: 'Apply coupon',
    couponApplied: 'The coupon was applied',
    usedUp: 'This coupon has already been used up.',
  },
} as const

for (const c of CASES) {
  const t = TEXT[c.lang]

  test(`${c.lang}: the owner creates a poster coupon for one use; one shopper orders with it, the next is refused`, async ({
    page,
    browser,
  }) => {
    test.slow()
    const code = `E2E${c.lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`
    const staff = await staffPage(browser, c.lang)

    // The owner: the list, then a new coupon limited to the posters' category, usable once.
    await open(staff, t.list)
    await expectAccessible(staff, 'coupon list')
    await staff.getByRole('link', { name: t.newCoupon }).click()
    await expect(staff.getByRole('textbox', { name: t.code })).toBeVisible()
    await expectAccessible(staff, 'new coupon form')
    await staff.getByRole('textbox', { name: t.code }).fill(code)
    await staff.getByRole('textbox', { name: t.percent }).fill('10')
    await staff.getByRole('textbox', { name: t.usageLimit, exact: true }).fill('1')
    await staff.getByRole('checkbox', { name: t.category, exact: true }).check()
    await staff.getByRole('button', { name: t.create }).click()
    await expect(staff).toHaveURL(/\/admin\/coupons\/\d+$/)
    await expect(staff.getByText(t.usesNone)).toBeVisible()
    await expect(staff.getByRole('checkbox', { name: t.category, exact: true })).toBeChecked()
    await expectAccessible(staff, 'coupon page')
    const couponPath = new URL(staff.url()).pathname

    // The first shopper: a poster in the cart, the coupon applied on the cart page, an order by cash on delivery.
    await open(page, `${c.prefix}/`)
    const poster = await productId(page.request, POSTER)
    expect(await call(page, 'POST', '/api/cart/items', { productId: poster, qty: 1 })).toBe(200)
    await open(page, t.cart)
    await page.getByLabel(t.couponLabel).fill(code)
    await page.getByRole('button', { name: t.applyCoupon }).click()
    await expect(page.getByText(t.couponApplied).first()).toBeVisible()
    await open(page, c.checkout)
    await fillAddress(page, c)
    await toPayment(page, c)
    await pay(page, c, c.text.cod)
    await expect(page.getByRole('heading', { name: c.text.success })).toBeVisible()

    // The second shopper: the same coupon is used up, said in the page's language.
    const other = await (await newContext(browser)).newPage()
    await open(other, `${c.prefix}/`)
    expect(await call(other, 'POST', '/api/cart/items', { productId: poster, qty: 1 })).toBe(200)
    await open(other, t.cart)
    await other.getByLabel(t.couponLabel).fill(code)
    await other.getByRole('button', { name: t.applyCoupon }).click()
    await expect(other.getByRole('alert').filter({ hasText: t.usedUp })).toBeVisible()

    // The owner sees the one use on the coupon's page and in the list.
    await open(staff, couponPath)
    await expect(staff.getByText(t.usesOne)).toBeVisible()
    await open(staff, t.list)
    await staff.getByRole('searchbox', { name: t.search }).fill(code)
    await staff.getByRole('button', { name: t.searchButton, exact: true }).click()
    await expect(staff.getByRole('row').filter({ hasText: code })).toContainText(t.oneOfOne)
  })
}
