import type { Browser, Page } from '@playwright/test'
import { allowFailedRequest, newContext, test, expect } from './console-guard'
import { axeViolations, describeFindings } from './axe'
import { post } from './mailbox'
import { ean13CheckDigit } from '../contract/validation/ean13'

/**
 * SPEC §5 membership card on the profile (issue 34) in Croatian and English: a new customer adds
 * the card issued to their e-mail on the profile (an unknown number is refused at the field with
 * the server's translated message), then applies another card of theirs in the cart, which offers
 * to save it to the profile in place of the first. Axe on the profile with the form open and after.
 */

const STAFF = { username: 'admin@izlog.hr', password: 'izlog-admin-2026' }
const PASSWORD = 'izlog-kupac-2026'

const CASES = [
  {
    lang: 'hr' as const,
    prefix: '',
    header: 'hrv',
    profilePath: '/profil',
    cartPath: '/kosarica',
    memberSlug: 'kontroleri-izlog-grip-par',
    text: {
      section: 'Članska iskaznica',
      none: 'Nemate pridruženu člansku iskaznicu.',
      number: 'Broj članske iskaznice',
      add: 'Dodaj iskaznicu',
      change: 'Promijeni iskaznicu',
      save: 'Spremi iskaznicu',
      required: 'Unos ovog polja je obavezan',
      notClaimable: /^Članska iskaznica s tim brojem ne može se dodati vašem računu/,
      saved: (code: string) => `Članska iskaznica ${code} spremljena je u vaš profil.`,
      barcode: (code: string) => `Barkod: ${code}`,
      cartLabel: 'Barkod članske iskaznice',
      apply: 'Primijeni iskaznicu',
      applied: 'Barkod članske iskaznice je primijenjen',
      replaceOffer: (current: string) => `U profilu imate iskaznicu ${current}. Spremite ovu umjesto nje?`,
      saveToProfile: 'Spremi iskaznicu u profil',
      savedToProfile: (code: string) => `Iskaznica ${code} spremljena je u vaš profil.`,
    },
  },
  {
    lang: 'en' as const,
    prefix: '/en',
    header: 'eng',
    profilePath: '/en/profile',
    cartPath: '/en/cart',
    memberSlug: 'izlog-grip-controllers-pair',
    text: {
      section: 'Membership card',
      none: 'No membership card is linked to your account.',
      number: 'Membership card number',
      add: 'Add card',
      change: 'Change card',
      save: 'Save card',
      required: 'This field is required',
      notClaimable: /^A membership card with this number cannot be added to your account/,
      saved: (code: string) => `Membership card ${code} is saved to your profile.`,
      barcode: (code: string) => `Barcode: ${code}`,
      cartLabel: 'Membership card barcode',
      apply: 'Apply card',
      applied: 'The membership card barcode was applied',
      replaceOffer: (current: string) => `Your profile holds card ${current}. Save this one instead?`,
      saveToProfile: 'Save card to profile',
      savedToProfile: (code: string) => `Card ${code} is saved to your profile.`,
    },
  },
]

let serial = 0
/** A valid EAN-13 nobody has used: 385 + time + a counter, and its check digit. */
function newCardNumber(): string {
  serial += 1
  const data = `385${String(Date.now()).slice(-7)}${String(serial % 100).padStart(2, '0')}`
  return `${data}${ean13CheckDigit(data)}`
}

/** Staff issue cards to an e-mail (the backoffice's call), in a context of their own. */
async function issueCards(browser: Browser, email: string, count: number): Promise<string[]> {
  const staff = await (await newContext(browser)).newPage()
  expect(await post(staff, '/api/auth/login', { ...STAFF, locale: 'hr' })).toBe(200)
  const cards: string[] = []
  for (let i = 0; i < count; i++) {
    const barcode = newCardNumber()
    expect(await post(staff, '/api/v1/admin/member-cards', { barcode, email })).toBeLessThan(300)
    cards.push(barcode)
  }
  await staff.context().close()
  return cards
}

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

async function expectAccessible(page: Page, where: string) {
  const findings = await axeViolations(page)
  expect(findings, describeFindings(where, findings)).toEqual([])
}

for (const c of CASES) {
  test(`${c.lang}: a card is added on the profile; a card applied in the cart is saved to the profile in its place`, async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const email = `iskaznica-profil-${c.lang}-${Date.now()}@izlog.test`
    const [first = '', second = ''] = await issueCards(browser, email, 2)
    expect(
      await post(page, '/api/v1/user/web/register', {
        firstName: 'Lana',
        lastName: 'Horvat',
        email,
        password: PASSWORD,
        confirmedPassword: PASSWORD,
        consents: ['privacy'],
      }),
    ).toBe(201)
    expect(await post(page, '/api/auth/login', { username: email, password: PASSWORD, locale: c.lang })).toBe(200)

    await open(page, c.profilePath)
    const section = page.getByRole('region', { name: c.text.section, exact: true })
    await expect(section.getByText(c.text.none)).toBeVisible()
    const number = section.getByRole('textbox', { name: new RegExp(`^${c.text.number}`) })
    const add = section.getByRole('button', { name: c.text.add, exact: true })

    await add.click()
    await expect(section.getByText(c.text.required)).toBeVisible()
    await expect(number).toBeFocused()
    // A number that is not a card issued to this customer: the server's refusal, translated, at the field.
    await number.fill('3850000099990')
    await add.click()
    await expect(section.getByText(c.text.notClaimable)).toBeVisible()
    await expect(number).toHaveAttribute('aria-invalid', 'true')
    allowFailedRequest(consoleErrors, 400)
    await expectAccessible(page, `${c.lang} profile, card refused`)

    await number.fill(first)
    await add.click()
    await expect(page.getByRole('status').filter({ hasText: c.text.saved(first) })).toBeVisible()
    await expect(section.getByText(c.text.barcode(first), { exact: true })).toBeVisible()
    const change = section.getByRole('button', { name: c.text.change, exact: true })
    await expect(change).toBeFocused()
    await expectAccessible(page, `${c.lang} profile with a card`)
    // The same card again is not sent.
    await change.click()
    await expect(number).toBeFocused()
    await number.fill(first)
    await section.getByRole('button', { name: c.text.save, exact: true }).click()
    await expect(number).toHaveAttribute('aria-invalid', 'true')

    // The second card, applied in the cart, is offered for the profile in place of the first.
    const product = await page.request.get(`/api/v1/product/web/get?slug=${c.memberSlug}`, {
      headers: { language: c.header },
    })
    const productId = ((await product.json()) as { data: { id: number } }).data.id
    const added = await page.request.post('/api/cart/items', {
      headers: { origin: new URL(page.url()).origin, 'content-type': 'application/json' },
      data: JSON.stringify({ productId, qty: 1 }),
    })
    expect(added.status()).toBe(200)
    await open(page, c.cartPath)
    await page.getByLabel(c.text.cartLabel, { exact: true }).fill(second)
    await page.getByRole('button', { name: c.text.apply, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: c.text.applied })).toBeVisible()
    await expect(page.getByText(c.text.replaceOffer(first))).toBeVisible()
    await page.getByRole('button', { name: c.text.saveToProfile, exact: true }).click()
    const note = page.getByRole('status').filter({ hasText: c.text.savedToProfile(second) })
    await expect(note).toBeFocused()
    await expect(page.getByRole('button', { name: c.text.saveToProfile })).toHaveCount(0)

    await open(page, c.profilePath)
    await expect(section.getByText(c.text.barcode(second), { exact: true })).toBeVisible()
  })
}
