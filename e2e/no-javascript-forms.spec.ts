import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'

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
