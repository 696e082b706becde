import type { Browser, Locator, Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, newContext } from './console-guard'
import { origin, post } from './mailbox'
import { axeViolations, describeFindings, horizontalOverflow } from './axe'
import { countrySelect, field, type LangCase } from './checkout-flow'

/**
 * What the after-sale journeys (issue 36, e2e/after-sale.spec.ts) share: staff's own browser
 * context, an eProduct stocked with a file and keys through the admin API, the checkout's billing
 * address of a digital-only cart, the test provider's card page, the PDF's text, and the axe gate.
 */

export const STAFF = { username: 'admin@izlog.hr', password: 'izlog-admin-2026' }

/** The seed's game the journey sells (no other journey buys it, so its key pool is the journey's). */
export const GAME = { sku: 'IZL-G-BURA', slug: 'bura-pilot-oluje' }
/** A licence key these journeys add to the game's pool (the seed's pool is empty; no other journey adds keys to it). */
export const GAME_KEY = /^BURA-[A-Z]\d+-E2E$/
/** The seed's configurable T-shirt: one of its variants goes in the cart. */
export const T_SHIRT = { slug: 'majica-bura' }
/** The seller's OIB from the seed's settings (shop.seller), printed on every invoice. */
export const SELLER_OIB = '12345678903'
/** A Croatian invoice number: `<seq>/<premises>/<device>`, e.g. `12/IZLOG1/1`. */
export const INVOICE_NUMBER = /\d+\/[A-Z0-9]+\/\d+/

/** Staff logged in, in a browser context of their own. */
export async function staffPage(browser: Browser, lang: 'hr' | 'en'): Promise<Page> {
  const page = await (await newContext(browser)).newPage()
  expect(await post(page, '/api/auth/login', { ...STAFF, locale: lang })).toBe(200)
  return page
}

/** A same-origin JSON call with the page's cookies; the status and the envelope's data. */
export async function apiCall<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const res = await page.request.fetch(path, {
    method,
    headers: { origin: origin(), 'content-type': 'application/json', language: 'hrv' },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  })
  const json = (await res.json().catch(() => ({}))) as { data?: T }
  return { status: res.status(), data: json.data as T }
}

export interface StockedGame {
  productId: number
  fileName: string
  bytes: Buffer
  /** The keys this call added (each matches GAME_KEY). */
  keys: string[]
}

/**
 * Gives the seed's game a file of this run (its bytes unique, to compare with the download) and
 * three licence keys of this run (GAME_KEY), through issue 35's admin endpoints.
 */
