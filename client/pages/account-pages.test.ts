import { describe, expect, it } from 'vitest'
import { CUSTOMER_EMAIL, page, sessionCookie, textOf } from '../../test/session'

const PRIVATE = 'private, no-store'

describe('profile', () => {
  it('shows the login and register forms to anonymous visitors, in both languages, never cached', async () => {
    const hr = await page('/profil')
    expect(hr.status).toBe(200)
    expect(hr.headers.get('Cache-Control')).toBe(PRIVATE)
    const html = await hr.text()
    expect(html).toContain('<html lang="hr"')
    expect(html).toMatch(/<h1[^>]*>Moj profil<\/h1>/)
    expect(html).toMatch(/<h2[^>]*>Prijava<\/h2>/)
    expect(html).toMatch(/<h2[^>]*>Registracija<\/h2>/)
    expect(html).toContain('name="username"')
    expect(html).toContain('name="confirmedPassword"')
    expect(html).toMatch(/autocomplete="current-password"/i)
    const en = await page('/en/profile')
    expect(en.status).toBe(200)
    expect(en.headers.get('Cache-Control')).toBe(PRIVATE)
    const enHtml = await en.text()
    expect(enHtml).toMatch(/<h1[^>]*>My profile<\/h1>/)
    expect(enHtml).toMatch(/<h2[^>]*>Log in<\/h2>/)
    expect(enHtml).toMatch(/<h2[^>]*>Register<\/h2>/)
  })

  it('lists the register consents (required ones marked) for anonymous visitors', async () => {
    const { apiData } = await import('../../test/session')
    const consents = await apiData<{
      consents: Array<{ uniqueNumber: string; displayName: string; required: boolean }>
      requiredConsents: string[]
    }>('api/v1/web/consent/filter', { method: 'POST', body: { assignedTo: 'register' } })
    expect(consents.consents.length).toBeGreaterThan(0)
    const html = await (await page('/profil')).text()
    expect(textOf(html)).toContain('Privole')
    for (const consent of consents.consents) {
      const required = consent.required || consents.requiredConsents.includes(consent.uniqueNumber)
      const input = new RegExp(`<input[^>]*id="consent-register-${consent.uniqueNumber}"[^>]*>`).exec(html)?.[0] ?? ''
      expect(input, consent.uniqueNumber).toContain('type="checkbox"')
      expect(input.includes('required'), consent.uniqueNumber).toBe(required)
      expect(textOf(html)).toContain(consent.displayName)
    }
  })

  it('gives anonymous visitors forms the browser sends without the app, consents in place (issue 38)', async () => {
    const html = await (await page('/en/profile?redirect=/en/cart')).text()
    const form = (id: string) => new RegExp(`<form[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? ''
    expect(form('login-form')).toContain('method="post"')
    expect(form('login-form')).toContain('action="/api/auth-form/login?language=eng"')
    expect(form('register-form')).toContain('action="/api/auth-form/register?language=eng"')
    expect(html).toMatch(/<input type="hidden" name="redirect" value="\/en\/cart"\/>/)
    // The consents are in the first answer, not a fallback that only React's script replaces.
    expect(html).not.toContain('<p class="muted">Loading consents')
    const consent = html.indexOf('id="consent-register-privacy"')
    const streamed = html.indexOf('<div hidden id="S:')
    expect(consent).toBeGreaterThan(0)
    if (streamed > 0) expect(consent).toBeLessThan(streamed)
  })

  it('shows a logged-in customer the outcome of a login sent without the app, and a logout form', async () => {
    const cookie = await sessionCookie(CUSTOMER_EMAIL)
    const html = await (await page('/profil?form=loggedIn', cookie)).text()
    expect(html).toMatch(/<p class="notice notice--success" role="status">Uspješno ste se prijavili<\/p>/)
    expect(html).toMatch(/<form action="\/api\/auth-form\/logout\?language=hrv" method="post">/)
  })

  it('shows the edit, password, wishlist, orders, barcode and logout parts to a logged-in customer', async () => {
    const cookie = await sessionCookie(CUSTOMER_EMAIL)
    const res = await page('/profil', cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe(PRIVATE)
    const html = await res.text()
    const text = textOf(html)
    expect(text).toContain('Pozdrav,')
    expect(text).toContain('Osobni podaci')
    expect(text).toContain('Promjena lozinke')
    expect(text).toContain('Lista želja')
    expect(text).toMatch(/Broj narudžbi: \d+/)
    expect(text).toContain('3850000000015')
    expect(text).toContain('Odjava')
    expect(html).toContain(`value="${CUSTOMER_EMAIL}"`)
    expect(html).not.toContain('name="confirmedPassword"')
    const en = textOf(await (await page('/en/profile', cookie)).text())
    expect(en).toContain('Personal details')
    expect(en).toContain('Change password')
    expect(en).toMatch(/Number of orders: \d+/)
  })
})

describe('guest-only routes', () => {
  const routes = [
    ['/prijava', 'Prijava'],
    ['/en/login', 'Log in'],
    ['/registracija', 'Registracija'],
    ['/en/register', 'Register'],
    ['/zaboravljena-lozinka', 'Zaboravljena lozinka'],
    ['/en/forgot-password', 'Forgot password'],
  ] as const

  it('render their heading and point to the profile page', async () => {
    for (const [path, heading] of routes) {
      const res = await page(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('Cache-Control'), path).toBe(PRIVATE)
      const html = await res.text()
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
      expect(html, path).toMatch(path.startsWith('/en') ? /href="\/en\/profile"/ : /href="\/profil"/)
    }
  })

  it('redirect a logged-in visitor home', async () => {
    const cookie = await sessionCookie(CUSTOMER_EMAIL)
    for (const [path] of routes) {
      const res = await page(path, cookie)
      expect(res.status, path).toBe(302)
      expect(res.headers.get('Location'), path).toBe(path.startsWith('/en') ? '/en/' : '/')
    }
  })

  it('forgot password has the e-mail form, and with ?token= the set-new-password form', async () => {
    const forgot = await (await page('/zaboravljena-lozinka')).text()
    expect(forgot).toContain('name="email"')
    expect(forgot).not.toContain('name="newPasswordAgain"')
    const set = await (await page('/en/forgot-password?token=abc123')).text()
    expect(set).toContain('name="newPassword"')
    expect(set).toContain('name="newPasswordAgain"')
    expect(set).toContain('Set a new password')
  })

  it('social login explains it is not configured', async () => {
    const hr = textOf(await (await page('/social-login')).text())
    expect(hr).toContain('nije konfigurirana')
    const en = textOf(await (await page('/en/social-login')).text())
    expect(en).toContain('not configured')
  })
})

describe('confirm e-mail', () => {
  it('answers 404 without goal or goalType', async () => {
    for (const path of ['/potvrdi-email', '/en/confirm-email?goal=x', '/potvrdi-email?goalType=message']) {
      const res = await page(path)
      expect(res.status, path).toBe(404)
      await res.body?.cancel()
    }
  })

  it('shows a message goal and the confirmed address', async () => {
    const res = await page(
      '/potvrdi-email?goal=Hvala%20na%20potvrdi!&goalType=message&confirmedEmail=ana%40example.com',
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe(PRIVATE)
    const text = textOf(await res.text())
    expect(text).toContain('Hvala na potvrdi!')
    expect(text).toContain('ana@example.com')
  })

  it('redirects url goals only to safe same-site paths', async () => {
    const ok = await page('/en/confirm-email?goal=%2Fen%2Fshop&goalType=url&confirmedEmail=a%40b.hr')
    expect(ok.status).toBe(302)
    expect(ok.headers.get('Location')).toBe('/en/shop')
    const evil = await page('/potvrdi-email?goal=https%3A%2F%2Fevil.example%2F&goalType=url&confirmedEmail=a%40b.hr')
    expect(evil.status).toBe(404)
    await evil.body?.cancel()
  })

  it('offers a download link for file goals', async () => {
    const html = await (
      await page('/potvrdi-email?goal=%2Fmedia%2F1%2F1%2Foriginal%2Flogo.svg&goalType=file&confirmedEmail=a%40b.hr')
    ).text()
    expect(html).toMatch(/<a[^>]*href="\/media\/1\/1\/original\/logo.svg"[^>]*download/)
  })
})

describe('checkout outcome pages', () => {
  it('success shows the order identifier in both languages', async () => {
    const hr = await page('/naplata/uspjesna?orderSlug=IZL-2026-000123')
    expect(hr.status).toBe(200)
    expect(hr.headers.get('Cache-Control')).toBe(PRIVATE)
    expect(textOf(await hr.text())).toContain('Broj narudžbe: IZL-2026-000123')
    const en = textOf(await (await page('/en/checkout/success?orderSlug=IZL-2026-000123')).text())
    expect(en).toContain('Order number: IZL-2026-000123')
    const bad = textOf(await (await page('/naplata/uspjesna?orderSlug=%3Cscript%3E')).text())
    expect(bad).toContain('Broj narudžbe nije naveden.')
  })

  it('failure says so with buttons back to the cart and home', async () => {
    const res = await page('/checkout/failure')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<h1[^>]*>Narudžba nije uspjela!<\/h1>/)
    expect(html).toContain('Molimo da pokušate ponovno s drugom metodom plaćanja.')
    expect(html).toMatch(/<a[^>]*href="\/kosarica"/)
    const en = await (await page('/en/checkout/failure')).text()
    expect(en).toMatch(/<h1[^>]*>Your order did not go through!<\/h1>/)
    expect(en).toMatch(/<a[^>]*href="\/en\/cart"/)
  })
})

describe('cart and checkout without a cart session', () => {
  it('show the empty state with a link to the shop, never cached', async () => {
    for (const [path, text, shop] of [
      ['/kosarica', 'Vaša košarica je prazna.', '/shop'],
      ['/en/cart', 'Your cart is empty.', '/en/shop'],
      ['/naplata', 'Košarica je prazna, pa nema ničega za naplatu.', '/shop'],
      ['/en/checkout', 'Your cart is empty, so there is nothing to check out.', '/en/shop'],
    ] as const) {
      const res = await page(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('Cache-Control'), path).toBe(PRIVATE)
      const html = await res.text()
      expect(textOf(html), path).toContain(text)
      expect(html, path).toContain(`href="${shop}"`)
    }
  })
})

describe('checkout success for the order owner', () => {
  it('lets only the order owner read the order summary', async () => {
    const { env } = await import('cloudflare:workers')
    const { addItem, cartCall, newCustomer, newSession, productId, SHIPPING_ADDRESS } =
      await import('../../worker/backend/commerce/test-fixtures')
    const { CHECKOUT_CONSENTS } = await import('../../worker/backend/test-helpers')
    const owner = await newCustomer()
    const session = await newSession()
    await addItem(session, await productId('IZL-HW-MASKA'), 2, undefined, { token: owner.token })
    const croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id
    expect(
      (
        await cartCall(
          'PUT',
          '/api/v2/delivery/saveDeliveryMethod',
          session,
          { deliveryMethodId: 1, countryId: croatia },
          { token: owner.token },
        )
      ).status,
    ).toBe(200)
    const methods = await cartCall<Array<{ id: number; paymentType: string }>>(
      'POST',
      '/api/v2/payment/getApplicablePaymentMethods',
      session,
      {},
      { token: owner.token },
    )
    const cod = methods.json.data?.find((method) => method.paymentType === 'COD')
    expect(
      (
        await cartCall(
          'PUT',
          '/api/v2/payment/savePaymentMethod',
          session,
          { paymentMethodId: cod?.id },
          { token: owner.token },
        )
      ).status,
    ).toBe(200)
    const created = await cartCall<{ orderSlug: string }>(
      'POST',
      '/api/v2/order/create',
      session,
      {
        consents: CHECKOUT_CONSENTS,
        successURL: '/naplata/uspjesna',
        failureURL: '/checkout/failure',
        shippingAddress: SHIPPING_ADDRESS,
      },
      { token: owner.token },
    )
    const slug = created.json.data?.orderSlug
    expect(slug).toBeTruthy()
    if (!slug) return

    // The page names the order; its summary is read in the browser from the edge, for its owner only.
    const mine = textOf(
      await (await page(`/naplata/uspjesna?orderSlug=${slug}`, `__Host-izlog_token=${owner.token}`)).text(),
    )
    expect(mine).toContain(`Broj narudžbe: ${slug}`)
    const ownerRead = await page(`/api/checkout/orders/${slug}`, `__Host-izlog_token=${owner.token}`)
    expect(ownerRead.status).toBe(200)
    expect(((await ownerRead.json()) as { data: { slug: string; lines: unknown[] } }).data.lines).toHaveLength(1)

    const stranger = await newCustomer()
    const strangerRead = await page(`/api/checkout/orders/${slug}`, `__Host-izlog_token=${stranger.token}`)
    expect(strangerRead.status).toBe(200)
    expect(await strangerRead.json()).toEqual({ data: null })
    expect(await (await page(`/api/checkout/orders/${slug}`, '')).json()).toEqual({ data: null })
  })
})

describe('profile wishlist', () => {
  it('lists the customer wishlist with a remove button per product; backoffice users have none', async () => {
    const { callBackend } = await import('../../worker/backend/test-helpers')
    const { newCustomer, productId } = await import('../../worker/backend/commerce/test-fixtures')
    const customer = await newCustomer()
    const id = await productId('IZL-HW-MASKA')
    const created = await callBackend('POST', '/api/v1/wishlist/create', {
      body: { product_id: id },
      token: customer.token,
    })
    expect(created.status).toBeLessThan(300)
    const html = await (await page('/profil', `__Host-izlog_token=${customer.token}`)).text()
    const text = textOf(html)
    expect(text).toContain('Lista želja')
    expect(text).not.toContain('Vaša lista želja je prazna.')
    expect(html).toMatch(/aria-label="Ukloni „[^”]+” s liste želja"/)
    const admin = textOf(await (await page('/profil', await sessionCookie('admin@izlog.hr'))).text())
    expect(admin).not.toContain('Lista želja')
    expect(admin).toContain('Prijavljeni ste kao administrator.')
  })
})
