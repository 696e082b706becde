import type { Locator, Page } from '@playwright/test'
import { allowFailedRequest, test, expect } from './console-guard'
import {
  CASES,
  POSTER,
  checkoutWithPoster,
  countrySelect,
  customerWithSavedAddress,
  fillAddress,
  open,
  pay,
  placeOrderByApi,
  productId,
  toPayment,
  type LangCase,
} from './checkout-flow'
import { linkFromMailbox, post } from './mailbox'

/**
 * The customer's own records (issue 14), both languages: the address book of the profile (add,
 * mark, edit, delete) and the checkout starting from it; the order history and an order's detail;
 * a guest opening the order from the confirmation e-mail's signed link, and a changed link failing.
 */

const TEXT = {
  hr: {
    profile: '/profil',
    addressBook: 'Adresar',
    add: 'Dodaj adresu',
    newAddress: 'Nova adresa',
    editAddress: 'Uređivanje adrese',
    save: 'Spremi adresu',
    saved: 'Adresa je spremljena.',
    delivery: 'Adresa za dostavu',
    billing: 'Adresa za račun',
    edit: /^Uredi adresu: /,
    delete: /^Obriši adresu: /,
    deleteTitle: 'Obrisati adresu?',
    confirmDelete: 'Obriši',
    deleted: 'Adresa je obrisana.',
    differentBilling: 'Adresa za račun razlikuje se od adrese za dostavu',
    allOrders: 'Sve narudžbe',
    ordersTitle: 'Moje narudžbe',
    detail: (n: string) => `Narudžba ${n}`,
    subject: (n: string) => `Narudžba ${n} je zaprimljena`,
    viewOrder: 'Pogledajte narudžbu',
    invalid: 'Poveznica za narudžbu nije valjana',
    cod: 'Plaćanje pouzećem',
    status: 'Zaprimljeno',
  },
  en: {
    profile: '/en/profile',
    addressBook: 'Address book',
    add: 'Add an address',
    newAddress: 'New address',
    editAddress: 'Edit address',
    save: 'Save address',
    saved: 'The address was saved.',
    delivery: 'Delivery address',
    billing: 'Billing address',
    edit: /^Edit address: /,
    delete: /^Delete address: /,
    deleteTitle: 'Delete this address?',
    confirmDelete: 'Delete',
    deleted: 'The address was deleted.',
    differentBilling: 'The billing address differs from the delivery address',
    allOrders: 'All orders',
    ordersTitle: 'My orders',
    detail: (n: string) => `Order ${n}`,
    subject: (n: string) => `Order ${n} received`,
    viewOrder: 'View your order',
    invalid: 'This order link is not valid',
    cod: 'Cash on delivery',
    status: 'Received',
  },
} as const

const textbox = (scope: Locator, label: string) => scope.getByRole('textbox', { name: new RegExp(`^${label} \\(`) })

async function fillBookAddress(
  form: Locator,
  c: LangCase,
  values: { firstName: string; city: string; street: string; zip: string },
) {
  await textbox(form, c.text.firstName).fill(values.firstName)
  await textbox(form, c.text.lastName).fill('Kovač')
  await textbox(form, c.text.phone).fill('+385 98 765 432')
  await countrySelect(form, c.text.country).selectOption('HR')
  await textbox(form, c.text.city).fill(values.city)
  await textbox(form, c.text.street).fill(values.street)
  await textbox(form, c.text.houseNumber).fill('12')
  await textbox(form, c.text.zipCode).fill(values.zip)
}

function addressBook(page: Page, lang: 'hr' | 'en') {
  return page.getByRole('region', { name: TEXT[lang].addressBook })
}

