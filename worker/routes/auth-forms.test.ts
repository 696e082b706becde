import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { authFormActions } from '../../contract/auth-form'
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../lib/cookies'
import { sha256Hex } from '../backend/users/crypto'
import { setEmailVerificationRequired } from '../backend/settings/repository'
import { upstreamProbe } from '../../test/upstream-probe'
import { formPost, jarCall, setCookies, workerFetch, type Jar } from '../../test/edge/helpers'

/** The account's HTML forms (issue 38): a browser without the app posts them and is sent on with the outcome. */

afterEach(() => {
  upstreamProbe.failWith = null
  upstreamProbe.match = null
})

const CUSTOMER = { username: 'kupac@izlog.hr', password: 'izlog-kupac-2026' }
const PASSWORD = 'dobra-lozinka-1'

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
/** A client address of its own per call, so the backend's per-client budgets never mix tests. */
const client = () => ({ 'CF-Connecting-IP': `198.51.100.${Math.floor(Math.random() * 250) + 1}` })

const post = (action: string, fields: Array<[string, string]>, jar: Jar = {}, headers: Record<string, string> = {}) =>
  formPost(action, jar, fields, { ...client(), ...headers })

const location = (res: Response) => res.headers.get('Location') ?? ''

const registration = (email: string, consents: string[] = ['privacy']): Array<[string, string]> => [
  ['firstName', 'Maja'],
  ['lastName', 'Marić'],
  ['email', email],
  ['password', PASSWORD],
  ['confirmedPassword', PASSWORD],
  ['memberCardBarcode', ''],
  ...consents.map((consent): [string, string] => ['consents', consent]),
  ['formId', 'register-form'],
  ['returnTo', '/profil'],
]

const userByEmail = (email: string) =>
  env.DB.prepare('SELECT id, email_verified, register_consents FROM users WHERE email = ?')
    .bind(email)
    .first<{ id: number; email_verified: number; register_consents: string }>()

/** Registers a customer through the form (the seed confirms no e-mail) and forgets the session it opens. */
async function registered(name: string): Promise<string> {
  const email = unique(name)
  expect(location(await post(authFormActions.register, registration(email)))).toBe('/profil?form=registered')
  return email
}

const login = (email: string, password: string, extra: Array<[string, string]> = [], action = authFormActions.login) =>
  post(action, [
    ['username', email],
    ['password', password],
    ['formId', 'login-form'],
    ['returnTo', '/profil'],
    ...extra,
  ])

