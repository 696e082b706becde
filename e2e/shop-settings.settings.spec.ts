import type { ShopSettings } from '../contract/dto/shop-settings'
import { test, expect, visitorPage } from './console-guard'
import { CASES, checkoutWithPoster, fillAddress, pay, productId, POSTER, call, toPayment } from './checkout-flow'
import { apiCall, expectAccessible, open, staffPage } from './after-sale-flow'

/**
 * Issue 37, the owner's shop settings, in real Chromium against the Worker, in Croatian and
 * English: the owner edits the seller's street on `/admin/settings/shop`; the contact page and a
 * guest's bank-transfer slip show the new address (one record); the owner turns on "purchasing
 * requires login" and a guest's checkout asks to log in; a VAT rate products carry cannot be
 * removed, a new one is added and removed. Everything is put back at the end (the
 * e2e database is shared by the journeys). Axe and the 320 px reflow check run on the settings page.
 */

const TEXT = {
  hr: {
    settings: '/admin/settings/shop',
    title: 'Postavke trgovine',
    seller: 'Prodavatelj',
    checkout: 'Naplata',
    street: /^Ulica i broj/,
    save: 'Spremi',
    sellerSaved: 'Podaci o prodavatelju su spremljeni.',
    loginRequired: 'Za kupnju je potrebna prijava',
    rulesSaved: 'Pravila naplate su spremljena.',
    contact: '/kontakt',
    country: 'Hrvatska',
    mustLogIn: 'Morate biti prijavljeni kako biste mogli kupiti proizvode',
    oibInvalid: 'OIB nije ispravan',
    oib: /^OIB/,
    vat: 'Stope PDV-a',
    remove: (rate: string) => `Ukloni stopu ${rate} %`,
    inUse: /Stopa PDV-a od 25 % ne može se ukloniti: ima je \d+ proizvoda/,
    newRate: /^Nova stopa/,
    addRate: 'Dodaj stopu',
    vatSaved: 'Stope PDV-a su spremljene.',
    oddRate: '9,5',
  },
  en: {
    settings: '/en/admin/settings/shop',
    title: 'Shop settings',
    seller: 'Seller',
    checkout: 'Checkout',
    street: /^Street and number/,
    save: 'Save',
    sellerSaved: 'The seller details are saved.',
    loginRequired: 'Purchasing requires login',
    rulesSaved: 'The checkout rules are saved.',
    contact: '/en/contact',
    country: 'Croatia',
    mustLogIn: 'You must be logged in to buy products',
    oibInvalid: 'This OIB is not valid',
    oib: /^OIB/,
    vat: 'VAT rates',
    remove: (rate: string) => `Remove the ${rate} % rate`,
    inUse: /The 25 % VAT rate cannot be removed: \d+ products carry it/,
    newRate: /^New rate/,
    addRate: 'Add rate',
    vatSaved: 'The VAT rates are saved.',
    oddRate: '9.5',
  },
} as const

const SHOP = '/api/v1/admin/settings/shop'

// One journey at a time: each changes settings every shopper sees.
test.describe.configure({ mode: 'serial' })

for (const c of CASES) {
  const text = TEXT[c.lang]
  test(`${c.lang}: the owner edits the seller, the login rule and the VAT rates; the contact page, the slip and checkout follow`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const staff = await staffPage(browser, c.lang)
    const before = (await apiCall<ShopSettings>(staff, 'GET', SHOP)).data
    expect(before.seller).not.toBeNull()
    try {
      await open(staff, text.settings)
      await expect(staff.getByRole('heading', { level: 1, name: text.title })).toBeVisible()
      await expectAccessible(staff, `${text.settings}`)

      // A mistyped OIB is named at its field, in the page's language.
      const seller = staff.getByRole('region', { name: text.seller })
      const oib = seller.getByRole('textbox', { name: text.oib })
      await oib.fill('12345678901')
      await seller.getByRole('button', { name: text.save }).click()
      await expect(seller.getByText(text.oibInvalid)).toBeVisible()
      await expect(oib).toHaveAttribute('aria-invalid', 'true')
      await oib.fill(before.seller!.oib)

      const street = `Savska cesta ${Date.now() % 1000}`
      await seller.getByRole('textbox', { name: text.street }).fill(street)
      await seller.getByRole('button', { name: text.save }).click()
      await expect(staff.getByText(text.sellerSaved)).toBeVisible()
      const address = `${street}, ${before.seller!.zipCode} ${before.seller!.city}`

      const guest = await visitorPage(browser)
      await open(guest, text.contact)
      await expect(guest.getByText(`${address}, ${text.country}`)).toBeVisible()

      await checkoutWithPoster(guest, c)
      await fillAddress(guest, c)
      await toPayment(guest, c)
      await pay(guest, c, c.text.bank)
      await expect(guest.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
      await expect(guest.getByRole('region', { name: c.text.bankTitle })).toContainText(address)

      // Purchasing requires login: a new guest's checkout asks to log in.
      const checkout = staff.getByRole('region', { name: text.checkout })
      await checkout.getByRole('checkbox', { name: text.loginRequired }).check()
      await checkout.getByRole('button', { name: text.save }).click()
      await expect(staff.getByText(text.rulesSaved)).toBeVisible()
      const shopper = await visitorPage(browser)
      await open(shopper, `${c.prefix}/`)
      expect(
        await call(shopper, 'POST', '/api/cart/items', { productId: await productId(shopper.request, POSTER), qty: 1 }),
      ).toBe(200)
      await open(shopper, c.checkout)
      await expect(shopper.getByRole('heading', { level: 2, name: text.mustLogIn })).toBeVisible()

      // VAT rates: one products carry stays (the refusal names how many); a new one is added and removed.
      await open(staff, text.settings)
      const vat = staff.getByRole('region', { name: text.vat })
      await vat.getByRole('button', { name: text.remove('25') }).click()
      await vat.getByRole('button', { name: text.save }).click()
      await expect(vat.getByText(text.inUse)).toBeVisible()
      await open(staff, text.settings)
      await vat.getByRole('textbox', { name: text.newRate }).fill(text.oddRate)
      await vat.getByRole('button', { name: text.addRate }).click()
      await vat.getByRole('button', { name: text.save }).click()
      await expect(staff.getByText(text.vatSaved)).toBeVisible()
      await expect(vat.getByRole('rowheader', { name: `${text.oddRate} %` })).toBeVisible()
      await expectAccessible(staff, `${text.settings} after saving`)
      await vat.getByRole('button', { name: text.remove(text.oddRate) }).click()
      await vat.getByRole('button', { name: text.save }).click()
      await expect(vat.getByRole('rowheader', { name: `${text.oddRate} %` })).toHaveCount(0)
    } finally {
      expect(
        (await apiCall(staff, 'PUT', `${SHOP}/vat-rates`, { rates: before.vatRates.map((use) => use.rate) })).status,
      ).toBe(200)
      expect((await apiCall(staff, 'PUT', `${SHOP}/checkout`, before.checkout)).status).toBe(200)
      expect((await apiCall(staff, 'PUT', `${SHOP}/seller`, before.seller)).status).toBe(200)
    }
  })
}
