import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'
import { CASES, POSTER, countrySelect, field, productId, type LangCase } from './checkout-flow'
import { axeViolationsWithoutScripts, describeFindings } from './axe'

/**
 * Issue 38: the checkout works with JavaScript off. A guest goes cart → checkout → address →
 * shipping → payment (bank transfer) → review → places the order and sees the confirmation; every
 * step is a form the browser posts to the edge, which answers 303 to the next step. A missing
 * field comes back with the translated error and what was typed kept. A card order goes on to the
 * card page through the hand-off page's button. Back from the card page without paying, the cart and
 * the checkout show the order awaiting its payment, with "pay now" and "give it up" as forms.
 */

test.use({ javaScriptEnabled: false })

const REVIEW = { hr: 'Pregled narudžbe', en: 'Review your order' } as const
/** The hand-off page between the order and the (test) card page, and that page's fields. */
const CARD = {
  hr: {
    handOff: /^Plaćanje narudžbe IZL-/,
    go: 'Nastavi na plaćanje',
    number: 'Broj kartice',
    expiry: 'Vrijedi do (MM/GG)',
    pay: 'Plati',
  },
  en: {
    handOff: /^Paying for order IZL-/,
    go: 'Continue to payment',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    pay: 'Pay',
  },
} as const
const FIELDS_INVALID = {
  hr: 'Neka polja nisu ispravno ispunjena. Provjerite označena polja.',
  en: 'Some fields are not filled in correctly. Please check the marked fields.',
} as const

/** The accessibility gate (issue 8) on the step as a browser without JavaScript shows it. */
async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const findings = await axeViolationsWithoutScripts(page)
  expect(findings, describeFindings(`${page.url()} (${where}, without JavaScript)`, findings)).toEqual([])
}