describe('the login form without the app', () => {
  it('sets the session cookies and goes on to the page asked for, or the profile (hr and en)', async () => {
    const res = await login(CUSTOMER.username, CUSTOMER.password, [['redirect', '/kosarica?x=1']])
    expect(res.status).toBe(303)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(location(res)).toBe('/kosarica?x=1&form=loggedIn')
    const cookies = setCookies(res)
    for (const name of [ACCESS_COOKIE, REFRESH_COOKIE])
      for (const attr of ['HttpOnly', 'Secure', 'SameSite=Lax']) expect(cookies.get(name)?.attrs).toContain(attr)
    const jar: Jar = { [ACCESS_COOKIE]: cookies.get(ACCESS_COOKIE)?.value ?? '' }
    const me = await jarCall('GET', '/api/auth/user', jar)
    expect((await me.json<{ user: { email: string } }>()).user.email).toBe(CUSTOMER.username)

    const en = await post(`${authFormActions.login}?language=eng`, [
      ['username', CUSTOMER.username],
      ['password', CUSTOMER.password],
      ['formId', 'login-form'],
      ['returnTo', '/en/profile'],
    ])
    expect(location(en)).toBe('/en/profile?form=loggedIn')
  })

  it('an open redirect is refused: the login goes to the profile', async () => {
    for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example', '/%2F%2Fevil.example']) {
      const res = await login(CUSTOMER.username, CUSTOMER.password, [['redirect', redirect]])
      expect(location(res), redirect).toBe('/profil?form=loggedIn')
    }
  })

  it('a wrong password comes back to the form, translated by key; no cookie, nothing typed in the address', async () => {
    const email = await registered('nojs-wrong')
    const hr = await login(email, 'wrong-password-1')
    expect(hr.status).toBe(303)
    expect(location(hr)).toBe('/profil?form=loginFailed&formId=login-form#login-form')
    expect(setCookies(hr).has(ACCESS_COOKIE)).toBe(false)
    expect(location(hr)).not.toContain('example.com')
    expect(location(hr)).not.toContain('wrong-password')
    const en = await post(`${authFormActions.login}?language=eng`, [
      ['username', email],
      ['password', 'wrong-password-1'],
      ['formId', 'login-form'],
      ['returnTo', '/en/profile?redirect=/en/cart'],
    ])
    expect(location(en)).toBe('/en/profile?redirect=%2Fen%2Fcart&form=loginFailed&formId=login-form#login-form')
  })

  it('a throttled login says how long to wait', async () => {
    const username = `throttled-form-${crypto.randomUUID().slice(0, 8)}@izlog.hr`
    await env.DB.prepare('INSERT INTO login_failures (key, failures, last_failure_at) VALUES (?, 20, ?)')
      .bind(`account:${username}`, Date.now())
      .run()
    const url = new URL(location(await login(username, 'whatever-123')), 'https://izlog.test')
    expect(url.searchParams.get('form')).toBe('loginThrottled')
    expect(Number(url.searchParams.get('wait'))).toBeGreaterThan(800)
  })

  it('an unconfirmed and a blocked account are told so by key', async () => {
    const unconfirmed = await registered('nojs-unconfirmed')
    await env.DB.prepare('UPDATE users SET email_verified = 0 WHERE email = ?').bind(unconfirmed).run()
    expect(location(await login(unconfirmed, PASSWORD))).toContain('form=emailNotConfirmed')
    const blocked = await registered('nojs-blocked')
    await env.DB.prepare("UPDATE users SET blocked_at = '2026-01-01T00:00:00Z' WHERE email = ?").bind(blocked).run()
    const res = await login(blocked, PASSWORD)
    expect(location(res)).toContain('form=accountBlocked')
    expect(setCookies(res).has(ACCESS_COOKIE)).toBe(false)
  })

  it('bad input never reaches the upstream and is told by key; an outage is an outage', async () => {
    expect(location(await login('not-an-address', 'long-enough-1'))).toContain('form=emailInvalid')
    expect(location(await login(CUSTOMER.username, 'short'))).toContain('form=passwordShort')
    expect(location(await post(authFormActions.login, [['returnTo', '/profil']]))).toContain('form=emailInvalid')
    const json = await workerFetch(authFormActions.login, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/json', Origin: 'https://izlog.test', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify(CUSTOMER),
    })
    expect(location(json)).toBe('/profil?form=emailInvalid&formId=login-form#login-form')
    upstreamProbe.match = /api\/v1\/login/
    upstreamProbe.failWith = 503
    const down = await login(CUSTOMER.username, CUSTOMER.password)
    expect(location(down)).toBe('/profil?form=unavailable&formId=login-form#login-form')
    expect(setCookies(down).has(ACCESS_COOKIE)).toBe(false)
  })
})

describe('the register form without the app', () => {
  it('registers with the ticked consents and lands on the profile logged in (no confirmation asked)', async () => {
    const email = unique('nojs-register')
    const res = await post(authFormActions.register, registration(email, ['privacy', 'newsletter']))
    expect(res.status).toBe(303)
    expect(location(res)).toBe('/profil?form=registered')
    expect(setCookies(res).get(ACCESS_COOKIE)?.value).toMatch(/^ey/)
    const row = await userByEmail(email)
    expect(row?.email_verified).toBe(1)
    expect(JSON.parse(row?.register_consents ?? '[]')).toEqual(['privacy', 'newsletter'])
  })

  it('when the shop confirms e-mails: an English page is told to check the mailbox, no session', async () => {
    await setEmailVerificationRequired(env.DB, true)
    try {
      const email = unique('nojs-register-en')
      const fields = registration(email).map(([name, value]): [string, string] =>
        name === 'returnTo' ? [name, '/en/profile'] : [name, value],
      )
      const res = await post(`${authFormActions.register}?language=eng`, fields)
      expect(location(res)).toBe('/en/profile?form=registerConfirm&formId=register-form#register-form')
      expect(setCookies(res).has(ACCESS_COOKIE)).toBe(false)
      expect((await userByEmail(email))?.email_verified).toBe(0)
    } finally {
      await setEmailVerificationRequired(env.DB, false)
    }
  })

  it('refuses a missing consent, unequal or short passwords and a bad address, storing nothing', async () => {
    const email = unique('nojs-register-refused')
    const change = (name: string, value: string) =>
      registration(email).map(([field, old]): [string, string] => (field === name ? [field, value] : [field, old]))
    expect(location(await post(authFormActions.register, registration(email, [])))).toContain('form=consentMissing')
    expect(location(await post(authFormActions.register, change('confirmedPassword', 'other-password-1')))).toContain(
      'form=passwordsDiffer',
    )
    const short = registration(email).map(([field, value]): [string, string] =>
      /password/i.test(field) ? [field, 'short'] : [field, value],
    )
    expect(location(await post(authFormActions.register, short))).toContain('form=passwordShort')
    expect(location(await post(authFormActions.register, change('email', 'not-an-address')))).toContain(
      'form=emailInvalid',
    )
    expect(location(await post(authFormActions.register, change('firstName', '  ')))).toContain('form=fieldsInvalid')
    expect(await userByEmail(email)).toBeNull()
    upstreamProbe.match = /user\/web\/register/
    upstreamProbe.failWith = 503
    expect(location(await post(authFormActions.register, registration(email)))).toContain('form=unavailable')
    expect(await userByEmail(email)).toBeNull()
  })
})

