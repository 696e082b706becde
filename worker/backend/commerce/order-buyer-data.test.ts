import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '../../../contract/dto/admin'
import type { CartSession, DeliveryMethod, OrderCreateResult, PaymentMethod } from '../../../contract/dto/commerce'
import type { LastPagePage } from '../../../contract/dto/cms'
import type { AdminSubscriberRow } from '../../../contract/dto/admin'
import {
  CHECKOUT_CONSENTS,
  REGISTER_CONSENTS,
  SEEDED,
  callBackend,
  latestEmailTo,
  loginAs,
  uniqueClientAddress,
  uniqueEmail,
} from '../test-helpers'
import { translateError } from '../../upstream/client'
import { addItem, cartCall, newGuest, newSession, productId, SHIPPING_ADDRESS } from './test-fixtures'

/**
 * Issue 34: one note per order (the cart's instructions are the payment step's note), Paketomat's
 * lockers as branches, the newsletter box of the checkout and the register form, and a digital-only
 * cart that asks for the invoice's data only.
 */
const ids = { mask: 0, game: 0 }
let croatia = 0
let staffToken = ''

beforeAll(async () => {
  ids.mask = await productId('IZL-HW-MASKA')
  ids.game = await productId('IZL-G-DUBOKO')
  croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id ?? 0
  staffToken = (await loginAs(SEEDED.admin.email, SEEDED.admin.password)).accessToken
})

/** A guest's cart with one product; physical ones get GLS delivery. Cash on delivery when physical, else bank transfer. */
async function guestCart(product: number, email = uniqueEmail('c1')): Promise<{ session: CartSession; email: string }> {
  const session = await newSession()
  await newGuest(session, email)
  await addItem(session, product, 1)
  if (product !== ids.game) {
    const save = await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      deliveryMethodId: 1,
      countryId: croatia,
    })
    expect(save.status).toBe(200)
  }
  const methods = await cartCall<PaymentMethod[]>('POST', '/api/v2/payment/getApplicablePaymentMethods', session, {})
  const type = product === ids.game ? 'BANK_TRANSFER' : 'COD'
  const method = methods.json.data?.find((m) => m.paymentType === type)
  expect(
    (await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, { paymentMethodId: method?.id })).status,
  ).toBe(200)
  return { session, email }
}

const order = (session: CartSession, body: Record<string, unknown>) =>
  callBackend<OrderCreateResult>('POST', '/api/v2/order/create', {
    body: {
      ...session,
      consents: CHECKOUT_CONSENTS,
      successURL: '/naplata/uspjesna',
      failureURL: '/naplata/neuspjesna',
      ...body,
    },
    headers: { 'x-izlog-client-address': uniqueClientAddress() },
  })

const adminOrder = async (id: number) =>
  (await callBackend<AdminOrderDetail>('GET', `/api/v1/admin/orders/${id}`, { token: staffToken })).json.data!

