import { env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cart, DeliveryMethod, PaymentMethod } from '../../../contract/dto/commerce'
import type {
  AdminBranchPage,
  AdminDeliveryBranch,
  AdminDeliveryMethod,
  AdminPaymentMethod,
} from '../../../contract/dto/shop-methods'
import { CHECKOUT_CONSENTS, callBackend, loginAs, SEEDED } from '../test-helpers'
import {
  SHIPPING_ADDRESS,
  addItem,
  cartCall,
  newCustomer,
  newGuest,
  newSession,
  productId,
} from '../commerce/test-fixtures'

/**
 * Issue 37: the owner's delivery methods (prices by country zone, free above a sum), pickup branches
 * and payment methods, and the checkout that follows them at once. The methods made here deliver
 * only to Montenegro, the Netherlands and Poland, countries no other test ships to, and are removed at the end.
 */

const BASE = '/api/v1/admin/settings'
let token = ''
const created: number[] = []
const createdPayments: number[] = []
const country = { ME: 0, NL: 0, PL: 0 }

const methodInput = (over: Record<string, unknown> = {}) => ({
  name: { hr: 'Dostava test', en: 'Test delivery' },
  description: { hr: 'Opis', en: 'Description' },
  priceCents: 900,
  freeOverCents: null,
  countries: ['ME', 'NL', 'PL'],
  rates: [],
  active: true,
  ...over,
})

async function createMethod(over: Record<string, unknown> = {}): Promise<AdminDeliveryMethod> {
  const res = await callBackend<AdminDeliveryMethod>('POST', `${BASE}/deliveryMethods`, {
    token,
    body: methodInput(over),
  })
  if (res.status !== 201 || !res.json.data) throw new Error(`create: ${res.status} ${res.json.code ?? ''}`)
  created.push(res.json.data.id)
  return res.json.data
}

const lastAudit = (action: string) =>
  env.DB.prepare('SELECT actor_email, subject, detail FROM audit_log WHERE action = ? ORDER BY id DESC LIMIT 1')
    .bind(action)
    .first<{ actor_email: string; subject: string; detail: string }>()

beforeAll(async () => {
  token = (await loginAs(SEEDED.admin.email, SEEDED.admin.password)).accessToken
  for (const iso of ['ME', 'NL', 'PL'] as const)
    country[iso] =
      (await env.DB.prepare('SELECT id FROM countries WHERE iso = ?').bind(iso).first<{ id: number }>())?.id ?? 0
})

afterAll(async () => {
  for (const id of createdPayments) await env.DB.prepare('DELETE FROM payment_methods WHERE id = ?').bind(id).run()
  for (const id of created) await env.DB.prepare('DELETE FROM delivery_methods WHERE id = ?').bind(id).run()
})

