import type { Page } from '@playwright/test'
import { allowFailedRequest, test, expect, visitorPage } from './console-guard'
import { axeViolations, describeFindings } from './axe'
import {
  CASES,
  INVALID_OIB,
  POSTER,
  SAVED_ADDRESS,
  VALID_OIB,
  call,
  checkoutWithPoster,
  countrySelect,
  customerWithSavedAddress,
  field,
  fillAddress,
  open,
  pay,
  placeOrderByApi,
  productId,
  toPayment,
  toPaymentSaved,
} from './checkout-flow'

/**
 * The checkout journeys (issue 13, SPEC §2/§4/§5) in Croatian and English, in real Chromium
 * against the running Worker and its embedded backend: a guest pays by the test card, is declined
 * (the cart comes back), pays cash on delivery, by wallet and by bank transfer (HUB-3 barcode);
 * a company with a valid and an invalid OIB; delivery to a branch; a customer with a saved
 * address; the cart changed in another tab; a required consent left unticked; a reload on every
 * step. Every test has its own browser context (its own cart).
 */

const POSTER_NAME = { hr: 'Poster Duboko more 50×70', en: 'Deep Sea poster 50×70' }
/** A product of the seed with little stock (18) that no other journey buys. */
const DOCK = { hr: 'punjac-za-kontrolere', nameHr: 'Punjač za kontrolere', nameEn: 'Controller charging dock' }
const LOGIN_OFFER = {
  hr: {
    offer: 'Imate račun? Prijavite se za brže plaćanje.',
    toProfile: 'Idi na profil',
    steps: 'Koraci naplate',
    link: 'Prijavite se',
    loginForm: 'Prijava',
    password: 'Lozinka',
    submit: 'Prijavi se',
  },
  en: {
    offer: 'Have an account? Log in for a faster checkout.',
    toProfile: 'Go to your profile',
    steps: 'Checkout steps',
    link: 'Log in',
    loginForm: 'Log in',
    password: 'Password',
    submit: 'Log in',
  },
}

/** Back from the provider without paying (issue 34): the cart page with its lines and this message. */
const PAYMENT_INCOMPLETE = {
  hr: {
    cancel: 'Odustani, natrag u trgovinu',
    text: 'Plaćanje nije dovršeno i narudžba je otkazana.',
    awaiting: 'Narudžba čeka plaćanje',
    payNow: 'Plati sada',
  },
  en: {
    cancel: 'Cancel, back to the shop',
    text: 'The payment was not completed and the order was cancelled.',
    awaiting: 'This order is awaiting payment',
    payNow: 'Pay now',
  },
}

/** Back from the hosted card page with the order still awaiting its payment (issue 34). */
const AWAITING_PAYMENT = {
  hr: {
    title: /^Narudžba \S+ čeka plaćanje do .+\.$/,
    payNow: 'Plati sada',
    cancel: 'Odustani od plaćanja i vrati košaricu',
  },
  en: {
    title: /^Order \S+ awaits its payment until .+\.$/,
    payNow: 'Pay now',
    cancel: 'Cancel the payment and restore the cart',
  },
}

async function expectCartBack(page: Page, c: (typeof CASES)[number]) {
  await page.waitForURL(/payment=incomplete/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.lang === 'hr' ? 'Košarica' : 'Cart')
  await expect(page.getByRole('status').filter({ hasText: PAYMENT_INCOMPLETE[c.lang].text })).toBeVisible()
}

/** The toast that starts with this text. */
const toast = (page: Page, c: (typeof CASES)[number], text: string) =>
  page.getByRole('list', { name: c.text.notifications }).getByRole('listitem').filter({ hasText: text })

