import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect } from './console-guard'

/**
 * The checkout journeys (issue 13, SPEC §2/§4/§5) in Croatian and English, in real Chromium
 * against the running Worker and its embedded backend: a guest pays by the test card, is declined
 * (the cart comes back), pays cash on delivery, by wallet and by bank transfer (HUB-3 barcode);
 * a company with a valid and an invalid OIB; delivery to a branch; a customer with a saved
 * address; the cart changed in another tab; a required consent left unticked; a reload on every
 * step. Every test has its own browser context (its own cart).
 */

interface LangCase {
  lang: 'hr' | 'en'
  header: string
  prefix: string
  checkout: string
  text: {
    continue: string
    email: string
    firstName: string
    lastName: string
    phone: string
    city: string
    street: string
    houseNumber: string
    zipCode: string
    placeOrder: string
    success: string
    failure: string
    orderNumber: string
    consents: RegExp[]
    consentRequired: string
    homeDelivery: RegExp
    branchPickup: RegExp
    branch: string
    card: RegExp
    cod: RegExp
    wallet: RegExp
    bank: RegExp
    company: string
    companyName: string
    companyOib: string
    oibInvalid: string
    cartUpdated: string
    shippingStep: string
    paymentStep: string
    addressStep: string
    bankTitle: string
  }
}

const CASES: LangCase[] = [
  {
    lang: 'hr',
    header: 'hrv',
    prefix: '',
    checkout: '/naplata',
    text: {
      continue: 'Nastavi',
      email: 'E-mail adresa',
      firstName: 'Ime',
      lastName: 'Prezime',
      phone: 'Telefon',
      city: 'Grad',
      street: 'Ulica',
      houseNumber: 'Kućni broj',
      zipCode: 'Poštanski broj',
      placeOrder: 'Naruči s obvezom plaćanja',
      success: 'Hvala na narudžbi!',
      failure: 'Narudžba nije uspjela!',
      orderNumber: 'Broj narudžbe',
      consents: [/uvjete prodaje/, /politiku privatnosti/],
      consentRequired: 'Za nastavak morate prihvatiti obavezne privole',
      homeDelivery: /Dostava na adresu/,
      branchPickup: /Preuzimanje u poslovnici/,
      branch: 'Poslovnica za preuzimanje',
      card: /Kartično plaćanje/,
      cod: /Plaćanje pouzećem/,
      wallet: /Digitalni novčanik/,
      bank: /Uplata na račun/,
      company: 'Kupujem kao tvrtka (R1 račun)',
      companyName: 'Naziv tvrtke',
      companyOib: 'OIB tvrtke',
      oibInvalid: 'OIB nije ispravan: kontrolna znamenka ne odgovara. Provjerite broj.',
      cartUpdated: 'Košarica je u međuvremenu ažurirana s novim cijenama',
      shippingStep: 'Način dostave',
      paymentStep: 'Način plaćanja',
      addressStep: 'Adresa za dostavu',
      bankTitle: 'Podaci za uplatu',
    },
  },
  {
    lang: 'en',
    header: 'eng',
    prefix: '/en',
    checkout: '/en/checkout',
    text: {
      continue: 'Continue',
      email: 'E-mail address',
      firstName: 'First name',
      lastName: 'Last name',
      phone: 'Phone',
      city: 'City',
      street: 'Street',
      houseNumber: 'House number',
      zipCode: 'ZIP code',
      placeOrder: 'Place order and pay',
      success: 'Thank you for your order!',
      failure: 'Your order did not go through!',
      orderNumber: 'Order number',
      consents: [/terms of sale/, /privacy policy/],
      consentRequired: 'Please accept the required consents to continue',
      homeDelivery: /Home delivery/,
      branchPickup: /Pick up in a branch/,
      branch: 'Pick-up branch',
      card: /Card payment/,
      cod: /Cash on delivery/,
      wallet: /Digital wallet/,
      bank: /Bank transfer/,
      company: 'I am buying as a company (invoice with VAT ID)',
      companyName: 'Company name',
      companyOib: 'Company OIB',
      oibInvalid: 'This OIB is not valid: its check digit does not match. Please check the number.',
      cartUpdated: 'Your cart was updated in the meantime with new prices',
      shippingStep: 'Shipping method',
      paymentStep: 'Payment method',
      addressStep: 'Delivery address',
      bankTitle: 'Payment details',
    },
  },
]

const POSTER = 'poster-duboko-more-50x70'
/** A valid OIB (check digit per ISO 7064 MOD 11,10) and the same number with its last digit changed. */
const VALID_OIB = '69435151530'
const INVALID_OIB = '69435151531'

