import type { Page } from '@playwright/test'
import { allowFailedRequest, test, expect } from './console-guard'
import { axeViolations, describeFindings, horizontalOverflow } from './axe'
import { loadSeedData, type SeedData } from './seed-data'
import { CASES, checkoutWithPoster, fillAddress, pay, placeOrderByApi, toPayment } from './checkout-flow'
import { ROUTE_NAMES, buildPath, type RouteName, type RouteParams } from '../contract/routes'
import type { Locale } from '../contract/locales'

/**
 * The accessibility gate (issue 12): axe-core (WCAG 2.2 A/AA and best practices) on every route of
 * the route manifest in both languages — as a visitor, as a logged-in customer, as backoffice on
 * the admin pages — and with each modal open; plus reflow at 320 px (no sideways scrolling, the
 * header's menu button on screen). A route added to the manifest without a sample here fails the
 * typecheck (SAMPLES is a Record over every route name) and the first test below.
 */

// The scans are independent: spread them over every worker (beforeAll then runs once per worker).
test.describe.configure({ mode: 'parallel' })

type Audience = 'visitor' | 'customer' | 'backoffice'

interface Sample {
  audience: Audience
  params?: (seed: SeedData, locale: Locale) => RouteParams
  query?: Record<string, string>
  /** Put a product in the cart first (the cart and checkout pages with content). */
  withCart?: boolean
  /** The route needs a value only the page can give (the admin consent detail): a link to follow on another route. */
  via?: { route: RouteName; query?: Record<string, string>; link: string; then?: string }
  status?: number
  /** The page itself asks for something that is refused with this status (a tampered order link): the browser's console line is expected. */
  refusedRequest?: number
}

