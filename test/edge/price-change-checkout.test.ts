import { env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../worker/lib/tokens'
import { ACCESS_COOKIE } from '../../worker/lib/cookies'
import type { AdminProductDetail } from '../../contract/dto/catalogue-admin'
import type { Cart, PaymentMethod, PlacedOrder } from '../../contract/dto/commerce'
import { shownCart } from '../../contract/cart-change'
import { CHECKOUT_CONSENTS } from '../../worker/backend/test-helpers'
import { SHIPPING_ADDRESS } from '../../worker/backend/commerce/test-fixtures'
import { cookieHeader, jarCall, sameOrigin, workerFetch, type Jar } from './helpers'

/**
 * No stale price may be sold (issue 35): the cart and the order price from the database, so a
 * price staff change between the cart and the order is the SPEC §4 cart change — the checkout
 * answers cartChanged naming the new price, and nothing is ordered at the old one.
 */

let staff: string
beforeAll(async () => {
  staff = await signAccessToken(env, {
    userId: 1,
    email: 'admin@izlog.hr',
    firstName: 'Ana',
    lastName: 'Babić',
    isBackofficeUser: true,
  })
})

const SKU_PREFIX = 'T35-PRICE-'
afterAll(async () => {
  // An ordered product's lines keep their sku; the product itself goes (its id becomes NULL on the lines).
  await env.DB.prepare(`DELETE FROM products WHERE sku LIKE '${SKU_PREFIX}%'`).run()
})

async function dataOf<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBeLessThan(300)
  return ((await res.json()) as { data: T }).data
}

function asStaff(method: string, path: string, body: unknown): Promise<Response> {
  return workerFetch(
    `/api/v1/admin/products${path}`,
    sameOrigin({
      method,
      headers: { Cookie: cookieHeader({ [ACCESS_COOKIE]: staff }), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
}

/** A guest's cart with `qty` of the product, home delivery to Croatia, paid on delivery — as the checkout steps leave it. */
async function readyCart(productId: number, qty: number): Promise<Jar> {
  const jar: Jar = {}
  expect((await jarCall('POST', '/api/cart/items', jar, { productId, qty })).status).toBe(200)
  const guest = await jarCall('PATCH', '/api/v1/user/guest/update', jar, {
    email: `price-${crypto.randomUUID().slice(0, 8)}@example.com`,
    details: { firstName: 'Ana', lastName: 'Horvat', phone: '+385911234567' },
    company: null,
    addresses: [],
  })
  expect(guest.status).toBe(200)
  const countries = await dataOf<Array<{ id: number; iso: string }>>(
    await jarCall('POST', '/api/v2/checkout/getAvailableCountries', jar, { language: 'hr' }),
  )
  const croatia = countries.find((country) => country.iso === 'HR')?.id
  await dataOf(
    await jarCall('PUT', '/api/v2/delivery/saveDeliveryMethod', jar, { deliveryMethodId: 1, countryId: croatia }),
  )
  const methods = await dataOf<PaymentMethod[]>(
    await jarCall('POST', '/api/v2/payment/getApplicablePaymentMethods', jar, {}),
  )
  const cod = methods.find((method) => method.paymentType === 'COD')
  await dataOf(
    await jarCall('PUT', '/api/v2/payment/savePaymentMethod', jar, { paymentMethodId: cod?.id, companyData: null }),
  )
  return jar
}

const placeOrder = (jar: Jar, shown: Cart) =>
  jarCall('POST', '/api/checkout/order', jar, {
    paymentMethodId: shown.paymentMethodId,
    companyData: null,
    shown: shownCart(shown),
    shippingAddress: SHIPPING_ADDRESS,
    billingAddress: SHIPPING_ADDRESS,
    consents: CHECKOUT_CONSENTS,
  })

const orderedLines = async (sku: string) =>
  (
    await env.DB.prepare('SELECT qty, unit_price_cents FROM order_lines WHERE sku = ?')
      .bind(sku)
      .all<{ qty: number; unit_price_cents: number }>()
  ).results

describe('a price staff change between the cart and the order', () => {
  it('is the cart change the checkout names; the order is placed only at the new price', async () => {
    const word = crypto.randomUUID().slice(0, 8)
    const sku = `${SKU_PREFIX}${word}`
    const product = await dataOf<AdminProductDetail>(
      await asStaff('POST', '', {
        sku,
        status: 'published',
        texts: {
          hr: { name: `Cjenovna šalica ${word}`, slug: `cjenovna-salica-${word}` },
          en: { name: `Price mug ${word}`, slug: `price-mug-${word}` },
        },
        retailPriceCents: 3000,
        taxRate: 25,
        stockQty: 10,
      }),
    )
    const jar = await readyCart(product.id, 2)
    // What the shopper sees on the checkout page: 2 × 30.00.
    const seen = await dataOf<Cart>(await jarCall('GET', '/api/cart', jar))
    expect(seen.items.map((item) => item.prices.converted.finalPrice)).toEqual([30])

    const saved = await dataOf<AdminProductDetail>(
      await asStaff('PUT', `/${product.id}`, {
        version: product.version,
        sku,
        status: 'published',
        texts: product.texts,
        retailPriceCents: 4500,
        taxRate: 25,
        stockQty: 10,
      }),
    )
    expect(saved.finalPriceCents).toBe(4500)

    const changed = await dataOf<PlacedOrder>(await placeOrder(jar, seen))
    if (changed.next !== 'cartChanged') throw new Error(`expected cartChanged, got ${changed.next}`)
    expect(changed.change).toBe('changed')
    expect(changed.lines).toContainEqual({ kind: 'price', name: `Cjenovna šalica ${word}`, from: 30, to: 45 })
    expect(changed.cart.items.map((item) => item.prices.converted.finalPrice)).toEqual([45])
    expect(await orderedLines(sku)).toEqual([])
    // The cart is still the shopper's: confirmed with the new price, the order is placed at it.
    expect(jar['cartId']).toBeTruthy()

    const fresh = await dataOf<Cart>(await jarCall('GET', '/api/cart', jar))
    const placed = await dataOf<PlacedOrder>(await placeOrder(jar, fresh))
    expect(placed.next).toBe('done')
    expect(await orderedLines(sku)).toEqual([{ qty: 2, unit_price_cents: 4500 }])
  })
})
