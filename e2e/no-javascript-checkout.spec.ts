import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'
import { CASES, POSTER, countrySelect, field, productId } from './checkout-flow'
import { axeViolationsWithoutScripts, describeFindings } from './axe'

/**
 * Issue 38: the checkout works with JavaScript off. A guest goes cart → checkout → address →
 * shipping → payment (bank transfer) → review → places the order and sees the confirmation; every
 * step is a form the browser posts to the edge, which answers 303 to the next step. A missing
 * field comes back with the translated error and what was typed kept. A card order goes on to the
 * card page through the hand-off page's button.
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

for (const c of CASES) {
  test(`${c.lang}: a guest without JavaScript pays by card through the hand-off page`, async ({ page, baseURL }) => {
    const id = await productId(page.request, POSTER)
    const added = await page.request.post('/api/cart-form/items', {
      form: { productId: String(id), qty: '1' },
      headers: { Origin: new URL(baseURL!).origin },
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

    const card = CARD[c.lang]
    await expect(page.getByRole('heading', { level: 1, name: card.handOff })).toBeVisible()
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
