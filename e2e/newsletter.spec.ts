import type { Page } from '@playwright/test'
import { allowFailedRequest, test, expect } from './console-guard'
import { linkFromMailbox } from './mailbox'

/**
 * Newsletter double opt-in (issue 14), both languages: the home page's sign-up → "check your
 * inbox" → the confirmation link from the dev mailbox → confirmed on the confirm-e-mail page; a
 * second sign-up with the same address is then told it is subscribed already.
 */

const CASES = [
  {
    lang: 'hr',
    home: '/',
    form: 'Budite prvi koji saznaju',
    email: 'E-mail adresa',
    subscribe: 'Prijavi se',
    thanks: 'Hvala na prijavi!',
    mailSubject: 'Potvrdite prijavu na newsletter',
    button: 'Potvrdi prijavu na newsletter',
    confirmed: 'Prijava na newsletter je potvrđena. Hvala!',
    already: 'Već ste prijavljeni na newsletter',
  },
  {
    lang: 'en',
    home: '/en',
    form: 'Be the first to know',
    email: 'E-mail address',
    subscribe: 'Subscribe',
    thanks: 'Thank you for subscribing!',
    mailSubject: 'Confirm your newsletter subscription',
    button: 'Confirm subscription',
    confirmed: 'Your newsletter subscription is confirmed. Thank you!',
    already: 'You are already subscribed to the newsletter',
  },
] as const

async function subscribe(page: Page, c: (typeof CASES)[number], email: string) {
  await page.goto(c.home)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const form = page.getByRole('form', { name: c.form })
  await form.getByRole('textbox', { name: new RegExp(`^${c.email}`) }).fill(email)
  await form.getByRole('button', { name: c.subscribe, exact: true }).click()
  return form
}

for (const c of CASES) {
  test(`${c.lang}: newsletter sign-up is confirmed from the e-mail, then a second sign-up is refused`, async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const email = `novosti-${c.lang}-${Date.now()}@izlog.test`
    await subscribe(page, c, email)
    await expect(page.getByRole('status').filter({ hasText: c.thanks })).toBeVisible()

    const href = await linkFromMailbox(browser, c.lang, email, c.mailSubject, c.button)
    expect(href).toMatch(/newsletterConfirmation=/)
    await page.goto(href)
    await expect(page).toHaveURL(/goalType=message/)
    await expect(page.getByRole('main').getByText(c.confirmed)).toBeVisible()
    await expect(page.getByRole('main').getByText(email)).toBeVisible()

    const form = await subscribe(page, c, email)
    await expect(form.getByText(c.already)).toBeVisible()
    allowFailedRequest(consoleErrors, 409)
  })
}
