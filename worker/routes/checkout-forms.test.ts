import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { env } from 'cloudflare:test'
import type { Cart, PaymentMethod, PaymentType } from '../../contract/dto/commerce'
import { cartFormActions } from '../../contract/cart-form'
import { authFormActions } from '../../contract/auth-form'
import { checkoutFormActions } from '../../contract/checkout-form'
import { shownCart } from '../../contract/cart-change'
import { CHECKOUT_CONSENTS } from '../backend/test-helpers'
import { productId } from '../backend/commerce/test-fixtures'
import { CUSTOMER_USER, SECOND_CUSTOMER_USER } from '../backend/seed/core'
import { upstreamProbe } from '../../test/upstream-probe'
import { formPost, jarCall, workerFetch, cookieHeader, type Jar } from '../../test/edge/helpers'
import { NO_SCRIPT_DRAFT_COOKIE } from '../checkout/no-script-draft'
import { purgeAllCaches } from '../cache/page-cache'

/** The checkout's HTML forms (issue 38): a browser without the app checks out through them. */

let mask = 0

beforeAll(async () => {
  mask = await productId('IZL-HW-MASKA')
})

afterEach(() => {
  upstreamProbe.failWith = null
  upstreamProbe.match = null
})

const location = (res: Response) => res.headers.get('Location') ?? ''

const ADDRESS = {
  firstName: 'Ana',
  lastName: 'Horvat',
  phone: '+385 91 234 5678',
  country: 'HR',
  city: 'Zagreb',
  street: 'Ilica',
  houseNumber: '42a',
  zipCode: '10000',
}

async function cartWithMask(): Promise<Jar> {
  const jar: Jar = {}
  const res = await formPost(cartFormActions.add, jar, { productId: String(mask), qty: '2', returnTo: '/kosarica' })
  expect(res.status).toBe(303)
  return jar
}

async function cartOf(jar: Jar): Promise<Cart | null> {
  return (await (await jarCall('GET', '/api/cart', { ...jar })).json<{ data: Cart | null }>()).data
}

async function methodOf(jar: Jar, type: PaymentType): Promise<number> {
  const res = await jarCall('POST', '/api/v2/payment/getApplicablePaymentMethods', { ...jar }, {})
  const method = (await res.json<{ data: PaymentMethod[] }>()).data.find((m) => m.paymentType === type)
  if (!method) throw new Error(type)
  return method.id
}

