import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import type { LastPagePage } from '../contract/dto/cms'
import type { AdminOrderRow } from '../contract/dto/admin'
import { test, expect, newContext } from './console-guard'
import { CASES, customerWithSavedAddress, placeOrderByApi } from './checkout-flow'
import { apiCall, expectAccessible, open, staffPage } from './after-sale-flow'

/**
 * Issue 37, "Customers and GDPR", in real Chromium against the Worker, in Croatian and English:
 * a paid order of the journey shows on the dashboard (the orders figure grows), and the dashboard
 * passes axe and reflows at 390 and 320 px; a customer downloads their data from the profile (the
 * file names their e-mail and their order) and deletes their account with their password, after
 * which they cannot log in; staff find a customer in /admin/customers, open them, block the account
 * (the customer's login is refused with the translated reason) and unblock it; staff find a guest
 * buyer (no account) by e-mail, download their data and erase it, and the request stays on record.
 */

const PASSWORD = 'izlog-kupac-2026'

const TEXT = {
  hr: {
    dashboard: '/admin',
    ordersFigure: 'Narudžbe',
    profile: '/profil',
    download: 'Preuzmi moje podatke',
    deleteAccount: 'Obriši moj račun',
    password: 'Lozinka',
    confirmDelete: 'Trajno obriši račun',
    customers: '/admin/customers',
    search: 'Traži po imenu ili e-mail adresi',
    find: 'Traži',
    block: 'Blokiraj račun',
    blocked: (email: string) => `Račun ${email} je blokiran.`,
    unblock: 'Odblokiraj račun',
    unblocked: (email: string) => `Račun ${email} ponovno je aktivan.`,
    blockedLogin: 'Ovaj je korisnički račun blokiran. Za pomoć se obratite trgovini.',
    ordersTitle: 'Narudžbe',
    historyBlocked: 'račun blokiran',
    historyUnblocked: 'račun odblokiran',
    person: 'Osobni podaci osobe bez računa',
    personEmail: 'E-mail adresa osobe',
    personFind: 'Pronađi',
    personResult: (email: string) => `Podaci pod ${email}`,
    personDownload: 'Preuzmi podatke (JSON)',
    personErase: 'Obriši osobne podatke',
    personErased: (email: string) => `Osobni podaci pod ${email} su obrisani.`,
    personNothing: 'Trgovina nema podataka pod ovom e-mail adresom.',
    personHistoryErased: 'obrisani osobni podaci',
  },
  en: {
    dashboard: '/en/admin',
    ordersFigure: 'Orders',
    profile: '/en/profile',
    download: 'Download my data',
    deleteAccount: 'Delete my account',
    password: 'Password',
    confirmDelete: 'Delete my account for good',
    customers: '/en/admin/customers',
    search: 'Search by name or e-mail address',
    find: 'Search',
    block: 'Block the account',
    blocked: (email: string) => `The account ${email} is blocked.`,
    unblock: 'Unblock the account',
    unblocked: (email: string) => `The account ${email} is active again.`,
    blockedLogin: 'This account has been blocked. Please contact the shop for help.',
    ordersTitle: 'Orders',
    historyBlocked: 'account blocked',
    historyUnblocked: 'account unblocked',
    person: 'Personal data of a person without an account',
    personEmail: 'The person’s e-mail address',
    personFind: 'Find',
    personResult: (email: string) => `Data under ${email}`,
    personDownload: 'Download the data (JSON)',
    personErase: 'Delete the personal data',
    personErased: (email: string) => `The personal data under ${email} was deleted.`,
    personNothing: 'The shop holds no data under this e-mail address.',
    personHistoryErased: 'personal data deleted',
  },
} as const

/** The dashboard's orders figure of the last 30 days (today included), as a number. */
async function ordersFigure(staff: Page, label: string): Promise<number> {
  const item = staff
    .locator('.dashboard-figures__item')
    .filter({ has: staff.getByRole('term').getByText(label, { exact: true }) })
  const text = (await item.locator('.dashboard-figures__value').textContent()) ?? ''
  return Number(text.replace(/\D/g, ''))
}

/** A fresh browser context's login with the password: its status and message. */
async function tryLogin(page: Page, email: string, lang: 'hr' | 'en'): Promise<{ status: number; message: string }> {
  const res = await page.request.post('/api/auth/login', {
    headers: { 'content-type': 'application/json', language: lang === 'hr' ? 'hrv' : 'eng' },
    data: JSON.stringify({ username: email, password: PASSWORD, locale: lang }),
  })
  const json = (await res.json().catch(() => ({}))) as { message?: string }
  return { status: res.status(), message: json.message ?? '' }
}

