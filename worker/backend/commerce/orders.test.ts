import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type {
  CartSession,
  Order,
  OrderCreateResult,
  OrderList,
  PaymentMethod,
  PaymentSuccessResult,
  PaymentType,
  WalletPayment,
} from '../../../contract/dto/commerce'
import { backendApp } from '../app'
import { CHECKOUT_CONSENTS, callBackend, latestEmailTo } from '../test-helpers'
import { signOrderLink } from './order-link'
import { PAID_STATUSES } from '../fulfilment/order-states'
import {
  addItem,
  cartCall,
  newCustomer,
  newGuest,
  newSession,
  productId,
  SHIPPING_ADDRESS,
  type TestCustomer,
} from './test-fixtures'

const ids = { mask: 0, game: 0 }
let croatia = 0

beforeAll(async () => {
  ids.mask = await productId('IZL-HW-MASKA')
  ids.game = await productId('IZL-G-DUBOKO')
  croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id ?? 0
})

interface Prepared {
  session: CartSession
  auth: { userId?: number; token?: string }
}

/** A cart with 2 masks (38 €), GLS delivery to Croatia and the payment method of the given type. */
async function prepareCart(
  type: PaymentType,
  buyer: TestCustomer | null,
  productIdValue = ids.mask,
): Promise<Prepared> {
  const session = await newSession()
  const auth = buyer ? { token: buyer.token } : { userId: (await newGuest(session)).id }
  const extras = buyer ? { token: buyer.token } : {}
  const body = buyer ? {} : { userId: auth.userId }
  await addItem(session, productIdValue, 2, undefined, extras)
  const digital = productIdValue === ids.game
  if (!digital) {
    const save = await cartCall(
      'PUT',
      '/api/v2/delivery/saveDeliveryMethod',
      session,
      { ...body, deliveryMethodId: 1, countryId: croatia },
      extras,
    )
    expect(save.status).toBe(200)
  }
  const methods = await cartCall<PaymentMethod[]>(
    'POST',
    '/api/v2/payment/getApplicablePaymentMethods',
    session,
    body,
    extras,
  )
  const method = methods.json.data?.find((m) => m.paymentType === type)
  const saved = await cartCall(
    'PUT',
    '/api/v2/payment/savePaymentMethod',
    session,
    { ...body, paymentMethodId: method?.id },
    extras,
  )
  expect(saved.status).toBe(200)
  return { session, auth }
}

function createOrder(prepared: Prepared, extra: Record<string, unknown> = {}) {
  const { token, userId } = prepared.auth
  return cartCall<OrderCreateResult>(
    'POST',
    '/api/v2/order/create',
    prepared.session,
    {
      ...(userId ? { userId } : {}),
      consents: CHECKOUT_CONSENTS,
      successURL: '/naplata/uspjesna',
      failureURL: '/checkout/failure',
      shippingAddress: SHIPPING_ADDRESS,
      ...extra,
    },
    token ? { token } : {},
  )
}

const payRequest = (path: string, init?: RequestInit) => backendApp.request(path, init, env)
const formPost = (path: string, fields: Record<string, string>) =>
  payRequest(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

function payPath(html: OrderCreateResult['html']): string {
  if (typeof html !== 'string') throw new Error('expected an HTML form')
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  if (!action) throw new Error('no form action')
  return action
}

const orderStatus = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(id).first<{ status: string }>())?.status

