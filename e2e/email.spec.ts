import type { Browser, Page } from '@playwright/test'
import { test, expect } from './console-guard'

/**
 * E-mail through the outbox (issue 14), both languages: a forgotten password is reset with the
 * link of the e-mail, read in the dev mailbox (/admin/mailbox) as a new developer would on
 * `npm start` alone.
 */

const CASES = [
  {
    lang: 'hr',
    forgot: '/zaboravljena-lozinka',
    mailbox: '/admin/mailbox',
    email: 'E-mail adresa',
    send: 'Pošalji poveznicu',
    sent: 'Ako račun s tom e-mail adresom postoji',
    subject: 'Postavljanje nove lozinke',
    show: 'Prikaži poruku',
    recipient: 'Primatelj',
    filter: 'Prikaži',
    button: 'Postavi novu lozinku',
    newPassword: 'Nova lozinka',
    repeat: 'Ponovite novu lozinku',
    save: 'Spremi novu lozinku',
    done: 'Nova lozinka je spremljena.',
  },
  {
    lang: 'en',
    forgot: '/en/forgot-password',
    mailbox: '/en/admin/mailbox',
    email: 'E-mail address',
    send: 'Send the link',
    sent: 'If an account with that e-mail address exists',
    subject: 'Set a new password',
    show: 'Show the message',
    recipient: 'Recipient',
    filter: 'Show',
    button: 'Set a new password',
    newPassword: 'New password',
    repeat: 'Repeat new password',
    save: 'Save the new password',
    done: 'Your new password has been saved.',
  },
] as const

const BACKOFFICE = { username: 'admin@izlog.hr', password: 'izlog-admin-2026' }

const origin = () => new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8787').origin

async function post(page: Page, path: string, body: unknown, language = 'hrv'): Promise<number> {
  const res = await page.request.post(path, { headers: { origin: origin(), 'content-type': 'application/json', language }, data: JSON.stringify(body) })
  return res.status()
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** The dev mailbox as backoffice staff see it, in a browser context of their own: the link of the newest e-mail to `recipient`. */
async function linkFromMailbox(browser: Browser, c: (typeof CASES)[number], recipient: string): Promise<string> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const staff = await context.newPage()
  expect(await post(staff, '/api/auth/login', { ...BACKOFFICE, locale: c.lang })).toBe(200)
  await open(staff, c.mailbox)
  await staff.getByRole('textbox', { name: c.recipient }).fill(recipient)
  await staff.getByRole('button', { name: c.filter, exact: true }).click()
  const message = staff.getByRole('article', { name: c.subject })
  await expect(message).toHaveCount(1)
  await message.getByText(c.show).click()
  const link = staff.frameLocator(`iframe[title="${c.subject}"]`).getByRole('link', { name: c.button })
  const href = (await link.getAttribute('href')) ?? ''
  await context.close()
  return href
}

for (const c of CASES) {
  test(`${c.lang}: forgot password → the e-mail in the dev mailbox → a new password → login`, async ({ page, browser }) => {
    const email = `mail-${c.lang}-${Date.now()}@izlog.test`
    expect(await post(page, '/api/v1/user/web/register', { firstName: 'Maja', lastName: 'Pošta', email, password: 'stara-lozinka-1', confirmedPassword: 'stara-lozinka-1', consents: [] })).toBe(201)

    await open(page, c.forgot)
    await page.getByRole('textbox', { name: new RegExp(`^${c.email}`) }).fill(email)
    await page.getByRole('button', { name: c.send }).click()
    await expect(page.getByText(c.sent)).toBeVisible()

    const href = await linkFromMailbox(browser, c, email)
    expect(href).toMatch(new RegExp(`^${c.forgot}\\?token=[\\w-]+$`))
    await open(page, href)
    await page.getByLabel(new RegExp(`^${c.newPassword}`)).fill('nova-lozinka-22')
    await page.getByLabel(new RegExp(`^${c.repeat}`)).fill('nova-lozinka-22')
    await page.getByRole('button', { name: c.save }).click()
    await expect(page.getByText(c.done)).toBeVisible()
    expect(await post(page, '/api/auth/login', { username: email, password: 'nova-lozinka-22', locale: c.lang })).toBe(200)
  })
}
