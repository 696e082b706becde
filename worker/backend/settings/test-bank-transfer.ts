import { env } from 'cloudflare:test'
import { expect } from 'vitest'
import type { Order, OrderCreateResult, PaymentMethod } from '../../../contract/dto/commerce'
import { CHECKOUT_CONSENTS, callBackend } from '../test-helpers'
import { signOrderLink } from '../commerce/order-link'
import { addItem, cartCall, newGuest, newSession, productId, SHIPPING_ADDRESS } from '../commerce/test-fixtures'

/** Test helper: a guest's bank-transfer order of one mask, read back through its link (its HUB-3 slip). */
export async function bankTransferOrder(): Promise<Order> {
  const session = await newSession()
  const body = { userId: (await newGuest(session)).id }
  await addItem(session, await productId('IZL-HW-MASKA'), 1)
  const croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id
  await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
    ...body,
    deliveryMethodId: 1,
    countryId: croatia,
  })
  const methods = await cartCall<PaymentMethod[]>('POST', '/api/v2/payment/getApplicablePaymentMethods', session, body)
  const method = methods.json.data?.find((m) => m.paymentType === 'BANK_TRANSFER')
  await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, { ...body, paymentMethodId: method?.id })
  const created = await cartCall<OrderCreateResult>('POST', '/api/v2/order/create', session, {
    ...body,
    consents: CHECKOUT_CONSENTS,
    successURL: '/x',
    failureURL: '/y',
    shippingAddress: SHIPPING_ADDRESS,
  })
  expect(created.status).toBe(200)
  const token = await signOrderLink(env, created.json.data?.orderSlug ?? '')
  return (await callBackend<Order>('GET', `/api/v2/order/link/${token}`)).json.data as Order
}