for (const c of CASES) {
  const text = TEXT[c.lang]

  test.describe(`customers and GDPR (${c.lang})`, () => {
    test('a paid order of today shows on the dashboard, which passes axe at 390 and 320 px', async ({
      page,
      browser,
    }) => {
      const staff = await staffPage(browser, c.lang)
      await staff.setViewportSize({ width: 390, height: 844 })
      await open(staff, text.dashboard)
      const before = await ordersFigure(staff, text.ordersFigure)
      await expectAccessible(staff, `dashboard (${c.lang}) at 390 px`)

      const { email } = await customerWithSavedAddress(page, c)
      const slug = await placeOrderByApi(page.request, email, c.lang, 1, 'BANK_TRANSFER')
      const found = await apiCall<LastPagePage<AdminOrderRow>>(staff, 'GET', `/api/v1/admin/orders?q=${slug}`)
      const id = found.data.data.find((row) => row.slug === slug)?.id
      expect(id, slug).toBeDefined()
      expect((await apiCall(staff, 'POST', `/api/v1/admin/orders/${id}/markPaid`)).status).toBe(200)

      await open(staff, text.dashboard)
      expect(await ordersFigure(staff, text.ordersFigure)).toBeGreaterThan(before)
      await expectAccessible(staff, `dashboard (${c.lang}) after the order`)
      await staff.context().close()
    })

    test('a customer downloads their data and deletes their account', async ({ page }) => {
      const { email } = await customerWithSavedAddress(page, c)
      const slug = await placeOrderByApi(page.request, email, c.lang)
      await open(page, text.profile)

      const downloading = page.waitForEvent('download')
      await page.getByRole('button', { name: text.download }).click()
      const download = await downloading
      const file = JSON.stringify(JSON.parse(await readFile((await download.path()) ?? '', 'utf8')))
      expect(file).toContain(email)
      expect(file).toContain(slug)

      await page.getByRole('button', { name: text.deleteAccount }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel(text.password, { exact: false }).fill(PASSWORD)
      await expectAccessible(page, `erase dialog (${c.lang})`)
      await page.getByRole('button', { name: text.confirmDelete }).click()
      await expect(page).toHaveURL(new RegExp(`${c.prefix}/$`))

      const stranger = await (await newContext(page.context().browser()!)).newPage()
      expect((await tryLogin(stranger, email, c.lang)).status).toBe(401)
      await stranger.context().close()
    })

    test('staff find a customer, block the account (login refused) and unblock it', async ({ page, browser }) => {
      const { email } = await customerWithSavedAddress(page, c)
      await placeOrderByApi(page.request, email, c.lang)
      const staff = await staffPage(browser, c.lang)
      await open(staff, text.customers)
      await staff.getByRole('searchbox', { name: text.search }).fill(email)
      await staff.getByRole('button', { name: text.find, exact: true }).click()
      const row = staff.getByRole('row').filter({ hasText: email })
      await expect(row).toHaveCount(1)
      await expectAccessible(staff, `customers (${c.lang})`)
      await row.getByRole('link').click()
      await expect(staff.getByRole('heading', { name: 'Iva Kovač' })).toBeVisible()
      await expect(staff.getByRole('region', { name: text.ordersTitle }).getByRole('link')).toHaveCount(1)
      await expectAccessible(staff, `customer (${c.lang})`)

      await staff.getByRole('button', { name: text.block }).click()
      const dialog = staff.getByRole('dialog')
      await expectAccessible(staff, `block dialog (${c.lang})`)
      await dialog.getByRole('button', { name: text.block }).click()
      await expect(staff.getByText(text.blocked(email))).toBeVisible()

      const customer = await (await newContext(browser)).newPage()
      expect(await tryLogin(customer, email, c.lang)).toEqual({ status: 403, message: text.blockedLogin })
      // The session the customer had ends with the block: their profile asks them to log in again.
      expect((await page.request.get('/api/v1/user/web/profile')).status()).toBe(401)

      await staff.getByRole('button', { name: text.unblock }).click()
      await expect(staff.getByText(text.unblocked(email))).toBeVisible()
      expect((await tryLogin(customer, email, c.lang)).status).toBe(200)
      // The account's history names both changes in words.
      await open(staff, staff.url())
      for (const action of [text.historyBlocked, text.historyUnblocked])
        await expect(staff.getByRole('listitem').filter({ hasText: `: ${action} (` })).toHaveCount(1)
      await customer.context().close()
      await staff.context().close()
    })

    test('staff find a guest buyer by e-mail, download their data and erase it', async ({ browser, request }) => {
      const email = `gost-${c.lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@izlog.test`
      const slug = await placeOrderByApi(request, email, c.lang, 1, 'COD', true)
      const staff = await staffPage(browser, c.lang)
      await open(staff, text.customers)
      const panel = staff.getByRole('region', { name: text.person })
      const find = async () => {
        await panel.getByLabel(text.personEmail).fill(email)
        await panel.getByRole('button', { name: text.personFind, exact: true }).click()
      }
      await find()
      await expect(panel.getByRole('heading', { name: text.personResult(email) })).toBeFocused()
      await expect(panel.getByRole('link', { name: slug })).toBeVisible()
      await expectAccessible(staff, `person by e-mail (${c.lang})`)

      const downloading = staff.waitForEvent('download')
      await panel.getByRole('button', { name: text.personDownload }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toMatch(/^izlog-personal-data-guest-[\d-]+\.json$/)
      const file = JSON.stringify(JSON.parse(await readFile((await download.path()) ?? '', 'utf8')))
      expect(file).toContain(email)
      expect(file).toContain(slug)

      await panel.getByRole('button', { name: text.personErase }).click()
      const dialog = staff.getByRole('dialog')
      await expect(dialog).toContainText(email)
      await expectAccessible(staff, `person erase dialog (${c.lang})`)
      await dialog.getByRole('button', { name: text.personErase }).click()
      await expect(staff.getByText(text.personErased(email))).toBeVisible()
      await expect(panel.getByRole('heading', { name: text.person, level: 2 })).toBeFocused()
      await expect(panel.getByRole('listitem').filter({ hasText: text.personHistoryErased }).first()).toContainText(
        slug,
      )

      await find()
      await expect(panel.getByText(text.personNothing)).toBeVisible()
      await staff.context().close()
    })
  })
}
