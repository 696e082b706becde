import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderRow } from '../../contract/dto/admin'
import type { LastPagePage } from '../../contract/dto/cms'
import type { SlugSearchResult } from '../../contract/dto/cms'
import type { ProductFilterResponse } from '../../contract/dto/catalogue'
import type { OrderCreateResult, PaymentMethod } from '../../contract/dto/commerce'
import { CHECKOUT_CONSENTS, callBackend, type BackendResult } from './test-helpers'
import { addItem, cartCall, newCustomer, newGuest, newSession, productId, SHIPPING_ADDRESS, type TestCustomer } from './commerce/test-fixtures'

/**
 * Search terms of any length and character (issue 32): the admin order search, finder/searchSlugs
 * and the product filter's keywords answer results or a translated 400, never a 5xx. (D1 refuses
 * LIKE patterns over 50 bytes: a 49-byte term failed the whole query, answered 503 by the edge.)
 */
const ODD_TERMS = [
  'a'.repeat(60),
  'x'.repeat(100),
  '%',
  '_',
  '%'.repeat(25),
  '_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%',
  '100%',
  'a_b',
  "'",
  '"',
  '\\',
  '\\%\\_',
  "'; DROP TABLE orders; --",
  '🎨🖼️'.repeat(10),
  'č'.repeat(40),
  'ŠĐČĆŽ šđčćž',
] as const

let staff: TestCustomer
/** An order of a guest with a 60-character e-mail: the order search has rows to compare with. */
const longEmail = `search-${crypto.randomUUID()}-${'x'.repeat(8)}@izlog.test`
let longEmailOrder = ''

const searches = {
  'admin order search': (term: string, language: string) =>
    callBackend<LastPagePage<AdminOrderRow>>('GET', `/api/v1/admin/orders?q=${encodeURIComponent(term)}`, { token: staff.token, language }),
  'finder/searchSlugs': (term: string, language: string) => callBackend<SlugSearchResult[]>('GET', `/api/v1/finder/searchSlugs?s=${encodeURIComponent(term)}`, { language }),
  'product filter keywords': (term: string, language: string) =>
    callBackend<ProductFilterResponse>('POST', '/api/v1/product/web/filter', { body: { keywords: term, filters: [{ key: 'archived', value: false }] }, language }),
  'product filter keywords condition': (term: string, language: string) =>
    callBackend<ProductFilterResponse>('POST', '/api/v1/product/web/filter', { body: { filters: [{ key: 'archived', value: false }, { key: 'keywords', value: term }] }, language }),
} satisfies Record<string, (term: string, language: string) => Promise<BackendResult<unknown>>>

/** The longest term each search accepts (a longer one is a 400 saying so). */
const LIMITS: Record<keyof typeof searches, number | null> = {
  'admin order search': 120,
  'finder/searchSlugs': 100,
  'product filter keywords': 200,
  'product filter keywords condition': null,
}

beforeAll(async () => {
  staff = await newCustomer(true)
  longEmailOrder = await placeOrder(longEmail)
})

describe('search terms', () => {
  for (const [name, search] of Object.entries(searches)) {
    it(`attacker: odd and long terms in the ${name} answer results, never a 5xx`, async () => {
      for (const term of ODD_TERMS) {
        const res = await search(term, 'hr')
        expect(res.status, `${name}: ${term}`).toBe(200)
      }
    })

    const limit = LIMITS[name as keyof typeof searches]
    if (limit !== null) {
      it(`a term over ${limit} characters in the ${name} is a translated 400`, async () => {
        const hr = await search('ž'.repeat(limit + 1), 'hrv')
        expect(hr.status).toBe(400)
        expect(hr.json).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining(`Unos može imati najviše ${limit} znakova`) })
        const en = await search('x'.repeat(500), 'eng')
        expect(en.status).toBe(400)
        expect(en.json.message).toContain(`Enter at most ${limit} characters`)
      })
    }
  }

  it('wildcards are taken literally and a long term still finds what it names', async () => {
    const slugs = await searches['finder/searchSlugs']('%', 'hr')
    expect(slugs.json.data).toEqual([])
    const long = await searches['finder/searchSlugs']('sjene-dioklecijana-rekonstrukcija-palace', 'hr')
    expect(long.json.data?.some((r) => r.slug === 'sjene-dioklecijana-rekonstrukcija-palace')).toBe(true)
    const mixedCase = await searches['finder/searchSlugs']('SJENE-Dioklecijana-rekonstrukcija-PALACE', 'hr')
    expect(mixedCase.json.data?.some((r) => r.slug === 'sjene-dioklecijana-rekonstrukcija-palace')).toBe(true)
    const products = await searches['product filter keywords']('100%', 'hr')
    expect(products.json.data?.records).toEqual([])
  })

  it('the admin order search finds an order by a 60-character e-mail', async () => {
    expect(longEmail.length).toBeGreaterThanOrEqual(60)
    const found = await searches['admin order search'](longEmail.toUpperCase(), 'hr')
    expect(found.status).toBe(200)
    expect(found.json.data?.data.map((row) => row.slug)).toEqual([longEmailOrder])
    const none = await searches['admin order search'](`${longEmail}%`, 'hr')
    expect(none.json.data?.data).toEqual([])
  })
})

/** A guest's bank transfer order of one mask, with GLS to Croatia. */
async function placeOrder(email: string): Promise<string> {
  const croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id ?? 0
  const session = await newSession()
  const guest = await newGuest(session, email)
  await addItem(session, await productId('IZL-HW-MASKA'), 1)
  expect((await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, { userId: guest.id, deliveryMethodId: 1, countryId: croatia })).status).toBe(200)
  const methods = await cartCall<PaymentMethod[]>('POST', '/api/v2/payment/getApplicablePaymentMethods', session, { userId: guest.id })
  const method = methods.json.data?.find((m) => m.paymentType === 'BANK_TRANSFER')
  expect((await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, { userId: guest.id, paymentMethodId: method?.id })).status).toBe(200)
  const created = await cartCall<OrderCreateResult>('POST', '/api/v2/order/create', session, {
    userId: guest.id,
    consents: CHECKOUT_CONSENTS,
    successURL: '/a',
    failureURL: '/b',
    shippingAddress: SHIPPING_ADDRESS,
  })
  expect(created.status).toBe(200)
  return created.json.data?.orderSlug ?? ''
}
