import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { cartFormActions } from '../../contract/cart-form'
import { placeCardOrder, placeTestOrder, productId } from '../backend/commerce/test-fixtures'
import { cookieHeader, formPost, workerFetch, type Jar } from '../../test/edge/helpers'

/**
 * The awaiting-payment notice without the app (issue 38): the cart and checkout pages' server render
 * shows it with two forms, which the edge answers for the cart session's own order only.
 */

let charger = 0

beforeAll(async () => {
  charger = await productId('IZL-HW-PUNJAC')
})

const orderStatus = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(id).first<{ status: string }>())?.status

const location = (res: Response) => res.headers.get('Location') ?? ''

const page = async (path: string, jar: Jar) => {
  const res = await workerFetch(path, { headers: { Cookie: cookieHeader(jar) } })
  const html = await res.text()
  return { res, main: html.slice(html.indexOf('<main'), html.indexOf('</main>')) }
}

const awaitingOrder = async () => {
  const placed = await placeCardOrder(charger, 1)
  return { ...placed, jar: { ...placed.session } as Jar }
}

describe('the cart and checkout pages while the card order awaits its payment', () => {
  for (const path of ['/kosarica', '/naplata', '/en/cart']) {
    it(`${path}: the server's HTML has the notice with its two forms, the cookies stay`, async () => {
      const { orderSlug, jar, session } = await awaitingOrder()
      const { res, main } = await page(path, jar)
      expect(res.status).toBe(200)
      expect(res.headers.getSetCookie().filter((cookie) => cookie.startsWith('cartId='))).toEqual([])
      expect(main).toContain(
        path === '/en/cart' ? `Order ${orderSlug} awaits its payment until` : `Narudžba ${orderSlug} čeka plaćanje do`,
      )
      expect(main).toContain(`action="${cartFormActions.payAwaiting}"`)
      expect(main).toContain(`action="${cartFormActions.cancelAwaiting}"`)
      expect(main).toContain(`name="orderSlug" value="${orderSlug}"`)
      expect(main).not.toContain('cart-loading')
      expect(jar).toMatchObject(session)
    })
  }

  it('back from the provider after the order failed: the page gives the cart back as a new session, with the notice', async () => {
    const { orderSlug, orderId, jar, session } = await awaitingOrder()
    // The provider's page gave up (what its cancel link does): the order fails.
    const failed = await formPost(cartFormActions.cancelAwaiting, { ...jar }, { orderSlug })
    expect(failed.status).toBe(303)
    expect(await orderStatus(orderId)).toBe('failed')
    // The old session comes back from the provider (its failure URL): the page settles it itself.
    const { res, main } = await page('/kosarica?payment=incomplete', { ...session })
    const cartId = res.headers.getSetCookie().find((cookie) => cookie.startsWith('cartId='))
    expect(cartId).toMatch(/^cartId=[^;]+; Max-Age=31536000/)
    expect(cartId).not.toContain(session.cartId)
    expect(main).toContain('Plaćanje nije dovršeno i narudžba je otkazana.')
    expect(main).toContain('action="/api/cart-form/items/')
    expect(main).not.toContain(cartFormActions.payAwaiting)
  })

  it('an order paid by bank transfer has ended the session: the page says so, shows the empty cart and forgets the cookies', async () => {
    const placed = await placeTestOrder({ lines: [[charger, 1]], paymentType: 'BANK_TRANSFER' })
    const { res, main } = await page('/kosarica', { ...placed.session })
    expect(res.status).toBe(200)
    expect(res.headers.getSetCookie().some((cookie) => /^cartId=;.*Max-Age=0/.test(cookie))).toBe(true)
    expect(main).toContain('Ova košarica je već naručena. Možete započeti novu kupnju.')
    expect(main).not.toContain('cart-loading')
  })
})

