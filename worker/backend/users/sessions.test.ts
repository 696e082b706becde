import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { RegisterResponse, UserDto } from '../../../contract/dto/users'
import { callBackend, loginAs, uniqueEmail, REGISTER_CONSENTS } from '../test-helpers'

const PASSWORD = 'sesija-lozinka-1'

async function newAccount(): Promise<string> {
  const email = uniqueEmail('session')
  const res = await callBackend('POST', '/api/v1/user/web/register', {
    body: {
      email,
      password: PASSWORD,
      confirmedPassword: PASSWORD,
      firstName: 'Sesija',
      lastName: 'Test',
      consents: REGISTER_CONSENTS,
    },
  })
  expect(res.status).toBe(201)
  return email
}

const refresh = (refreshToken: string) => callBackend('GET', '/api/v1/refresh', { headers: { refreshToken } })

describe('a password change ends every other session', () => {
  it("revokes the other devices' refresh tokens and keeps the device that changed it", async () => {
    const email = await newAccount()
    const laptop = await loginAs(email, PASSWORD)
    const phone = await loginAs(email, PASSWORD)
    const changed = await callBackend('POST', '/api/v1/user/password/reset', {
      token: laptop.accessToken,
      body: { oldPassword: PASSWORD, newPassword: 'nova-lozinka-22', newPasswordAgain: 'nova-lozinka-22' },
    })
    expect(changed.status, JSON.stringify(changed.json)).toBe(200)
    expect((await refresh(phone.refreshToken)).status).toBe(401)
    expect((await refresh(laptop.refreshToken)).status).toBe(200)
  })
})

describe('changing the e-mail asks for the current password', () => {
  it('refuses without or with a wrong password, accepts the right one; names need none', async () => {
    const email = await newAccount()
    const { accessToken } = await loginAs(email, PASSWORD)
    const update = (body: Record<string, unknown>) =>
      callBackend<UserDto>('PATCH', '/api/v1/user/web/update', { token: accessToken, body })
    const moved = uniqueEmail('moved')
    const none = await update({ email: moved })
    expect(none.status).toBe(400)
    expect(none.json).toMatchObject({ code: 'CURRENT_PASSWORD_REQUIRED', field: 'currentPassword' })
    const wrong = await update({ email: moved, currentPassword: 'nije-ta-lozinka' })
    expect(wrong.json.code).toBe('INCORRECT_PASSWORD')
    expect((await update({ details: { firstName: 'Novo', lastName: 'Ime' } })).status).toBe(200)
    const right = await update({ email: moved, currentPassword: PASSWORD })
    expect(right.status).toBe(200)
    // Asked for, not made: the new address confirms it first (email-change.test.ts).
    expect(right.json.data).toMatchObject({ email, pendingEmail: moved })
  })
})

describe('registration', () => {
  it('never hands the verification token to the client that registered', async () => {
    const setting = "UPDATE settings SET value = ? WHERE group_name = 'user' AND key = 'emailVerificationRequired'"
    await env.DB.prepare(setting).bind('true').run()
    try {
      const email = uniqueEmail('verify')
      const res = await callBackend<RegisterResponse>('POST', '/api/v1/user/web/register', {
        body: {
          email,
          password: PASSWORD,
          confirmedPassword: PASSWORD,
          firstName: 'Ver',
          lastName: 'Ify',
          consents: REGISTER_CONSENTS,
        },
      })
      expect(res.status).toBe(201)
      expect(res.json.data?.verificationRequired).toBe(true)
      const row = await env.DB.prepare('SELECT verification_token FROM users WHERE email = ?')
        .bind(email)
        .first<{ verification_token: string }>()
      expect(row?.verification_token).toBeTruthy()
      expect(JSON.stringify(res.json)).not.toMatch(/verificationToken/)
      expect(
        (await callBackend('POST', '/api/v1/login', { body: { username: email, password: PASSWORD } })).status,
      ).toBe(403)
    } finally {
      await env.DB.prepare(setting).bind('false').run()
    }
  })
})

describe('login throttling', () => {
  const login = (username: string, password: string, address?: string) =>
    callBackend('POST', '/api/v1/login', {
      body: { username, password },
      headers: address ? { 'x-izlog-client-address': address } : {},
    })

  it('after 5 failures an account waits (429 + Retry-After), even with the right password', async () => {
    const email = await newAccount()
    for (let i = 0; i < 5; i++) expect((await login(email, 'pogresna-lozinka')).status).toBe(401)
    const held = await login(email, PASSWORD)
    expect(held.status).toBe(429)
    expect(held.json.code).toBe('LOGIN_THROTTLED')
    expect(Number(held.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(held.json).toMatchObject({ params: { seconds: Number(held.headers.get('Retry-After')) } })
    const stored = await env.DB.prepare('SELECT failures FROM login_failures WHERE key = ?')
      .bind(`account:${email}`)
      .first<{ failures: number }>()
    expect(stored?.failures).toBe(5)
  })

  it('20 failures lock the account for 15 minutes', async () => {
    const email = await newAccount()
    await env.DB.prepare('INSERT INTO login_failures (key, failures, last_failure_at) VALUES (?, 20, ?)')
      .bind(`account:${email}`, Date.now() - 60_000)
      .run()
    const locked = await login(email, PASSWORD)
    expect(locked.status).toBe(429)
    const wait = Number(locked.headers.get('Retry-After'))
    expect(wait).toBeGreaterThan(13 * 60)
    expect(wait).toBeLessThanOrEqual(15 * 60)
  })

  it('one client address guessing across many accounts is held back too', async () => {
    // An address no other test sends from (auth-forms.test.ts picks its own among 198.51.100.x): its count is this test's alone.
    const address = `2001:db8::${crypto.randomUUID().slice(0, 4)}`
    for (let i = 0; i < 20; i++)
      expect((await login(uniqueEmail('nobody'), 'pogresna-lozinka', address)).status).toBe(401)
    const email = await newAccount()
    expect((await login(email, PASSWORD, address)).status).toBe(429)
    expect((await login(email, PASSWORD, '203.0.113.9')).status).toBe(200)
  })

  it('a successful login clears the account count', async () => {
    const email = await newAccount()
    for (let i = 0; i < 4; i++) await login(email, 'pogresna-lozinka')
    expect((await login(email, PASSWORD)).status).toBe(200)
    const stored = await env.DB.prepare('SELECT failures FROM login_failures WHERE key = ?')
      .bind(`account:${email}`)
      .first()
    expect(stored).toBeNull()
  })
})