describe('access', () => {
  it('a visitor is 401, a customer 403, on every call; staff read the lists', async () => {
    const customer = await newCustomer()
    const calls: Array<[string, string, unknown]> = [
      ['GET', `${BASE}/deliveryMethods`, undefined],
      ['POST', `${BASE}/deliveryMethods`, methodInput()],
      ['PUT', `${BASE}/deliveryMethods/1`, methodInput()],
      ['POST', `${BASE}/deliveryMethods/1/move`, { direction: 'up' }],
      [
        'POST',
        `${BASE}/deliveryMethods/2/branches`,
        { name: { hr: 'x', en: 'x' }, address: 'x', hours: { hr: '', en: '' }, active: true },
      ],
      [
        'PUT',
        `${BASE}/deliveryBranches/1`,
        { name: { hr: 'x', en: 'x' }, address: 'x', hours: { hr: '', en: '' }, active: true },
      ],
      ['POST', `${BASE}/deliveryBranches/1/move`, { direction: 'up' }],
      ['GET', `${BASE}/paymentMethods`, undefined],
      [
        'PUT',
        `${BASE}/paymentMethods/1`,
        { name: { hr: 'x', en: 'x' }, description: { hr: '', en: '' }, active: false, deliveryMethodIds: [] },
      ],
      ['POST', `${BASE}/paymentMethods/1/move`, { direction: 'down' }],
    ]
    for (const [method, path, body] of calls) {
      expect((await callBackend(method, path, { body })).status, `${method} ${path}`).toBe(401)
      expect((await callBackend(method, path, { body, token: customer.token })).status, `${method} ${path}`).toBe(403)
    }
    const methods = await callBackend<AdminDeliveryMethod[]>('GET', `${BASE}/deliveryMethods`, { token })
    expect(methods.status).toBe(200)
    const gls = methods.json.data?.find((m) => m.id === 1)
    expect(gls).toMatchObject({
      name: { hr: 'Dostava na adresu (GLS)', en: 'Home delivery (GLS)' },
      priceCents: 499,
      freeOverCents: 6000,
      countries: 'ALL',
      rates: [],
    })
    expect(methods.json.data?.find((m) => m.id === 2)?.branchCount).toBeGreaterThanOrEqual(3)
    const pickup = await callBackend<AdminBranchPage>('GET', `${BASE}/deliveryMethods/2/branches?q=ilica`, { token })
    expect(pickup.json.data?.data.map((b) => b.name.hr)).toEqual(['Zagreb – Ilica'])
    expect(pickup.json.data?.data[0]?.hours).toEqual({ hr: 'pon–pet 8–20, sub 8–14', en: 'Mon–Fri 8–20, Sat 8–14' })
    expect((await callBackend('GET', `${BASE}/deliveryMethods/2/branches`)).status).toBe(401)
    expect((await callBackend('GET', `${BASE}/deliveryMethods/2/branches`, { token: customer.token })).status).toBe(403)
    const payments = await callBackend<AdminPaymentMethod[]>('GET', `${BASE}/paymentMethods`, { token })
    expect(payments.json.data?.find((p) => p.paymentType === 'COD')).toMatchObject({ physicalOnly: true })
  })
})

describe('delivery methods', () => {
  it('staff create, edit and reorder a method, each change audited', async () => {
    const method = await createMethod({ rates: [{ countries: ['nl'], priceCents: 300, freeOverCents: 2000 }] })
    expect(method).toMatchObject({
      name: { hr: 'Dostava test', en: 'Test delivery' },
      priceCents: 900,
      countries: ['ME', 'NL', 'PL'],
      rates: [{ countries: ['NL'], priceCents: 300, freeOverCents: 2000 }],
      active: true,
      branchCount: 0,
    })
    const createdEntry = await lastAudit('deliveryMethod.create')
    expect(createdEntry?.subject).toBe(`deliveryMethod:${method.id}`)
    expect(createdEntry?.actor_email).toBe(SEEDED.admin.email)

    const put = await callBackend<AdminDeliveryMethod>('PUT', `${BASE}/deliveryMethods/${method.id}`, {
      token,
      body: methodInput({
        name: { hr: 'Dostava izmijenjena', en: 'Delivery changed' },
        priceCents: 1000,
        freeOverCents: 5000,
        active: false,
      }),
    })
    expect(put.status).toBe(200)
    expect(put.json.data).toMatchObject({
      name: { hr: 'Dostava izmijenjena' },
      priceCents: 1000,
      freeOverCents: 5000,
      rates: [],
      active: false,
    })
    expect((await lastAudit('deliveryMethod.update'))?.subject).toBe(`deliveryMethod:${method.id}`)

    const up = await callBackend<AdminDeliveryMethod[]>('POST', `${BASE}/deliveryMethods/${method.id}/move`, {
      token,
      body: { direction: 'up' },
    })
    expect(up.status).toBe(200)
    const ids = up.json.data?.map((m) => m.id) ?? []
    const before = ids.indexOf(method.id)
    const down = await callBackend<AdminDeliveryMethod[]>('POST', `${BASE}/deliveryMethods/${method.id}/move`, {
      token,
      body: { direction: 'down' },
    })
    expect(down.json.data?.map((m) => m.id).indexOf(method.id)).toBe(before + 1)
    expect((await lastAudit('deliveryMethod.move'))?.subject).toBe(`deliveryMethod:${method.id}`)
  })

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ priceCents: -1 }, 'VALIDATION_ERROR', 'priceCents'],
      [{ priceCents: 4.5 }, 'VALIDATION_ERROR', 'priceCents'],
      [{ name: { hr: '', en: 'x' } }, 'VALIDATION_ERROR', 'name.hr'],
      [{ countries: ['XX'] }, 'SHOP_METHOD_UNKNOWN_COUNTRY', 'countries.0'],
      [{ countries: ['HRV'] }, 'VALIDATION_ERROR', 'countries'],
      [
        { rates: [{ countries: ['DE'], priceCents: 100, freeOverCents: null }] },
        'SHOP_METHOD_ZONE_NOT_SERVED',
        'rates.0.countries.0',
      ],
      [
        {
          rates: [
            { countries: ['ME'], priceCents: 100, freeOverCents: null },
            { countries: ['ME'], priceCents: 200, freeOverCents: null },
          ],
        },
        'VALIDATION_ERROR',
        'rates',
      ],
    ]
    for (const [over, code, field] of cases) {
      const res = await callBackend('POST', `${BASE}/deliveryMethods`, {
        token,
        body: methodInput(over),
        language: 'en',
      })
      expect(res.status, JSON.stringify(over)).toBe(400)
      expect(res.json.code).toBe(code)
      expect(res.json.field ?? '').toContain(field)
    }
    const missing = await callBackend('PUT', `${BASE}/deliveryMethods/999999`, { token, body: methodInput() })
    expect(missing.status).toBe(404)
    expect(missing.json.code).toBe('DELIVERY_METHOD_NOT_FOUND')
  })
})