const SAMPLES: Record<RouteName, Sample[]> = {
  home: [{ audience: 'visitor' }, { audience: 'customer' }, { audience: 'backoffice' }],
  cart: [
    { audience: 'visitor' },
    { audience: 'visitor', withCart: true },
    { audience: 'customer', withCart: true },
    // Issue 38: the outcome a cart form's redirect shows (?cart=...), a success and a refusal.
    { audience: 'visitor', withCart: true, query: { cart: 'updated' } },
    { audience: 'visitor', withCart: true, query: { cart: 'couponInvalid' } },
  ],
  checkoutSuccess: [{ audience: 'visitor', query: { orderSlug: 'IZL-2026-000001' } }],
  checkoutFailure: [{ audience: 'visitor' }],
  checkout: [
    { audience: 'visitor', withCart: true },
    { audience: 'customer', withCart: true },
  ],
  confirmEmail: [
    { audience: 'visitor', query: { goal: 'Hvala', goalType: 'message', confirmedEmail: 'kupac@izlog.hr' } },
  ],
  search: [{ audience: 'visitor', query: { s: 'vr' } }],
  login: [{ audience: 'visitor' }],
  profile: [{ audience: 'customer' }],
  profileOrders: [{ audience: 'customer' }],
  profileOrder: [{ audience: 'customer', params: () => ({ slug: orderSlug }) }],
  orderLink: [{ audience: 'visitor', query: { t: 'eyJhbGciOiJIUzI1NiJ9.e30.tampered' }, refusedRequest: 404 }],
  register: [{ audience: 'visitor' }],
  forgotPassword: [{ audience: 'visitor' }],
  socialLogin: [{ audience: 'visitor' }, { audience: 'visitor', query: { error: 'state_mismatch' } }],
  event: [{ audience: 'visitor', params: (s) => ({ id: String(s.eventId) }) }],
  blog: [{ audience: 'visitor' }, { audience: 'visitor', params: (s, l) => ({ slug: s.blogCategory[l] }) }],
  product: [
    { audience: 'visitor', params: (s, l) => ({ slug: s.product[l] }) },
    { audience: 'customer', params: (s, l) => ({ slug: s.product[l] }) },
    { audience: 'visitor', params: (s, l) => ({ slug: s.product[l] }), query: { cart: 'added' } },
  ],
  shop: [{ audience: 'visitor' }, { audience: 'visitor', params: (s, l) => ({ slug: s.category[l] }) }],
  contact: [{ audience: 'visitor' }],
  adminLogin: [{ audience: 'visitor' }],
  adminCache: [{ audience: 'backoffice' }],
  adminMailbox: [{ audience: 'backoffice' }],
  adminMedia: [{ audience: 'backoffice' }],
  adminProducts: [{ audience: 'backoffice' }, { audience: 'backoffice', query: { q: 'poster' } }],
  adminProductNew: [{ audience: 'backoffice' }],
  // A seed product no journey edits, archives or deletes: the list's first row is whichever product another
  // worker touched last, and may be gone by the time it is opened.
  adminProductEdit: [{ audience: 'backoffice', params: () => ({ id: String(untouchedProductId) }) }],
  adminProductImport: [{ audience: 'backoffice' }],
  adminCategories: [{ audience: 'backoffice' }],
  adminAttributes: [{ audience: 'backoffice' }],
  adminTags: [{ audience: 'backoffice' }],
  adminOrders: [{ audience: 'backoffice' }, { audience: 'backoffice', query: { status: 'placed' } }],
  adminOrderDetail: [{ audience: 'backoffice', via: { route: 'adminOrders', link: 'table a' } }],
  adminShippingSettings: [{ audience: 'backoffice' }],
  adminShopSettings: [{ audience: 'backoffice' }],
  adminDeliverySettings: [{ audience: 'backoffice' }],
  adminPaymentSettings: [{ audience: 'backoffice' }],
  // The packing slip: its link on the page of the newest cash-on-delivery order (a physical one, like the
  // poster ordered in beforeAll; the newest order of all may be another journey's digital-only one, without a slip).
  adminPackingSlip: [
    {
      audience: 'backoffice',
      via: { route: 'adminOrders', query: { status: 'placed' }, link: 'table a', then: 'a[href$="/packing-slip"]' },
    },
  ],
  adminReviews: [{ audience: 'backoffice' }, { audience: 'backoffice', query: { status: 'published' } }],
  adminForms: [{ audience: 'backoffice' }],
  adminFormSubmissions: [{ audience: 'backoffice', via: { route: 'adminForms', link: 'table a' } }],
  adminNewsletter: [{ audience: 'backoffice' }],
  adminRedirects: [{ audience: 'backoffice' }],
  adminOutbox: [{ audience: 'backoffice' }],
  adminMemberCards: [{ audience: 'backoffice' }, { audience: 'backoffice', query: { q: '385' } }],
  adminStaff: [{ audience: 'backoffice' }],
  adminCustomers: [{ audience: 'backoffice' }, { audience: 'backoffice', query: { q: 'kupac' } }],
  adminCustomerDetail: [{ audience: 'backoffice', via: { route: 'adminCustomers', link: 'table a' } }],
  adminCoupons: [{ audience: 'backoffice' }, { audience: 'backoffice', query: { q: 'izlog', active: 'yes' } }],
  adminCouponNew: [{ audience: 'backoffice' }],
  adminCouponEdit: [{ audience: 'backoffice', via: { route: 'adminCoupons', link: 'table a' } }],
  adminConsentLog: [{ audience: 'backoffice' }],
  adminConsentDetail: [{ audience: 'backoffice', via: { route: 'adminConsent', link: 'table a' } }],
  adminConsent: [{ audience: 'backoffice' }],
  adminTemplates: [{ audience: 'backoffice' }],
  admin: [{ audience: 'backoffice' }],
  sectionTool: [{ audience: 'visitor' }],
  page: [
    { audience: 'visitor', params: (s, l) => ({ slug: s.page[l] }) },
    // The services page carries a CMS form section (the workshop sign-up).
    { audience: 'visitor', params: (_, l) => ({ slug: l === 'hr' ? 'usluge' : 'services' }) },
  ],
}

const LOCALES_UNDER_TEST: Locale[] = ['hr', 'en']
const BACKOFFICE = { username: 'admin@izlog.hr', password: 'izlog-admin-2026' }

let seed: SeedData
let simpleProductId: number
/** A seed product (configurable, with variants) that no journey changes: the product editor's sample. */
let untouchedProductId: number
/** A customer of this run (registered here, so no other journey shares its cart), with one order. */
let customer: { username: string; password: string }
let orderSlug: string

