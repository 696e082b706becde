import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'
import { linkFromMailbox, post } from './mailbox'

/**
 * E-mail through the outbox (issue 14), both languages: a forgotten password is reset with the
 * link of the e-mail, read in the dev mailbox (/admin/mailbox) as a new developer would on
 * `npm start` alone.
 */

const CASES = [
  {
    lang: 'hr',
    forgot: '/zaboravljena-lozinka',
    email: 'E-mail adresa',
    send: 'Pošalji poveznicu',
    sent: 'Ako račun s tom e-mail adresom postoji',
    subject: 'Postavljanje nove lozinke',
    button: 'Postavi novu lozinku',
    newPassword: 'Nova lozinka',
    repeat: 'Ponovite novu lozinku',
    save: 'Spremi novu lozinku',
    done: 'Nova lozinka je spremljena.',
  },
  {
    lang: 'en',
    forgot: '/en/forgot-password',
    email: 'E-mail address',
    send: 'Send the link',
    sent: 'If an account with that e-mail address exists',
    subject: 'Set a new password',
    button: 'Set a new password',
    newPassword: 'New password',
    repeat: 'Repeat new password',
    save: 'Save the new password',
    done: 'Your new password has been saved.',
  },
] as const

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

for (const c of CASES) {
  test(`${c.lang}: forgot password → the e-mail in the dev mailbox → a new password → login`, async ({
    page,
    browser,
  }) => {
    const email = `mail-${c.lang}-${Date.now()}@izlog.test`
    expect(
      await post(page, '/api/v1/user/web/register', {
        firstName: 'Maja',
        lastName: 'Pošta',
        email,
        password: 'stara-lozinka-1',
        confirmedPassword: 'stara-lozinka-1',
        consents: ['privacy'],
      }),
    ).toBe(201)

    await open(page, c.forgot)
    await page.getByRole('textbox', { name: new RegExp(`^${c.email}`) }).fill(email)
    await page.getByRole('button', { name: c.send }).click()
    await expect(page.getByText(c.sent)).toBeVisible()

    const href = await linkFromMailbox(browser, c.lang, email, c.subject, c.button)
    expect(href).toMatch(new RegExp(`^${c.forgot}\\?token=[\\w-]+$`))
    await open(page, href)
    await page.getByLabel(new RegExp(`^${c.newPassword}`)).fill('nova-lozinka-22')
    await page.getByLabel(new RegExp(`^${c.repeat}`)).fill('nova-lozinka-22')
    await page.getByRole('button', { name: c.save }).click()
    await expect(page.getByText(c.done)).toBeVisible()
    expect(await post(page, '/api/auth/login', { username: email, password: 'nova-lozinka-22', locale: c.lang })).toBe(
      200,
    )
  })
}
