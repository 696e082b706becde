import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { allowFailedRequest, test, expect, visitorPage, newContext } from './console-guard'
import { origin, post } from './mailbox'
import { placeOrderByApi } from './checkout-flow'
import { axeViolations, describeFindings } from './axe'
import { ROUTE_NAMES, buildPath } from '../contract/routes'
import { ean13CheckDigit } from '../contract/validation/ean13'

/**
 * The backoffice (issue 16) as staff use it, in both languages: a bank-transfer order marked paid
 * (the customer is e-mailed), a review approved and shown on the product, a form's submissions
 * exported, a missed address turned into a redirect and followed. And a customer is refused on
 * every admin page and call.
 */

const CASES = [
  {
    lang: 'hr',
    prefix: '',
    orders: {
      search: 'Broj narudžbe, e-mail ili ime',
      find: 'Traži',
      markPaid: 'Označi kao plaćeno',
      paid: 'Plaćeno',
      mail: (n: string) => `Uplata za narudžbu ${n} je zaprimljena`,
      toast: (n: string) => `Narudžba ${n} je označena kao plaćena. Kupcu je poslan e-mail.`,
    },
    reviews: {
      product: '/product/poster-bura',
      region: 'Recenzije',
      delete: 'Obriši',
      cancel: 'Odustani',
      approve: 'Odobri',
      published: 'Objavljeno: vidljivo je na stranici.',
      undo: 'Poništi',
    },
    forms: {
      page: '/usluge',
      form: 'Prijavite školu na VR radionicu',
      name: 'Ime i prezime',
      email: 'E-mail',
      subject: 'Predmet',
      option: 'Povijest',
      send: 'Pošalji',
      listName: 'Prijava na radionicu',
      captcha: 'Traži captchu',
      export: 'Preuzmi CSV',
      header: 'ID,Poslano,Jezik,E-mail,Potvrđeno',
    },
    redirects: {
      create: 'Preusmjeri',
      to: 'Na adresu',
      save: 'Spremi preusmjeravanje',
      target: '/o-nama',
      search: 'Adresa',
      find: 'Traži',
    },
    cards: {
      issueTitle: 'Izdaj novu iskaznicu',
      barcode: 'Broj iskaznice (EAN-13)',
      email: 'E-mail adresa kupca',
      issue: 'Izdaj iskaznicu',
      checkDigit: 'Broj iskaznice ima 13 znamenki (EAN-13) s ispravnom kontrolnom znamenkom. Provjerite broj.',
      issued: (n: string, e: string) => `Iskaznica ${n} izdana je na ${e}.`,
      search: 'Broj iskaznice ili e-mail',
      find: 'Traži',
      table: 'Tablica: Članske iskaznice',
      deactivate: (n: string) => `Isključi iskaznicu ${n}`,
      confirm: 'Isključi',
      deactivated: (n: string) => `Iskaznica ${n} je isključena.`,
      inactive: 'Isključena',
      history: (n: string) => `Povijest iskaznice ${n}`,
      issuedTo: (e: string) => `Izdana na ${e}`,
    },
  },
  {
    lang: 'en',
    prefix: '/en',
    orders: {
      search: 'Order number, e-mail or name',
      find: 'Search',
      markPaid: 'Mark as paid',
      paid: 'Paid',
      mail: (n: string) => `Payment for order ${n} received`,
      toast: (n: string) => `Order ${n} is marked as paid. The customer was e-mailed.`,
    },
    reviews: {
      product: '/en/product/bora-poster',
      region: 'Reviews',
      delete: 'Delete',
      cancel: 'Cancel',
      approve: 'Approve',
      published: 'Published: it shows on the site.',
      undo: 'Undo',
    },
    forms: {
      page: '/en/services',
      form: 'Sign your school up for a VR workshop',
      name: 'Full name',
      email: 'E-mail',
      subject: 'Subject',
      option: 'History',
      send: 'Send',
      listName: 'Workshop sign-up',
      captcha: 'Ask for a captcha',
      export: 'Download CSV',
      header: 'ID,Sent,Language,E-mail,Confirmed',
    },
    redirects: {
      create: 'Redirect',
      to: 'To',
      save: 'Save the redirect',
      target: '/en/about-us',
      search: 'Address',
      find: 'Search',
    },
    cards: {
      issueTitle: 'Issue a new card',
      barcode: 'Card number (EAN-13)',
      email: 'Customer’s e-mail address',
      issue: 'Issue the card',
      checkDigit: 'A card number has 13 digits (EAN-13) with a matching check digit. Please check the number.',
      issued: (n: string, e: string) => `Card ${n} is issued to ${e}.`,
      search: 'Card number or e-mail',
      find: 'Search',
      table: 'Table: Membership cards',
      deactivate: (n: string) => `Switch off card ${n}`,
      confirm: 'Switch off',
      deactivated: (n: string) => `Card ${n} is switched off.`,
      inactive: 'Switched off',
      history: (n: string) => `History of card ${n}`,
      issuedTo: (e: string) => `Issued to ${e}`,
    },
  },
] as const

