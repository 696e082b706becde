import type { Page } from '@playwright/test'
import { test, expect, newContext } from './console-guard'
import { origin, post } from './mailbox'
import { CASES, checkoutWithPoster, field, fillAddress, pay, toPayment } from './checkout-flow'

/**
 * Consents in the backoffice (issue 16), both languages: staff create a consent, assign it to the
 * checkout as required; the checkout then asks for it and refuses to go on without it, and the
 * order's consent decision is in the consent log. It changes the checkout for everyone, so it runs
 * alone after the other journeys, and puts the checkout's consents back.
 */

const TEXT = {
  hr: {
    admin: '/admin/consent',
    create: 'Nova privola',
    code: 'Oznaka',
    nameHr: 'Naziv (hrvatski)',
    nameEn: 'Naziv (engleski)',
    save: 'Spremi',
    created: 'je dodana',
    target: 'Naplata',
    log: '/admin/consent-log',
    email: 'E-mail',
    search: 'Traži',
  },
  en: {
    admin: '/en/admin/consent',
    create: 'New consent',
    code: 'Code',
    nameHr: 'Name (Croatian)',
    nameEn: 'Name (English)',
    save: 'Save',
    created: 'is added',
    target: 'Checkout',
    log: '/en/admin/consent-log',
    email: 'E-mail',
    search: 'Search',
  },
} as const

const STAFF = { username: 'admin@izlog.hr', password: 'izlog-admin-2026' }
let original: { consents: string[]; requiredConsents: string[] } | null = null

async function staffPage(page: Page, lang: 'hr' | 'en') {
  expect(await post(page, '/api/auth/login', { ...STAFF, locale: lang })).toBe(200)
}

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/v1/web/consent/filter', {
    headers: { origin: origin(), 'content-type': 'application/json' },
    data: JSON.stringify({ assignedTo: 'checkout' }),
  })
  const data = (
    (await res.json()) as { data: { consents: Array<{ uniqueNumber: string }>; requiredConsents: string[] } }
  ).data
  original = { consents: data.consents.map((consent) => consent.uniqueNumber), requiredConsents: data.requiredConsents }
})

/** The checkout's consents as they were before (after each journey, so the next one starts from them). */
async function restoreCheckout(staff: Page) {
  if (!original) return
  const res = await staff.request.post('/api/v1/consent/create', {
    headers: { origin: origin(), 'content-type': 'application/json' },
    data: JSON.stringify({ assigned_to: 'checkout', ...original }),
  })
  expect(res.status()).toBe(201)
}

test.describe.configure({ mode: 'serial' })

for (const c of CASES) {
  const x = TEXT[c.lang]
  test(`${c.lang}: a new consent, required at checkout, is enforced there and recorded in the log`, async ({
    page,
    browser,
  }) => {
    const code = `e2e-${c.lang}-${Date.now()}`
    const name = c.lang === 'hr' ? `Pristajem na probnu privolu ${code}` : `I accept the test consent ${code}`
    const staff = await (await newContext(browser)).newPage()
    await staffPage(staff, c.lang)
    try {
      await journey(staff, page, code, name)
    } finally {
      await restoreCheckout(staff)
      await staff.context().close()
    }
  })

  /** Staff make and assign the consent; a shopper must accept it; the log records it. */
  async function journey(staff: Page, page: Page, code: string, name: string) {
    await staff.goto(x.admin)
    await expect(staff.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await staff.getByText(x.create, { exact: true }).click()
    await staff.getByRole('textbox', { name: new RegExp(`^${x.code}`) }).fill(code)
    await staff
      .getByRole('textbox', { name: new RegExp(`^${x.nameHr.replace(/[()]/g, '\\$&')}`) })
      .fill(`Pristajem na probnu privolu ${code}`)
    await staff
      .getByRole('textbox', { name: new RegExp(`^${x.nameEn.replace(/[()]/g, '\\$&')}`) })
      .fill(`I accept the test consent ${code}`)
    await staff.getByRole('button', { name: x.save, exact: true }).click()
    await expect(staff.getByText(x.created)).toBeVisible()

    const checkout = staff.getByRole('group', { name: x.target })
    await checkout
      .getByRole('checkbox', { name: new RegExp(`${c.lang === 'hr' ? 'Obavezna' : 'Required'}: .*${code}`) })
      .check()
    await checkout.getByRole('button', { name: new RegExp(x.target) }).click()
    await expect(staff.getByRole('status').filter({ hasText: x.target }).first()).toBeVisible()

    // A shopper: the new consent is asked for and required.
    await checkoutWithPoster(page, c)
    const email = `privola-${c.lang}-${Date.now()}@example.com`
    await fillAddress(page, c)
    await field(page, c.text.email).fill(email)
    await page.getByRole('button', { name: c.text.continue }).click()
    await expect(page.getByText(c.text.consentRequired).first()).toBeVisible()
    await page.getByRole('checkbox', { name: new RegExp(code) }).check()
    await toPayment(page, c)
    await pay(page, c, c.text.cod)
    await expect(page.getByRole('heading', { name: c.text.success })).toBeVisible()

    // The log shows who accepted it, when and from where.
    await staff.goto(x.log)
    await expect(staff.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await staff.getByRole('searchbox', { name: x.email }).fill(email)
    await staff.getByRole('button', { name: x.search, exact: true }).click()
    const row = staff.getByRole('row').filter({ hasText: email })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(name)
  }
}
