import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ProductDetail } from '../../contract/dto/catalogue'
import type { Cart } from '../../contract/dto/commerce'
import { cartFormActions } from '../../contract/cart-form'
import { productId, variantOf } from '../backend/commerce/test-fixtures'
import { upstreamProbe } from '../../test/upstream-probe'
import { ORIGIN, formPost, cookieHeader, jarCall, workerFetch, type Jar } from '../../test/edge/helpers'
import { DATABASE_BOOKMARK_COOKIE } from '../lib/cookies'

/** The cart's HTML forms (issue 38): a browser without the app posts them and is sent back with the outcome. */

let mask = 0
let tshirt = 0
let tshirtVariant = 0

beforeAll(async () => {
  mask = await productId('IZL-HW-MASKA')
  tshirt = await productId('IZL-TS-DUBOKO')
  tshirtVariant = await variantOf('IZL-TS-DUBOKO')
})

afterEach(() => {
  upstreamProbe.failWith = null
  upstreamProbe.match = null
})

const post = formPost

async function cartOf(jar: Jar): Promise<Cart | null> {
  const res = await jarCall('GET', '/api/cart', jar)
  return (await res.json<{ data: Cart | null }>()).data
}

const location = (res: Response) => res.headers.get('Location') ?? ''

async function cartWithMask(qty = '2') {
  const jar: Jar = {}
  const res = await post(cartFormActions.add, jar, { productId: String(mask), qty, returnTo: '/kosarica' })
  expect(location(res)).toBe('/kosarica?cart=added')
  const cart = await cartOf(jar)
  if (!cart) throw new Error('no cart')
  return { jar, cart, itemId: cart.items[0]?.itemId ?? 0 }
}