test.beforeAll(async ({ request }) => {
  seed = await loadSeedData(request)
  const product = await request.get('/api/v1/product/web/get?slug=poster-bura', { headers: { language: 'hrv' } })
  expect(product.ok()).toBe(true)
  simpleProductId = ((await product.json()) as { data: { id: number } }).data.id
  const untouched = await request.get('/api/v1/product/web/get?slug=hoodica-izlog-studio', {
    headers: { language: 'hrv' },
  })
  expect(untouched.ok()).toBe(true)
  untouchedProductId = ((await untouched.json()) as { data: { id: number } }).data.id
  customer = {
    username: `a11y-${Date.now()}-${Math.floor(Math.random() * 1e6)}@izlog.test`,
    password: 'izlog-a11y-2026',
  }
  const registered = await request.post('/api/v1/user/web/register', {
    headers: {
      'content-type': 'application/json',
      language: 'hrv',
      origin: new URL(test.info().project.use.baseURL ?? 'http://x').origin,
    },
    data: {
      firstName: 'Ana',
      lastName: 'Pristupačna',
      email: customer.username,
      password: customer.password,
      confirmedPassword: customer.password,
      consents: ['privacy'],
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const login = await request.post('/api/auth/login', {
    headers: { origin: new URL(test.info().project.use.baseURL ?? 'http://x').origin },
    data: { ...customer, locale: 'hr' },
  })
  expect(login.status()).toBe(200)
  orderSlug = await placeOrderByApi(request, customer.username)
})

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // Streamed parts have arrived: no loading spinner or skeleton is left.
  await expect(page.locator('.page-loading, .skeleton')).toHaveCount(0)
}

/** A same-origin API call through the browser context's cookies, without loading a page first. */
async function contextCall(page: Page, method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<number> {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://x').origin
  const res = await page.request.fetch(path, {
    method,
    headers: { origin, 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  })
  return res.status()
}

async function signIn(page: Page, audience: Audience, locale: Locale) {
  if (audience === 'visitor') return
  const account = audience === 'customer' ? customer : BACKOFFICE
  expect(await contextCall(page, 'POST', '/api/auth/login', { ...account, locale })).toBe(200)
}

/** Scans the page as it is now; returns the failure text (empty when clean). */
async function scan(page: Page, where: string): Promise<string> {
  const findings = await axeViolations(page)
  if (process.env['A11Y_COUNTS']) console.log(`a11y ${where}: ${findings.reduce((n, f) => n + f.targets.length, 0)}`)
  return findings.length ? describeFindings(where, findings) : ''
}

/** At 320 CSS px (400 % zoom of 1280): nothing scrolls sideways and the menu button is on screen. */
async function reflow(page: Page, where: string): Promise<string> {
  const size = page.viewportSize()
  await page.setViewportSize({ width: 320, height: 640 })
  const overflow = await horizontalOverflow(page)
  const burger = await page.locator('.site-header__burger').boundingBox()
  if (size) await page.setViewportSize(size)
  const problems = [
    overflow,
    burger && burger.x + burger.width <= 320 ? null : 'the menu button is off-screen at 320 px',
  ].filter(Boolean)
  return problems.length ? `${where} (reflow): ${problems.join('; ')}` : ''
}

/** A 1×1 transparent GIF. */
const BLANK_IMAGE = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

// Raster images answer from here: axe cannot judge text over them anyway, and the many scans and
// viewport changes would otherwise fetch (and abandon) every responsive size of every picture.
test.beforeEach(async ({ page }) => {
  await page.route('**/*.{png,jpg,jpeg,webp,avif,gif}', (route) =>
    route.fulfill({ contentType: 'image/gif', body: BLANK_IMAGE }),
  )
})

test('every route of the manifest has a sample', () => {
  expect(ROUTE_NAMES.filter((name) => (SAMPLES[name] ?? []).length === 0)).toEqual([])
})

test.describe('axe on every route', () => {
  for (const name of ROUTE_NAMES) {
    test(name, async ({ page, consoleErrors }) => {
      const failures: string[] = []
      for (const sample of SAMPLES[name]) {
        for (const locale of LOCALES_UNDER_TEST) {
          await page.context().clearCookies()
          await signIn(page, sample.audience, locale)
          if (sample.withCart)
            expect(await contextCall(page, 'POST', '/api/cart/items', { productId: simpleProductId, qty: 1 })).toBe(200)
          let path: string
          if (sample.via) {
            await open(page, buildPath(sample.via.route, locale, {}, sample.via.query))
            path = (await page.locator(sample.via.link).first().getAttribute('href')) ?? ''
            expect(path, `a link to ${name} on ${sample.via.route}`).not.toBe('')
            if (sample.via.then) {
              await open(page, path)
              path = (await page.locator(sample.via.then).first().getAttribute('href')) ?? ''
              expect(path, `a link to ${name} on ${sample.via.route}'s link`).not.toBe('')
            }
          } else path = buildPath(name, locale, sample.params?.(seed, locale) ?? {}, sample.query)
          await open(page, path, sample.status)
          const where = `${name} ${path} (${sample.audience}${sample.withCart ? ', with cart' : ''})`
          failures.push(await scan(page, where), await reflow(page, where))
          if (sample.withCart) await contextCall(page, 'DELETE', '/api/cart/session')
          if (sample.refusedRequest) allowFailedRequest(consoleErrors, sample.refusedRequest)
        }
      }
      expect(failures.filter(Boolean).join('\n')).toBe('')
    })
  }
})

test.describe('axe with each modal and menu open', () => {
  for (const locale of LOCALES_UNDER_TEST) {
    test(`${locale}: the cart modal`, async ({ page }) => {
      expect(await contextCall(page, 'POST', '/api/cart/items', { productId: simpleProductId, qty: 2 })).toBe(200)
      await open(page, buildPath('product', locale, { slug: seed.product[locale] }))
      await page.locator('.site-header__cart').click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expect(page.getByRole('dialog').getByRole('table').first()).toBeVisible()
      expect(await scan(page, `${locale} cart modal`)).toBe('')
    })

    test(`${locale}: the bundle customization modal`, async ({ page, request }) => {
      const bundle = await request.get('/api/v1/product/web/get?slug=kolekcionarski-paket-duboko-more', {
        headers: { language: 'hrv' },
      })
      const slugs = ((await bundle.json()) as { data: { slugs: Record<Locale, string> } }).data.slugs
      await open(page, buildPath('product', locale, { slug: slugs[locale] }))
      await page.locator('.purchase-panel button[aria-haspopup="dialog"]').first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      expect(await scan(page, `${locale} bundle modal`)).toBe('')
    })

    test(`${locale}: a submenu of the header open`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await open(page, buildPath('home', locale))
      const toggle = page.locator('.site-header__nav .nav__toggle').first()
      await toggle.click()
      await expect(page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)).toBeVisible()
      expect(await scan(page, `${locale} submenu open`)).toBe('')
    })

    test(`${locale}: the mobile menu and the search field at 390 px`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await open(page, buildPath('home', locale))
      await page.locator('.site-header__burger').click()
      await expect(page.locator('#mobile-sidebar')).toBeVisible()
      expect(await scan(page, `${locale} mobile menu`)).toBe('')
      await page.keyboard.press('Escape')
      await page.locator('.search-toggle > button').click()
      expect(await scan(page, `${locale} search open`)).toBe('')
    })

    test(`${locale}: the shop filters disclosure at 390 px (products on the first screen)`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await open(page, buildPath('shop', locale))
      // The products start on the first screen: the filters are folded away, the categories are a row of chips.
      const firstProduct = await page.locator('.shop-list__main .card').first().boundingBox()
      expect(firstProduct?.y ?? Infinity).toBeLessThan(844)
      const toggle = page.locator('.shop-filters-toggle')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      expect(await scan(page, `${locale} shop filters open`)).toBe('')
    })
  }
})