describe('the register form with addresses without the app (SPEC §5 Register with addresses)', () => {
  const delivery: Array<[string, string]> = [
    ['withAddress', 'on'],
    ['contactEmail', 'kontakt@example.com'],
    ['phone', '+385 91 123 4567'],
    ['country', 'HR'],
    ['city', 'Split'],
    ['street', 'Marmontova'],
    ['houseNumber', '4'],
    ['zipCode', '21000'],
  ]
  const billing: Array<[string, string]> = [
    ['differentBilling', 'on'],
    ['billingPhone', '+385 1 234 5678'],
    ['billingCountry', 'HR'],
    ['billingCity', 'Zagreb'],
    ['billingStreet', 'Ilica'],
    ['billingHouseNumber', '1'],
    ['billingZipCode', '10000'],
  ]
  const addressesOf = (email: string) =>
    env.DB.prepare(
      `SELECT a.city, a.kind, a.first_name AS firstName, a.contact_email AS contactEmail FROM user_addresses a
       JOIN users u ON u.id = a.user_id WHERE u.email = ? ORDER BY a.city`,
    )
      .bind(email)
      .all<{ city: string; kind: string; firstName: string; contactEmail: string }>()
      .then((rows) => rows.results)

  it('stores the delivery address under the account names, marked main', async () => {
    const email = unique('nojs-register-address')
    const res = await post(authFormActions.register, [...registration(email), ...delivery])
    expect(location(res)).toBe('/profil?form=registered')
    expect(await addressesOf(email)).toEqual([
      { city: 'Split', kind: 'main', firstName: 'Maja', contactEmail: 'kontakt@example.com' },
    ])
  })

  it('stores a different billing address beside the delivery one', async () => {
    const email = unique('nojs-register-billing')
    const res = await post(authFormActions.register, [...registration(email), ...delivery, ...billing])
    expect(location(res)).toBe('/profil?form=registered')
    expect((await addressesOf(email)).map((row) => [row.city, row.kind])).toEqual([
      ['Split', 'shipping'],
      ['Zagreb', 'billing'],
    ])
  })

  it('ignores the posted (hidden) address fields when the box is not ticked', async () => {
    const email = unique('nojs-register-unticked')
    const res = await post(authFormActions.register, [...registration(email), ...delivery.slice(1)])
    expect(location(res)).toBe('/profil?form=registered')
    expect(await addressesOf(email)).toEqual([])
  })

  it('refuses a ticked address with a missing or bad field, or a forged box, storing nothing', async () => {
    const email = unique('nojs-register-address-refused')
    const without = (name: string) => delivery.filter(([field]) => field !== name)
    for (const fields of [
      without('city'),
      [...without('contactEmail'), ['contactEmail', 'not-an-address'] as [string, string]],
      [...without('country'), ['country', 'XX<script>'] as [string, string]],
      [...delivery, ['differentBilling', 'on'] as [string, string]],
      [...without('withAddress'), ['withAddress', 'yes'] as [string, string]],
    ]) {
      const res = await post(authFormActions.register, [...registration(email), ...fields])
      expect(res.status).toBe(303)
      expect(location(res)).toContain('formId=register-form')
      expect(location(res)).not.toContain('form=registered')
      expect(location(res)).not.toContain('example.com')
    }
    expect(await userByEmail(email)).toBeNull()
  })
})