describe('add-to-cart form', () => {
  it('without a cart yet: creates the cart and its cookies, adds the line, 303s back with the outcome', async () => {
    const jar: Jar = {}
    const res = await post(cartFormActions.add, jar, {
      productId: String(mask),
      qty: '3',
      returnTo: '/proizvod/maska?variant=x',
    })
    expect(res.status).toBe(303)
    expect(location(res)).toBe('/proizvod/maska?variant=x&cart=added')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(jar['cartId']).toBeTruthy()
    expect(jar['protectCode']).toBeTruthy()
    const cart = await cartOf(jar)
    expect(cart?.items.map((line) => [line.productId, line.qty])).toEqual([[mask, 3]])
  })

  it('takes a multipart body too, replaces an earlier outcome and adds to the same cart', async () => {
    const { jar, cart } = await cartWithMask('1')
    const body = new FormData()
    body.set('productId', String(mask))
    body.set('qty', '2')
    body.set('returnTo', '/en/cart?cart=removed')
    const res = await workerFetch(cartFormActions.add, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookieHeader(jar), Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
      body,
    })
    expect(res.status).toBe(303)
    expect(location(res)).toBe('/en/cart?cart=added')
    // The same cart's cookies stay; only the D1 bookmark, which every write moves on, is set.
    expect(res.headers.getSetCookie().filter((cookie) => !cookie.startsWith(`${DATABASE_BOOKMARK_COOKIE}=`))).toEqual(
      [],
    )
    const after = await cartOf(jar)
    expect(after?.id).toBe(cart.id)
    expect(after?.items[0]?.qty).toBe(3)
  })

  it('a configurable product: the posted attribute choices add their variant; an incomplete choice asks for one', async () => {
    const detail = await workerFetch(`/api/v1/product/web/get?id=${tshirt}`)
    const product = (await detail.json<{ data: ProductDetail }>()).data
    const variant = product.associatedProducts.find((entry) => entry.id === tshirtVariant)
    if (!variant) throw new Error('no variant')
    const choices = Object.fromEntries(
      product.associatedProductsAttributes.map((attribute) => [
        `attr.${attribute.attributeCode}`,
        String(variant.attributes[attribute.attributeCode]),
      ]),
    )
    const jar: Jar = {}
    const added = await post(cartFormActions.add, jar, { productId: String(tshirt), ...choices, returnTo: '/trgovina' })
    expect(location(added)).toBe('/trgovina?cart=added')
    expect((await cartOf(jar))?.items.map((line) => line.productId)).toEqual([tshirtVariant])

    const [firstKey] = Object.keys(choices)
    const partial = { ...choices }
    if (firstKey) delete partial[firstKey]
    const refused = await post(cartFormActions.add, jar, {
      productId: String(tshirt),
      ...partial,
      returnTo: '/trgovina',
    })
    expect(location(refused)).toBe('/trgovina?cart=chooseVariant')
    const noChoice = await post(cartFormActions.add, jar, { productId: String(tshirt), returnTo: '/trgovina' })
    expect(location(noChoice)).toBe('/trgovina?cart=chooseVariant')
    expect((await cartOf(jar))?.items).toHaveLength(1)
  })

  it('a bad quantity or a missing product comes back translated by its key, and nothing is added', async () => {
    const { jar } = await cartWithMask('1')
    for (const qty of ['0', '-2', 'abc', '1.5']) {
      const res = await post(cartFormActions.add, jar, { productId: String(mask), qty, returnTo: '/kosarica' })
      expect(res.status).toBe(303)
      expect(location(res)).toBe('/kosarica?cart=invalidQuantity')
    }
    const none = await post(cartFormActions.add, jar, { qty: '1', returnTo: '/kosarica' })
    expect(location(none)).toBe('/kosarica?cart=failed')
    const unknown = await post(cartFormActions.add, jar, { productId: '999999999', returnTo: '/kosarica' })
    expect(location(unknown)).toBe('/kosarica?cart=notPurchasable')
    expect((await cartOf(jar))?.items[0]?.qty).toBe(1)
  })

  it('more than the stock: outOfStock, the line unchanged', async () => {
    const { jar } = await cartWithMask('1')
    const res = await post(cartFormActions.add, jar, { productId: String(mask), qty: '99999', returnTo: '/kosarica' })
    expect(location(res)).toMatch(/cart=(outOfStock|invalidQuantity)$/)
    expect((await cartOf(jar))?.items[0]?.qty).toBe(1)
  })

  it('a first add during an outage: the translated outage outcome, no session and no 500', async () => {
    upstreamProbe.match = /cart\//
    upstreamProbe.failWith = 500
    const jar: Jar = {}
    const res = await post(cartFormActions.add, jar, { productId: String(mask), returnTo: '/kosarica' })
    expect(res.status).toBe(303)
    expect(location(res)).toBe('/kosarica?cart=unavailable')
    expect(jar['cartId']).toBeUndefined()
  })
})