describe('branches', () => {
  it('staff add, edit and reorder a method’s branches with opening hours; checkout shows the active ones and requires one', async () => {
    const method = await createMethod({ name: { hr: 'Preuzimanje test', en: 'Pickup test' }, countries: ['ME'] })
    const branchBody = (name: string, active = true) => ({
      name: { hr: name, en: `${name} EN` },
      address: `${name} 1, Podgorica`,
      hours: { hr: 'pon–pet 8–20', en: 'Mon–Fri 8–20' },
      active,
    })
    const first = await callBackend<AdminDeliveryBranch>('POST', `${BASE}/deliveryMethods/${method.id}/branches`, {
      token,
      body: branchBody('Prva'),
    })
    expect(first.status).toBe(201)
    expect(first.json.data).toMatchObject({
      methodId: method.id,
      hours: { hr: 'pon–pet 8–20', en: 'Mon–Fri 8–20' },
      active: true,
    })
    expect((await lastAudit('deliveryBranch.create'))?.subject).toBe(`deliveryBranch:${first.json.data?.id}`)
    const second = await callBackend<AdminDeliveryBranch>('POST', `${BASE}/deliveryMethods/${method.id}/branches`, {
      token,
      body: branchBody('Druga'),
    })
    const third = await callBackend<AdminDeliveryBranch>('POST', `${BASE}/deliveryMethods/${method.id}/branches`, {
      token,
      body: branchBody('Treća'),
    })
    const edited = await callBackend<AdminDeliveryBranch>('PUT', `${BASE}/deliveryBranches/${third.json.data?.id}`, {
      token,
      body: branchBody('Treća', false),
    })
    expect(edited.json.data?.active).toBe(false)
    expect((await lastAudit('deliveryBranch.update'))?.subject).toBe(`deliveryBranch:${third.json.data?.id}`)
    const moved = await callBackend<AdminDeliveryBranch>(
      'POST',
      `${BASE}/deliveryBranches/${second.json.data?.id}/move`,
      {
        token,
        body: { direction: 'up' },
      },
    )
    expect(moved.status).toBe(200)
    expect((await lastAudit('deliveryBranch.move'))?.subject).toBe(`deliveryBranch:${second.json.data?.id}`)
    const page = await callBackend<AdminBranchPage>('GET', `${BASE}/deliveryMethods/${method.id}/branches`, { token })
    expect(page.json.data).toMatchObject({ page: 1, total: 3, lastPage: 1 })
    expect(page.json.data?.data.map((b) => b.name.hr)).toEqual(['Druga', 'Prva', 'Treća'])
    const found = await callBackend<AdminBranchPage>(
      'GET',
      `${BASE}/deliveryMethods/${method.id}/branches?q=${encodeURIComponent('treća EN')}`,
      { token },
    )
    expect(found.json.data?.data.map((b) => b.name.hr)).toEqual(['Treća'])
    // The first one up again: nothing moves.
    await callBackend('POST', `${BASE}/deliveryBranches/${second.json.data?.id}/move`, {
      token,
      body: { direction: 'up' },
    })
    const same = await callBackend<AdminBranchPage>('GET', `${BASE}/deliveryMethods/${method.id}/branches`, { token })
    expect(same.json.data?.data.map((b) => b.name.hr)).toEqual(['Druga', 'Prva', 'Treća'])
    const bad = await callBackend('POST', `${BASE}/deliveryMethods/${method.id}/branches`, {
      token,
      body: { ...branchBody('X'), address: '' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.field).toBe('address')
    expect(
      (await callBackend('PUT', `${BASE}/deliveryBranches/999999`, { token, body: branchBody('X') })).json.code,
    ).toBe('DELIVERY_BRANCH_NOT_FOUND')

    const session = await newSession()
    await addItem(session, await productId('IZL-HW-MASKA'), 1)
    const offered = await cartCall<DeliveryMethod[]>(
      'POST',
      '/api/v2/delivery/getApplicableDeliveryMethods',
      session,
      {
        countryId: country.ME,
      },
      { language: 'en' },
    )
    const pickup = offered.json.data?.find((m) => m.id === method.id)
    expect(pickup?.options).toEqual([
      { id: second.json.data?.id, name: 'Druga EN', address: 'Druga 1, Podgorica', hours: 'Mon–Fri 8–20' },
      { id: first.json.data?.id, name: 'Prva EN', address: 'Prva 1, Podgorica', hours: 'Mon–Fri 8–20' },
    ])
    const guest = await newGuest(session)
    const noBranch = await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      userId: guest.id,
      deliveryMethodId: method.id,
      countryId: country.ME,
    })
    expect(noBranch.status).toBe(400)
    expect(noBranch.json.code).toBe('BRANCH_REQUIRED')
    const inactive = await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      userId: guest.id,
      deliveryMethodId: method.id,
      branchId: third.json.data?.id,
      countryId: country.ME,
    })
    expect(inactive.json.code).toBe('BRANCH_INVALID')
  })
})