describe('/api/cart-form/awaiting-payment', () => {
  it('pay now answers the hand-off page to a new card page session for the order', async () => {
    const { orderSlug, orderId, jar } = await awaitingOrder()
    const res = await formPost(cartFormActions.payAwaiting, jar, { orderSlug, returnTo: '/en/cart' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('<html lang="en"')
    expect(html).toMatch(/<form action="\/pay\/[^"]+lang=en" method="post">/)
    expect(html).toContain('<button type="submit">Continue to payment</button>')
    expect(html).not.toContain('<script')
    expect(await orderStatus(orderId)).toBe('pending_payment')
  })

  it('cancel fails the order and gives the cart back, to the cart page with "payment not completed"', async () => {
    const { orderSlug, orderId, jar, session } = await awaitingOrder()
    const res = await formPost(cartFormActions.cancelAwaiting, jar, { orderSlug, returnTo: '/naplata' })
    expect(res.status).toBe(303)
    expect(location(res)).toBe('/kosarica?payment=incomplete')
    expect(await orderStatus(orderId)).toBe('failed')
    expect(jar['cartId']).toBeTruthy()
    expect(jar['cartId']).not.toBe(session.cartId)
    const { main } = await page(location(res), jar)
    expect(main).toContain('Plaćanje nije dovršeno i narudžba je otkazana.')
    expect(main).toContain('action="/api/cart-form/items/')
  })

  it("refuses another visitor's order: the stranger's own session names it, nothing changes", async () => {
    const victim = await awaitingOrder()
    const stranger = await awaitingOrder()
    for (const action of [cartFormActions.payAwaiting, cartFormActions.cancelAwaiting]) {
      const res = await formPost(action, stranger.jar, { orderSlug: victim.orderSlug, returnTo: '/kosarica' })
      expect(res.status).toBe(303)
      expect(location(res)).toBe('/kosarica?cart=orderNotAwaiting')
    }
    expect(await orderStatus(victim.orderId)).toBe('pending_payment')
    expect(await orderStatus(stranger.orderId)).toBe('pending_payment')
    expect(stranger.jar).toMatchObject(stranger.session)
    const { main } = await page('/kosarica?cart=orderNotAwaiting', stranger.jar)
    expect(main).toContain('Ta narudžba više ne čeka plaćanje.')
  })

  it('refuses a post without the cart cookie, a malformed order number and a cross-site post', async () => {
    const { orderSlug, orderId, jar } = await awaitingOrder()
    const bare = await formPost(cartFormActions.cancelAwaiting, {}, { orderSlug })
    expect(location(bare)).toBe('/kosarica?cart=cartEmpty')
    const malformed = await formPost(cartFormActions.cancelAwaiting, jar, { orderSlug: '../x' })
    expect(location(malformed)).toBe('/kosarica?cart=orderNotAwaiting')
    const crossSite = await formPost(
      cartFormActions.cancelAwaiting,
      jar,
      { orderSlug },
      {
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      },
    )
    expect(crossSite.status).toBe(403)
    expect(await orderStatus(orderId)).toBe('pending_payment')
  })

  it('a stale post for an order already given up or placed: refused, and the session settled as the cart page would', async () => {
    const given = await awaitingOrder()
    expect(
      (await formPost(cartFormActions.cancelAwaiting, { ...given.jar }, { orderSlug: given.orderSlug })).status,
    ).toBe(303)
    // The old tab's form again: the order has failed, its cart comes back to this browser.
    const stale = await formPost(cartFormActions.payAwaiting, given.jar, { orderSlug: given.orderSlug })
    expect(location(stale)).toBe('/kosarica?cart=orderNotAwaiting')
    expect(given.jar['cartId']).not.toBe(given.session.cartId)
    expect(await orderStatus(given.orderId)).toBe('failed')

    const placed = await placeTestOrder({ lines: [[charger, 1]], paymentType: 'COD' })
    const jar: Jar = { ...placed.session }
    const res = await formPost(cartFormActions.cancelAwaiting, jar, { orderSlug: placed.orderSlug })
    expect(location(res)).toBe('/kosarica?cart=orderNotAwaiting')
    expect(await orderStatus(placed.orderId)).toBe('placed')
    expect(jar['cartId']).toBeUndefined()
  })
})