/** The consents the newsletter sign-up asks for (seed/cms-data/site.ts): the box of other forms is one of them. */
async function newsletterConsent(): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT c.unique_number FROM consents c JOIN consent_assignment_items i ON i.consent_id = c.id
     JOIN consent_assignments a ON a.id = i.assignment_id WHERE a.assigned_to = 'newsletter' ORDER BY i.position LIMIT 1`,
  ).first<{ unique_number: string }>()
  return row!.unique_number
}

async function subscriber(email: string): Promise<AdminSubscriberRow | undefined> {
  const res = await callBackend<LastPagePage<AdminSubscriberRow>>(
    'GET',
    `/api/v1/admin/newsletter?q=${encodeURIComponent(email)}`,
    { token: staffToken },
  )
  expect(res.status).toBe(200)
  return res.json.data?.data.find((row) => row.email === email)
}

describe('the order note', () => {
  it("is the cart's instructions unless the payment step sends its own, stored once and shown in the order and its e-mails", async () => {
    const { session, email } = await guestCart(ids.mask)
    const saved = await cartCall('PATCH', '/api/v2/cart/setInstructions', session, {
      instructions: 'Ostavite kod susjeda, 2. kat.',
    })
    expect(saved.status).toBe(200)
    const placed = await order(session, { shippingAddress: SHIPPING_ADDRESS })
    expect(placed.status).toBe(200)
    const id = placed.json.data!.orderId
    const row = await env.DB.prepare('SELECT order_message, extended_details FROM orders WHERE id = ?')
      .bind(id)
      .first<{ order_message: string; extended_details: string }>()
    expect(row?.order_message).toBe('Ostavite kod susjeda, 2. kat.')
    // Stored once: not again in the order's details.
    expect(row?.extended_details).not.toContain('Ostavite kod susjeda')
    expect((await adminOrder(id)).order.orderMessage).toBe('Ostavite kod susjeda, 2. kat.')
    const confirmation = await latestEmailTo(email)
    expect(confirmation?.kind).toBe('orderConfirmation')
    expect(confirmation?.text).toContain('Napomena: Ostavite kod susjeda, 2. kat.')
    expect(confirmation?.html).toContain('Napomena: Ostavite kod susjeda, 2. kat.')

    // The payment step's box starts from the instructions; what it sends is the note (also emptied).
    const second = await guestCart(ids.mask)
    await cartCall('PATCH', '/api/v2/cart/setInstructions', second.session, { instructions: 'Stara napomena' })
    const edited = await order(second.session, { shippingAddress: SHIPPING_ADDRESS, orderMessage: 'Zvonite\ndvaput' })
    const editedOrder = await adminOrder(edited.json.data!.orderId)
    expect(editedOrder.order.orderMessage).toBe('Zvonite\ndvaput')
    // The cart keeps it as its instructions: a cart given back after a failed payment shows the note as last written.
    const cartRow = await env.DB.prepare('SELECT instructions FROM carts WHERE id = ?')
      .bind(second.session.cartId)
      .first<{ instructions: string }>()
    expect(cartRow?.instructions).toBe('Zvonite\ndvaput')
    expect((await latestEmailTo(second.email))?.html).toContain('Napomena: Zvonite<br>dvaput')
    const third = await guestCart(ids.mask)
    await cartCall('PATCH', '/api/v2/cart/setInstructions', third.session, { instructions: 'Obrisana napomena' })
    const emptied = await order(third.session, { shippingAddress: SHIPPING_ADDRESS, orderMessage: '' })
    expect((await adminOrder(emptied.json.data!.orderId)).order.orderMessage).toBe('')
    expect((await latestEmailTo(third.email))?.text).not.toContain('Napomena')
  })

  it("is in the e-mail staff's 'paid' sends for a bank transfer", async () => {
    const { session, email } = await guestCart(ids.game)
    const placed = await order(session, { billingAddress: SHIPPING_ADDRESS, orderMessage: 'Račun na tvrtku, molim.' })
    expect(placed.status).toBe(200)
    const paid = await callBackend('POST', `/api/v1/admin/orders/${placed.json.data!.orderId}/markPaid`, {
      token: staffToken,
    })
    expect(paid.status).toBe(200)
    const mail = await latestEmailTo(email)
    expect(mail?.kind).toBe('orderStatus')
    expect(mail?.text).toContain('Napomena: Račun na tvrtku, molim.')
  })
})

describe('Paketomat', () => {
  it('offers its lockers as branches in both languages, and an order needs one of them', async () => {
    const { session } = await guestCart(ids.mask)
    const methods = async (language: 'hr' | 'en') =>
      (
        await cartCall<DeliveryMethod[]>(
          'POST',
          '/api/v2/delivery/getApplicableDeliveryMethods',
          session,
          { countryId: croatia },
          { language },
        )
      ).json.data ?? []
    const locker = (await methods('hr')).find((m) => m.name === 'Paketomat')
    expect(locker?.options.length).toBeGreaterThanOrEqual(3)
    for (const option of locker!.options) expect(option.address).toMatch(/^\S.*, \d{5} \S/)
    const english = (await methods('en')).find((m) => m.id === locker!.id)
    expect(english?.name).toBe('Parcel locker')
    expect(english?.options.map((o) => o.id)).toEqual(locker!.options.map((o) => o.id))

    const noLocker = await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      deliveryMethodId: locker!.id,
      countryId: croatia,
    })
    expect(noLocker.status).toBe(400)
    expect(noLocker.json.code).toBe('BRANCH_REQUIRED')
    const chosen = locker!.options[1]!
    const saved = await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      deliveryMethodId: locker!.id,
      branchId: chosen.id,
      countryId: croatia,
    })
    expect(saved.status).toBe(200)
    const placed = await order(session, { shippingAddress: SHIPPING_ADDRESS })
    expect(placed.status).toBe(200)
    const detail = await adminOrder(placed.json.data!.orderId)
    expect(detail.order.deliveryBranch).toMatchObject({ id: chosen.id, name: chosen.name })
  })
})

describe('the newsletter box', () => {
  it('subscribes from the checkout when ticked (unconfirmed, confirmation e-mail, listed for staff), not when left unticked', async () => {
    const consent = await newsletterConsent()
    const ticked = await guestCart(ids.mask)
    const placed = await order(ticked.session, {
      shippingAddress: SHIPPING_ADDRESS,
      consents: [...CHECKOUT_CONSENTS, consent],
    })
    expect(placed.status).toBe(200)
    expect(await subscriber(ticked.email)).toMatchObject({ email: ticked.email, confirmed: false })
    const outbox = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM email_outbox WHERE recipient = ? AND kind = 'newsletterConfirmation'",
    )
      .bind(ticked.email)
      .first<{ n: number }>()
    expect(outbox?.n).toBe(1)
    const log = await env.DB.prepare("SELECT consents FROM consent_logs WHERE email = ? AND source_type = 'checkout'")
      .bind(ticked.email)
      .first<{ consents: string }>()
    expect(JSON.parse(log!.consents)).toContain(consent)

    const unticked = await guestCart(ids.mask)
    expect((await order(unticked.session, { shippingAddress: SHIPPING_ADDRESS })).status).toBe(200)
    expect(await subscriber(unticked.email)).toBeUndefined()
  })

  it('subscribes from the register form when ticked', async () => {
    const consent = await newsletterConsent()
    const email = uniqueEmail('c1-reg')
    const res = await callBackend('POST', '/api/v1/user/web/register', {
      body: {
        email,
        password: 'dobra-lozinka',
        confirmedPassword: 'dobra-lozinka',
        firstName: 'Ana',
        lastName: 'Horvat',
        consents: [...REGISTER_CONSENTS, consent],
      },
      headers: { 'x-izlog-client-address': uniqueClientAddress() },
    })
    expect(res.status).toBe(201)
    expect(await subscriber(email)).toMatchObject({ confirmed: false })
    expect((await latestEmailTo(email))?.kind).toBe('newsletterConfirmation')

    const without = uniqueEmail('c1-reg')
    await callBackend('POST', '/api/v1/user/web/register', {
      body: {
        email: without,
        password: 'dobra-lozinka',
        confirmedPassword: 'dobra-lozinka',
        firstName: 'Ivo',
        lastName: 'Ivić',
        consents: [...REGISTER_CONSENTS, { uniqueNumber: consent, accepted: false }],
      },
      headers: { 'x-izlog-client-address': uniqueClientAddress() },
    })
    expect(await subscriber(without)).toBeUndefined()
  })
})

describe('a digital-only cart', () => {
  const billing = { ...SHIPPING_ADDRESS, contactPhone: '' }

  it('takes a guest address without a phone, and an order with a billing address only', async () => {
    const { session } = await guestCart(ids.game)
    const guest = await cartCall('PATCH', '/api/v1/user/guest/update', session, {
      email: uniqueEmail('c1-digital'),
      addresses: [{ ...billing, type: 'Main', kind: 'billing' }],
    })
    expect(guest.status).toBe(200)
    // The invoice's address is what it cannot do without (this guest has none stored).
    const bare = await guestCart(ids.game)
    const noBilling = await order(bare.session, { shippingAddress: null })
    expect(noBilling.status).toBe(400)
    expect(noBilling.json.code).toBe('BILLING_ADDRESS_REQUIRED')
    const placed = await order(session, { shippingAddress: null, billingAddress: billing })
    expect(placed.status).toBe(200)
    const detail = await adminOrder(placed.json.data!.orderId)
    expect(detail.order.shippingAddress).toBeNull()
    expect(detail.order.billingAddress).toMatchObject({ firstName: 'Ana', street: 'Ilica', contactPhone: '' })
  })

  it('is the only cart that may leave out the phone: a physical one is refused, translated', async () => {
    const { session } = await guestCart(ids.mask)
    const guest = await cartCall('PATCH', '/api/v1/user/guest/update', session, {
      email: uniqueEmail('c1-physical'),
      addresses: [{ ...billing, type: 'Shipping', kind: 'shipping' }],
    })
    expect(guest.status).toBe(400)
    expect(guest.json).toMatchObject({ code: 'CONTACT_PHONE_REQUIRED', field: 'addresses.0.contactPhone' })
    expect(translateError('hr', { status: 400, code: 'CONTACT_PHONE_REQUIRED', message: '' }).message).toBe(
      'Za dostavu je potreban broj telefona.',
    )
    const placed = await order(session, { shippingAddress: billing })
    expect(placed.status).toBe(400)
    expect(placed.json.code).toBe('CONTACT_PHONE_REQUIRED')
    const noAddress = await order(session, { shippingAddress: null })
    expect(noAddress.status).toBe(400)
    expect(noAddress.json.code).toBe('SHIPPING_ADDRESS_REQUIRED')
  })
})