test.describe('axe on each checkout step', () => {
  for (const c of CASES) {
    test(`${c.lang}: address with errors, shipping with the branch select, payment, the wallet buttons`, async ({
      page,
    }) => {
      const failures: string[] = []
      await checkoutWithPoster(page, c)
      await page.getByRole('button', { name: c.text.continue }).click()
      await expect(page.locator('.field__error').first()).toBeVisible()
      failures.push(await scan(page, `${c.lang} checkout address with errors`))
      await fillAddress(page, c)
      await page.getByRole('button', { name: c.text.continue }).click()
      await expect(page.getByRole('heading', { level: 2, name: c.text.shippingStep })).toBeVisible()
      await page.getByRole('radio', { name: c.text.branchPickup }).check()
      await expect(page.getByLabel(c.text.branch)).toBeVisible()
      failures.push(await scan(page, `${c.lang} checkout shipping`), await reflow(page, `${c.lang} checkout shipping`))
      await page.getByLabel(c.text.branch).selectOption({ index: 1 })
      await page.getByRole('button', { name: c.text.continue }).click()
      await expect(page.getByRole('heading', { level: 2, name: c.text.paymentStep })).toBeVisible()
      failures.push(await scan(page, `${c.lang} checkout payment`), await reflow(page, `${c.lang} checkout payment`))
      await pay(page, c, c.text.wallet)
      await expect(page.getByRole('link', { name: 'Izlog Pay (test)' })).toBeVisible()
      failures.push(await scan(page, `${c.lang} checkout wallet buttons`))
      expect(failures.filter(Boolean).join('\n')).toBe('')
    })

    test(`${c.lang}: the success page of a bank transfer (payment details and HUB-3 barcode)`, async ({ page }) => {
      await checkoutWithPoster(page, c)
      await fillAddress(page, c)
      await toPayment(page, c)
      await pay(page, c, c.text.bank)
      await expect(
        page.getByRole('region', { name: c.text.bankTitle }).getByRole('img', { name: /HUB-3/ }),
      ).toBeVisible()
      const where = `${c.lang} bank transfer success`
      expect([await scan(page, where), await reflow(page, where)].filter(Boolean).join('\n')).toBe('')
    })
  }
})
