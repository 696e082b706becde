import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { CheckoutCountry, OrderCreateResult } from '../../../contract/dto/commerce'
import type { CheckoutSettings, Seller } from '../../../contract/dto/settings'
import type { SellerSettings, ShopSettings, VatRateUse } from '../../../contract/dto/shop-settings'
import { ADMIN_EMAIL, CUSTOMER_EMAIL, ORIGIN, sessionCookie, textOf } from '../../../test/session'
import { CHECKOUT_CONSENTS, callBackend, loginAs, SEEDED } from '../test-helpers'
import {
  addItem,
  cartCall,
  newCustomer,
  newGuest,
  newSession,
  productId,
  SHIPPING_ADDRESS,
} from '../commerce/test-fixtures'
import { bankTransferOrder } from './test-bank-transfer'
import { markPaidByStaff, placeBankTransferOrder } from '../invoices/test-invoice-orders'
import type { InvoiceDocument } from '../../../contract/dto/invoices'
import { BASE, asStaff, create, newProduct, saveBody } from '../catalogue/test-admin-products'

/** Issue 37: the owner's shop settings — VAT rates, checkout rules, the one seller record. */

const SHOP = '/api/v1/admin/settings/shop'
const staff = async () => (await loginAs(SEEDED.admin.email, SEEDED.admin.password)).accessToken
const read = async (token: string) =>
  (await callBackend<ShopSettings>('GET', SHOP, { token })).json.data as ShopSettings

/** The newest audit entry of an action on a subject. */
const lastAudit = (action: string) =>
  env.DB.prepare('SELECT actor_email, subject, detail FROM audit_log WHERE action = ? ORDER BY id DESC LIMIT 1')
    .bind(action)
    .first<{ actor_email: string; subject: string; detail: string }>()

/** A staff call through the edge (as the backoffice page makes it): the row's purges run after it. */
async function edgePut(path: string, body: unknown, cookie: string): Promise<Response> {
  return SELF.fetch(ORIGIN + path, {
    method: 'PUT',
    headers: {
      Cookie: cookie,
      'Content-Type': 'application/json',
      Accept: 'application/json',
      language: 'hrv',
      Origin: ORIGIN,
      'Sec-Fetch-Site': 'same-origin',
    },
    body: JSON.stringify(body),
  })
}

describe('shop settings: who may', () => {
  it('a visitor gets 401 and a customer 403 from every call; nothing changes', async () => {
    const before = await read(await staff())
    const customer = await newCustomer()
    const calls: Array<[string, string, unknown]> = [
      ['GET', SHOP, undefined],
      ['GET', '/api/v1/admin/settings/vat-rates', undefined],
      ['PUT', `${SHOP}/vat-rates`, { rates: [25] }],
      ['PUT', `${SHOP}/checkout`, { allowedCountries: ['HR'], cartAdditionBehaviour: 0, loginRequiredToBuy: true }],
      ['PUT', `${SHOP}/seller`, { ...before.seller, street: 'Napadačeva 1' }],
    ]
    for (const [method, path, body] of calls) {
      expect((await callBackend(method, path, { body })).status, `${method} ${path}`).toBe(401)
      expect((await callBackend(method, path, { body, token: customer.token })).status, `${method} ${path}`).toBe(403)
    }
    const edge = await edgePut(
      `${SHOP}/seller`,
      { ...before.seller, street: 'Napadačeva 1' },
      await sessionCookie(CUSTOMER_EMAIL),
    )
    expect(edge.status).toBe(403)
    await edge.body?.cancel()
    expect(await read(await staff())).toEqual(before)
  })
})