for (const c of CASES) {
  const x = TEXT[c.lang]

  test(`${c.lang}: the address book: add with a mark, edit, delete, and the checkout starts from it`, async ({
    page,
  }) => {
    await customerWithSavedAddress(page, c)
    await open(page, x.profile)
    const book = addressBook(page, c.lang)
    await expect(book.getByText('Obala hrvatskog narodnog preporoda 7')).toBeVisible()

    await book.getByRole('button', { name: x.add }).click()
    let form = book.getByRole('form', { name: x.newAddress })
    await expect(form.getByRole('heading', { name: x.newAddress })).toBeFocused()
    await fillBookAddress(form, c, { firstName: 'Dora', city: 'Rijeka', street: 'Korzo', zip: '51000' })
    await form.getByRole('radio', { name: x.delivery }).check()
    await form.getByRole('button', { name: x.save }).click()
    await expect(page.getByText(x.saved)).toBeVisible()
    const rijeka = book.getByRole('listitem').filter({ hasText: 'Rijeka' })
    await expect(rijeka.getByText(x.delivery, { exact: true })).toBeVisible()

    await book.getByRole('button', { name: x.add }).click()
    form = book.getByRole('form', { name: x.newAddress })
    await fillBookAddress(form, c, { firstName: 'Tvrtka', city: 'Osijek', street: 'Europska avenija', zip: '31000' })
    await form.getByRole('radio', { name: x.billing }).check()
    await form.getByRole('button', { name: x.save }).click()
    const osijek = book.getByRole('listitem').filter({ hasText: 'Osijek' })
    await expect(osijek.getByText(x.billing, { exact: true })).toBeVisible()

    // Edit: the form opens in place with the stored values; focus returns to its button after saving.
    await osijek.getByRole('button', { name: x.edit }).click()
    form = book.getByRole('form', { name: x.editAddress })
    await expect(textbox(form, c.text.city)).toHaveValue('Osijek')
    await textbox(form, c.text.houseNumber).fill('5b')
    await form.getByRole('button', { name: x.save }).click()
    await expect(book.getByText('Europska avenija 5b')).toBeVisible()
    await expect(osijek.getByRole('button', { name: x.edit })).toBeFocused()

    // A wrong value is named at its field, nothing is sent.
    await rijeka.getByRole('button', { name: x.edit }).click()
    form = book.getByRole('form', { name: x.editAddress })
    await textbox(form, c.text.city).fill('')
    await form.getByRole('button', { name: x.save }).click()
    await expect(textbox(form, c.text.city)).toHaveAttribute('aria-invalid', 'true')
    await form.getByRole('button', { name: /^(Odustani|Cancel)$/ }).click()

    // The checkout starts from the marked addresses: delivery to Rijeka, the bill to Osijek.
    expect(
      (
        await page.request.post('/api/cart/items', {
          headers: { origin: new URL(page.url()).origin, 'content-type': 'application/json' },
          data: { productId: await productId(page.request, POSTER), qty: 1 },
        })
      ).status(),
    ).toBe(200)
    await open(page, c.checkout)
    await expect(page.getByRole('radio', { name: /Dora Kovač/ })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: x.differentBilling })).toBeChecked()
    await expect(page.locator('input[name="billingCity"]')).toHaveValue('Osijek')

    // Delete asks first; the address is gone from the book.
    await open(page, x.profile)
    await addressBook(page, c.lang)
      .getByRole('listitem')
      .filter({ hasText: 'Osijek' })
      .getByRole('button', { name: x.delete })
      .click()
    const dialog = page.getByRole('dialog', { name: x.deleteTitle })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: x.confirmDelete, exact: true }).click()
    await expect(page.getByText(x.deleted)).toBeVisible()
    await expect(addressBook(page, c.lang).getByText('Osijek')).toHaveCount(0)
    await expect(addressBook(page, c.lang).getByRole('button', { name: x.add })).toBeFocused()
  })

  test(`${c.lang}: the order history and an order's detail`, async ({ page }) => {
    const { email } = await customerWithSavedAddress(page, c)
    const slug = await placeOrderByApi(page.request, email, c.lang, 2)
    await open(page, x.profile)
    await page.getByRole('link', { name: x.allOrders }).click()
    await expect(page.getByRole('heading', { level: 1, name: x.ordersTitle })).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: slug })
    await expect(row.getByText(x.status)).toBeVisible()
    await row.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: x.detail(slug) })).toBeVisible()
    await expect(page.getByRole('cell', { name: /50×70/ })).toBeVisible()
    await expect(page.getByText(x.cod)).toBeVisible()
    await expect(page.getByText(/Obala hrvatskog narodnog preporoda 7/).first()).toBeVisible()

    // Somebody else's order number in the URL shows nothing of it.
    await post(page, '/api/auth/logout', {})
    await customerWithSavedAddress(page, c)
    await open(page, `${x.profile}${c.lang === 'hr' ? '/narudzbe' : '/orders'}/${slug}`)
    await expect(page.getByText(/nije pronađena|was not found/)).toBeVisible()
    await expect(page.getByText(x.cod)).toHaveCount(0)
  })

  test(`${c.lang}: a guest opens the order from the e-mail's signed link; a changed link fails`, async ({
    page,
    browser,
    consoleErrors,
  }) => {
    await checkoutWithPoster(page, c)
    await fillAddress(page, c)
    const guestEmail = await page.getByRole('textbox', { name: new RegExp(`^${c.text.email}`) }).inputValue()
    await toPayment(page, c)
    await pay(page, c, c.text.cod)
    await expect(page.getByRole('heading', { name: c.text.success })).toBeVisible()
    const slug = (await page.locator('.order-number strong').textContent()) ?? ''

    const href = await linkFromMailbox(browser, c.lang, guestEmail, x.subject(slug), x.viewOrder)
    expect(href).toMatch(new RegExp(`^${c.prefix}/${c.lang === 'hr' ? 'narudzba' : 'order'}\\?t=`))
    // A fresh browser without the cookies of the order: the link alone opens it.
    await page.context().clearCookies()
    await open(page, href)
    await expect(page.getByRole('heading', { level: 1, name: x.detail(slug) })).toBeVisible()
    await expect(page.getByText(x.cod)).toBeVisible()

    const token = new URL(href, 'http://x').searchParams.get('t') ?? ''
    const changed = `${token.slice(0, -3)}${token.at(-3) === 'A' ? 'B' : 'A'}${token.slice(-2)}`
    await open(page, `${c.prefix}/${c.lang === 'hr' ? 'narudzba' : 'order'}?t=${changed}`)
    await expect(page.getByRole('heading', { level: 1, name: x.invalid })).toBeVisible()
    await expect(page.getByText(slug)).toHaveCount(0)
    allowFailedRequest(consoleErrors, 404)
  })
}