const email = () => `nojs-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** A guest's cart taken through the address, delivery and payment forms, as `page` (hr or en). */
async function toReview(page: '/naplata' | '/en/checkout', type: PaymentType = 'BANK_TRANSFER'): Promise<Jar> {
  const jar = await cartWithMask()
  const address = await formPost(checkoutFormActions.address, jar, { returnTo: page, email: email(), ...ADDRESS })
  expect(location(address)).toBe(`${page}?step=shipping`)
  const delivery = await formPost(checkoutFormActions.delivery, jar, { returnTo: page, deliveryMethod: '1' })
  expect(location(delivery)).toBe(`${page}?step=payment`)
  const payment = await formPost(checkoutFormActions.payment, jar, {
    returnTo: page,
    paymentMethod: String(await methodOf(jar, type)),
  })
  expect(location(payment)).toBe(`${page}?step=review`)
  return jar
}

async function orderFields(jar: Jar, page: string, consents: readonly string[] = CHECKOUT_CONSENTS) {
  const cart = await cartOf(jar)
  if (!cart) throw new Error('no cart')
  return [
    ['returnTo', page],
    ['shown', JSON.stringify(shownCart(cart))],
    ['orderMessage', 'Zvonite dvaput.'],
    ...consents.map((consent) => ['consents', consent]),
  ] as Array<[string, string]>
}

describe('the checkout without the app', () => {
  for (const [page, success] of [
    ['/naplata', '/naplata/uspjesna'],
    ['/en/checkout', '/en/checkout/success'],
  ] as const) {
    it(`${page}: address → delivery → bank transfer → review → the order, and the confirmation page`, async () => {
      const jar = await toReview(page)
      expect(jar[NO_SCRIPT_DRAFT_COOKIE]).toBeTruthy()
      // The review renders the order form with the consents not ticked.
      const review = await workerFetch(`${page}?step=review`, { headers: { Cookie: cookieHeader(jar) } })
      const html = await review.text()
      expect(html).toContain(`action="${checkoutFormActions.order}"`)
      expect(html).toMatch(/name="consents" value="terms-of-sale"(?![^>]*checked)/)
      const res = await formPost(checkoutFormActions.order, jar, await orderFields(jar, page))
      expect(res.status).toBe(303)
      expect(location(res)).toMatch(new RegExp(`^${success}\\?orderSlug=IZL-\\d{4}-\\d{6}$`))
      // The cart is done, and so is the draft.
      expect(jar['cartId']).toBeUndefined()
      expect(jar[NO_SCRIPT_DRAFT_COOKIE]).toBeUndefined()
    })
  }

  it('renders the address step as a form posting to the edge', async () => {
    const jar = await cartWithMask()
    const html = await (await workerFetch('/naplata', { headers: { Cookie: cookieHeader(jar) } })).text()
    expect(html).toContain('<noscript>')
    expect(html).toContain(`action="${checkoutFormActions.address}"`)
  })
})

/** A logged-in customer's browser (the login form's cookies) with a cart. */
async function customerCart(user: { email: string; password: string }): Promise<Jar> {
  const jar: Jar = {}
  const login = await formPost(authFormActions.login, jar, { username: user.email, password: user.password })
  expect(login.status).toBe(303)
  await formPost(cartFormActions.add, jar, { productId: String(mask), qty: '1', returnTo: '/kosarica' })
  return jar
}

describe('a logged-in customer without the app', () => {
  it("chooses a saved address of their own; its fields are the address book's, and the review shows them", async () => {
    const jar = await customerCart(CUSTOMER_USER)
    const page = await (await workerFetch('/naplata', { headers: { Cookie: cookieHeader(jar) } })).text()
    const noScript = page.slice(page.indexOf('<noscript>'))
    expect(noScript).toMatch(/name="savedAddress"[^>]* value="1"/)
    // Whatever is typed beside the chosen address does not replace it.
    const res = await formPost(checkoutFormActions.address, jar, { savedAddress: '1', ...ADDRESS, street: 'Krivo' })
    expect(location(res)).toBe('/naplata?step=shipping')
    await formPost(checkoutFormActions.delivery, jar, { deliveryMethod: '1' })
    await formPost(checkoutFormActions.payment, jar, { paymentMethod: String(await methodOf(jar, 'COD')) })
    const review = await (await workerFetch('/naplata?step=review', { headers: { Cookie: cookieHeader(jar) } })).text()
    expect(review.slice(review.indexOf('<noscript>'))).toContain('Ivana Horvat, Ilica 42, 10000 Zagreb')
    expect(review).not.toContain('Krivo')
  })

  it("another customer's saved address is refused", async () => {
    const jar = await customerCart(SECOND_CUSTOMER_USER)
    const res = await formPost(checkoutFormActions.address, jar, { savedAddress: '1' })
    expect(location(res)).toBe('/naplata?step=address&checkout=fieldsInvalid')
    expect((await cartOf(jar))?.deliveryMethodId).toBeNull()
  })
})

describe('refused steps come back translated, with what was typed', () => {
  it('a missing field: back to the address step, the values kept, nothing saved', async () => {
    const jar = await cartWithMask()
    const typed = email()
    const res = await formPost(checkoutFormActions.address, jar, {
      returnTo: '/en/checkout',
      email: typed,
      ...ADDRESS,
      lastName: '',
    })
    expect(location(res)).toBe('/en/checkout?step=address&checkout=fieldsInvalid')
    const html = await (await workerFetch(location(res), { headers: { Cookie: cookieHeader(jar) } })).text()
    expect(html).toContain('Some fields are not filled in correctly.')
    expect(html).toContain(`value="${typed}"`)
    // Not saved: the next step sends the shopper back.
    const skip = await formPost(checkoutFormActions.delivery, jar, { returnTo: '/en/checkout', deliveryMethod: '1' })
    expect(location(skip)).toBe('/en/checkout?step=address')
  })

  it('no delivery or payment method chosen, an unknown one or the wallet: named, not saved', async () => {
    const jar = await cartWithMask()
    await formPost(checkoutFormActions.address, jar, { email: email(), ...ADDRESS })
    expect(location(await formPost(checkoutFormActions.delivery, jar, {}))).toBe(
      '/naplata?step=shipping&checkout=shippingMethodUndefined',
    )
    expect(location(await formPost(checkoutFormActions.delivery, jar, { deliveryMethod: '99999' }))).toBe(
      '/naplata?step=shipping&checkout=shippingMethodUndefined',
    )
    expect(location(await formPost(checkoutFormActions.delivery, jar, { deliveryMethod: 'x' }))).toBe(
      '/naplata?step=shipping&checkout=shippingMethodUndefined',
    )
    await formPost(checkoutFormActions.delivery, jar, { deliveryMethod: '1' })
    expect(location(await formPost(checkoutFormActions.payment, jar, {}))).toBe(
      '/naplata?step=payment&checkout=paymentMethodUndefined',
    )
    expect(location(await formPost(checkoutFormActions.payment, jar, { paymentMethod: '99999' }))).toBe(
      '/naplata?step=payment&checkout=paymentMethodUndefined',
    )
    expect((await cartOf(jar))?.paymentMethodId).toBeNull()
  })

  it('an order without the required consents, or with a mangled cart, is not placed and the cart stays', async () => {
    const jar = await toReview('/naplata')
    const res = await formPost(checkoutFormActions.order, jar, await orderFields(jar, '/naplata', []))
    expect(location(res)).toBe('/naplata?step=review&checkout=consentMissing')
    const mangled = await formPost(checkoutFormActions.order, jar, [
      ['shown', '{not json'],
      ['consents', 'terms-of-sale'],
    ])
    expect(location(mangled)).toBe('/naplata?step=review&checkout=failed')
    expect((await cartOf(jar))?.items[0]?.qty).toBe(2)
  })

  it('a cart changed since the review is not ordered: back to the review', async () => {
    const jar = await toReview('/naplata')
    const fields = await orderFields(jar, '/naplata')
    const cart = await cartOf(jar)
    await formPost(cartFormActions.update(cart!.items[0]!.itemId), jar, { qty: '3', returnTo: '/kosarica' })
    const res = await formPost(checkoutFormActions.order, jar, fields)
    expect(location(res)).toBe('/naplata?step=review&checkout=cartChanged')
    expect((await cartOf(jar))?.items[0]?.qty).toBe(3)
  })

  it('an upstream outage: a notice, not a 500, and what was typed is kept', async () => {
    const jar = await cartWithMask()
    upstreamProbe.match = /guest\/update/
    upstreamProbe.failWith = 503
    const res = await formPost(checkoutFormActions.address, jar, { email: email(), ...ADDRESS })
    expect(res.status).toBe(303)
    expect(location(res)).toBe('/naplata?step=address&checkout=unavailable')
    upstreamProbe.failWith = null
    const html = await (await workerFetch(location(res), { headers: { Cookie: cookieHeader(jar) } })).text()
    expect(html).toContain('Usluga trenutno nije dostupna.')
    expect(html).toContain('value="Ilica"')
  })
})

describe('attacks on the checkout forms', () => {
  it('a post from a foreign origin is refused (translated 403) and changes nothing', async () => {
    const jar = await cartWithMask()
    for (const headers of [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' },
      { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      for (const action of Object.values(checkoutFormActions)) {
        const res = await formPost(action, { ...jar }, { email: email(), ...ADDRESS, deliveryMethod: '1' }, headers)
        expect(res.status).toBe(403)
        expect((await res.json<{ code: string }>()).code).toBe('CSRF')
        expect(res.headers.getSetCookie()).toHaveLength(0)
      }
    }
    expect((await cartOf(jar))?.deliveryMethodId).toBeNull()
  })

  it("another cart's ids in the body are ignored: the cookie session's cart is the one changed and ordered", async () => {
    const victim = await cartWithMask()
    const victimCart = await cartOf(victim)
    const jar = await toReview('/naplata')
    const res = await formPost(checkoutFormActions.order, jar, [
      ...(await orderFields(jar, '/naplata')),
      ['cartId', victim['cartId']!],
      ['protectCode', victim['protectCode']!],
    ])
    expect(location(res)).toMatch(/^\/naplata\/uspjesna\?orderSlug=/)
    const after = await cartOf(victim)
    expect(after?.id).toBe(victimCart?.id)
    expect(after?.items[0]?.qty).toBe(2)
  })

  it("a guest naming a saved address (somebody's) is refused; a forged draft cookie of another cart counts as not saved", async () => {
    const jar = await cartWithMask()
    const res = await formPost(checkoutFormActions.address, jar, { email: email(), ...ADDRESS, savedAddress: '1' })
    expect(location(res)).toBe('/naplata?step=address&checkout=fieldsInvalid')
    const other = await toReview('/naplata')
    // The other browser's saved draft, replayed with this cart: not this cart's, so not saved.
    const replay = { ...jar, [NO_SCRIPT_DRAFT_COOKIE]: other[NO_SCRIPT_DRAFT_COOKIE]! }
    expect(location(await formPost(checkoutFormActions.delivery, replay, { deliveryMethod: '1' }))).toBe(
      '/naplata?step=address',
    )
    const forged = { ...jar, [NO_SCRIPT_DRAFT_COOKIE]: 'bm90IGpzb24' }
    expect(location(await formPost(checkoutFormActions.order, forged, []))).toBe('/naplata?step=address')
  })

  it('never redirects off the site: a foreign return path falls back to the checkout page', async () => {
    const jar = await cartWithMask()
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/kosarica'])
      expect(location(await formPost(checkoutFormActions.delivery, jar, { returnTo }))).toBe('/naplata?step=address')
  })
})

/** The hand-off page's form: its action and fields (the provider's, as the edge checked them). */
function handOffForm(html: string): { action: string; fields: Array<[string, string]> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? ''
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
    ([, name, value]) => [name, value] as [string, string],
  )
  return { action: action.replace(/&amp;/g, '&'), fields }
}

describe('paying by card or wallet without the app', () => {
  for (const [page, button] of [
    ['/naplata', 'Nastavi na plaćanje'],
    ['/en/checkout', 'Continue to payment'],
  ] as const) {
    it(`${page}: the order hands over to the card page with a button`, async () => {
      const jar = await toReview(page, 'HPF')
      const res = await formPost(checkoutFormActions.order, jar, await orderFields(jar, page))
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe('no-store')
      const html = await res.text()
      expect(html).toContain(`<html lang="${page === '/naplata' ? 'hr' : 'en'}"`)
      expect(html).toContain(`<button type="submit">${button}</button>`)
      expect(html).not.toContain('<script')
      const form = handOffForm(html)
      expect(form.action).toMatch(/^\/pay\//)
      // The order is in the page's language: its card page (and its e-mails) too.
      expect(form.action).toContain(`lang=${page === '/naplata' ? 'hr' : 'en'}`)
      expect(form.fields).toContainEqual(['orderSlug', expect.stringMatching(/^IZL-\d{4}-\d{6}$/)])
      // Paying on the card page and the confirmation after it: e2e/no-javascript-checkout.spec.ts.
    })
  }

  it("a wallet order hands over to the wallet's buttons (links to its approval page)", async () => {
    const jar = await toReview('/naplata', 'WALLET')
    const res = await formPost(checkoutFormActions.order, jar, await orderFields(jar, '/naplata'))
    expect(res.status).toBe(200)
    expect(await res.text()).toMatch(/<a class="button" href="\/pay\/[^"]+">/)
  })
})

describe('a shop that sells to customers only, without the app', () => {
  it('shows a guest the way to log in or register, not an empty checkout', async () => {
    // The edge keeps the checkout settings in its cache: a new cache generation makes it read them again.
    const setLoginRequired = async (on: boolean) => {
      await env.DB.prepare("UPDATE settings SET value = ? WHERE group_name = 'checkout' AND key = 'loginRequiredToBuy'")
        .bind(JSON.stringify(on))
        .run()
      await purgeAllCaches(env)
    }
    const jar = await cartWithMask()
    await setLoginRequired(true)
    try {
      const html = await (await workerFetch('/naplata', { headers: { Cookie: cookieHeader(jar) } })).text()
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      expect(main).toContain('href="/prijava?redirect=%2Fnaplata"')
      expect(main).not.toContain('class="needs-js"')
      expect(main).not.toContain(`action="${checkoutFormActions.address}"`)
    } finally {
      await setLoginRequired(false)
    }
  })
})