describe('order/create', () => {
  it('places a cash-on-delivery order, archives the cart and refuses a second order', async () => {
    const stockBefore =
      (
        await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?')
          .bind(ids.mask)
          .first<{ stock_qty: number }>()
      )?.stock_qty ?? 0
    const prepared = await prepareCart('COD', null)
    const res = await createOrder(prepared, { giftMessage: 'Sretan rođendan!', orderMessage: 'Hvala' })
    expect(res.status).toBe(200)
    expect(res.json.data?.html).toBe('')
    expect(res.json.data?.orderSlug).toMatch(/^IZL-\d{4}-\d{6}$/)
    const orderId = res.json.data?.orderId ?? 0
    expect(await orderStatus(orderId)).toBe('placed')
    const stockAfter =
      (
        await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?')
          .bind(ids.mask)
          .first<{ stock_qty: number }>()
      )?.stock_qty ?? 0
    expect(stockAfter).toBeLessThanOrEqual(stockBefore - 2)

    const archived = await cartCall('POST', '/api/v2/cart/getCart', prepared.session)
    expect(archived.status).toBe(409)
    expect(archived.json.code).toBe('CART_ARCHIVED')
    const add = await cartCall('POST', '/api/v2/cart/addItem', prepared.session, { productId: ids.mask, qty: 1 })
    expect(add.json.code).toBe('CART_ARCHIVED')
    const second = await createOrder(prepared)
    expect(second.status).toBe(409)
    expect(second.json.code).toBe('SESSION_ALREADY_USED')

    const guestView = await callBackend<Order>(
      'GET',
      `/api/v2/order/get/${res.json.data?.orderSlug}?cartId=${prepared.session.cartId}&protectCode=${encodeURIComponent(prepared.session.protectCode)}`,
    )
    expect(guestView.status).toBe(200)
    expect(guestView.json.data).toMatchObject({
      status: 'placed',
      giftMessage: 'Sretan rođendan!',
      orderMessage: 'Hvala',
      prices: { itemsTotal: 38, delivery: 4.99, orderTotal: 42.99, coupon: 0 },
      paymentMethod: { paymentType: 'COD' },
      shippingAddress: { city: 'Zagreb', country: 'HR' },
      lines: [expect.objectContaining({ sku: 'IZL-HW-MASKA', qty: 2, unitPrice: 19, rowTotal: 38 })],
    })
    const stranger = await callBackend('GET', `/api/v2/order/get/${res.json.data?.orderSlug}`)
    expect(stranger.status).toBe(404)
  })

  it('logs the checkout consents itself, with the order, as the buyer of the cart (issue 32: not as a page names them)', async () => {
    const prepared = await prepareCart('COD', null)
    const guest = await env.DB.prepare('SELECT email FROM guest_users WHERE id = ?')
      .bind(prepared.auth.userId ?? 0)
      .first<{ email: string }>()
    const res = await createOrder(prepared)
    expect(res.status).toBe(200)
    const logged = await env.DB.prepare(
      "SELECT source_type, user_type, user_id, consents, status FROM consent_logs WHERE email = ? AND source_type = 'checkout'",
    )
      .bind(guest?.email ?? '')
      .all()
    expect(logged.results).toEqual([
      {
        source_type: 'checkout',
        user_type: 'guest',
        user_id: null,
        consents: JSON.stringify(CHECKOUT_CONSENTS),
        status: 'accepted',
      },
    ])
  })

  it('refuses a guest order while the shop requires login to buy (the cart stays); a customer still orders', async () => {
    const setLoginRequired = (on: boolean) =>
      env.DB.prepare("UPDATE settings SET value = ? WHERE group_name = 'checkout' AND key = 'loginRequiredToBuy'")
        .bind(JSON.stringify(on))
        .run()
    const guestCart = await prepareCart('COD', null)
    const customerCart = await prepareCart('COD', await newCustomer())
    await setLoginRequired(true)
    try {
      const refused = await createOrder(guestCart)
      expect(refused.status).toBe(403)
      expect(refused.json.code).toBe('LOGIN_REQUIRED_TO_BUY')
      expect((await cartCall('POST', '/api/v2/cart/getCart', guestCart.session)).status).toBe(200)
      expect((await createOrder(customerCart)).status).toBe(200)
    } finally {
      await setLoginRequired(false)
    }
  })

  it('confirms by e-mail: at once without a payment step (bank transfer with its payment details), a card only once paid', async () => {
    const emailOf = async (orderId: number) =>
      (await env.DB.prepare('SELECT email FROM orders WHERE id = ?').bind(orderId).first<{ email: string }>())?.email ??
      ''
    const bank = await createOrder(await prepareCart('BANK_TRANSFER', null))
    const bankMail = await latestEmailTo(await emailOf(bank.json.data?.orderId ?? 0))
    expect(bankMail).toMatchObject({
      kind: 'orderConfirmation',
      locale: 'hr',
      subject: `Narudžba ${bank.json.data?.orderSlug} je zaprimljena`,
    })
    expect(bankMail?.text).toContain('Podaci za uplatu')
    expect(bankMail?.text).toContain('IBAN: HR1210010051863000160')
    expect(bankMail?.text).toContain('Model: HR00')
    expect(bankMail?.text).toMatch(/Poziv na broj: \d+/)
    expect(bankMail?.text).toMatch(/Ukupno za platiti: 42,99\s€/)
    expect(bankMail?.html).toContain('Zagreb')
    // The HUB-3 barcode travels as an inline PNG the HTML shows by cid:.
    expect(bankMail?.html).toContain('src="cid:hub3-barcode"')
    const stored = await env.DB.prepare('SELECT attachments FROM email_outbox WHERE id = ?')
      .bind(bankMail?.id ?? 0)
      .first<{ attachments: string }>()
    const [image] = JSON.parse(stored?.attachments ?? '[]') as Array<{
      contentId: string
      type: string
      base64: string
    }>
    expect(image).toMatchObject({ contentId: 'hub3-barcode', type: 'image/png' })
    expect(atob(image?.base64 ?? '').slice(1, 4)).toBe('PNG')

    const card = await createOrder(await prepareCart('HPF', null))
    const cardEmail = await emailOf(card.json.data?.orderId ?? 0)
    expect(await latestEmailTo(cardEmail)).toBeNull()
    const paid = await formPost(payPath(card.json.data?.html ?? ''), {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    })
    expect(paid.status).toBe(303)
    const cardMail = await latestEmailTo(cardEmail)
    expect(cardMail?.kind).toBe('orderConfirmation')
    expect(cardMail?.text).toContain('Plaćanje je uspjelo')
    expect(cardMail?.text).not.toContain('Podaci za uplatu')
  })

  it('requires items, a delivery method (physical carts), a payment method and safe return paths', async () => {
    const empty = await newSession()
    const guest = await newGuest(empty)
    const base = {
      userId: guest.id,
      successURL: '/naplata/uspjesna',
      failureURL: '/checkout/failure',
      shippingAddress: SHIPPING_ADDRESS,
    }
    const noItems = await cartCall('POST', '/api/v2/order/create', empty, base)
    expect(noItems.json.code).toBe('CART_EMPTY')
    await addItem(empty, ids.mask, 1)
    const noDelivery = await cartCall('POST', '/api/v2/order/create', empty, base)
    expect(noDelivery.json.code).toBe('DELIVERY_METHOD_REQUIRED')
    await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', empty, { userId: guest.id, deliveryMethodId: 1 })
    const noPayment = await cartCall('POST', '/api/v2/order/create', empty, base)
    expect(noPayment.json.code).toBe('PAYMENT_METHOD_REQUIRED')
    const noUser = await cartCall('POST', '/api/v2/order/create', await newSession(), {
      successURL: '/a',
      failureURL: '/b',
    })
    expect(noUser.json.code).toBe('NO_ACTIVE_USER')
    for (const successURL of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await cartCall('POST', '/api/v2/order/create', empty, { ...base, successURL })
      expect(res.status).toBe(400)
    }
  })

  it('card (HPF): hands over a form to the hosted test page; 4242… pays and redirects to the success URL', async () => {
    const customer = await newCustomer()
    const prepared = await prepareCart('HPF', customer)
    const res = await createOrder(prepared)
    expect(res.status).toBe(200)
    const data = res.json.data
    if (!data) throw new Error('no order')
    const action = payPath(data.html)
    expect(action).toMatch(/^\/pay\/[A-Za-z0-9_-]+\?lang=hr$/)
    expect(await orderStatus(data.orderId)).toBe('pending_payment')

    const page = await payRequest(action)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<label for="cardNumber">Broj kartice</label>')
    expect(html).toContain(data.orderSlug)
    expect(html).not.toContain('<script')
    const english = await (await payRequest(action.replace('lang=hr', 'lang=en'))).text()
    expect(english).toContain('Card number')

    const storefrontPost = await formPost(action, {
      orderSlug: data.orderSlug,
      amount: '42.99',
      currency: 'EUR',
      lang: 'hr',
    })
    expect(storefrontPost.status).toBe(200)
    const wrongCard = await formPost(action, { cardNumber: '5555 5555 5555 4444', expiry: '12/39', cvc: '123' })
    expect(wrongCard.status).toBe(400)
    expect(await wrongCard.text()).toContain('Kartica nije prihvaćena')
    const badExpiry = await formPost(action, { cardNumber: '4242 4242 4242 4242', expiry: '01/20', cvc: '123' })
    expect(badExpiry.status).toBe(400)
    expect(await orderStatus(data.orderId)).toBe('pending_payment')

    const paid = await formPost(action, { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`/naplata/uspjesna?orderSlug=${data.orderSlug}`)
    expect(await orderStatus(data.orderId)).toBe('paid')
    const replay = await formPost(action, { cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' })
    expect(replay.status).toBe(303)
    expect(await orderStatus(data.orderId)).toBe('paid')

    const history = await callBackend<OrderList>('POST', '/api/v2/order/filter', {
      token: customer.token,
      body: { page: 1, limit: 10 },
    })
    expect(history.json.data).toMatchObject({
      total: 1,
      page: 1,
      lastPage: 1,
      data: [expect.objectContaining({ slug: data.orderSlug, status: 'paid', orderTotal: 42.99 })],
    })
    const own = await callBackend<Order>('GET', `/api/v2/order/get/${data.orderSlug}`, { token: customer.token })
    expect(own.json.data?.extendedDetails).toMatchObject({ payment: { result: 'paid', cardLast4: '4242' } })
    const other = await callBackend('GET', `/api/v2/order/get/${data.orderSlug}`, {
      token: (await newCustomer()).token,
    })
    expect(other.status).toBe(404)
  })

  it('card (HPF): 4000 0000 0000 0002 is declined, the order fails and stock returns', async () => {
    const before =
      (
        await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?')
          .bind(ids.mask)
          .first<{ stock_qty: number }>()
      )?.stock_qty ?? 0
    const prepared = await prepareCart('HPF', null)
    const res = await createOrder(prepared, { failureURL: '/en/checkout/failure' })
    const data = res.json.data
    if (!data) throw new Error('no order')
    const action = payPath(data.html)
    const declined = await formPost(action, { cardNumber: '4000000000000002', expiry: '12/39', cvc: '123' })
    expect(declined.status).toBe(303)
    expect(declined.headers.get('location')).toBe(`/en/checkout/failure?orderSlug=${data.orderSlug}`)
    expect(await orderStatus(data.orderId)).toBe('failed')
    const after =
      (
        await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?')
          .bind(ids.mask)
          .first<{ stock_qty: number }>()
      )?.stock_qty ?? 0
    expect(after).toBeGreaterThanOrEqual(before)
    const unknown = await payRequest('/pay/unknown-token-0123456789abcdef')
    expect(unknown.status).toBe(404)
  })

  it('wallet: the wallet provider confirms the payment on its own page; pgSuccess only looks it up', async () => {
    const customer = await newCustomer()
    const prepared = await prepareCart('WALLET', customer, ids.game)
    const res = await createOrder(prepared, { shippingAddress: null, billingAddress: SHIPPING_ADDRESS })
    expect(res.status).toBe(200)
    const data = res.json.data
    if (!data || typeof data.html === 'string') throw new Error('expected a wallet object')
    const wallet: WalletPayment = data.html
    // 2 × Duboko more VR at 22.49 = 44.98, digital: no delivery.
    expect(wallet).toMatchObject({
      type: 'wallet',
      mode: 'one-time',
      orderId: data.orderId,
      amount: 44.98,
      currency: 'EUR',
    })
    expect(wallet.buttons.length).toBeGreaterThan(0)
    expect(wallet.approveUrl).toMatch(/^\/pay\/[\w-]+\?lang=hr$/)

    const stranger = await callBackend('POST', `/api/v2/order/pgSuccess/${data.orderId}`, {
      body: { orderId: data.orderId, details: {} },
      token: (await newCustomer()).token,
    })
    expect(stranger.status).toBe(404)
    const mismatch = await callBackend('POST', `/api/v2/order/pgSuccess/${data.orderId}`, {
      body: { orderId: data.orderId + 1 },
      token: customer.token,
    })
    expect(mismatch.status).toBe(400)
    // The buyer's own browser claiming success is not a payment.
    const claimed = await callBackend('POST', `/api/v2/order/pgSuccess/${data.orderId}`, {
      body: { orderId: data.orderId, details: { payerId: 'TEST-1', status: 'COMPLETED' }, internalRedirect: true },
      token: customer.token,
    })
    expect(claimed.status).toBe(409)
    expect(claimed.json.code).toBe('PAYMENT_NOT_CONFIRMED')
    expect(await orderStatus(data.orderId)).toBe('pending_payment')

    const page = await payRequest(wallet.approveUrl)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Odobri plaćanje')
    expect(html).not.toContain('<script')
    const approved = await formPost(wallet.approveUrl, { walletAction: 'approve' })
    expect(approved.status).toBe(303)
    expect(approved.headers.get('location')).toBe(`/naplata/uspjesna?orderSlug=${data.orderSlug}`)
    // Paid: a game's order then moves on (delivered, or processing while its key pool is short).
    expect(PAID_STATUSES).toContain(await orderStatus(data.orderId))

    const ok = await callBackend<PaymentSuccessResult>('POST', `/api/v2/order/pgSuccess/${data.orderId}`, {
      body: { orderId: data.orderId, internalRedirect: true },
      token: customer.token,
    })
    expect(ok.status).toBe(200)
    expect(ok.json.data?.url).toBe(`/naplata/uspjesna?orderSlug=${data.orderSlug}`)
    const english = await callBackend<PaymentSuccessResult>('POST', `/api/v2/order/pgSuccess/${data.orderId}`, {
      body: { orderId: data.orderId, internalRedirect: '/en/checkout/success' },
      token: customer.token,
    })
    expect(english.json.data?.url).toBe(`/en/checkout/success?orderSlug=${data.orderSlug}`)
  })

  it('wallet: cancelling on the wallet page fails the order', async () => {
    const customer = await newCustomer()
    const res = await createOrder(await prepareCart('WALLET', customer, ids.game), {
      shippingAddress: null,
      billingAddress: SHIPPING_ADDRESS,
    })
    const data = res.json.data
    if (!data || typeof data.html === 'string') throw new Error('expected a wallet object')
    const cancelled = await formPost(data.html.approveUrl, { walletAction: 'cancel' })
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe(`/checkout/failure?orderSlug=${data.orderSlug}`)
    expect(await orderStatus(data.orderId)).toBe('failed')
    const late = await callBackend('POST', `/api/v2/order/pgSuccess/${data.orderId}`, {
      body: { orderId: data.orderId },
      token: customer.token,
    })
    expect(late.status).toBe(409)
  })

  it('refuses a wallet approval for a card order', async () => {
    const customer = await newCustomer()
    const prepared = await prepareCart('HPF', customer)
    const res = await createOrder(prepared)
    const orderId = res.json.data?.orderId ?? 0
    const wallet = await callBackend('POST', `/api/v2/order/pgSuccess/${orderId}`, {
      body: { orderId },
      token: customer.token,
    })
    expect(wallet.status).toBe(400)
    expect(await orderStatus(orderId)).toBe('pending_payment')
  })

  it('lists only the logged-in customer’s orders, newest first, in lastPage form', async () => {
    const customer = await newCustomer()
    const first = await createOrder(await prepareCart('COD', customer))
    const second = await createOrder(await prepareCart('COD', customer))
    const page1 = await callBackend<OrderList>('POST', '/api/v2/order/filter', {
      token: customer.token,
      body: { page: 1, limit: 1 },
    })
    expect(page1.json.data).toMatchObject({ total: 2, perPage: 1, lastPage: 2 })
    expect(page1.json.data?.data.map((o) => o.slug)).toEqual([second.json.data?.orderSlug])
    const page2 = await callBackend<OrderList>('POST', '/api/v2/order/filter', {
      token: customer.token,
      body: { page: 2, limit: 1 },
    })
    expect(page2.json.data?.data.map((o) => o.slug)).toEqual([first.json.data?.orderSlug])
    const anonymous = await callBackend('POST', '/api/v2/order/filter', { body: { page: 1 } })
    expect(anonymous.status).toBe(401)
  })

  it('the confirmation e-mail links to that one order, signed: a guest opens it; a changed, foreign or expired link does not', async () => {
    const guestOrder = await createOrder(await prepareCart('BANK_TRANSFER', null))
    const slug = guestOrder.json.data?.orderSlug ?? ''
    const email =
      (await env.DB.prepare('SELECT email FROM orders WHERE slug = ?').bind(slug).first<{ email: string }>())?.email ??
      ''
    const mail = await latestEmailTo(email)
    const link = /\/narudzba\?t=([A-Za-z0-9._-]+)/.exec(mail?.text ?? '')
    expect(link, mail?.text).not.toBeNull()
    const token = link?.[1] ?? ''
    expect(mail?.html).toContain(`/narudzba?t=${token}`)

    const opened = await callBackend<Order>('GET', `/api/v2/order/link/${token}`)
    expect(opened.status).toBe(200)
    expect(opened.json.data).toMatchObject({ slug, email })
    expect(opened.json.data?.bankTransfer?.iban).toBe('HR1210010051863000160')

    // One character of the signature changed, or of the claims: refused, and nothing about any order is told.
    const [header, claims, signature] = token.split('.') as [string, string, string]
    const flip = (text: string) => `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.at(-1)}`
    for (const bad of [
      `${header}.${claims}.${flip(signature)}`,
      `${header}.${flip(claims)}.${signature}`,
      'not-a-token',
    ]) {
      const res = await callBackend('GET', `/api/v2/order/link/${bad}`)
      expect(res.status, bad).toBe(404)
      expect(JSON.stringify(res.json)).not.toContain(slug)
    }
    // A link signed for another order opens that order only; an access token is no order link.
    const other = await createOrder(await prepareCart('COD', null))
    const otherSlug = other.json.data?.orderSlug ?? ''
    const otherLink = await signOrderLink(env, otherSlug)
    expect((await callBackend<Order>('GET', `/api/v2/order/link/${otherLink}`)).json.data?.slug).toBe(otherSlug)
    const customer = await newCustomer()
    expect((await callBackend('GET', `/api/v2/order/link/${customer.token}`)).status).toBe(404)
    // Expired: its own answer, so the page can say so.
    const expired = await callBackend('GET', `/api/v2/order/link/${await signOrderLink(env, slug, -1)}`)
    expect(expired.status).toBe(410)
    expect(expired.json).toMatchObject({ code: 'ORDER_LINK_EXPIRED' })
  })
})