const STAFF = { username: 'admin@izlog.hr', password: 'izlog-admin-2026' }

async function staffPage(browser: Browser, lang: 'hr' | 'en'): Promise<Page> {
  const context = await newContext(browser)
  const page = await context.newPage()
  expect(await post(page, '/api/auth/login', { ...STAFF, locale: lang })).toBe(200)
  return page
}

/** The accessibility gate (issue 8) with a dialog of the backoffice open. */
async function expectAccessible(page: Page, where: string) {
  const findings = await axeViolations(page)
  expect(findings, describeFindings(where, findings)).toEqual([])
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** The newest e-mail to `recipient` in the outbox (the dev mailbox's API, as staff). */
async function latestMail(
  request: APIRequestContext,
  recipient: string,
): Promise<{ subject: string; kind: string } | undefined> {
  const res = await request.get(`/api/v1/admin/mailbox?recipient=${encodeURIComponent(recipient)}`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: { data: Array<{ subject: string; kind: string }> } }).data.data[0]
}

for (const c of CASES) {
  test.describe(`${c.lang}: the backoffice`, () => {
    test('a bank-transfer order is found, marked paid after a confirmation, and the customer is e-mailed', async ({
      browser,
    }) => {
      const email = `uplata-${c.lang}-${Date.now()}@izlog.test`
      const buyer = await visitorPage(browser)
      expect(
        await post(buyer, '/api/v1/user/web/register', {
          firstName: 'Ivana',
          lastName: 'Uplatić',
          email,
          password: 'izlog-uplata-1',
          confirmedPassword: 'izlog-uplata-1',
          consents: ['privacy'],
        }),
      ).toBe(201)
      expect(
        await post(buyer, '/api/auth/login', { username: email, password: 'izlog-uplata-1', locale: c.lang }),
      ).toBe(200)
      const slug = await placeOrderByApi(buyer.request, email, c.lang, 1, 'BANK_TRANSFER')
      await buyer.context().close()

      const staff = await staffPage(browser, c.lang)
      await open(staff, `${c.prefix}/admin/orders`)
      await staff.getByRole('searchbox', { name: c.orders.search }).fill(slug)
      await staff.getByRole('button', { name: c.orders.find, exact: true }).click()
      await expect(staff).toHaveURL(new RegExp(`q=${slug}`))
      await staff.getByRole('link', { name: slug }).click()
      await expect(staff.getByRole('heading', { level: 2, name: new RegExp(slug) })).toBeVisible()

      await staff.getByRole('button', { name: c.orders.markPaid }).click()
      const dialog = staff.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expectAccessible(staff, `${c.lang} mark-paid confirmation`)
      await dialog.getByRole('button', { name: c.orders.markPaid }).click()
      await expect(staff.getByText(c.orders.toast(slug))).toBeVisible()
      await expect(staff.getByRole('main').getByText(c.orders.paid, { exact: true }).first()).toBeVisible()
      await expect(staff.getByRole('button', { name: c.orders.markPaid })).toHaveCount(0)
      expect(await latestMail(staff.request, email)).toMatchObject({
        kind: 'orderStatus',
        subject: c.orders.mail(slug),
      })
      await staff.context().close()
    })

    test('a review is approved in the queue and shows on the product at once (with Undo)', async ({
      page,
      browser,
    }) => {
      const email = `moderacija-${c.lang}-${Date.now()}@izlog.test`
      expect(
        await post(page, '/api/v1/user/web/register', {
          firstName: 'Mara',
          lastName: 'Moderić',
          email,
          password: 'izlog-moderacija-1',
          confirmedPassword: 'izlog-moderacija-1',
          consents: ['privacy'],
        }),
      ).toBe(201)
      expect(
        await post(page, '/api/auth/login', { username: email, password: 'izlog-moderacija-1', locale: c.lang }),
      ).toBe(200)
      const product = await page.request.get(`/api/v1/product/web/get?slug=${c.reviews.product.split('/').pop()}`)
      const productId = ((await product.json()) as { data: { id: number } }).data.id
      const text = `Predivan otisak ${c.lang} ${Date.now()}`
      expect(
        await post(page, '/api/v1/comment/create', {
          resourceType: 'product',
          resourceId: productId,
          body: text,
          rating: 5,
        }),
      ).toBe(201)

      // A visitor's copy of the product page is cached before the decision.
      const visitor = await visitorPage(browser)
      await open(visitor, c.reviews.product)
      await expect(visitor.getByText(text)).toHaveCount(0)

      const staff = await staffPage(browser, c.lang)
      await open(staff, `${c.prefix}/admin/reviews`)
      const entry = staff.getByRole('listitem').filter({ hasText: text })
      await expect(entry).toBeVisible()
      // Deleting asks first (and the question is accessible); cancelled here.
      await entry.getByRole('button', { name: c.reviews.delete }).click()
      await expect(staff.getByRole('dialog')).toBeVisible()
      await expectAccessible(staff, `${c.lang} delete confirmation`)
      await staff.getByRole('dialog').getByRole('button', { name: c.reviews.cancel }).click()
      await expect(staff.getByRole('dialog')).toBeHidden()
      await entry.getByRole('button', { name: c.reviews.approve }).click()
      const notice = staff.getByRole('status').filter({ hasText: c.reviews.published })
      await expect(notice).toBeVisible()
      await expect(notice.getByRole('button', { name: c.reviews.undo })).toBeVisible()
      await expect(staff.getByRole('listitem').filter({ hasText: text })).toHaveCount(0)

      await open(visitor, c.reviews.product)
      await expect(visitor.getByRole('region', { name: c.reviews.region }).getByText(text)).toBeVisible()
      await visitor.close()
      await staff.context().close()
    })

    test('a form’s submissions are read and exported as CSV', async ({ page, browser }) => {
      const email = `izvoz-${c.lang}-${Date.now()}@izlog.test`
      await open(page, c.forms.page)
      const form = page.getByRole('form', { name: c.forms.form })
      await form.getByRole('textbox', { name: new RegExp(`^${c.forms.name}`) }).fill('Ivo Izvoz')
      await form.getByRole('textbox', { name: new RegExp(`^${c.forms.email}`) }).fill(email)
      await form
        .getByRole('combobox', { name: new RegExp(`^${c.forms.subject}`) })
        .selectOption({ label: c.forms.option })
      await form.getByRole('button', { name: c.forms.send, exact: true }).click()
      await expect(form.getByRole('status')).not.toBeEmpty()

      const staff = await staffPage(browser, c.lang)
      await open(staff, `${c.prefix}/admin/forms`)
      // Each form's captcha switch is a checkbox named after the form (the workshop sign-up asks for none).
      await expect(staff.getByRole('checkbox', { name: `${c.forms.captcha}: ${c.forms.listName}` })).not.toBeChecked()
      await staff.getByRole('link', { name: c.forms.listName, exact: true }).click()
      await expect(
        staff
          .getByRole('region', { name: `${c.lang === 'hr' ? 'Tablica' : 'Table'}: ${c.forms.listName}` })
          .getByText(email),
      ).toBeVisible()
      const download = staff.waitForEvent('download')
      await staff.getByRole('main').getByRole('link', { name: c.forms.export }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(/-submissions\.csv$/)
      const csv = (await readFile(await file.path())).toString('utf8')
      expect(csv.replace(/^\uFEFF/, '').startsWith(c.forms.header)).toBe(true)
      expect(csv).toContain(email)
      expect(csv).toContain('Ivo Izvoz')
      await staff.context().close()
    })

    test('a missed address is turned into a redirect and visitors follow it', async ({
      page,
      browser,
      consoleErrors,
    }) => {
      const missed = `${c.prefix}/stara-adresa-${Date.now()}`
      const first = await page.goto(missed)
      expect(first?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      allowFailedRequest(consoleErrors, 404)

      const staff = await staffPage(browser, c.lang)
      await open(staff, `${c.prefix}/admin/redirects`)
      const failed = staff.getByRole('region', {
        name: c.lang === 'hr' ? 'Nepostojeće adrese' : 'Missing addresses',
        exact: true,
      })
      await failed.getByRole('searchbox', { name: c.redirects.search }).fill(missed)
      await failed.getByRole('button', { name: c.redirects.find, exact: true }).click()
      const row = failed.getByRole('row').filter({ hasText: missed })
      await expect(row).toBeVisible()
      await row.getByRole('button', { name: `${c.redirects.create}: ${missed}` }).click()
      const dialog = staff.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expectAccessible(staff, `${c.lang} redirect dialog`)
      await dialog.getByRole('textbox', { name: new RegExp(`^${c.redirects.to}`) }).fill(c.redirects.target)
      await dialog.getByRole('button', { name: c.redirects.save }).click()
      await expect(dialog).toBeHidden()
      await expect(staff.getByRole('status').filter({ hasText: c.redirects.target })).toBeVisible()
      await staff.context().close()

      const followed = await page.goto(missed)
      expect(followed?.status()).toBe(200)
      await expect(page).toHaveURL(new RegExp(`${c.redirects.target}$`))
    })

    test('a membership card is issued to an e-mail, found by search, switched off after a confirmation, and its history says who', async ({
      browser,
    }) => {
      const data = `385${String(Date.now()).slice(-8)}${c.lang === 'hr' ? 1 : 2}`
      const barcode = `${data}${ean13CheckDigit(data)}`
      const email = `iskaznica-${c.lang}-${Date.now()}@izlog.test`
      const staff = await staffPage(browser, c.lang)
      await open(staff, `${c.prefix}/admin/member-cards`)
      await staff.getByText(c.cards.issueTitle).click()
      const number = staff.getByRole('textbox', { name: new RegExp(`^${c.cards.barcode.replace(/[()]/g, '\\$&')}`) })
      // A mistyped digit is caught by the check digit, said at the field.
      await number.fill(`${data}${(ean13CheckDigit(data) + 1) % 10}`)
      await staff.getByRole('textbox', { name: new RegExp(`^${c.cards.email}`) }).fill(email)
      await staff.getByRole('button', { name: c.cards.issue }).click()
      await expect(staff.getByText(c.cards.checkDigit)).toBeVisible()
      await expect(number).toHaveAttribute('aria-invalid', 'true')
      await number.fill(barcode)
      await staff.getByRole('button', { name: c.cards.issue }).click()
      await expect(staff.getByRole('status').filter({ hasText: c.cards.issued(barcode, email) })).toBeVisible()

      await staff.getByRole('searchbox', { name: c.cards.search }).fill(email)
      await staff.getByRole('button', { name: c.cards.find, exact: true }).click()
      await expect(staff).toHaveURL(/q=iskaznica-/)
      const row = staff.getByRole('region', { name: c.cards.table }).getByRole('row').filter({ hasText: barcode })
      await expect(row).toContainText(email)

      await row.getByRole('button', { name: c.cards.deactivate(barcode) }).click()
      const dialog = staff.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expectAccessible(staff, `${c.lang} switch-off confirmation`)
      await dialog.getByRole('button', { name: c.cards.confirm, exact: true }).click()
      await expect(dialog).toBeHidden()
      await expect(staff.getByRole('status').filter({ hasText: c.cards.deactivated(barcode) })).toBeVisible()
      await expect(row).toContainText(c.cards.inactive)

      await row.getByRole('button', { name: c.cards.history(barcode) }).click()
      const history = staff.getByRole('dialog', { name: c.cards.history(barcode) })
      await expect(history.getByText(c.cards.issuedTo(email))).toBeVisible()
      await expect(history.getByText(STAFF.username).first()).toBeVisible()
      await expectAccessible(staff, `${c.lang} card history`)
      await staff.context().close()
    })
  })
}

for (const c of CASES) {
  test(`${c.lang}: a template's preview shows how a new page starts and the pages made from it`, async ({
    browser,
  }) => {
    const staff = await staffPage(browser, c.lang)
    await open(staff, `${c.prefix}/admin/templates`)
    await staff
      .getByRole('button', { name: c.lang === 'hr' ? 'Pregled predloška Stranica' : 'Preview the template Stranica' })
      .click()
    const dialog = staff.getByRole('dialog', { name: c.lang === 'hr' ? 'Predložak: Stranica' : 'Template: Stranica' })
    await expect(
      dialog.getByRole('heading', { name: c.lang === 'hr' ? 'Naslov nove stranice' : 'The new page’s title' }),
    ).toBeVisible()
    await expect(dialog.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^${c.prefix}/.+\\?editPage=true$`),
    )
    await expectAccessible(staff, `${c.lang} template preview`)
    await staff.context().close()
  })
}

test('a customer is refused on every admin page (sent to the staff login) and every admin call (403)', async ({
  page,
  consoleErrors,
}) => {
  allowFailedRequest(consoleErrors, 403)
  expect(
    await post(page, '/api/auth/login', { username: 'kupac@izlog.hr', password: 'izlog-kupac-2026', locale: 'hr' }),
  ).toBe(200)
  const adminRoutes = ROUTE_NAMES.filter((name) => name.startsWith('admin') && name !== 'adminLogin')
  expect(adminRoutes.length).toBeGreaterThanOrEqual(16)
  for (const name of adminRoutes) {
    for (const locale of ['hr', 'en'] as const) {
      const path = buildPath(name, locale, { slug: 'privacy', id: '1' })
      const res = await page.request.get(path, { maxRedirects: 0 })
      expect(res.status(), path).toBe(302)
      expect(res.headers()['location'], path).toMatch(/\/adminLogin\?redirect=/)
    }
  }
  const calls: Array<[string, string, unknown?]> = [
    ['GET', '/api/v1/admin/orders'],
    ['POST', '/api/v1/admin/orders/1/markPaid', {}],
    ['POST', '/api/v1/admin/orders/1/cancel', {}],
    ['GET', '/api/v1/admin/comments'],
    ['POST', '/api/v1/admin/comments/1/decide', { status: 'published' }],
    ['DELETE', '/api/v1/admin/comments/1'],
    ['GET', '/api/v1/admin/forms/1/submissions.csv'],
    ['GET', '/api/v1/admin/newsletter.csv'],
    ['DELETE', '/api/v1/admin/newsletter/1'],
    ['POST', '/api/v1/admin/redirects', { from: '/a-b', to: '/' }],
    ['GET', '/api/v1/admin/outbox'],
    ['POST', '/api/v1/admin/outbox/1/retry', {}],
    ['GET', '/api/v1/admin/consent-log.csv'],
    [
      'PATCH',
      '/api/v1/admin/consents/1',
      { displayName: { hr: 'x', en: 'x' }, description: { hr: '', en: '' }, required: false },
    ],
    ['POST', '/api/v1/consent/create', { uniqueNumber: 'napad', displayName: { hr: 'x', en: 'x' } }],
    ['POST', '/api/admin/cache/purge', {}],
    ['GET', '/api/v1/admin/member-cards'],
    ['POST', '/api/v1/admin/member-cards', { barcode: '3850000000053', email: 'kupac@izlog.hr' }],
    ['POST', '/api/v1/admin/member-cards/3/assign', { email: 'kupac@izlog.hr' }],
    ['POST', '/api/v1/admin/member-cards/1/release', {}],
    ['POST', '/api/v1/admin/member-cards/1/active', { active: false }],
  ]
  for (const [method, path, body] of calls) {
    const res = await page.request.fetch(path, {
      method,
      headers: { origin: origin(), 'content-type': 'application/json' },
      data: body === undefined ? undefined : JSON.stringify(body),
    })
    expect(res.status(), `${method} ${path}`).toBe(403)
  }
})