/** Issue 34's Paketomat lockers, the order note and the digital-only address step, in both languages. */
const C1_TEXT = {
  hr: {
    locker: /^Paketomat/,
    lockerMethod: 'Paketomat',
    chooseLocker: 'Odaberite mjesto preuzimanja',
    instructions: 'Molim zvonite dvaput.',
    more: 'Paket ostavite kod susjeda.',
    noteBox: /^Napomena uz narudžbu/,
    note: 'Napomena',
    billingTitle: 'Adresa za račun',
    digitalHint: 'U košarici su samo digitalni proizvodi',
    differentBilling: /Adresa za račun razlikuje se/,
    shippingAddress: 'Adresa za dostavu',
  },
  en: {
    locker: /^Parcel locker/,
    lockerMethod: 'Parcel locker',
    chooseLocker: 'Choose a pick-up point',
    instructions: 'Please ring twice.',
    more: 'Leave the parcel with a neighbour.',
    noteBox: /^Note for your order/,
    note: 'Note',
    billingTitle: 'Billing address',
    digitalHint: 'Your cart holds digital products only',
    differentBilling: /The billing address differs/,
    shippingAddress: 'Delivery address',
  },
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
      await expect(page.getByRole('table')).toContainText(/poster/i)
      // No "cart no longer available" toast on a successful payment.
      await expect(page.getByRole('alert')).toHaveCount(0)
    })

    test('a declined card 4000…0002 → the cart with its lines and "payment not completed"', async ({ page }) => {
      await checkoutWithPoster(page, c, 2)
      await fillAddress(page, c)
      await toPayment(page, c)
      await pay(page, c, c.text.card)
      await page.waitForURL(/\/pay\//)
      await page.getByLabel(/Broj kartice|Card number/).fill('4000 0000 0000 0002')
      await page.getByLabel(/Vrijedi do|Expiry/).fill('12/30')
      await page.getByLabel(/CVC/).fill('123')
      await page.getByRole('button', { name: /Plati|Pay/ }).click()
      await expectCartBack(page, c)
      await open(page, c.checkout)
      await expect(
        page.getByRole('complementary', { name: c.lang === 'hr' ? 'Vaša narudžba' : 'Your order' }),
      ).toContainText('× 2')
    })

    test('"cancel, back to the shop" on the hosted card page → the cart with its lines and "payment not completed"', async ({
      page,
    }) => {
      await checkoutWithPoster(page, c, 2)
      await fillAddress(page, c)
      await toPayment(page, c)
      await pay(page, c, c.text.card)
      await page.waitForURL(/\/pay\//)
      await page.getByRole('button', { name: PAYMENT_INCOMPLETE[c.lang].cancel }).click()
      await expectCartBack(page, c)
      await expect(page.getByRole('main')).toContainText(POSTER_NAME[c.lang])
      // The order failed and its cart is a new session: checking out again works.
      await open(page, c.checkout)
      await expect(
        page.getByRole('complementary', { name: c.lang === 'hr' ? 'Vaša narudžba' : 'Your order' }),
      ).toContainText('× 2')
    })

    test('Back from the hosted card page → the cart says the order awaits its payment; "cancel the payment" gives the cart back, "pay now" reaches the card page again', async ({
      page,
    }) => {
      const notice = AWAITING_PAYMENT[c.lang]
      await checkoutWithPoster(page, c, 2)
      await fillAddress(page, c)
      await toPayment(page, c)
      await pay(page, c, c.text.card)
      await page.waitForURL(/\/pay\//)
      await page.goBack()
      const heading = page.getByRole('heading', { level: 2, name: notice.title })
      await expect(heading).toBeVisible()
      await expect(heading).toBeFocused()
      await expect(page.getByRole('status').filter({ has: heading })).toBeVisible()
      const findings = await axeViolations(page)
      expect(findings, describeFindings(`${page.url()} (order awaiting payment)`, findings)).toEqual([])

      await page.getByRole('button', { name: notice.payNow }).click()
      await page.waitForURL(/\/pay\//)
      await expect(page.getByRole('button', { name: PAYMENT_INCOMPLETE[c.lang].cancel })).toBeVisible()
      await page.goBack()
      await expect(heading).toBeVisible()

      await page.getByRole('button', { name: notice.cancel }).click()
      await expectCartBack(page, c)
      await expect(page.getByRole('main')).toContainText(POSTER_NAME[c.lang])
      await expect(heading).toHaveCount(0)
    })

    test('a customer who left the card page unpaid pays from the order page on another device ("pay now") → success', async ({
      page,
      browser,
    }) => {
      const { email } = await customerWithSavedAddress(page, c)
      await checkoutWithPoster(page, c)
      for (const name of c.text.consents) await page.getByRole('checkbox', { name }).check()
      await toPayment(page, c)
      await pay(page, c, c.text.card)
      await page.waitForURL(/\/pay\//)
      const slug = (await page.locator('dd').first().textContent()) ?? ''
      expect(slug).toMatch(/^IZL-/)
      const phone = await visitorPage(browser)
      const login = await phone.request.post('/api/auth/login', {
        headers: { origin: new URL(page.url()).origin, 'content-type': 'application/json' },
        data: JSON.stringify({ username: email, password: 'izlog-kupac-2026', locale: c.lang }),
      })
      expect(login.status()).toBe(200)
      const orderPage = `${c.lang === 'hr' ? '/profil/narudzbe' : '/en/profile/orders'}/${slug}`
      await open(phone, orderPage)
      const payNow = phone.getByRole('region', { name: PAYMENT_INCOMPLETE[c.lang].awaiting })
      await expect(payNow).toBeVisible()
      await payNow.getByRole('button', { name: PAYMENT_INCOMPLETE[c.lang].payNow }).click()
      await phone.waitForURL(/\/pay\//)
      await phone.getByLabel(/Broj kartice|Card number/).fill('4242 4242 4242 4242')
      await phone.getByLabel(/Vrijedi do|Expiry/).fill('12/30')
      await phone.getByLabel(/CVC/).fill('123')
      await phone.getByRole('button', { name: /^(Plati|Pay) / }).click()
      await expect(phone.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
      await expect(phone.getByText(c.text.orderNumber)).toContainText(slug)
      await open(phone, orderPage)
      await expect(
        phone.getByRole('region', { name: c.lang === 'hr' ? 'Sažetak narudžbe' : 'Order summary' }),
      ).toBeVisible()
      await expect(phone.getByRole('region', { name: PAYMENT_INCOMPLETE[c.lang].awaiting })).toHaveCount(0)
      await phone.context().close()
    })

    test('cash on delivery → success; the cart is empty afterwards', async ({ page }) => {
      await checkoutWithPoster(page, c)
      await fillAddress(page, c)
      await toPayment(page, c)
      await pay(page, c, c.text.cod)
      await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
      await expect(page.getByText(c.text.orderNumber)).toContainText(/IZL-/)
      await expect(page.getByRole('table')).toContainText(/poster/i)
      expect(
        await page.evaluate(async () => ((await (await fetch('/api/cart')).json()) as { data: unknown }).data),
      ).toBeNull()
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
      await expect(
        page
          .getByRole('list', { name: c.text.notifications })
          .getByText(c.lang === 'hr' ? 'Odaberite mjesto preuzimanja' : 'Choose a pick-up point'),
      ).toBeVisible()
      await page.getByLabel(c.text.branch).selectOption({ index: 2 })
      await page.getByRole('button', { name: c.text.continue }).click()
      await expect(page.getByRole('heading', { level: 2, name: c.text.paymentStep })).toBeVisible()
      await pay(page, c, c.text.card)
      await page.waitForURL(/\/pay\//)
    })

    test("Paketomat offers its lockers: one is chosen, and it is the order's delivery", async ({ page }) => {
      const text = C1_TEXT[c.lang]
      await checkoutWithPoster(page, c)
      await fillAddress(page, c)
      await page.getByRole('button', { name: c.text.continue }).click()
      await page.getByRole('radio', { name: text.locker }).check()
      await page.getByRole('button', { name: c.text.continue }).click()
      await expect(page.getByRole('list', { name: c.text.notifications }).getByText(text.chooseLocker)).toBeVisible()
      await expect(page).not.toHaveURL(/step=payment/)
      const lockers = page.getByLabel(c.text.branch)
      // Five lockers after the empty "choose" option.
      await expect(lockers.getByRole('option')).toHaveCount(6)
      await lockers.selectOption({
        label: 'Zagreb – Kvaternikov trg (Kvaternikov trg 5, 10000 Zagreb)',
      })
      await page.getByRole('button', { name: c.text.continue }).click()
      await expect(page.getByRole('heading', { level: 2, name: c.text.paymentStep })).toBeVisible()
      await pay(page, c, c.text.cod)
      await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
      await expect(page.locator('main')).toContainText(
        `${text.lockerMethod} – Zagreb – Kvaternikov trg (Kvaternikov trg 5`,
      )
    })

    test("the cart's instructions are the order's one note: edited at payment, shown on the success page", async ({
      page,
    }) => {
      const text = C1_TEXT[c.lang]
      await checkoutWithPoster(page, c)
      expect(await call(page, 'PUT', '/api/cart/instructions', { instructions: text.instructions })).toBe(200)
      await open(page, c.checkout)
      await fillAddress(page, c)
      await toPayment(page, c)
      const note = page.getByRole('textbox', { name: text.noteBox })
      await expect(note).toHaveValue(text.instructions)
      await note.fill(`${text.instructions}\n${text.more}`)
      await pay(page, c, c.text.cod)
      await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
      const facts = page.locator('.order-facts')
      await expect(facts.getByRole('term').filter({ hasText: new RegExp(`^${text.note}$`) })).toHaveCount(1)
      await expect(facts).toContainText(text.instructions)
      await expect(facts).toContainText(text.more)
    })

    test('a digital-only cart asks for the invoice: names, e-mail and billing address, no phone, no shipping', async ({
      page,
    }) => {
      const text = C1_TEXT[c.lang]
      await open(page, `${c.prefix}/`)
      const game = await productId(page.request, 'izlog-duboko-more-vr')
      expect(await call(page, 'POST', '/api/cart/items', { productId: game, qty: 1 })).toBe(200)
      await open(page, c.checkout)
      await expect(page.getByRole('heading', { level: 2, name: text.billingTitle })).toBeVisible()
      await expect(page.getByText(text.digitalHint)).toBeVisible()
      await expect(page.getByRole('textbox', { name: new RegExp(`^${c.text.phone}`) })).toHaveCount(0)
      await expect(page.getByRole('checkbox', { name: text.differentBilling })).toHaveCount(0)
      await field(page, c.text.email).fill(`digital-${Date.now()}@example.com`)
      await field(page, c.text.firstName).fill('Ana')
      await field(page, c.text.lastName).fill('Horvat')
      await countrySelect(page, c.text.country).selectOption('HR')
      await field(page, c.text.city).fill('Zagreb')
      await field(page, c.text.street).fill('Vlaška')
      await field(page, c.text.houseNumber).fill('12')
      await field(page, c.text.zipCode).fill('10000')
      for (const name of c.text.consents) await page.getByRole('checkbox', { name }).check()
      await page.getByRole('button', { name: c.text.continue }).click()
      // Nothing to deliver: straight to the payment.
      await expect(page.getByRole('heading', { level: 2, name: c.text.paymentStep })).toBeVisible()
      await pay(page, c, c.text.bank)
      await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
      const facts = page.locator('.order-facts')
      await expect(facts).toContainText('Ana Horvat, Vlaška 12, 10000 Zagreb')
      await expect(facts.getByRole('term').filter({ hasText: text.shippingAddress })).toHaveCount(0)
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

    test('a logged-in customer picks a saved address and orders', async ({ page }) => {
      await customerWithSavedAddress(page, c)
      await checkoutWithPoster(page, c)
      // No guest e-mail: the customer's account is the contact; the saved address is chosen first.
      await expect(field(page, c.text.email)).toHaveCount(0)
      const saved = page.getByRole('radio', { name: new RegExp(SAVED_ADDRESS.street) })
      await expect(saved).toBeChecked()
      for (const name of c.text.consents) await page.getByRole('checkbox', { name }).check()
      await toPayment(page, c)
      await pay(page, c, c.text.cod)
      await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
      await expect(page.locator('main')).toContainText(SAVED_ADDRESS.street)
      await expect(page.locator('main')).toContainText(SAVED_ADDRESS.city)
    })

    test('two tabs at the payment step of one cart: one order; the other tab is told the cart is gone', async ({
      page,
      context,
      consoleErrors,
    }) => {
      await checkoutWithPoster(page, c)
      await fillAddress(page, c)
      await toPayment(page, c)
      // The other tab has its own form draft (sessionStorage is per tab) but the same cart.
      const other = await context.newPage()
      await open(other, c.checkout)
      await fillAddress(other, c)
      await toPayment(other, c)
      const orders: string[] = []
      for (const tab of [page, other])
        tab.on('response', (response) => {
          if (response.url().endsWith('/api/checkout/order') && response.status() === 200) orders.push(response.url())
        })
      await pay(page, c, c.text.cod)
      await expect(page.getByRole('heading', { level: 1, name: c.text.success })).toBeVisible()
      await pay(other, c, c.text.cod)
      await expect(
        other.getByRole('list', { name: c.text.notifications }).getByRole('alert').filter({ hasText: c.text.cartGone }),
      ).toBeVisible()
      await expect(other).toHaveURL(new RegExp(`^[^?]*${c.prefix}/$`))
      expect(orders).toHaveLength(1)
      allowFailedRequest(consoleErrors, 409)
    })

    test('the cart changes in another tab → cart-updated toast and no order', async ({ page, context }) => {
      await checkoutWithPoster(page, c)
      await fillAddress(page, c)
      await toPaymentSaved(page, c)
      const summary = page.getByRole('complementary', { name: c.lang === 'hr' ? 'Vaša narudžba' : 'Your order' })
      await expect(summary).toContainText('× 1')
      const other = await context.newPage()
      await open(other, `${c.prefix}/`)
      expect(
        await call(other, 'POST', '/api/cart/items', { productId: await productId(other.request, POSTER), qty: 1 }),
      ).toBe(200)
      await other.close()
      await pay(page, c, c.text.cod)
      await expect(page.getByText(c.text.cartUpdated)).toBeVisible()
      // The message names the change (issue 34), not only that something changed.
      await expect(toast(page, c, c.text.cartUpdated)).toContainText(
        c.lang === 'hr' ? `${POSTER_NAME.hr}: količina 1 → 2` : `${POSTER_NAME.en}: quantity 1 → 2`,
      )
      await expect(page).toHaveURL(/step=payment/)
      await expect(summary).toContainText('× 2')
    })

    test('stock sold meanwhile: the message says "18 → 17, only 17 left" and the cart shows 17', async ({
      page,
      browser,
      consoleErrors,
    }) => {
      await open(page, `${c.prefix}/`)
      const dock = await productId(page.request, DOCK.hr)
      // As many as are in stock (the seed has 18; every run of this test sells one). The cart's refusal
      // of too many says how many there are (the product answer is cached).
      const refusal = await page.evaluate(async (productId) => {
        const res = await fetch('/api/cart/items', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ productId, qty: 9999 }),
        })
        return { status: res.status, message: ((await res.json()) as { message: string }).message }
      }, dock)
      expect(refusal.status).toBe(400)
      const stock = Number(/\d+/.exec(refusal.message)?.[0])
      expect(stock).toBeGreaterThan(1)
      expect(await call(page, 'POST', '/api/cart/items', { productId: dock, qty: stock })).toBe(200)
      await open(page, c.checkout)
      await fillAddress(page, c)
      await toPaymentSaved(page, c)

      // Another shopper buys one dock meanwhile.
      const buyer = await visitorPage(browser)
      await open(buyer, `${c.prefix}/`)
      const email = `zaliha-${Date.now()}-${Math.floor(Math.random() * 1e6)}@izlog.test`
      const password = 'izlog-zaliha-1'
      const account = { firstName: 'Zala', lastName: 'Zaliha', email, password, confirmedPassword: password }
      expect(await call(buyer, 'POST', '/api/v1/user/web/register', { ...account, consents: ['privacy'] })).toBe(201)
      expect(await call(buyer, 'POST', '/api/auth/login', { username: email, password, locale: c.lang })).toBe(200)
      expect(await call(buyer, 'POST', '/api/cart/items', { productId: dock, qty: 1 })).toBe(200)
      await placeOrderByApi(buyer.request, email, c.lang)
      await buyer.context().close()

      await pay(page, c, c.text.cod)
      const left = stock - 1
      await expect(toast(page, c, c.text.cartUpdated)).toContainText(
        c.lang === 'hr'
          ? `${DOCK.nameHr}: količina ${stock} → ${left}, na zalihi je još samo ${left}`
          : `${DOCK.nameEn}: quantity ${stock} → ${left}, only ${left} left`,
      )
      await expect(page).toHaveURL(/step=payment/)
      await expect(
        page.getByRole('complementary', { name: c.lang === 'hr' ? 'Vaša narudžba' : 'Your order' }),
      ).toContainText(`× ${left}`)
      allowFailedRequest(consoleErrors, 400)
    })

    test('a guest is offered to log in on the first step and comes back to the checkout; a customer is not', async ({
      page,
    }) => {
      const text = LOGIN_OFFER[c.lang]
      const email = `prijava-${Date.now()}-${Math.floor(Math.random() * 1e6)}@izlog.test`
      const password = 'izlog-prijava-1'
      await open(page, `${c.prefix}/`)
      const account = { firstName: 'Petra', lastName: 'Prijava', email, password, confirmedPassword: password }
      expect(await call(page, 'POST', '/api/v1/user/web/register', { ...account, consents: ['privacy'] })).toBe(201)

      await checkoutWithPoster(page, c)
      const offer = page.getByRole('main').getByText(text.offer)
      await expect(offer).toBeVisible()
      const link = offer.getByRole('link', { name: text.link, exact: true })
      await expect(link).toHaveAttribute('href', new RegExp(`redirect=${encodeURIComponent(c.checkout)}$`))
      const findings = await axeViolations(page)
      expect(findings, describeFindings(`${c.checkout} (guest, login offer)`, findings)).toEqual([])
      // Not on the later steps.
      await fillAddress(page, c)
      await page.getByRole('button', { name: c.text.continue }).click()
      await expect(page.getByRole('heading', { level: 2, name: c.text.shippingStep })).toBeVisible()
      await expect(page.getByText(text.offer)).toHaveCount(0)

      await open(page, `${c.checkout}?step=address`)
      await expect(page.getByRole('heading', { level: 2, name: c.text.addressStep })).toBeVisible()
      await page.getByRole('main').getByRole('link', { name: text.link, exact: true }).click()
      // The login page leads on to the profile's form, carrying the way back.
      await page.getByRole('main').getByRole('link', { name: text.toProfile }).click()
      await expect(page).toHaveURL(new RegExp(`redirect=${encodeURIComponent(c.checkout)}`))
      const form = page.getByRole('form', { name: text.loginForm })
      await form.getByRole('textbox', { name: new RegExp(`^${c.text.email}`) }).fill(email)
      await form.getByLabel(new RegExp(`^${text.password}`)).fill(password)
      await form.getByRole('button', { name: text.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${c.checkout}$`))
      // Back at the checkout (on the step it had reached), now as a customer: no offer on the first step.
      await expect(page.getByRole('navigation', { name: text.steps })).toBeVisible()
      await open(page, `${c.checkout}?step=address`)
      await expect(page.getByRole('heading', { level: 2, name: c.text.addressStep })).toBeVisible()
      await expect(page.getByText(text.offer)).toHaveCount(0)
    })
  })
}
