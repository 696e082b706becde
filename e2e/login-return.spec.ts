import type { Page } from '@playwright/test'
import { test, expect } from './console-guard'

/**
 * After logging in, the visitor is back where they were (SPEC §5 `redirect`, issue 14): a shopper
 * sent to the login from another page, and staff sent from an admin page to the admin login.
 * An unsafe redirect is never followed.
 */

const origin = () => new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:8787').origin

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

async function register(page: Page): Promise<{ email: string; password: string }> {
  const email = `povratak-${Date.now()}-${Math.floor(Math.random() * 1e6)}@izlog.test`
  const password = 'izlog-povratak-1'
  const res = await page.request.post('/api/v1/user/web/register', {
    headers: { origin: origin(), 'content-type': 'application/json' },
    data: JSON.stringify({
      firstName: 'Vedran',
      lastName: 'Povratak',
      email,
      password,
      confirmedPassword: password,
      consents: ['privacy'],
    }),
  })
  expect(res.status()).toBe(201)
  return { email, password }
}

const CASES = [
  {
    lang: 'hr',
    login: '/prijava',
    cart: '/kosarica',
    toProfile: 'Idi na profil',
    loginForm: 'Prijava',
    email: 'E-mail adresa',
    password: 'Lozinka',
    submit: 'Prijavi se',
    mailbox: '/admin/mailbox',
    adminTitle: 'Razvojni poštanski sandučić',
  },
  {
    lang: 'en',
    login: '/en/login',
    cart: '/en/cart',
    toProfile: 'Go to your profile',
    loginForm: 'Log in',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Log in',
    mailbox: '/en/admin/mailbox',
    adminTitle: 'Dev mailbox',
  },
] as const

for (const c of CASES) {
  test(`${c.lang}: the login from another page returns to it; an unsafe redirect does not leave the site`, async ({
    page,
  }) => {
    const account = await register(page)
    await open(page, `${c.login}?redirect=${encodeURIComponent(c.cart)}`)
    await page.getByRole('main').getByRole('link', { name: c.toProfile }).click()
    await expect(page).toHaveURL(new RegExp(`redirect=${encodeURIComponent(c.cart)}`))
    const form = page.getByRole('form', { name: c.loginForm })
    await form.getByRole('textbox', { name: new RegExp(`^${c.email}`) }).fill(account.email)
    await form.getByLabel(new RegExp(`^${c.password}`)).fill(account.password)
    await form.getByRole('button', { name: c.submit }).click()
    await expect(page).toHaveURL(new RegExp(`${c.cart}$`))

    // An address elsewhere is not carried on at all.
    await page.context().clearCookies()
    await open(page, `${c.login}?redirect=${encodeURIComponent('//evil.example/x')}`)
    await expect(page.getByRole('main').getByRole('link', { name: c.toProfile })).not.toHaveAttribute('href', /evil/)
  })

  test(`${c.lang}: an admin page sends staff to the admin login and back to that page`, async ({ page }) => {
    await open(page, c.mailbox)
    await expect(page).toHaveURL(/adminLogin\?redirect=/)
    await page.getByRole('textbox', { name: new RegExp(`^${c.email}`) }).fill('admin@izlog.hr')
    await page
      .getByLabel(new RegExp(`^${c.password}`))
      .first()
      .fill('izlog-admin-2026')
    await page.getByRole('button', { name: c.submit }).click()
    await expect(page).toHaveURL(new RegExp(`${c.mailbox}$`))
    await expect(page.getByRole('heading', { level: 1, name: c.adminTitle })).toBeVisible()
  })
}