for (const c of CASES) {
  test(`${c.lang}: a guest without JavaScript checks out with a bank transfer`, async ({ page, baseURL }) => {
    const id = await productId(page.request, POSTER)
    await page.goto(`${c.prefix}/`)
    const added = await page.request.post('/api/cart-form/items', {
      form: { productId: String(id), qty: '1' },
      headers: { Origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    })
    expect(added.status()).toBe(303)
    await page.goto(c.checkout)
    await expect(page.getByRole('heading', { level: 2, name: c.text.addressStep })).toBeVisible()

    // A missing field: back to the address step, the error named, what was typed kept.
    const email = `gost-${c.lang}-${Date.now()}@example.com`
    await field(page, c.text.email).fill(email)
    await field(page, c.text.firstName).first().fill('Ana')
    await page.getByRole('button', { name: c.text.continue }).click()
    await expect(page).toHaveURL(/step=address&checkout=fieldsInvalid/)
    await expect(page.getByRole('alert').filter({ hasText: FIELDS_INVALID[c.lang] })).toBeVisible()
    await expectNoAxeViolations(page, 'address step with its errors')
    await expect(field(page, c.text.email)).toHaveValue(email)
    await expect(field(page, c.text.lastName).first()).toHaveAttribute('aria-invalid', 'true')

    await field(page, c.text.lastName).first().fill('Horvat')
    await field(page, c.text.phone).first().fill('+385 91 234 5678')
    await countrySelect(page, c.text.country).first().selectOption('HR')
    await field(page, c.text.city).first().fill('Zagreb')
    await field(page, c.text.street).first().fill('Ilica')
    await field(page, c.text.houseNumber).first().fill('42a')
    await field(page, c.text.zipCode).first().fill('10000')
    await page.getByRole('button', { name: c.text.continue }).click()

    await expect(page).toHaveURL(/step=shipping/)
    await expect(page.getByRole('heading', { level: 2, name: c.text.shippingStep })).toBeVisible()
    await expectNoAxeViolations(page, 'shipping step')
    await page.getByRole('radio', { name: c.text.homeDelivery }).check()
    await page.getByRole('button', { name: c.text.continue }).click()

    await expect(page).toHaveURL(/step=payment/)
    await expect(page.getByRole('radio', { name: c.text.wallet })).toBeVisible()
    await expectNoAxeViolations(page, 'payment step')
    await page.getByRole('radio', { name: c.text.bank }).check()
    await page.getByRole('button', { name: c.text.continue }).click()

    await expect(page).toHaveURL(/step=review/)
    await expect(page.getByRole('heading', { level: 2, name: REVIEW[c.lang] })).toBeVisible()
    // The consents are never ticked in advance: without them the order is refused, and says why.
    for (const name of c.text.consents) await expect(page.getByRole('checkbox', { name })).not.toBeChecked()
    await page.getByRole('button', { name: c.text.placeOrder }).click()
    await expect(page).toHaveURL(/step=review&checkout=consentMissing/)
    await expect(page.getByRole('alert').filter({ hasText: c.text.consentRequired })).toBeVisible()
    await expectNoAxeViolations(page, 'review step with its notice')

    for (const name of c.text.consents) await page.getByRole('checkbox', { name }).check()
    await page.getByRole('button', { name: c.text.placeOrder }).click()
    await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
    await expect(page.getByText(c.text.orderNumber)).toBeVisible()
  })
}

/** A guest's card order without JavaScript, from the cart to the hand-off page (not yet on the card page). */
async function placeCardOrder(page: Page, baseURL: string, c: LangCase): Promise<void> {
  const id = await productId(page.request, POSTER)
  const added = await page.request.post('/api/cart-form/items', {
    form: { productId: String(id), qty: '1' },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  })
  expect(added.status()).toBe(303)
  await page.goto(c.checkout)
  await field(page, c.text.email).fill(`kartica-${c.lang}-${Date.now()}@example.com`)
  await field(page, c.text.firstName).first().fill('Ana')
  await field(page, c.text.lastName).first().fill('Horvat')
  await field(page, c.text.phone).first().fill('+385 91 234 5678')
  await countrySelect(page, c.text.country).first().selectOption('HR')
  await field(page, c.text.city).first().fill('Zagreb')
  await field(page, c.text.street).first().fill('Ilica')
  await field(page, c.text.houseNumber).first().fill('42a')
  await field(page, c.text.zipCode).first().fill('10000')
  await page.getByRole('button', { name: c.text.continue }).click()
  await page.getByRole('radio', { name: c.text.homeDelivery }).check()
  await page.getByRole('button', { name: c.text.continue }).click()
  await page.getByRole('radio', { name: c.text.card }).check()
  await page.getByRole('button', { name: c.text.continue }).click()
  await expect(page).toHaveURL(/step=review/)
  for (const name of c.text.consents) await page.getByRole('checkbox', { name }).check()
  await page.getByRole('button', { name: c.text.placeOrder }).click()
  await expect(page.getByRole('heading', { level: 1, name: CARD[c.lang].handOff })).toBeVisible()
}

for (const c of CASES) {
  test(`${c.lang}: a guest without JavaScript pays by card through the hand-off page`, async ({ page, baseURL }) => {
    await placeCardOrder(page, baseURL!, c)
    const card = CARD[c.lang]
    await expectNoAxeViolations(page, 'the hand-off page to the card page')
    await page.getByRole('button', { name: card.go }).click()
    await page.waitForURL(/\/pay\//)
    await page.getByLabel(card.number).fill('4242 4242 4242 4242')
    await page.getByLabel(card.expiry).fill('12/40')
    await page.getByLabel('CVC').fill('123')
    await page.getByRole('button', { name: card.pay }).click()
    await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
    await expect(page.getByText(c.text.orderNumber)).toBeVisible()
  })
}

/** The cart page's path, the awaiting-payment notice and the "payment not completed" message (issue 34). */
const AWAITING = {
  hr: {
    cart: '/kosarica',
    title: /^Narudžba IZL-\d{4}-\d{6} čeka plaćanje do /,
    payNow: 'Plati sada',
    cancel: 'Odustani od plaćanja i vrati košaricu',
    providerCancel: 'Odustani, natrag u trgovinu',
    incomplete: 'Plaćanje nije dovršeno i narudžba je otkazana.',
  },
  en: {
    cart: '/en/cart',
    title: /^Order IZL-\d{4}-\d{6} awaits its payment until /,
    payNow: 'Pay now',
    cancel: 'Cancel the payment and restore the cart',
    providerCancel: 'Cancel, back to the shop',
    incomplete: 'The payment was not completed and the order was cancelled.',
  },
} as const

/** The cart page shows the failed order's lines again (their remove buttons), with the message. */
async function expectCartBack(page: Page, c: LangCase): Promise<void> {
  const text = AWAITING[c.lang]
  // The provider's failure URL may carry the order's number after the shop's query.
  await expect(page).toHaveURL(new RegExp(`${text.cart}\\?payment=incomplete(&|$)`))
  await expect(page.getByRole('status').filter({ hasText: text.incomplete })).toBeVisible()
  await expect(page.locator('form[action^="/api/cart-form/items/"]').first()).toBeAttached()
  await expect(page.getByRole('heading', { level: 2, name: text.title })).toHaveCount(0)
}

for (const c of CASES) {
  test(`${c.lang}: back from the card page without paying, the order awaiting its payment is given up without JavaScript`, async ({
    page,
    baseURL,
  }) => {
    const text = AWAITING[c.lang]
    await placeCardOrder(page, baseURL!, c)
    await page.getByRole('button', { name: CARD[c.lang].go }).click()
    await page.waitForURL(/\/pay\//)
    // Back to the shop without paying: the cart and the checkout both say the order awaits its payment.
    await page.goto(c.checkout)
    await expect(page.getByRole('heading', { level: 2, name: text.title })).toBeVisible()
    await page.goto(text.cart)
    await expect(page.getByRole('heading', { level: 2, name: text.title })).toBeVisible()
    await expectNoAxeViolations(page, 'the cart with the order awaiting its payment')
    await page.getByRole('button', { name: text.cancel }).click()
    await expectCartBack(page, c)
    await expectNoAxeViolations(page, 'the cart back after giving the payment up')
  })

  test(`${c.lang}: pay now without JavaScript hands over to the card page again; its cancel brings the cart back`, async ({
    page,
    baseURL,
  }) => {
    const text = AWAITING[c.lang]
    await placeCardOrder(page, baseURL!, c)
    await page.goto(c.checkout)
    await page.getByRole('button', { name: text.payNow }).click()
    await expect(page.getByRole('heading', { level: 1, name: CARD[c.lang].handOff })).toBeVisible()
    await page.getByRole('button', { name: CARD[c.lang].go }).click()
    await page.waitForURL(/\/pay\//)
    // The provider's own cancel link: back to the cart page, which gives the cart back.
    await page.getByRole('button', { name: text.providerCancel }).click()
    await expectCartBack(page, c)
  })
}
