import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'
import { axeViolationsWithoutScripts, describeFindings } from './axe'
import { CASES, customerWithSavedAddress, placeOrderByApi } from './checkout-flow'

/**
 * Issue 38: the content pages' forms work with JavaScript off. The home page's newsletter sign-up,
 * the contact page's form and a CMS form (the services page's workshop sign-up) are posted by the browser to the edge, which sends the page back,
 * opened at the form, with what happened (translated, in a status region); what was typed never
 * goes into the address.
 */

test.use({ javaScriptEnabled: false })

const cases = [
  {
    locale: 'hr',
    home: '/',
    contact: '/kontakt',
    newsletter: 'Budite prvi koji saznaju',
    email: 'E-mail adresa',
    subscribe: 'Prijavi se',
    emailInvalid: 'Upišite ispravnu e-mail adresu.',
    thanks: 'Hvala na prijavi!',
    name: 'Ime i prezime',
    contactEmail: 'E-mail',
    reason: 'Razlog upita',
    message: 'Poruka',
    send: 'Pošalji poruku',
    consentMissing: 'Prihvatite obavezne privole i pošaljite ponovno.',
    sent: 'Hvala na poruci! Javit ćemo vam se uskoro.',
    services: '/usluge',
    workshop: 'Prijavite školu na VR radionicu',
    school: 'Škola',
    subject: 'Predmet',
    headsets: 'Škola već ima VR naočale',
    submit: 'Pošalji',
    fieldsMissing: 'Ispunite sva obavezna polja i pošaljite ponovno.',
    confirmSent: 'Još samo korak: poslali smo vam e-mail s poveznicom. Otvorite je kako biste potvrdili prijavu.',
  },
  {
    locale: 'en',
    home: '/en',
    contact: '/en/contact',
    newsletter: 'Be the first to know',
    email: 'E-mail address',
    subscribe: 'Subscribe',
    emailInvalid: 'Enter a valid e-mail address.',
    thanks: 'Thank you for subscribing!',
    name: 'Full name',
    contactEmail: 'E-mail',
    reason: 'Reason for contact',
    message: 'Message',
    send: 'Send message',
    consentMissing: 'Accept the required consents and send it again.',
    sent: 'Thank you for your message! We will get back to you soon.',
    services: '/en/services',
    workshop: 'Sign your school up for a VR workshop',
    school: 'School',
    subject: 'Subject',
    headsets: 'The school already has VR headsets',
    submit: 'Send',
    fieldsMissing: 'Fill in every required field and send it again.',
    confirmSent: 'One more step: we sent you an e-mail with a link. Open it to confirm your submission.',
  },
] as const

/** Waits until the page cache holds the page whole (no-javascript.spec.ts says why). */
async function whole(page: Page, path: string) {
  await expect.poll(async () => (await page.request.get(path)).headers()['x-cache'], { timeout: 20_000 }).toBe('HIT')
}

const address = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

for (const c of cases) {
  test(`${c.locale}: the newsletter sign-up and the contact form are sent without JavaScript`, async ({ page }) => {
    await whole(page, c.home)
    await page.goto(c.home)
    const newsletter = page.getByRole('form', { name: c.newsletter })
    await newsletter.getByLabel(c.email).fill('not-an-address')
    await newsletter.getByRole('button', { name: c.subscribe }).click()
    await expect(page.getByRole('status').filter({ hasText: c.emailInvalid })).toBeVisible()
    expect(page.url()).not.toContain('not-an-address')

    const email = address('nojs-newsletter')
    await page.getByRole('form', { name: c.newsletter }).getByLabel(c.email).fill(email)
    await page.getByRole('form', { name: c.newsletter }).getByRole('button', { name: c.subscribe }).click()
    await expect(page.getByRole('status').filter({ hasText: c.thanks })).toBeVisible()
    expect(page.url()).not.toContain('example.com')
    expect(new URL(page.url()).searchParams.get('form')).toBe('subscribed')

    await whole(page, c.contact)
    await page.goto(c.contact)
    const form = () => page.locator('form.contact-form')
    const fill = async () => {
      await form().getByLabel(c.name).fill('Maja Marić')
      await form()
        .getByRole('textbox', { name: new RegExp(`^${c.contactEmail}`) })
        .fill(address('nojs-contact'))
      await form().getByLabel(c.reason).selectOption({ index: 1 })
      await form().getByLabel(c.message).fill('Trebamo simulaciju evakuacije škole.')
    }
    // Without the required consent nothing is sent, and the page says why.
    await fill()
    await form().getByRole('button', { name: c.send }).click()
    await expect(page.getByRole('status').filter({ hasText: c.consentMissing })).toBeVisible()
    await fill()
    for (const consent of await form().locator('input[name="consents"][required]').all()) await consent.check()
    await form().getByRole('button', { name: c.send }).click()
    await expect(page.getByRole('status').filter({ hasText: c.sent })).toBeVisible()
    expect(page.url()).not.toContain('example.com')
  })
}

