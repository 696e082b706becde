import { describe, expect, it } from 'vitest'
import { providerForm } from './payment-form'
import { paymentFormOrigins } from '../lib/payment-origins'
import { allowPaymentForms } from '../middleware/security-headers'

const SITE = 'https://izlog.example'

describe('the payment provider form handed to the page', () => {
  it('keeps only the action and the hidden fields of a form posting to this site', async () => {
    const html =
      '<form method="post" action="/pay/abc?lang=hr" onsubmit="steal()"><input type="hidden" name="orderSlug" value="IZL-1"><input name="visible" value="x"><img src=x onerror=alert(1)><button>Go</button></form>'
    expect(await providerForm(html, SITE, [])).toEqual({
      action: '/pay/abc?lang=hr',
      method: 'post',
      fields: [{ name: 'orderSlug', value: 'IZL-1' }],
    })
  })
  it('attacker: a form posting to an origin that is not configured is refused', async () => {
    expect(await providerForm('<form method="post" action="https://evil.example/collect"></form>', SITE, [])).toBeNull()
    expect(
      await providerForm('<form method="post" action="https://pay.example/hpp"></form>', SITE, ['https://pay.example']),
    ).toMatchObject({ action: 'https://pay.example/hpp' })
    expect(await providerForm('<form action="javascript:alert(1)"></form>', SITE, [])).toBeNull()
    expect(await providerForm('<form action="/a"></form><form action="/b"></form>', SITE, [])).toBeNull()
    expect(await providerForm('<p>no form</p>', SITE, [])).toBeNull()
  })
  it('PAYMENT_FORM_ORIGINS accepts https origins only; only the paying pages and forms allow them in form-action', () => {
    expect(
      paymentFormOrigins({
        PAYMENT_FORM_ORIGINS: 'https://pay.example, http://plain.example, https://x.example/path, nonsense',
      }),
    ).toEqual(['https://pay.example'])
    const csp = () =>
      new Headers({ 'Content-Security-Policy': "default-src 'self'; form-action 'self'; base-uri 'self'" })
    const checkout = csp()
    allowPaymentForms(checkout, '/en/checkout', ['https://pay.example'])
    expect(checkout.get('Content-Security-Policy')).toContain("form-action 'self' https://pay.example;")
    for (const paying of ['/kosarica', '/en/profile/orders/A-1', '/api/checkout-form/order']) {
      const headers = csp()
      allowPaymentForms(headers, paying, ['https://pay.example'])
      expect(headers.get('Content-Security-Policy'), paying).toContain("form-action 'self' https://pay.example;")
    }
    for (const other of ['/shop', '/api/checkout-form/payment', '/api/cart-form/coupon']) {
      const headers = csp()
      allowPaymentForms(headers, other, ['https://pay.example'])
      expect(headers.get('Content-Security-Policy'), other).toContain("form-action 'self';")
    }
  })
})