describe('cart line, coupon and membership card forms', () => {
  it('changes a line quantity and removes the line', async () => {
    const { jar, itemId } = await cartWithMask('2')
    const update = await post(cartFormActions.update(itemId), jar, { qty: '4', returnTo: '/kosarica' })
    expect(update.status).toBe(303)
    expect(location(update)).toBe('/kosarica?cart=updated')
    expect((await cartOf(jar))?.items[0]?.qty).toBe(4)

    const bad = await post(cartFormActions.update(itemId), jar, { qty: 'many', returnTo: '/kosarica' })
    expect(location(bad)).toBe('/kosarica?cart=invalidQuantity')
    const missing = await post(cartFormActions.update(itemId), jar, { returnTo: '/kosarica' })
    expect(location(missing)).toBe('/kosarica?cart=invalidQuantity')
    expect((await cartOf(jar))?.items[0]?.qty).toBe(4)

    const removed = await post(cartFormActions.remove(itemId), jar, { returnTo: '/en/cart' })
    expect(location(removed)).toBe('/en/cart?cart=removed')
    expect((await cartOf(jar))?.items).toHaveLength(0)
    const again = await post(cartFormActions.remove(itemId), jar, { returnTo: '/en/cart' })
    expect(location(again)).toBe('/en/cart?cart=itemNotInCart')
    const notANumber = await post('/api/cart-form/items/abc/remove', jar, { returnTo: '/en/cart' })
    expect(location(notANumber)).toBe('/en/cart?cart=itemNotInCart')
  })

  it('applies a seeded coupon, refuses an unknown or empty one, and removes it', async () => {
    const { jar } = await cartWithMask('2')
    const applied = await post(cartFormActions.coupon, jar, { couponCode: ' IZLOG10 ', returnTo: '/kosarica' })
    expect(location(applied)).toBe('/kosarica?cart=couponApplied')
    expect((await cartOf(jar))?.couponCode).toBe('IZLOG10')

    for (const couponCode of ['NO-SUCH-CODE', 'EXPIRED2025', '   ']) {
      const res = await post(cartFormActions.coupon, jar, { couponCode, returnTo: '/kosarica' })
      expect(location(res)).toBe('/kosarica?cart=couponInvalid')
    }
    const removed = await post(cartFormActions.removeCoupon, jar, { returnTo: '/kosarica' })
    expect(location(removed)).toBe('/kosarica?cart=couponRemoved')
    expect((await cartOf(jar))?.couponCode ?? null).toBeNull()
  })

  it('a membership card that is not valid comes back as memberCardInvalid', async () => {
    const { jar } = await cartWithMask('1')
    const res = await post(cartFormActions.memberCard, jar, { memberCardBarcode: 'not a card', returnTo: '/kosarica' })
    expect(res.status).toBe(303)
    expect(location(res)).toMatch(/^\/kosarica\?cart=(memberCardInvalid|failed)$/)
  })

  it('without a cart: cartEmpty, and no cookie is made', async () => {
    const jar: Jar = {}
    for (const [path, fields] of [
      [cartFormActions.update(1), { qty: '2' }],
      [cartFormActions.remove(1), {}],
      [cartFormActions.coupon, { couponCode: 'IZLOG10' }],
      [cartFormActions.removeCoupon, {}],
    ] as const) {
      const res = await post(path, jar, { ...fields, returnTo: '/kosarica' })
      expect(res.status).toBe(303)
      expect(location(res)).toBe('/kosarica?cart=cartEmpty')
    }
    expect(jar).toEqual({})
  })

  it('an outage keeps the session and the cart: the outcome says so', async () => {
    const { jar, cart, itemId } = await cartWithMask('2')
    upstreamProbe.match = /cart\//
    for (const failWith of ['network', 503] as const) {
      upstreamProbe.failWith = failWith
      const res = await post(cartFormActions.update(itemId), jar, { qty: '5', returnTo: '/kosarica' })
      expect(res.status).toBe(303)
      expect(location(res)).toBe('/kosarica?cart=unavailable')
      const coupon = await post(cartFormActions.coupon, jar, { couponCode: 'IZLOG10', returnTo: '/kosarica' })
      expect(location(coupon)).toBe('/kosarica?cart=unavailable')
      expect(jar['cartId']).toBe(cart.id)
    }
    upstreamProbe.failWith = null
    expect((await cartOf(jar))?.items[0]?.qty).toBe(2)
  })
})