for (const c of cases) {
  test(`${c.locale}: a CMS form (the workshop sign-up) is sent without JavaScript`, async ({ page }) => {
    await whole(page, c.services)
    await page.goto(c.services)
    const form = () => page.getByRole('form', { name: c.workshop })
    const field = (label: string) => form().getByRole('textbox', { name: new RegExp(`^${label}`) })
    // A required value missing: the page comes back at the form and says so.
    await field(c.school).fill('OŠ Ivana Gorana Kovačića')
    await form().getByRole('button', { name: c.submit, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: c.fieldsMissing })).toBeVisible()

    const email = address('nojs-workshop')
    await field(c.name).fill('Maja Marić')
    await field(c.contactEmail).fill(email)
    await form()
      .getByRole('combobox', { name: new RegExp(`^${c.subject}`) })
      .selectOption({ index: 1 })
    await form().getByRole('checkbox', { name: c.headsets }).check()
    await form().getByRole('button', { name: c.submit, exact: true }).click()
    // A form that confirms the e-mail: the link is on its way.
    await expect(page.getByRole('status').filter({ hasText: c.confirmSent })).toBeVisible()
    expect(page.url()).not.toContain('example.com')
    expect(new URL(page.url()).searchParams.get('form')).toBe('formConfirm')
  })
}

/**
 * The account's forms without JavaScript (issue 38): register, log in (a wrong password first), log
 * out, ask for a new password's link. The browser posts each to the edge, which sets or clears the
 * HttpOnly session cookies itself and sends the page back with what happened; neither the e-mail nor
 * the password ever goes into the address.
 */
const accountCases = [
  {
    locale: 'hr',
    profile: '/profil',
    home: '/',
    login: 'Prijava',
    register: 'Registracija',
    firstName: 'Ime',
    lastName: 'Prezime',
    email: 'E-mail adresa',
    password: 'Lozinka',
    repeat: 'Ponovite lozinku',
    registerButton: 'Registriraj se',
    consentMissing: 'Prihvatite obavezne privole i pošaljite ponovno.',
    registered: 'Registracija je uspjela',
    greeting: (name: string) => `Pozdrav, ${name}!`,
    logout: 'Odjava',
    loginButton: 'Prijavi se',
    loginFailed: 'Prijava nije uspjela',
    loggedIn: 'Uspješno ste se prijavili',
    forgot: 'Zaboravili ste lozinku?',
    forgotForm: 'Zaboravljena lozinka',
    sendLink: 'Pošalji poveznicu',
    linkSent: 'Ako račun s tom e-mail adresom postoji, poslali smo upute za postavljanje nove lozinke.',
  },
  {
    locale: 'en',
    profile: '/en/profile',
    home: '/en/',
    login: 'Log in',
    register: 'Register',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    password: 'Password',
    repeat: 'Repeat password',
    registerButton: 'Register',
    consentMissing: 'Accept the required consents and send it again.',
    registered: 'Registration successful',
    greeting: (name: string) => `Hello, ${name}!`,
    logout: 'Log out',
    loginButton: 'Log in',
    loginFailed: 'Unknown username or password!',
    loggedIn: 'You are logged in',
    forgot: 'Forgot your password?',
    forgotForm: 'Forgot password',
    sendLink: 'Send the link',
    linkSent: 'If an account with that e-mail address exists, we have sent instructions for setting a new password.',
  },
] as const

