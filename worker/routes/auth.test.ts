import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../lib/cookies'
import { cookieHeader, jarCall, sameOrigin, setCookies, workerFetch, type Jar } from '../../test/edge/helpers'

const CUSTOMER = { username: 'kupac@izlog.hr', password: 'izlog-kupac-2026' }

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return workerFetch(
    path,
    sameOrigin({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  )
}

describe('/api/auth', () => {
  it('login sets both HttpOnly cookies and answers the user and a safe redirect', async () => {
    const res = await post('/api/auth/login', { ...CUSTOMER, redirect: '/profil?tab=orders' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const body = await res.json<{ user: { id: number; email: string; firstName: string }; redirect: string }>()
    expect(body.user).toMatchObject({ id: 2, email: 'kupac@izlog.hr', isBackofficeUser: false })
    expect(body.redirect).toBe('/profil?tab=orders')
    const set = setCookies(res)
    const access = set.get(ACCESS_COOKIE)
    const refresh = set.get(REFRESH_COOKIE)
    expect(access?.attrs).toMatch(/Max-Age=(8\d\d|900)/)
    expect(refresh?.attrs).toContain('Max-Age=2592000')
    for (const cookie of [access, refresh]) {
      for (const attr of ['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/']) expect(cookie?.attrs).toContain(attr)
    }
    // The tokens are not in the JSON body.
    expect(JSON.stringify(body)).not.toContain(access?.value ?? 'x')
    const me = await workerFetch('/api/auth/user', {
      headers: { Cookie: cookieHeader({ [ACCESS_COOKIE]: access?.value ?? '' }) },
    })
    expect(me.headers.get('Cache-Control')).toBe('no-store')
    expect((await me.json<{ user: { id: number } }>()).user.id).toBe(2)
  })

  it('an unsafe redirect becomes /', async () => {
    for (const redirect of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/ok/<script>',
      'javascript:alert(1)',
    ]) {
      const res = await post('/api/auth/login', { ...CUSTOMER, redirect })
      expect((await res.json<{ redirect: string }>()).redirect).toBe('/')
    }
  })

  it('wrong password → 401 with the translated message, no cookies', async () => {
    const hr = await post('/api/auth/login', { username: 'kupac@izlog.hr', password: 'wrong-password-1' })
    expect(hr.status).toBe(401)
    expect((await hr.json<{ message: string }>()).message).toBe('Prijava nije uspjela')
    expect(hr.headers.getSetCookie()).toHaveLength(0)
    const en = await post('/api/auth/login', {
      username: 'nobody@izlog.hr',
      password: 'wrong-password-1',
      locale: 'en',
    })
    expect(en.status).toBe(401)
    expect((await en.json<{ message: string }>()).message).toBe('Unknown username or password!')
    const viaReferer = await post(
      '/api/auth/login',
      { username: 'nobody@izlog.hr', password: 'wrong-password-1' },
      { Referer: 'https://izlog.test/en/login' },
    )
    expect((await viaReferer.json<{ message: string }>()).message).toBe('Unknown username or password!')
  })

  it('a throttled login → 429 with Retry-After and the translated message; the address reaches the backend', async () => {
    const username = `throttled-${crypto.randomUUID().slice(0, 8)}@izlog.hr`
    await env.DB.prepare('INSERT INTO login_failures (key, failures, last_failure_at) VALUES (?, 20, ?)')
      .bind(`account:${username}`, Date.now())
      .run()
    const res = await post('/api/auth/login', { username, password: 'whatever-123', locale: 'en' })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(800)
    expect(await res.json()).toMatchObject({
      code: 'LOGIN_THROTTLED',
      message: expect.stringMatching(/^Too many failed logins\. Please try again in \d+ s\.$/),
    })

    const address = `192.0.2.${Math.floor(Math.random() * 250) + 1}`
    await post(
      '/api/auth/login',
      { username: `nobody-${address}@izlog.hr`, password: 'wrong-password-1' },
      { 'CF-Connecting-IP': address },
    )
    const stored = await env.DB.prepare('SELECT failures FROM login_failures WHERE key = ?')
      .bind(`address:${address}`)
      .first<{ failures: number }>()
    expect(stored?.failures).toBe(1)
  })

  it('invalid input → 400 with a clear message, never a 500', async () => {
    const badEmail = await post('/api/auth/login', { username: 'not-an-email', password: 'long-enough-1' })
    expect(badEmail.status).toBe(400)
    expect(await badEmail.json()).toMatchObject({ field: 'username', message: 'Unesite ispravnu e-mail adresu' })
    const shortPassword = await post('/api/auth/login', { username: 'kupac@izlog.hr', password: 'short', locale: 'en' })
    expect(shortPassword.status).toBe(400)
    expect((await shortPassword.json<{ message: string }>()).message).toBe('Enter at least 8 characters')
    const notJson = await workerFetch(
      '/api/auth/login',
      sameOrigin({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{oops' }),
    )
    expect(notJson.status).toBe(400)
    const missing = await post('/api/auth/login', {})
    expect(missing.status).toBe(400)
    expect((await missing.json<{ message: string }>()).message).toBe('Unos ovog polja je obavezan')
  })

  it('logout clears the session and cart cookies and revokes the refresh token', async () => {
    const login = setCookies(await post('/api/auth/login', CUSTOMER))
    const access = login.get(ACCESS_COOKIE)?.value ?? ''
    const refresh = login.get(REFRESH_COOKIE)?.value ?? ''
    const res = await workerFetch(
      '/api/auth/logout',
      sameOrigin({
        method: 'POST',
        headers: {
          Cookie: cookieHeader({
            [ACCESS_COOKIE]: access,
            [REFRESH_COOKIE]: refresh,
            cartId: '12',
            protectCode: 'abc',
          }),
        },
      }),
    )
    expect(res.status).toBe(200)
    const cleared = setCookies(res)
    for (const name of [ACCESS_COOKIE, REFRESH_COOKIE, 'cartId', 'protectCode']) {
      expect(cleared.get(name)?.attrs, name).toContain('Max-Age=0')
    }
    // The refresh token no longer works.
    const again = await workerFetch(
      '/api/auth/refresh',
      sameOrigin({ method: 'POST', headers: { Cookie: cookieHeader({ [REFRESH_COOKIE]: refresh }) } }),
    )
    expect(again.status).toBe(401)
  })

  it('switching language clears the cart cookies and remembers the language', async () => {
    const res = await workerFetch(
      '/api/auth/language',
      sameOrigin({
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookieHeader({ cartId: 'c-1', protectCode: 'p-1' }) },
        body: JSON.stringify({ locale: 'en' }),
      }),
    )
    expect(res.status).toBe(200)
    const cookies = setCookies(res)
    expect(cookies.get('cartId')?.attrs).toContain('Max-Age=0')
    expect(cookies.get('protectCode')?.attrs).toContain('Max-Age=0')
    expect(cookies.get('izlog_locale')?.value).toBe('en')
    expect(cookies.get('izlog_locale')?.attrs).toContain('Max-Age=31536000')
  })

  it('an unknown language is a 400 with a message, and changes nothing', async () => {
    const res = await post('/api/auth/language', { locale: 'de' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message: 'Nepoznat jezik.' })
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it('refresh rotates the cookies; without a refresh cookie → 401 + cleared', async () => {
    const login = setCookies(await post('/api/auth/login', CUSTOMER))
    const refresh = login.get(REFRESH_COOKIE)?.value ?? ''
    const res = await workerFetch(
      '/api/auth/refresh',
      sameOrigin({ method: 'POST', headers: { Cookie: cookieHeader({ [REFRESH_COOKIE]: refresh }) } }),
    )
    expect(res.status).toBe(200)
    expect((await res.json<{ user: { id: number } }>()).user.id).toBe(2)
    const set = setCookies(res)
    expect(set.get(REFRESH_COOKIE)?.value).not.toBe(refresh)
    expect(set.get(ACCESS_COOKIE)?.value).toMatch(/^ey/)

    const none = await workerFetch('/api/auth/refresh', sameOrigin({ method: 'POST' }))
    expect(none.status).toBe(401)
    expect(setCookies(none).get(ACCESS_COOKIE)?.attrs).toContain('Max-Age=0')
  })

  it('the API proxy refuses token-issuing calls (tokens never reach JavaScript)', async () => {
    const res = await post('/api/v1/login', { ...CUSTOMER, apiKey: 'x' })
    expect(res.status).toBe(404)
    expect(JSON.stringify(await res.json())).not.toContain('accessToken')
  })
})

describe('a profile edit through the proxy', () => {
  it('renews the tokens, so /api/auth/user shows the new name at once', async () => {
    const email = `ime-${Date.now()}@izlog.test`
    const jar: Jar = {}
    const registered = await jarCall('POST', '/api/v1/user/web/register', jar, {
      firstName: 'Staro',
      lastName: 'Ime',
      email,
      password: 'lozinka-ime-1',
      confirmedPassword: 'lozinka-ime-1',
      consents: ['privacy'],
    })
    expect(registered.status).toBe(201)
    expect((await jarCall('POST', '/api/auth/login', jar, { username: email, password: 'lozinka-ime-1' })).status).toBe(
      200,
    )
    const before = jar[REFRESH_COOKIE]
    const updated = await jarCall('PATCH', '/api/v1/user/web/update', jar, {
      details: { firstName: 'Novo', lastName: 'Prezime', phone: '' },
      email,
      username: email,
    })
    expect(updated.status).toBe(200)
    expect(jar[REFRESH_COOKIE]).not.toBe(before)
    const me = await jarCall('GET', '/api/auth/user', jar)
    expect((await me.json<{ user: { firstName: string; lastName: string } }>()).user).toMatchObject({
      firstName: 'Novo',
      lastName: 'Prezime',
    })
  })
})