describe('attacks on the cart forms', () => {
  it('a post from a foreign origin is refused (translated 403) and changes nothing', async () => {
    const { jar, cart, itemId } = await cartWithMask('2')
    for (const headers of [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://shop.izlog.test', 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' },
      { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      const res = await post(cartFormActions.update(itemId), jar, { qty: '9', returnTo: '/kosarica' }, headers)
      expect(res.status).toBe(403)
      const body = await res.json<{ code: string; message: string }>()
      expect(body.code).toBe('CSRF')
      expect(body.message).toMatch(/odbijen/)
      const add = await post(cartFormActions.add, {}, { productId: String(mask) }, headers)
      expect(add.status).toBe(403)
      expect(add.headers.getSetCookie()).toHaveLength(0)
    }
    const after = await cartOf(jar)
    expect(after?.id).toBe(cart.id)
    expect(after?.items[0]?.qty).toBe(2)
  })

  it('a form post with no Origin and no Sec-Fetch-Site is refused on these routes', async () => {
    const res = await workerFetch(cartFormActions.add, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ productId: String(mask) }).toString(),
    })
    expect(res.status).toBe(403)
    expect(res.headers.getSetCookie()).toHaveLength(0)
  })

  it('never redirects off the site: unsafe return paths fall back to the cart page', async () => {
    const { jar, itemId } = await cartWithMask('1')
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/%2f%2fevil.example',
      'javascript:alert(1)',
      ' /kosarica',
      '/x//evil.example',
    ]) {
      const res = await post(cartFormActions.update(itemId), jar, { qty: '1', returnTo })
      expect(res.status).toBe(303)
      expect(location(res)).toBe('/kosarica?cart=updated')
    }
    const en = await post(cartFormActions.update(itemId), jar, { qty: '1' }, { 'Accept-Language': 'en' })
    expect(location(en)).toMatch(/\?cart=updated$/)
  })

  it('a JSON body or oversized fields are not a form: refused as an outcome, never a 500', async () => {
    const { jar } = await cartWithMask('1')
    const json = await workerFetch(cartFormActions.add, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/json', Cookie: cookieHeader(jar), Origin: ORIGIN },
      body: JSON.stringify({ productId: mask }),
    })
    expect(json.status).toBe(303)
    expect(location(json)).toBe('/kosarica?cart=failed')
    const long = await post(cartFormActions.coupon, jar, { couponCode: 'X'.repeat(500), returnTo: '/kosarica' })
    expect(location(long)).toBe('/kosarica?cart=couponInvalid')
    const huge = await post(cartFormActions.add, jar, { productId: '1'.repeat(40), returnTo: '/kosarica' })
    expect(location(huge)).toBe('/kosarica?cart=failed')
  })
})

describe('the pages the forms come back to', () => {
  it('a product page renders a real add-to-cart form and shows the outcome translated, in a status region', async () => {
    const detail = await workerFetch(`/api/v1/product/web/get?id=${tshirt}`)
    const product = (await detail.json<{ data: ProductDetail }>()).data
    const hr = await (await workerFetch(`/product/${product.slug}?cart=added`)).text()
    const form = /<form[^>]*action="\/api\/cart-form\/items"[^>]*>/.exec(hr)?.[0] ?? ''
    expect(form).toContain('method="post"')
    expect(/<input type="radio"[^>]*name="attr\.[a-z_]+"/.test(hr)).toBe(true)
    expect(hr.includes('role="status">Proizvod je dodan u košaricu.')).toBe(true)
    expect(hr.includes(`name="returnTo" value="/product/${product.slug}"`)).toBe(true)

    const en = await (await workerFetch('/en/shop?cart=outOfStock')).text()
    expect(en.includes('role="status">Not that many are in stock. Your cart was not changed.')).toBe(true)
  })

  it('an outcome that is not one of the keys shows nothing (no text of the address reaches the page)', async () => {
    for (const value of ['<script>alert(1)</script>', 'constructor', 'cart.outcome.added', '']) {
      const html = await (await workerFetch(`/en/shop?cart=${encodeURIComponent(value)}`)).text()
      expect(html.includes('class="container cart-outcome"')).toBe(false)
      expect(html.includes('<script>alert(1)</script>')).toBe(false)
    }
  })

  it('the cart page renders its lines as forms that post to the edge', async () => {
    const { jar, itemId } = await cartWithMask('2')
    const html = await (await jarCall('GET', '/kosarica?cart=updated', jar)).text()
    expect(html.includes(`action="/api/cart-form/items/${itemId}/quantity"`)).toBe(true)
    expect(html.includes(`action="/api/cart-form/items/${itemId}/remove"`)).toBe(true)
    expect(html.includes('action="/api/cart-form/coupon"')).toBe(true)
    expect(html.includes('role="status">Količina je promijenjena.')).toBe(true)
  })
})