describe('shop settings: bad input is a translated 400 naming the field', () => {
  const validSeller = async (): Promise<SellerSettings> => {
    const seller = (await read(await staff())).seller
    if (!seller) throw new Error('the seed has a seller')
    return seller
  }

  it('the seller: an OIB or IBAN with a wrong check digit, an unknown country, an empty name', async () => {
    const token = await staff()
    const seller = await validSeller()
    const cases: Array<[Partial<SellerSettings>, string, string, string]> = [
      [{ oib: '12345678901' }, 'oib', 'kontrolna znamenka', 'check digit'],
      [{ oib: '1234' }, 'oib', '11 znamenki', '11 digits'],
      [{ iban: 'HR1210010051863000161' }, 'iban', 'IBAN nije ispravan', 'IBAN is not valid'],
      [{ iban: 'HR12 1001 0051 8630 0016' }, 'iban', 'IBAN nije ispravan', 'IBAN is not valid'],
      [{ name: '  ' }, 'name', 'obavezan', 'required'],
      [{ email: 'nije-adresa' }, 'email', 'e-mail', 'e-mail'],
      [{ invoiceDevice: 'x1' }, 'invoiceDevice', 'Neispravan', 'Invalid'],
    ]
    for (const [change, field, hr, en] of cases) {
      const body = { ...seller, ...change }
      const inHr = await callBackend('PUT', `${SHOP}/seller`, { token, body, language: 'hr' })
      expect(inHr.status, field).toBe(400)
      expect(inHr.json).toMatchObject({ code: 'VALIDATION_ERROR', field })
      expect(inHr.json.message).toContain(hr)
      const inEn = await callBackend('PUT', `${SHOP}/seller`, { token, body, language: 'en' })
      expect(inEn.json.message?.toLowerCase()).toContain(en.toLowerCase())
    }
    const country = await callBackend('PUT', `${SHOP}/seller`, { token, body: { ...seller, country: 'QQ' } })
    expect(country.status).toBe(400)
    expect(country.json).toMatchObject({ code: 'UNKNOWN_COUNTRY', field: 'country' })
    expect((await read(token)).seller).toEqual(seller)
  })

  it('the checkout rules and the VAT rates', async () => {
    const token = await staff()
    const before = await read(token)
    const rules = { allowedCountries: ['HR'], cartAdditionBehaviour: 1, loginRequiredToBuy: false }
    for (const [body, field] of [
      [{ ...rules, cartAdditionBehaviour: 3 }, 'cartAdditionBehaviour'],
      [{ ...rules, loginRequiredToBuy: 'yes' }, 'loginRequiredToBuy'],
      [{ ...rules, allowedCountries: [] }, 'allowedCountries'],
      [{ ...rules, allowedCountries: 'SOME' }, 'allowedCountries'],
    ] as const) {
      const res = await callBackend('PUT', `${SHOP}/checkout`, { token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.json.field?.startsWith(field)).toBe(true)
    }
    const unknown = await callBackend('PUT', `${SHOP}/checkout`, {
      token,
      body: { ...rules, allowedCountries: ['HR', 'XX'] },
      language: 'en',
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json).toMatchObject({
      code: 'UNKNOWN_COUNTRY',
      field: 'allowedCountries',
      params: { country: 'XX' },
    })
    for (const rates of [[], [25, 25], [101], [-1], [9.555], ['25']]) {
      const res = await callBackend('PUT', `${SHOP}/vat-rates`, { token, body: { rates } })
      expect(res.status, JSON.stringify(rates)).toBe(400)
      expect(res.json.field?.startsWith('rates')).toBe(true)
    }
    expect(await read(token)).toEqual(before)
  })
})

describe('shop settings: VAT rates', () => {
  it('the owner adds a rate and removes an unused one (audited); a rate products carry stays, 409 naming how many', async () => {
    const token = await staff()
    const before = (await read(token)).vatRates.map((use) => use.rate)
    expect(before).toEqual(expect.arrayContaining([25, 13, 5, 0]))
    try {
      const added = await callBackend<ShopSettings>('PUT', `${SHOP}/vat-rates`, {
        token,
        body: { rates: [...before, 9.5] },
      })
      expect(added.status).toBe(200)
      expect(added.json.data?.vatRates.map((use) => use.rate)).toContain(9.5)
      const offered = await callBackend<VatRateUse[]>('GET', '/api/v1/admin/settings/vat-rates', { token })
      expect(offered.json.data?.map((use) => use.rate)).toEqual([...before, 9.5].sort((a, b) => b - a))
      const entry = await lastAudit('vatRates.update')
      expect(entry).toMatchObject({ actor_email: ADMIN_EMAIL, subject: 'setting:tax.vatRates' })
      expect(JSON.parse(entry?.detail ?? '{}')).toMatchObject({ after: expect.arrayContaining([9.5]) })

      const inUse = (
        await env.DB.prepare('SELECT COUNT(*) AS n FROM products WHERE tax_rate = 25').first<{ n: number }>()
      )?.n
      expect(inUse).toBeGreaterThan(0)
      const refused = await callBackend('PUT', `${SHOP}/vat-rates`, {
        token,
        body: { rates: before.filter((rate) => rate !== 25) },
        language: 'hr',
      })
      expect(refused.status).toBe(409)
      expect(refused.json).toMatchObject({ code: 'VAT_RATE_IN_USE', params: { rate: 25 } })
      expect(Number(refused.json.params?.products)).toBeGreaterThan(0)

      const removed = await callBackend<ShopSettings>('PUT', `${SHOP}/vat-rates`, { token, body: { rates: before } })
      expect(removed.json.data?.vatRates.map((use) => use.rate)).not.toContain(9.5)
    } finally {
      await callBackend('PUT', `${SHOP}/vat-rates`, { token, body: { rates: before } })
    }
  })
})

describe("shop settings: the product editor offers only the shop's rates", () => {
  it('a product saved with a rate off the list is a translated 400 at taxRate; a listed rate saves', async () => {
    const refused = await asStaff('POST', BASE, newProduct(undefined, { taxRate: 7 }))
    expect(refused.status).toBe(400)
    expect(refused.json).toMatchObject({ code: 'VAT_RATE_NOT_OFFERED', field: 'taxRate', params: { rate: 7 } })
    const product = await create(newProduct(undefined, { taxRate: 13 }))
    expect(product.taxRate).toBe(13)
    const changed = await asStaff('PUT', `${BASE}/${product.id}`, saveBody(product, { taxRate: 7 }))
    expect(changed.status).toBe(400)
    expect(changed.json.code).toBe('VAT_RATE_NOT_OFFERED')
  })
})

/** A guest's order of one mask: whether checkout lets a guest place it at all. */
async function guestOrder(): Promise<{ status: number; code?: string }> {
  const session = await newSession()
  const body = { userId: (await newGuest(session)).id }
  await addItem(session, await productId('IZL-HW-MASKA'), 1)
  const created = await cartCall<OrderCreateResult>('POST', '/api/v2/order/create', session, {
    ...body,
    consents: CHECKOUT_CONSENTS,
    successURL: '/x',
    failureURL: '/y',
    shippingAddress: SHIPPING_ADDRESS,
  })
  return { status: created.status, code: created.json.code }
}

describe('shop settings: the storefront follows the checkout rules', () => {
  it('allowed countries, purchasing requires login and the cart-addition behaviour (audited, then restored)', async () => {
    const token = await staff()
    const before = (await read(token)).checkout
    try {
      const put = await callBackend<ShopSettings>('PUT', `${SHOP}/checkout`, {
        token,
        body: { allowedCountries: ['hr', 'SI'], cartAdditionBehaviour: 0, loginRequiredToBuy: true },
      })
      expect(put.status).toBe(200)
      expect(put.json.data?.checkout).toEqual({
        allowedCountries: ['HR', 'SI'],
        cartAdditionBehaviour: 0,
        loginRequiredToBuy: true,
      })
      const answer = (await callBackend<CheckoutSettings>('GET', '/api/v2/settings/getCheckoutSettings')).json.data
      expect(answer).toMatchObject({
        allowedCountries: ['HR', 'SI'],
        cartAdditionBehaviour: 0,
        loginRequiredToBuy: true,
      })
      const countries = await callBackend<CheckoutCountry[]>('POST', '/api/v2/checkout/getAvailableCountries', {
        body: {},
      })
      const isos = countries.json.data?.map((country) => country.iso) ?? []
      expect(isos.length).toBeGreaterThan(0)
      expect(isos.every((iso) => iso === 'HR' || iso === 'SI')).toBe(true)
      expect(await guestOrder()).toEqual({ status: 403, code: 'LOGIN_REQUIRED_TO_BUY' })
      const entry = await lastAudit('checkoutRules.update')
      expect(entry).toMatchObject({ actor_email: ADMIN_EMAIL, subject: 'setting:checkout' })
      expect(JSON.parse(entry?.detail ?? '{}')).toMatchObject({ before, after: { loginRequiredToBuy: true } })
    } finally {
      await callBackend('PUT', `${SHOP}/checkout`, { token, body: before })
    }
    expect((await read(token)).checkout).toEqual(before)
    expect((await bankTransferOrder()).slug).toBeTruthy()
  })
})

describe('shop settings: the seller is one record', () => {
  it('after the owner edits the address, the contact page, the seller answer, the HUB-3 slip and the invoice all show the new one', async () => {
    const cookie = await sessionCookie(ADMIN_EMAIL)
    const token = await staff()
    const before = (await read(token)).seller
    if (!before) throw new Error('the seed has a seller')
    // The contact page is cached before the change: the change must purge it.
    const cached = await SELF.fetch(`${ORIGIN}/kontakt`)
    expect(textOf(await cached.text())).toContain(before.street)
    const edited: SellerSettings = {
      ...before,
      street: `Savska cesta ${Math.floor(Math.random() * 900) + 100}`,
      zipCode: '10020',
      iban: 'HR17 2360 0001 1012 3456 5',
    }
    try {
      const put = await edgePut(`${SHOP}/seller`, edited, cookie)
      expect(put.status).toBe(200)
      const saved = ((await put.json()) as { data: ShopSettings }).data.seller
      expect(saved).toEqual({ ...edited, iban: 'HR1723600001101234565' })

      const contact = textOf(await (await SELF.fetch(`${ORIGIN}/kontakt`)).text())
      const address = `${edited.street}, ${edited.zipCode} ${edited.city}`
      expect(contact).toContain(`${address}, Hrvatska`)
      const seller = (await callBackend<Seller>('GET', '/api/v1/seller', { language: 'en' })).json.data
      expect(seller).toMatchObject({ street: edited.street, zipCode: edited.zipCode, countryName: 'Croatia' })

      const slip = (await bankTransferOrder()).bankTransfer
      expect(slip).toMatchObject({
        recipient: edited.name,
        street: edited.street,
        city: `${edited.zipCode} ${edited.city}`,
        iban: 'HR1723600001101234565',
      })
      // The slip's address and the contact page's are the same words.
      expect(contact).toContain(`${slip?.street}, ${slip?.city}`)

      // The invoice of an order paid now names the same seller.
      const order = await placeBankTransferOrder({ lines: [['IZL-HW-MASKA', 1]] })
      await markPaidByStaff(await newCustomer(true), order.orderId)
      const invoice = await env.DB.prepare("SELECT document FROM invoices WHERE order_id = ? AND kind = 'invoice'")
        .bind(order.orderId)
        .first<{ document: string }>()
      const issuer = (JSON.parse(invoice?.document ?? '{}') as InvoiceDocument).seller
      expect(issuer).toMatchObject({ name: edited.name, oib: edited.oib, iban: 'HR1723600001101234565' })
      expect(issuer.addressLines.slice(0, 2)).toEqual([slip?.street, slip?.city])

      const entry = await lastAudit('seller.update')
      expect(entry).toMatchObject({ actor_email: ADMIN_EMAIL, subject: 'setting:shop.seller' })
      expect(JSON.parse(entry?.detail ?? '{}')).toEqual({
        street: { from: before.street, to: edited.street },
        zipCode: { from: before.zipCode, to: '10020' },
        iban: { from: before.iban, to: 'HR1723600001101234565' },
      })
    } finally {
      const restored = await edgePut(`${SHOP}/seller`, before, cookie)
      expect(restored.status).toBe(200)
      await restored.body?.cancel()
    }
    expect(textOf(await (await SELF.fetch(`${ORIGIN}/kontakt`)).text())).toContain(before.street)
  })
})
