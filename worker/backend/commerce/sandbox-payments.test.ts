import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { CheckoutSettings } from '../../../contract/dto/settings'
import type { PaymentMethod } from '../../../contract/dto/commerce'
import { backendApp } from '../app'
import { CHECKOUT_CONSENTS, callBackend } from '../test-helpers'
import { addItem, cartCall, newGuest, newSession, productId } from './test-fixtures'

const PRODUCTION = { ENVIRONMENT: 'production' }
const PRODUCTION_WITH_TEST_PAYMENTS = { ENVIRONMENT: 'production', TEST_PAYMENTS: 'on' }

async function paymentTypes(overrides: Partial<Env>): Promise<string[]> {
  const session = await newSession()
  await addItem(session, await productId('IZL-HW-MASKA'), 1)
  const res = await cartCall<PaymentMethod[]>(
    'POST',
    '/api/v2/payment/getApplicablePaymentMethods',
    session,
    {},
    { env: overrides },
  )
  return (res.json.data ?? []).map((m) => m.paymentType)
}

describe('test payment providers', () => {
  it('are on outside production, off in production unless TEST_PAYMENTS=on', async () => {
    expect(await paymentTypes({})).toEqual(['HPF', 'COD', 'WALLET', 'BANK_TRANSFER'])
    expect(await paymentTypes(PRODUCTION)).toEqual(['COD', 'BANK_TRANSFER'])
    expect(await paymentTypes(PRODUCTION_WITH_TEST_PAYMENTS)).toEqual(['HPF', 'COD', 'WALLET', 'BANK_TRANSFER'])
  })

  it('in production a card chosen earlier can no longer be ordered, and the test pages answer 404', async () => {
    const session = await newSession()
    await addItem(session, await productId('IZL-G-DUBOKO'), 1)
    const guest = await newGuest(session)
    const card = (
      await cartCall<PaymentMethod[]>('POST', '/api/v2/payment/getApplicablePaymentMethods', session)
    ).json.data?.find((m) => m.paymentType === 'HPF')
    expect(
      (
        await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, {
          userId: guest.id,
          paymentMethodId: card?.id,
        })
      ).status,
    ).toBe(200)
    const refused = await cartCall(
      'PUT',
      '/api/v2/payment/savePaymentMethod',
      session,
      { userId: guest.id, paymentMethodId: card?.id },
      { env: PRODUCTION },
    )
    expect(refused.json.code).toBe('PAYMENT_METHOD_NOT_APPLICABLE')
    const order = await cartCall(
      'POST',
      '/api/v2/order/create',
      session,
      { consents: CHECKOUT_CONSENTS, successURL: '/a', failureURL: '/b' },
      { env: PRODUCTION },
    )
    expect(order.json.code).toBe('PAYMENT_METHOD_REQUIRED')

    const page = await backendApp.request('/pay/some-token-0123456789abcdef?lang=en', {}, { ...env, ...PRODUCTION })
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('Test payments are turned off')
  })

  it('the checkout settings tell the admin area whether they are on', async () => {
    const dev = await callBackend<CheckoutSettings>('GET', '/api/v2/settings/getCheckoutSettings')
    expect(dev.json.data?.testPayments).toBe(true)
    const prod = await callBackend<CheckoutSettings>('GET', '/api/v2/settings/getCheckoutSettings', { env: PRODUCTION })
    expect(prod.json.data?.testPayments).toBe(false)
  })
})