async function productId(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/v1/product/web/get?slug=${encodeURIComponent(slug)}`)
  expect(res.ok(), slug).toBe(true)
  return ((await res.json()) as { data: { id: number } }).data.id
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** Same-origin fetch from inside the page (its HttpOnly cookies). */
async function call(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => (await fetch(path, { method, headers: body === undefined ? {} : { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).status,
    { method, path, body },
  )
}

/** The checkout with a poster in the cart (added through the edge API). */
async function checkoutWithPoster(page: Page, c: LangCase, qty = 1) {
  await open(page, `${c.prefix}/`)
  expect(await call(page, 'POST', '/api/cart/items', { productId: await productId(page.request, POSTER), qty })).toBe(200)
  await open(page, c.checkout)
  await expect(page.getByRole('heading', { level: 2, name: c.text.addressStep })).toBeVisible()
}

/** A required field by its label (the label ends with the "(required field)" mark). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label} \\(`) })

async function fillAddress(page: Page, c: LangCase, options: { consent?: boolean } = {}) {
  await field(page, c.text.email).fill(`kupac-${Date.now()}@example.com`)
  await field(page, c.text.firstName).fill("Ana D'Urso")
  await field(page, c.text.lastName).fill('Horvat')
  await field(page, c.text.phone).fill('+385 91 234 5678')
  await field(page, c.text.city).fill('Zagreb')
  await field(page, c.text.street).fill('Ilica')
  await field(page, c.text.houseNumber).fill('42a')
  await field(page, c.text.zipCode).fill('10000')
  if (options.consent !== false) for (const name of c.text.consents) await page.getByRole('checkbox', { name }).check()
}

async function toPayment(page: Page, c: LangCase, delivery: RegExp = c.text.homeDelivery) {
  await page.getByRole('button', { name: c.text.continue }).click()
  await expect(page.getByRole('heading', { level: 2, name: c.text.shippingStep })).toBeVisible()
  await expect(page).toHaveURL(/step=shipping/)
  await page.getByRole('radio', { name: delivery }).check()
  await page.getByRole('button', { name: c.text.continue }).click()
  await expect(page.getByRole('heading', { level: 2, name: c.text.paymentStep })).toBeVisible()
  await expect(page).toHaveURL(/step=payment/)
}

async function pay(page: Page, c: LangCase, method: RegExp) {
  const radio = page.getByRole('radio', { name: method })
  await radio.check()
  await expect(radio).toBeChecked()
  await page.getByRole('button', { name: c.text.placeOrder }).click()
}