describe('the forgotten password without the app', () => {
  const forgot = (email: string, action: string = authFormActions.forgotPassword, returnTo = '/zaboravljena-lozinka') =>
    post(action, [
      ['email', email],
      ['formId', 'forgot-password-form'],
      ['returnTo', returnTo],
    ])

  it('sends the link (the same answer for an unknown address), hr and en', async () => {
    const email = await registered('nojs-forgot')
    expect(location(await forgot(email))).toBe(
      '/zaboravljena-lozinka?form=resetSent&formId=forgot-password-form#forgot-password-form',
    )
    expect(
      location(await forgot(unique('nobody'), `${authFormActions.forgotPassword}?language=eng`, '/en/forgot-password')),
    ).toBe('/en/forgot-password?form=resetSent&formId=forgot-password-form#forgot-password-form')
  })

  it('a bad address and an outage are told by key', async () => {
    expect(location(await forgot('nope'))).toContain('form=emailInvalid')
    upstreamProbe.match = /password\/forgot/
    upstreamProbe.failWith = 503
    expect(location(await forgot(unique('outage')))).toContain('form=unavailable')
  })

  it("sets the new password with the link's token, which then works no more", async () => {
    const email = await registered('nojs-reset')
    const token = crypto.randomUUID()
    await env.DB.prepare('UPDATE users SET password_reset_token = ?, password_reset_expires_at = ? WHERE email = ?')
      .bind(await sha256Hex(token), new Date(Date.now() + 600_000).toISOString(), email)
      .run()
    const set = (password: string, again = password, withToken = token) =>
      post(authFormActions.setPassword, [
        ['token', withToken],
        ['newPassword', password],
        ['newPasswordAgain', again],
        ['formId', 'set-password-form'],
        ['returnTo', `/zaboravljena-lozinka?token=${withToken}`],
      ])
    expect(location(await set('nova-lozinka-1', 'druga-lozinka-1'))).toContain('form=passwordsDiffer')
    expect(location(await set('short'))).toContain('form=passwordShort')
    expect(location(await set('nova-lozinka-1', 'nova-lozinka-1', ''))).toContain('form=resetLinkInvalid')
    const done = await set('nova-lozinka-1')
    expect(location(done)).toBe('/zaboravljena-lozinka?form=passwordSet&formId=set-password-form#set-password-form')
    expect(location(await login(email, 'nova-lozinka-1'))).toBe('/profil?form=loggedIn')
    expect(location(await set('nova-lozinka-2'))).toBe(
      `/zaboravljena-lozinka?token=${token}&form=resetLinkInvalid&formId=set-password-form#set-password-form`,
    )
  })
})

describe('the logout form without the app', () => {
  it('ends the session (the refresh token too) and goes home', async () => {
    const jar: Jar = {}
    await post(
      authFormActions.login,
      [
        ['username', CUSTOMER.username],
        ['password', CUSTOMER.password],
      ],
      jar,
    )
    const refresh = jar[REFRESH_COOKIE] ?? ''
    expect(refresh).not.toBe('')
    const en = await post(`${authFormActions.logout}?language=eng`, [], jar)
    expect(en.status).toBe(303)
    expect(location(en)).toBe('/en/')
    expect(jar[ACCESS_COOKIE]).toBeUndefined()
    expect(jar[REFRESH_COOKIE]).toBeUndefined()
    const again = await jarCall('POST', '/api/auth/refresh', { [REFRESH_COOKIE]: refresh })
    expect(again.status).toBe(401)
    expect(location(await post(authFormActions.logout, [], {}))).toBe('/')
  })
})

describe('cross-site posts of the account forms', () => {
  it('are refused with a translated 403 and change nothing (no session, no account)', async () => {
    const email = unique('nojs-csrf')
    for (const [action, text] of [
      [authFormActions.login, /s drugog web-mjesta .*odbijen/],
      [
        `${authFormActions.register}?language=eng`,
        /^Cross-site request refused\.$|from another site, so it was refused/,
      ],
    ] as const) {
      for (const headers of [
        { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' },
        { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
      ]) {
        const res = await post(
          action,
          [...registration(email), ['username', CUSTOMER.username], ['password', CUSTOMER.password]],
          {},
          headers,
        )
        expect(res.status).toBe(403)
        expect((await res.json<{ message: string }>()).message).toMatch(text)
        expect(setCookies(res).has(ACCESS_COOKIE)).toBe(false)
      }
    }
    expect(await userByEmail(email)).toBeNull()
    const logout = await post(authFormActions.logout, [], { [REFRESH_COOKIE]: 'x' }, { Origin: 'https://evil.example' })
    expect(logout.status).toBe(403)
  })
})