const CUSTOMER = { email: 'kupac@izlog.hr', password: 'izlog-kupac-2026', name: 'Ivana Horvat' }

for (const c of accountCases) {
  test(`${c.locale}: register, log in, log out and ask for a new password without JavaScript`, async ({ page }) => {
    const secret = 'nojs-lozinka-2026'
    const email = address('nojs-account')
    const noSecrets = () => {
      expect(page.url()).not.toContain('example.com')
      expect(page.url()).not.toContain('izlog.hr')
      expect(page.url()).not.toContain(secret)
    }
    await page.goto(c.profile)
    const register = () => page.getByRole('form', { name: c.register })
    const fillRegister = async () => {
      await register()
        .getByRole('textbox', { name: new RegExp(`^${c.firstName}`) })
        .fill('Maja')
      await register()
        .getByRole('textbox', { name: new RegExp(`^${c.lastName}`) })
        .fill('Marić')
      await register()
        .getByRole('textbox', { name: new RegExp(`^${c.email}`) })
        .fill(email)
      await register()
        .getByLabel(new RegExp(`^${c.password}`))
        .fill(secret)
      await register()
        .getByLabel(new RegExp(`^${c.repeat}`))
        .fill(secret)
    }
    // No consent is ticked for the visitor; without the required one nothing is made.
    await fillRegister()
    for (const box of await register().locator('input[name="consents"]').all()) await expect(box).not.toBeChecked()
    await register().getByRole('button', { name: c.registerButton }).click()
    await expect(page.getByRole('status').filter({ hasText: c.consentMissing })).toBeVisible()
    noSecrets()
    await fillRegister()
    for (const box of await register().locator('input[name="consents"][required]').all()) await box.check()
    await register().getByRole('button', { name: c.registerButton }).click()
    // The shop confirms no e-mail (the seed): the new account is logged in on its profile.
    await expect(page.getByRole('status').filter({ hasText: c.registered })).toBeVisible()
    await expect(page.getByText(c.greeting('Maja Marić'))).toBeVisible()
    noSecrets()

    await page.getByRole('button', { name: c.logout }).click()
    await expect(page).toHaveURL(new RegExp(`${c.home.replace(/\//g, '\\/')}$`))
    await page.goto(c.profile)
    const login = () => page.getByRole('form', { name: c.login, exact: true })
    await login()
      .getByRole('textbox', { name: new RegExp(`^${c.email}`) })
      .fill(email)
    await login()
      .getByLabel(new RegExp(`^${c.password}`))
      .fill('wrong-password-1')
    await login().getByRole('button', { name: c.loginButton }).click()
    await expect(page.getByRole('status').filter({ hasText: c.loginFailed })).toBeVisible()
    noSecrets()

    await login()
      .getByRole('textbox', { name: new RegExp(`^${c.email}`) })
      .fill(CUSTOMER.email)
    await login()
      .getByLabel(new RegExp(`^${c.password}`))
      .fill(CUSTOMER.password)
    await login().getByRole('button', { name: c.loginButton }).click()
    await expect(page.getByRole('status').filter({ hasText: c.loggedIn })).toBeVisible()
    await expect(page.getByText(c.greeting(CUSTOMER.name))).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(c.profile)
    expect(page.url()).not.toContain(CUSTOMER.password)

    await page.getByRole('button', { name: c.logout }).click()
    await page.goto(c.profile)
    await expect(login()).toBeVisible()
    await login().getByRole('link', { name: c.forgot }).click()
    const forgot = page.getByRole('form', { name: c.forgotForm })
    await forgot.getByRole('textbox', { name: new RegExp(`^${c.email}`) }).fill(email)
    await forgot.getByRole('button', { name: c.sendLink }).click()
    await expect(page.getByRole('status').filter({ hasText: c.linkSent })).toBeVisible()
    noSecrets()
  })
}