for (const c of CASES) {
  test.describe(`checkout (${c.lang})`, () => {
    test('a guest pays by the test card 4242… and sees the order number and summary', async ({ page }) => {
      await checkoutWithPoster(page, c)
      await fillAddress(page, c)
      await toPayment(page, c)
      await pay(page, c, c.text.card)
      await page.waitForURL(/\/pay\//)
      await page.getByLabel(/Broj kartice|Card number/).fill('4242 4242 4242 4242')
      await page.getByLabel(/Vrijedi do|Expiry/).fill('12/30')
      await page.getByLabel(/CVC/).fill('123')
      await page.getByRole('button', { name: /Plati|Pay/ }).click()
      await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
      await expect(page.getByText(c.text.orderNumber)).toContainText(/IZL-/)
      await expect(page.getByRole("table")).toContainText(/poster/i)
      // No "cart no longer available" toast on a successful payment.
      await expect(page.getByRole('alert')).toHaveCount(0)
    })

    test('a declined card 4000…0002 → the failure page, and the cart is still there', async ({ page }) => {
      await checkoutWithPoster(page, c, 2)
      await fillAddress(page, c)
      await toPayment(page, c)
      await pay(page, c, c.text.card)
      await page.waitForURL(/\/pay\//)
      await page.getByLabel(/Broj kartice|Card number/).fill('4000 0000 0000 0002')
      await page.getByLabel(/Vrijedi do|Expiry/).fill('12/30')
      await page.getByLabel(/CVC/).fill('123')
      await page.getByRole('button', { name: /Plati|Pay/ }).click()
      await expect(page.getByRole('heading', { level: 1, name: c.text.failure })).toBeVisible()
      await open(page, c.checkout)
      await expect(page.getByRole('complementary', { name: c.lang === 'hr' ? 'Vaša narudžba' : 'Your order' })).toContainText('× 2')
    })

    test('cash on delivery → success; the cart is empty afterwards', async ({ page }) => {
      await checkoutWithPoster(page, c)
      await fillAddress(page, c)
      await toPayment(page, c)
      await pay(page, c, c.text.cod)
      await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
      await expect(page.getByText(c.text.orderNumber)).toContainText(/IZL-/)
      await expect(page.getByRole("table")).toContainText(/poster/i)
      expect(await page.evaluate(async () => ((await (await fetch('/api/cart')).json()) as { data: unknown }).data)).toBeNull()
    })

    test('a wallet → the provider approves → success', async ({ page }) => {
      await checkoutWithPoster(page, c)
      await fillAddress(page, c)
      await toPayment(page, c)
      await pay(page, c, c.text.wallet)
      await page.getByRole('link', { name: 'Izlog Pay (test)' }).click()
      await page.waitForURL(/\/pay\//)
      await page.getByRole('button', { name: /Odobri|Approve/ }).click()
      await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
    })

    test('bank transfer → success page with the payment details and the HUB-3 barcode', async ({ page }) => {
      await checkoutWithPoster(page, c)
      await fillAddress(page, c)
      await toPayment(page, c)
      await pay(page, c, c.text.bank)
      await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
      const bank = page.getByRole('region', { name: c.text.bankTitle })
      await expect(bank).toContainText('HR00')
      await expect(bank.getByRole('img', { name: /HUB-3/ })).toBeVisible()
    })

    test('a company order: an invalid OIB is named, a valid one goes through', async ({ page }) => {
      await checkoutWithPoster(page, c)
      await fillAddress(page, c)
      await page.getByRole('checkbox', { name: c.text.company }).check()
      await field(page, c.text.companyName).fill('Izlog d.o.o.')
      await field(page, c.text.companyOib).fill(`${INVALID_OIB}e+-9`)
      await expect(field(page, c.text.companyOib)).toHaveValue(INVALID_OIB)
      await page.getByRole('button', { name: c.text.continue }).click()
      await expect(page.getByText(c.text.oibInvalid)).toBeVisible()
      await expect(page).not.toHaveURL(/step=shipping/)
      await field(page, c.text.companyOib).fill(VALID_OIB)
      await toPayment(page, c)
      await pay(page, c, c.text.cod)
      await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
      await expect(page.locator('main')).toContainText(VALID_OIB)
    })

    test('delivery to a branch needs the branch', async ({ page }) => {
      await checkoutWithPoster(page, c)
      await fillAddress(page, c)
      await page.getByRole('button', { name: c.text.continue }).click()
      await page.getByRole('radio', { name: c.text.branchPickup }).check()
      await page.getByRole('button', { name: c.text.continue }).click()
      await expect(page.getByText(c.lang === 'hr' ? 'Odaberite poslovnicu za preuzimanje' : 'Choose a pick-up branch').first()).toBeVisible()
      await page.getByLabel(c.text.branch).selectOption({ index: 2 })
      await page.getByRole('button', { name: c.text.continue }).click()
      await expect(page.getByRole('heading', { level: 2, name: c.text.paymentStep })).toBeVisible()
      await pay(page, c, c.text.card)
      await page.waitForURL(/\/pay\//)
    })

    test('a required consent left unticked stops the step with the SPEC message', async ({ page }) => {
      await checkoutWithPoster(page, c)
      await fillAddress(page, c, { consent: false })
      await page.getByRole('button', { name: c.text.continue }).click()
      await expect(page.getByText(c.text.consentRequired)).toBeVisible()
      await expect(page).not.toHaveURL(/step=shipping/)
    })

    test('every step survives a reload, and a later step cannot be opened first', async ({ page }) => {
      await checkoutWithPoster(page, c)
      await open(page, `${c.checkout}?step=payment`)
      await expect(page.getByRole('heading', { level: 2, name: c.text.addressStep })).toBeVisible()
      await fillAddress(page, c)
      await page.getByRole('button', { name: c.text.continue }).click()
      await expect(page.getByRole('heading', { level: 2, name: c.text.shippingStep })).toBeVisible()
      await page.reload()
      await expect(page.getByRole('heading', { level: 2, name: c.text.shippingStep })).toBeVisible()
      await page.getByRole('radio', { name: c.text.homeDelivery }).check()
      await page.getByRole('button', { name: c.text.continue }).click()
      await expect(page.getByRole('heading', { level: 2, name: c.text.paymentStep })).toBeVisible()
      await page.reload()
      await expect(page.getByRole('heading', { level: 2, name: c.text.paymentStep })).toBeVisible()
      await page.goBack()
      await expect(page.getByRole('heading', { level: 2, name: c.text.shippingStep })).toBeVisible()
      await open(page, `${c.checkout}?step=address`)
      await expect(field(page, c.text.city)).toHaveValue('Zagreb')
    })

    test('the cart changes in another tab → cart-updated toast and no order', async ({ page, context }) => {
      await checkoutWithPoster(page, c)
      await fillAddress(page, c)
      await toPayment(page, c)
      const other = await context.newPage()
      await open(other, `${c.prefix}/`)
      expect(await call(other, 'POST', '/api/cart/items', { productId: await productId(other.request, POSTER), qty: 1 })).toBe(200)
      await other.close()
      await pay(page, c, c.text.cod)
      await expect(page.getByText(c.text.cartUpdated)).toBeVisible()
      await expect(page).toHaveURL(/step=payment/)
      await expect(page.getByRole('complementary', { name: c.lang === 'hr' ? 'Vaša narudžba' : 'Your order' })).toContainText('× 2')
    })
  })
}
