import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from './console-guard'
import type { Cart } from '../contract/dto/commerce'
import { shownCart } from '../contract/cart-change'

/**
 * What the checkout journeys share (checkout, keyboard and axe specs): the texts of both languages,
 * a cart with a poster, the address form, the way to the payment step and the order button.
 */

export interface LangCase {
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
    country: string
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
    notifications: string
    cartGone: string
  }
}

export const CASES: LangCase[] = [
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
      country: 'Država',
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
      branch: 'Mjesto preuzimanja',
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
      notifications: 'Obavijesti',
      cartGone: 'Košarica više nije dostupna. Započnite novu kupnju.',
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
      country: 'Country',
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
      branch: 'Pick-up point',
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
      notifications: 'Notifications',
      cartGone: 'Your cart is no longer available. Please start a new order.',
    },
  },
]

export const POSTER = 'poster-duboko-more-50x70'
/** A valid OIB (check digit per ISO 7064 MOD 11,10) and the same number with its last digit changed. */
export const VALID_OIB = '69435151530'
export const INVALID_OIB = '69435151531'

export async function productId(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/v1/product/web/get?slug=${encodeURIComponent(slug)}`)
  expect(res.ok(), slug).toBe(true)
  return ((await res.json()) as { data: { id: number } }).data.id
}

export async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** Same-origin fetch from inside the page (its HttpOnly cookies). */
export async function call(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) =>
      (
        await fetch(path, {
          method,
          headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).status,
    { method, path, body },
  )
}

/** The checkout with a poster in the cart (added through the edge API). */
export async function checkoutWithPoster(page: Page, c: LangCase, qty = 1) {
  await open(page, `${c.prefix}/`)
  expect(await call(page, 'POST', '/api/cart/items', { productId: await productId(page.request, POSTER), qty })).toBe(
    200,
  )
  await open(page, c.checkout)
  await expect(page.getByRole('heading', { level: 2, name: c.text.addressStep })).toBeVisible()
}

/** A required field by its label (the label ends with the "(required field)" mark). */
export const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label} \\(`) })

/**
 * A required country select by its label: it starts on its empty "choose a country" option (issue
 * 34), so a test picks the country as a shopper must.
 */