/**
 * A signed-in customer's pages without JavaScript (issue 38): the profile's parts (details, recent
 * orders, address book) and the orders page come in the first answer, not as "Učitavanje…" that
 * only React's inline script would replace (a browser whose app never ran gets documents whole).
 */
const signedInCases = [
  {
    lang: 'hr',
    profile: '/profil',
    orders: '/profil/narudzbe',
    loading: 'Učitavanje…',
    allOrders: 'Sve narudžbe',
    register: 'Registracija',
    registerButton: 'Registriraj se',
    withAddress: 'Odmah spremi i adresu za dostavu',
    registered: 'Registracija je uspjela',
  },
  {
    lang: 'en',
    profile: '/en/profile',
    orders: '/en/profile/orders',
    loading: 'Loading…',
    allOrders: 'All orders',
    register: 'Register',
    registerButton: 'Register',
    withAddress: 'Save my delivery address now',
    registered: 'Registration successful',
  },
] as const

for (const s of signedInCases) {
  test(`${s.lang}: a signed-in customer's profile and orders show without JavaScript`, async ({ page }) => {
    const c = CASES.find((entry) => entry.lang === s.lang)!
    const { email } = await customerWithSavedAddress(page, c)
    const slug = await placeOrderByApi(page.request, email, s.lang)
    await page.goto(s.profile)
    const main = page.locator('main')
    await expect(main.locator('input[type="email"]').first()).toHaveValue(email)
    await expect(main.getByText(slug).first()).toBeVisible()
    await expect(main.getByText(/Obala hrvatskog narodnog preporoda 7/).first()).toBeVisible()
    await expect(main.getByText(s.loading)).toHaveCount(0)
    const findings = await axeViolationsWithoutScripts(page)
    expect(findings, describeFindings(`${page.url()} (signed in, without JavaScript)`, findings)).toEqual([])

    await main.getByRole('link', { name: s.allOrders }).click()
    await expect(page).toHaveURL(new RegExp(`${s.orders}$`))
    await expect(page.getByRole('row').filter({ hasText: slug })).toBeVisible()
    await expect(page.locator('main').getByText(s.loading)).toHaveCount(0)
  })
}

for (const s of signedInCases) {
  test(`${s.lang}: a registration with a delivery address without JavaScript shows it on the profile`, async ({
    page,
  }) => {
    const email = address('nojs-register-address')
    await page.goto(s.profile)
    const form = page.getByRole('form', { name: s.register })
    const field = (name: string) => form.locator(`[name="${name}"]`)
    await field('firstName').fill('Lana')
    await field('lastName').fill('Jurić')
    await field('email').fill(email)
    await field('password').fill('nojs-lozinka-2026')
    await field('confirmedPassword').fill('nojs-lozinka-2026')
    // The address's fields show once the box is ticked, without the app.
    await expect(field('city')).toBeHidden()
    await form.getByRole('checkbox', { name: s.withAddress }).check()
    await field('contactEmail').fill(email)
    await field('phone').fill('+385 91 555 0101')
    await field('country').selectOption('HR')
    await field('city').fill('Zadar')
    await field('street').fill('Kalelarga')
    await field('houseNumber').fill('12')
    await field('zipCode').fill('23000')
    for (const box of await form.locator('input[name="consents"][required]').all()) await box.check()
    await form.getByRole('button', { name: s.registerButton }).click()
    await expect(page.getByRole('status').filter({ hasText: s.registered })).toBeVisible()
    await expect(
      page
        .locator('main')
        .getByText(/Kalelarga 12/)
        .first(),
    ).toBeVisible()
    expect(page.url()).not.toContain('example.com')
  })
}