describe('checkout by zone', () => {
  it('prices a method by the address’s country zone, free above the zone’s sum; the cart and its total follow', async () => {
    const session = await newSession()
    const cart = await addItem(session, await productId('IZL-HW-MASKA'), 1)
    const itemsTotal = cart.prices.converted.itemsTotal
    const itemsCents = Math.round(itemsTotal * 100)
    const method = await createMethod({
      priceCents: 900,
      freeOverCents: null,
      rates: [
        { countries: ['NL'], priceCents: 300, freeOverCents: itemsCents },
        { countries: ['PL'], priceCents: 450, freeOverCents: itemsCents + 100 },
      ],
    })
    const offer = async (countryId: number) =>
      (
        await cartCall<DeliveryMethod[]>('POST', '/api/v2/delivery/getApplicableDeliveryMethods', session, {
          countryId,
        })
      ).json.data?.find((m) => m.id === method.id)
    expect(await offer(country.ME)).toMatchObject({ price: 9, basePrice: 9, freeOver: null })
    expect(await offer(country.NL)).toMatchObject({ price: 0, basePrice: 3, freeOver: itemsCents / 100 })
    expect(await offer(country.PL)).toMatchObject({ price: 4.5, basePrice: 4.5, freeOver: (itemsCents + 100) / 100 })

    const guest = await newGuest(session)
    const saved = await cartCall<Cart>('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      userId: guest.id,
      deliveryMethodId: method.id,
      countryId: country.PL,
    })
    expect(saved.status).toBe(200)
    expect(saved.json.data?.prices.converted.delivery).toBe(4.5)
    expect(saved.json.data?.prices.converted.cartTotal).toBeCloseTo(itemsTotal + 4.5, 2)
    const again = await cartCall<Cart>('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      userId: guest.id,
      deliveryMethodId: method.id,
      countryId: country.NL,
    })
    expect(again.json.data?.prices.converted.delivery).toBe(0)

    // The order is priced for the address's country: an address in another zone than the one priced is sent back to the delivery step.
    await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      userId: guest.id,
      deliveryMethodId: method.id,
      countryId: country.PL,
    })
    const payments = await cartCall<PaymentMethod[]>('POST', '/api/v2/payment/getApplicablePaymentMethods', session, {
      userId: guest.id,
    })
    const cod = payments.json.data?.find((p) => p.paymentType === 'COD')
    await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, { userId: guest.id, paymentMethodId: cod?.id })
    const create = (iso: string) =>
      callBackend<{ orderId: number }>('POST', '/api/v2/order/create', {
        body: {
          ...session,
          userId: guest.id,
          consents: CHECKOUT_CONSENTS,
          successURL: '/naplata/uspjesna',
          failureURL: '/kosarica?payment=incomplete',
          shippingAddress: { ...SHIPPING_ADDRESS, country: iso },
        },
        headers: { 'x-izlog-client-address': `test-order-${crypto.randomUUID()}` },
      })
    const elsewhere = await create('NL')
    expect(elsewhere.status).toBe(409)
    expect(elsewhere.json.code).toBe('DELIVERY_PRICE_CHANGED')
    const placed = await create('PL')
    expect(placed.status).toBe(200)
    const order = await env.DB.prepare('SELECT delivery_amount_cents FROM orders WHERE id = ?')
      .bind(placed.json.data?.orderId)
      .first<{ delivery_amount_cents: number }>()
    expect(order?.delivery_amount_cents).toBe(450)
  })
})