export async function stockGame(staff: Page, stamp: string): Promise<StockedGame> {
  const list = await apiCall<{ data: Array<{ id: number; sku: string }> }>(
    staff,
    'GET',
    `/api/v1/admin/products?q=${GAME.sku}`,
  )
  expect(list.status).toBe(200)
  const productId = list.data.data.find((row) => row.sku === GAME.sku)?.id
  expect(productId, GAME.sku).toBeDefined()
  const detail = await apiCall<{ version: number }>(staff, 'GET', `/api/v1/admin/products/${productId}`)
  expect(detail.status).toBe(200)

  const fileName = `bura-${stamp}.zip`
  const bytes = Buffer.from(`Bura: Pilot oluje — instalacija ${stamp}\n`.repeat(64))
  const uploaded = await staff.request.fetch(`/api/v1/admin/products/${productId}/file`, {
    method: 'PUT',
    headers: { origin: origin(), language: 'hrv' },
    multipart: {
      version: String(detail.data.version),
      file: { name: fileName, mimeType: 'application/zip', buffer: bytes },
    },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(200)

  const keys = ['A', 'B', 'C'].map((letter) => `BURA-${letter}${stamp}-E2E`)
  const added = await apiCall(staff, 'POST', `/api/v1/admin/products/${productId}/keys`, { text: keys.join('\n') })
  expect(added.status, JSON.stringify(added.data)).toBe(201)
  return { productId: productId!, fileName, bytes, keys }
}

/** The plain text of the newest e-mail to `recipient` with this subject (the dev mailbox's API, as staff). */
export async function mailText(staff: Page, recipient: string, subject: string): Promise<string> {
  const list = await apiCall<{ data: Array<{ subject: string; text: string }> }>(
    staff,
    'GET',
    `/api/v1/admin/mailbox?recipient=${encodeURIComponent(recipient)}`,
  )
  expect(list.status).toBe(200)
  const mail = list.data.data.find((row) => row.subject === subject)
  expect(mail, subject).toBeDefined()
  return mail!.text
}

/** A purchasable variant of the seed's T-shirt: the id the cart takes. */
export async function tShirtVariant(page: Page): Promise<number> {
  const res = await page.request.get(`/api/v1/product/web/get?slug=${T_SHIRT.slug}`, { headers: { language: 'hrv' } })
  expect(res.ok()).toBe(true)
  const product = (
    (await res.json()) as {
      data: { associatedProducts: Array<{ id: number; available: boolean; isPurchasable: boolean }> }
    }
  ).data
  const variant = product.associatedProducts.find((candidate) => candidate.available && candidate.isPurchasable)
  expect(variant, 'a T-shirt variant in stock').toBeDefined()
  return variant!.id
}

/** The billing address a digital-only cart asks for (no phone, nothing to deliver), and the consents. */
export async function fillBillingAddress(page: Page, c: LangCase, email: string) {
  await field(page, c.text.email).fill(email)
  await field(page, c.text.firstName).fill('Đurđica')
  await field(page, c.text.lastName).fill('Šimić')
  await countrySelect(page, c.text.country).selectOption('HR')
  await field(page, c.text.city).fill('Varaždin')
  await field(page, c.text.street).fill('Čakovečka')
  await field(page, c.text.houseNumber).fill('5')
  await field(page, c.text.zipCode).fill('42000')
  for (const name of c.text.consents) await page.getByRole('checkbox', { name }).check()
}

/** The test provider's hosted card page with the card that is accepted (4242…). */
export async function payByTestCard(page: Page) {
  await page.waitForURL(/\/pay\//)
  await page.getByLabel(/Broj kartice|Card number/).fill('4242 4242 4242 4242')
  await page.getByLabel(/Vrijedi do|Expiry/).fill('12/30')
  await page.getByLabel(/CVC/).fill('123')
  await page.getByRole('button', { name: /Plati|Pay/ }).click()
}

/** The order number the checkout's success page shows. */
export async function successOrderNumber(page: Page): Promise<string> {
  const number = page.locator('.order-number strong')
  await expect(number).toHaveText(/^IZL-/)
  return (await number.textContent()) ?? ''
}

/** Opens a page and waits until the app runs and nothing streamed is still loading. */
export async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('.page-loading, .skeleton')).toHaveCount(0)
}

/** The axe gate (WCAG 2.2 AA) on the page as it is now, and no sideways scrolling at 320 px. */
export async function expectAccessible(page: Page, where: string) {
  // A toast or dialog still fading in has its text at part opacity: axe would judge a contrast no one reads.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  const findings = await axeViolations(page)
  expect(findings, describeFindings(where, findings)).toEqual([])
  const size = page.viewportSize()
  await page.setViewportSize({ width: 320, height: 640 })
  const overflow = await horizontalOverflow(page)
  if (size) await page.setViewportSize(size)
  expect(overflow, `${where} at 320 px`).toBeNull()
}

/** The text of a PDF the page's cookies may fetch (the buyer's invoice), all pages joined. */
export async function pdfText(page: Page, href: string): Promise<string> {
  const res = await page.request.get(href)
  expect(res.status(), href).toBe(200)
  expect(res.headers()['content-type']).toContain('application/pdf')
  const document = await getDocumentProxy(new Uint8Array(await res.body()))
  const { text } = await extractText(document, { mergePages: true })
  return text
}

/** The first Croatian invoice number in this part of the page. */
export async function invoiceNumberIn(scope: Locator): Promise<string> {
  await expect(scope).toContainText(INVOICE_NUMBER)
  return INVOICE_NUMBER.exec((await scope.textContent()) ?? '')?.[0] ?? ''
}