export const countrySelect = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^${label} \\(`) })

export async function fillAddress(page: Page, c: LangCase, options: { consent?: boolean } = {}) {
  await field(page, c.text.email).fill(`kupac-${Date.now()}@example.com`)
  await field(page, c.text.firstName).fill("Ana D'Urso")
  await field(page, c.text.lastName).fill('Horvat')
  await field(page, c.text.phone).fill('+385 91 234 5678')
  const country = countrySelect(page, c.text.country)
  await expect(country).toHaveValue('')
  await country.selectOption('HR')
  await field(page, c.text.city).fill('Zagreb')
  await field(page, c.text.street).fill('Ilica')
  await field(page, c.text.houseNumber).fill('42a')
  await field(page, c.text.zipCode).fill('10000')
  if (options.consent !== false) for (const name of c.text.consents) await page.getByRole('checkbox', { name }).check()
}

export async function toPayment(page: Page, c: LangCase, delivery: RegExp = c.text.homeDelivery) {
  await page.getByRole('button', { name: c.text.continue }).click()
  await expect(page.getByRole('heading', { level: 2, name: c.text.shippingStep })).toBeVisible()
  await expect(page).toHaveURL(/step=shipping/)
  await page.getByRole('radio', { name: delivery }).check()
  await page.getByRole('button', { name: c.text.continue }).click()
  await expect(page.getByRole('heading', { level: 2, name: c.text.paymentStep })).toBeVisible()
  await expect(page).toHaveURL(/step=payment/)
}

/**
 * To the payment step and past its own save: arriving there with no method chosen saves the only card
 * method by itself (SPEC §4), and that save answers with the cart as the server has it then. A journey
 * that changes the cart behind this tab's back waits for that answer first; otherwise the change can
 * arrive with it, the tab shows the new cart before the order, and there is no change left to report.
 */
export async function toPaymentSaved(page: Page, c: LangCase) {
  const saved = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v2/payment/savePaymentMethod' && response.request().method() === 'PUT',
  )
  await toPayment(page, c)
  expect((await saved).status()).toBe(200)
  await expect(page.getByRole('radio', { name: c.text.card })).toBeChecked()
}

export async function pay(page: Page, c: LangCase, method: RegExp) {
  const radio = page.getByRole('radio', { name: method })
  await radio.check()
  await expect(radio).toBeChecked()
  await page.getByRole('button', { name: c.text.placeOrder }).click()
}

/** The site's origin (the edge refuses state-changing calls without a same-origin Origin header). */
const origin = () => new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8787').origin

/** A same-origin API call through the page's browser context (its cookies), with a JSON answer. */
async function contextCall(
  page: Page,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
): Promise<{ status: number; data: unknown }> {
  return requestCall(page.request, method, path, body)
}

async function requestCall(
  request: APIRequestContext,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  language = 'hrv',
): Promise<{ status: number; data: unknown }> {
  const res = await request.fetch(path, {
    method,
    headers: { origin: origin(), 'content-type': 'application/json', language },
    data: JSON.stringify(body),
  })
  const json = (await res.json().catch(() => ({}))) as { data?: unknown }
  return { status: res.status(), data: json.data }
}

export const SAVED_ADDRESS = {
  firstName: 'Iva',
  lastName: 'Kovač',
  contactPhone: '+385 21 123 456',
  country: 'HR',
  city: 'Split',
  street: 'Obala hrvatskog narodnog preporoda',
  houseNumber: '7',
  zipCode: '21000',
}

/** A new customer of this test (its own cart), logged in, with one saved address in the address book. */
export async function customerWithSavedAddress(page: Page, c: LangCase): Promise<{ email: string }> {
  const email = `kupac-${Date.now()}-${Math.floor(Math.random() * 1e6)}@izlog.test`
  const password = 'izlog-kupac-2026'
  const registered = await contextCall(page, 'POST', '/api/v1/user/web/register', {
    firstName: 'Iva',
    lastName: 'Kovač',
    email,
    password,
    confirmedPassword: password,
    consents: ['privacy'],
  })
  expect(registered.status).toBe(201)
  expect(
    (await contextCall(page, 'POST', '/api/auth/login', { username: email, password, locale: c.lang })).status,
  ).toBe(200)
  const address = await contextCall(page, 'POST', '/api/v1/user/web/address/create', {
    ...SAVED_ADDRESS,
    contactEmail: email,
    type: 'Shipping',
    kind: 'other',
  })
  expect(address.status).toBe(201)
  return { email }
}

/**
 * Places an order of posters for the customer logged in on `request` (a page's `page.request`, or an API context) through the API alone (the
 * cart, delivery, payment and order calls the checkout page makes), cash on delivery unless another payment type is named; returns the order number.
 * `guest`: nobody is logged in on `request`, and the order is a guest checkout under `email` (the checkout's guest call first).
 */
export async function placeOrderByApi(
  request: APIRequestContext,
  email: string,
  lang: 'hr' | 'en' = 'hr',
  qty = 1,
  paymentType: 'COD' | 'BANK_TRANSFER' = 'COD',
  guest = false,
): Promise<string> {
  const call = (method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown) =>
    requestCall(request, method, path, body, lang === 'hr' ? 'hrv' : 'eng')
  expect((await call('POST', '/api/cart/items', { productId: await productId(request, POSTER), qty })).status).toBe(200)
  if (guest) expect((await call('PATCH', '/api/v1/user/guest/update', { email })).status).toBe(200)
  const deliveries = await call('POST', '/api/v2/delivery/getApplicableDeliveryMethods', {})
  const delivery = (deliveries.data as Array<{ id: number; options: unknown[] }>).find(
    (method) => method.options.length === 0,
  )
  expect(delivery, 'a delivery method without branches').toBeDefined()
  expect(
    (await call('PUT', '/api/v2/delivery/saveDeliveryMethod', { deliveryMethodId: delivery!.id, branchId: null }))
      .status,
  ).toBe(200)
  const payments = await call('POST', '/api/v2/payment/getApplicablePaymentMethods', {})
  const method = (payments.data as Array<{ id: number; paymentType: string }>).find(
    (candidate) => candidate.paymentType === paymentType,
  )
  expect(method, paymentType).toBeDefined()
  const saved = await call('PUT', '/api/v2/payment/savePaymentMethod', {
    paymentMethodId: method!.id,
    companyData: null,
  })
  expect(saved.status).toBe(200)
  const address = { ...SAVED_ADDRESS, contactEmail: email }
  const cart = saved.data as Cart
  const placed = await call('POST', '/api/checkout/order', {
    shippingAddress: address,
    billingAddress: address,
    consents: ['terms-of-sale', 'privacy'],
    paymentMethodId: method!.id,
    companyData: null,
    shown: shownCart(cart),
  })
  expect(placed.status, JSON.stringify(placed.data)).toBe(200)
  return (placed.data as { orderSlug: string }).orderSlug
}