describe('payment methods', () => {
  it('staff edit a payment method; checkout offers one tied to delivery methods only with them', async () => {
    const method = await createMethod()
    const row = await env.DB.prepare(
      "INSERT INTO payment_methods (payment_type, physical_only, sort_order, active) VALUES ('BANK_TRANSFER', 0, 99, 0) RETURNING id",
    ).first<{ id: number }>()
    const paymentId = row?.id ?? 0
    createdPayments.push(paymentId)
    const body = {
      name: { hr: 'Uplata test', en: 'Transfer test' },
      description: { hr: 'Samo uz test dostavu', en: 'Only with the test delivery' },
      active: true,
      deliveryMethodIds: [method.id],
    }
    const put = await callBackend<AdminPaymentMethod>('PUT', `${BASE}/paymentMethods/${paymentId}`, { token, body })
    expect(put.status).toBe(200)
    expect(put.json.data).toMatchObject({ ...body, paymentType: 'BANK_TRANSFER', physicalOnly: false })
    const entry = await lastAudit('paymentMethod.update')
    expect(entry?.subject).toBe(`paymentMethod:${paymentId}`)
    expect(JSON.parse(entry?.detail ?? '{}')).toMatchObject({ deliveryMethodIds: [method.id], active: true })

    const session = await newSession()
    await addItem(session, await productId('IZL-HW-MASKA'), 1)
    const guest = await newGuest(session)
    const payments = async () =>
      (
        await cartCall<PaymentMethod[]>('POST', '/api/v2/payment/getApplicablePaymentMethods', session, {
          userId: guest.id,
        })
      ).json.data?.map((p) => p.id) ?? []
    // Before a delivery is chosen, and with another delivery method: not offered, and not savable.
    expect(await payments()).not.toContain(paymentId)
    await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      userId: guest.id,
      deliveryMethodId: 1,
      countryId: country.ME,
    })
    expect(await payments()).not.toContain(paymentId)
    const refused = await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, {
      userId: guest.id,
      paymentMethodId: paymentId,
    })
    expect(refused.json.code).toBe('PAYMENT_METHOD_NOT_APPLICABLE')
    // With its delivery method: offered; choosing another delivery method afterwards drops it.
    await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      userId: guest.id,
      deliveryMethodId: method.id,
      countryId: country.ME,
    })
    expect(await payments()).toContain(paymentId)
    const chosen = await cartCall<Cart>('PUT', '/api/v2/payment/savePaymentMethod', session, {
      userId: guest.id,
      paymentMethodId: paymentId,
    })
    expect(chosen.status).toBe(200)
    const switched = await cartCall<Cart>('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
      userId: guest.id,
      deliveryMethodId: 1,
      countryId: country.ME,
    })
    expect(switched.json.data?.paymentMethodId).toBeNull()

    const unknown = await callBackend('PUT', `${BASE}/paymentMethods/${paymentId}`, {
      token,
      body: { ...body, deliveryMethodIds: [method.id, 999999] },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json).toMatchObject({ code: 'SHOP_METHOD_UNKNOWN_DELIVERY_METHOD', field: 'deliveryMethodIds.1' })
    const missing = await callBackend('PUT', `${BASE}/paymentMethods/999999`, { token, body })
    expect(missing.json.code).toBe('PAYMENT_METHOD_NOT_FOUND')
  })
})
