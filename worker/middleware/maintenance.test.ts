import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signAccessToken } from '../lib/tokens'
import { ACCESS_COOKIE } from '../lib/cookies'
import { appFetch, cookieHeader, sameOrigin } from '../../test/edge/helpers'
import { LOCALES } from '../../contract/locales'
import { ROUTE_NAMES, buildPath, routeEntry } from '../../contract/routes'
import { isMaintenanceExempt } from './maintenance'
import type { Order, PlacedOrder } from '../../contract/dto/commerce'
import { signOrderLink } from '../backend/commerce/order-link'
import { placeCardOrder, productId } from '../backend/commerce/test-fixtures'

const ON = { MAINTENANCE: 'on' }
const tokenFor = (isBackofficeUser: boolean) =>
  signAccessToken(env, {
    userId: isBackofficeUser ? 1 : 2,
    email: isBackofficeUser ? 'admin@izlog.hr' : 'kupac@izlog.hr',
    firstName: 'T',
    lastName: 'T',
    isBackofficeUser,
  })

describe('maintenance gate', () => {
  it('anonymous visitors get the Croatian / English maintenance page with 503 + Retry-After', async () => {
    const hr = await appFetch('/kontakt', {}, ON)
    expect(hr.status).toBe(503)
    expect(hr.headers.get('Retry-After')).toBe('3600')
    expect(hr.headers.get('Cache-Control')).toBe('no-store')
    const hrHtml = await hr.text()
    expect(hrHtml).toContain('<html lang="hr">')
    expect(hrHtml).toContain('Održavanje u tijeku')
    expect(hrHtml).toContain('Trgovina će uskoro ponovno biti dostupna.')
    const en = await appFetch('/en/contact', {}, ON)
    expect(en.status).toBe(503)
    const enHtml = await en.text()
    expect(enHtml).toContain('Maintenance in progress')
    expect(enHtml).toContain('The shop will be back soon.')
  })

  it('customers are gated too; API calls get JSON', async () => {
    const cookie = cookieHeader({ [ACCESS_COOKIE]: await tokenFor(false) })
    const page = await appFetch('/', { headers: { Cookie: cookie } }, ON)
    expect(page.status).toBe(503)
    const api = await appFetch('/api/v2/settings/getCheckoutSettings', { headers: { Cookie: cookie } }, ON)
    expect(api.status).toBe(503)
    expect(api.headers.get('Retry-After')).toBe('3600')
    expect(await api.json()).toMatchObject({ statusCode: 503, code: 'MAINTENANCE' })
  })

  it('backoffice users pass', async () => {
    const cookie = cookieHeader({ [ACCESS_COOKIE]: await tokenFor(true) })
    const api = await appFetch('/api/v2/settings/getCheckoutSettings', { headers: { Cookie: cookie } }, ON)
    expect(api.status).toBe(200)
    const user = await appFetch('/api/auth/user', { headers: { Cookie: cookie } }, ON)
    expect((await user.json<{ user: { isBackofficeUser: boolean } }>()).user.isBackofficeUser).toBe(true)
  })

  it('login, robots.txt and the admin login page stay reachable', async () => {
    const login = await appFetch(
      '/api/auth/login',
      sameOrigin({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin@izlog.hr', password: 'izlog-admin-2026' }),
      }),
      ON,
    )
    expect(login.status).toBe(200)
    expect((await login.json<{ user: { isBackofficeUser: boolean } }>()).user.isBackofficeUser).toBe(true)
    expect((await appFetch('/robots.txt', {}, ON)).status).toBe(200)
    expect((await appFetch('/adminLogin', {}, ON)).status).not.toBe(503)
    expect((await appFetch('/en/adminLogin', {}, ON)).status).not.toBe(503)
  })

  it('exempts exactly the pages whose route the manifest marks maintenanceExempt', () => {
    const exempt = ROUTE_NAMES.filter((name) => routeEntry(name).maintenanceExempt)
    expect(exempt).toEqual(['checkoutSuccess', 'checkoutFailure', 'orderLink', 'adminLogin'])
    for (const name of ROUTE_NAMES) {
      for (const locale of LOCALES) {
        const path = buildPath(name, locale, { id: '1', slug: 'test' })
        expect(isMaintenanceExempt(path), path).toBe(routeEntry(name).maintenanceExempt)
        const slashed = path.endsWith('/') ? path : `${path}/`
        expect(isMaintenanceExempt(slashed), slashed).toBe(routeEntry(name).maintenanceExempt)
      }
    }
  })

  it('a customer who is paying can finish: the payment page and the return pages stay reachable', async () => {
    const pay = await appFetch('/pay/no-such-session', {}, ON)
    expect(pay.status).toBe(404)
    expect(await pay.text()).not.toContain('Održavanje u tijeku')
    for (const path of [
      '/naplata/uspjesna?orderSlug=abc',
      '/checkout/failure',
      '/en/checkout/success?orderSlug=abc',
      '/en/checkout/failure',
    ]) {
      const res = await appFetch(path, {}, ON)
      expect(res.status, path).toBe(200)
    }
    const order = await appFetch('/api/v2/order/get/no-such-order', {}, ON)
    expect(order.status).not.toBe(503)
    const otherApi = await appFetch('/api/v2/settings/getCheckoutSettings', {}, ON)
    expect(otherApi.status).toBe(503)
  })

  it('a customer with an unpaid card order can still see and pay it: the order link, its data, "pay now" and the payment page answer; other pages 503', async () => {
    const placed = await placeCardOrder(await productId('IZL-HW-PUNJAC'))
    const link = await signOrderLink(env, placed.orderSlug)
    for (const path of [`/narudzba?t=${link}`, `/en/order?t=${link}`, placed.payPath]) {
      const res = await appFetch(path, {}, ON)
      expect(res.status, path).toBe(200)
      expect(await res.text(), path).not.toContain('Održavanje u tijeku')
    }
    const order = await appFetch(`/api/checkout/order-link/${link}`, {}, ON)
    expect(order.status).toBe(200)
    expect((await order.json<{ data: Order }>()).data.payableUntil).not.toBeNull()
    const pay = await appFetch(
      `/api/checkout/orders/${placed.orderSlug}/pay`,
      sameOrigin({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ linkToken: link }),
      }),
      ON,
    )
    expect(pay.status).toBe(200)
    expect((await pay.json<{ data: PlacedOrder }>()).data.next).toBe('form')
    for (const path of ['/kosarica', '/profil/narudzbe', '/naplata', '/en/shop']) {
      expect((await appFetch(path, {}, ON)).status, path).toBe(503)
    }
  })

  it('is off when the flag is off', async () => {
    expect((await appFetch('/api/v2/settings/getCheckoutSettings', {}, { MAINTENANCE: 'off' })).status).toBe(200)
  })
})
