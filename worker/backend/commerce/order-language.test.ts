import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Order, OrderCreateResult, PaymentMethod } from '../../../contract/dto/commerce'
import { CHECKOUT_CONSENTS, callBackend, latestEmailTo } from '../test-helpers'
import { signOrderLink } from './order-link'
import { addItem, cartCall, newGuest, newSession, productId, SHIPPING_ADDRESS } from './test-fixtures'

/**
 * Issue 34: an order keeps what its buyer's language needs. Its snapshot is written at order time
 * in the order's language (delivery, payment, product names, the country by name), and the order
 * page, staff's order detail (the same DTO) and the e-mails show it so, whatever language reads it.
 */

let mask = 0
let croatia = 0
beforeAll(async () => {
  mask = await productId('IZL-HW-MASKA')
  croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id ?? 0
})

/** A cash-on-delivery order of one mask to Croatia, placed in `language`; read back through its link in `readIn`. */
async function orderIn(language: 'hr' | 'en', readIn: 'hr' | 'en' = language) {
  const session = await newSession()
  const guest = await newGuest(session)
  const extras = { language }
  const body = { userId: guest.id }
  await addItem(session, mask, 1, undefined, extras)
  await cartCall(
    'PUT',
    '/api/v2/delivery/saveDeliveryMethod',
    session,
    { ...body, deliveryMethodId: 1, countryId: croatia },
    extras,
  )
  const methods = await cartCall<PaymentMethod[]>(
    'POST',
    '/api/v2/payment/getApplicablePaymentMethods',
    session,
    body,
    extras,
  )
  const cod = methods.json.data?.find((m) => m.paymentType === 'COD')
  await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, { ...body, paymentMethodId: cod?.id }, extras)
  const created = await cartCall<OrderCreateResult>(
    'POST',
    '/api/v2/order/create',
    session,
    { ...body, consents: CHECKOUT_CONSENTS, successURL: '/x', failureURL: '/y', shippingAddress: SHIPPING_ADDRESS },
    extras,
  )
  expect(created.status).toBe(200)
  const slug = created.json.data?.orderSlug ?? ''
  const read = await callBackend<Order>('GET', `/api/v2/order/link/${await signOrderLink(env, slug)}`, {
    language: readIn,
  })
  expect(read.status).toBe(200)
  return { order: read.json.data as Order, email: guest.email, slug }
}

describe("an order in its buyer's language", () => {
  it('an English order shows English delivery, payment and product names and the country by name, also read from the Croatian site', async () => {
    const { order, email } = await orderIn('en', 'hr')
    expect(order.language).toBe('en')
    expect(order.deliveryMethod?.name).toBe('Home delivery (GLS)')
    expect(order.paymentMethod?.name).toBe('Cash on delivery')
    expect(order.lines.map((line) => line.name)).toEqual(['Silicone face cover'])
    expect(order.shippingAddress).toMatchObject({ country: 'HR', countryName: 'Croatia' })
    expect(order.billingAddress).toMatchObject({ countryName: 'Croatia' })
    const mail = await latestEmailTo(email)
    expect(mail?.kind).toBe('orderConfirmation')
    expect(mail?.text).toContain('10000 Zagreb, Croatia')
    expect(mail?.text).toContain('Home delivery (GLS)')
    expect(mail?.text).not.toContain(', HR')
  })

  it('a Croatian order shows Croatian names, also read from the English site', async () => {
    const { order } = await orderIn('hr', 'en')
    expect(order.deliveryMethod?.name).toBe('Dostava na adresu (GLS)')
    expect(order.paymentMethod?.name).toBe('Plaćanje pouzećem')
    expect(order.lines.map((line) => line.name)).toEqual(['Silikonska maska za lice'])
    expect(order.shippingAddress).toMatchObject({ country: 'HR', countryName: 'Hrvatska' })
  })

  it("an order stored before its snapshot named the country gets the name in the order's language", async () => {
    const { slug } = await orderIn('en')
    await env.DB.prepare(
      "UPDATE orders SET shipping_address = json_remove(shipping_address, '$.countryName'), billing_address = NULL WHERE slug = ?",
    )
      .bind(slug)
      .run()
    const read = await callBackend<Order>('GET', `/api/v2/order/link/${await signOrderLink(env, slug)}`)
    expect(read.json.data?.shippingAddress).toMatchObject({ country: 'HR', countryName: 'Croatia' })
    expect(read.json.data?.billingAddress).toBeNull()
  })
})
