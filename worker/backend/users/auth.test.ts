import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { LoginResponse, RefreshResponse, UserDto } from '../../../contract/dto/users'
import { signAccessToken, verifyAccessToken } from '../../lib/tokens'
import { callBackend, loginAs, SEEDED } from '../test-helpers'
import { hashPassword, randomToken, sha256Hex } from './crypto'

describe('login', () => {
  it('logs the seeded customer in with tokens and the user', async () => {
    const res = await callBackend<LoginResponse>('POST', '/api/v1/login', {
      body: { username: SEEDED.customer.email, password: SEEDED.customer.password, apiKey: env.API_KEY },
    })
    expect(res.status).toBe(200)
    const data = res.json.data
    expect(data?.user.email).toBe('kupac@izlog.hr')
    expect(data?.user.details).toEqual({ firstName: 'Ivana', lastName: 'Horvat', phone: '+385 91 234 5678' })
    expect(data?.user.memberCardBarcode).toBe('3850000000015')
    expect(data?.user.isBackofficeUser).toBe(false)
    expect(data?.user.addresses[0]).toMatchObject({ city: 'Zagreb', country: 'HR', countryId: 191, street: 'Ilica' })
    expect(JSON.stringify(data)).not.toMatch(/password|salt/i)
    expect(data?.tokens.expiresIn).toBe(900)
    expect(data?.tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const verified = await verifyAccessToken(env, data?.tokens.accessToken)
    expect(verified).toMatchObject({ status: 'valid', claims: { email: 'kupac@izlog.hr', isBackofficeUser: false } })
    // Only the hash of the refresh token is stored.
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM refresh_tokens WHERE token_hash = ?')
      .bind(await sha256Hex(data?.tokens.refreshToken ?? ''))
      .first<{ n: number }>()
    expect(stored?.n).toBe(1)
  })

  it('is case-insensitive on the e-mail', async () => {
    const tokens = await loginAs('KUPAC@izlog.HR', SEEDED.customer.password)
    expect(tokens.accessToken).toBeTruthy()
  })

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    for (const body of [
      { username: SEEDED.customer.email, password: 'wrong-password-1' },
      { username: 'nobody-here@izlog.hr', password: 'whatever-123' },
    ]) {
      const res = await callBackend('POST', '/api/v1/login', { body })
      expect(res.status).toBe(401)
      expect(res.json).toMatchObject({ code: 'INVALID_LOGIN' })
    }
  })

  it('answers 400 for missing fields and a wrong body apiKey with 401', async () => {
    const missing = await callBackend('POST', '/api/v1/login', { body: { username: SEEDED.customer.email } })
    expect(missing.status).toBe(400)
    expect(missing.json.code).toBe('VALIDATION_ERROR')
    const badKey = await callBackend('POST', '/api/v1/login', {
      body: { ...SEEDED.customer, username: SEEDED.customer.email, apiKey: 'nope' },
    })
    expect(badKey.status).toBe(401)
    const noHeader = await callBackend('POST', '/api/v1/login', {
      body: { username: SEEDED.customer.email, password: SEEDED.customer.password },
      noApiKey: true,
    })
    expect(noHeader.status).toBe(401)
  })

  it('refuses an unconfirmed e-mail with 403 until it is verified', async () => {
    const email = `unverified-${crypto.randomUUID().slice(0, 8)}@example.com`
    const pw = await hashPassword('pass-word-123')
    const token = randomToken()
    await env.DB.prepare(
      `INSERT INTO users (email, username, password_hash, password_salt, password_iterations, first_name, last_name, email_verified, verification_token)
       VALUES (?, ?, ?, ?, ?, 'Un', 'Verified', 0, ?)`,
    )
      .bind(email, email, pw.hash, pw.salt, pw.iterations, await sha256Hex(token))
      .run()
    const refused = await callBackend('POST', '/api/v1/login', { body: { username: email, password: 'pass-word-123' } })
    expect(refused.status).toBe(403)
    expect(refused.json.code).toBe('EMAIL_NOT_CONFIRMED')

    const verify = await callBackend('GET', `/api/v1/user/web/verify/${token}`)
    expect(verify.status).toBe(200)
    expect(verify.json.data).toEqual({ verified: true, email })
    expect((await callBackend('GET', `/api/v1/user/web/verify/${token}`)).status).toBe(404)
    expect(
      (await callBackend('POST', '/api/v1/login', { body: { username: email, password: 'pass-word-123' } })).status,
    ).toBe(200)
  })
})

describe('refresh tokens', () => {
  it('rotates the refresh token and rejects reuse by revoking the family', async () => {
    const first = await loginAs(SEEDED.customer.email, SEEDED.customer.password)
    const rotated = await callBackend<RefreshResponse>('GET', '/api/v1/refresh', {
      headers: { refreshToken: first.refreshToken },
    })
    expect(rotated.status).toBe(200)
    const second = rotated.json.data?.tokens
    expect(second?.refreshToken).toBeTruthy()
    expect(second?.refreshToken).not.toBe(first.refreshToken)
    expect(rotated.json.data?.user.email).toBe('kupac@izlog.hr')

    // Replaying the first token: 401 and the whole family (incl. the new token) is revoked.
    const replay = await callBackend('GET', '/api/v1/refresh', { headers: { refreshToken: first.refreshToken } })
    expect(replay.status).toBe(401)
    expect(replay.json.code).toBe('REFRESH_TOKEN_REUSED')
    const afterReplay = await callBackend('GET', '/api/v1/refresh', {
      headers: { refreshToken: second?.refreshToken ?? '' },
    })
    expect(afterReplay.status).toBe(401)
  })

  it('needs the header and refuses unknown or expired tokens', async () => {
    expect((await callBackend('GET', '/api/v1/refresh')).status).toBe(401)
    expect((await callBackend('GET', '/api/v1/refresh', { headers: { refreshToken: randomToken() } })).status).toBe(401)
    const tokens = await loginAs(SEEDED.customer.email, SEEDED.customer.password)
    await env.DB.prepare("UPDATE refresh_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE token_hash = ?")
      .bind(await sha256Hex(tokens.refreshToken))
      .run()
    const expired = await callBackend('GET', '/api/v1/refresh', { headers: { refreshToken: tokens.refreshToken } })
    expect(expired.status).toBe(401)
    expect(expired.json.code).toBe('REFRESH_TOKEN_EXPIRED')
  })

  it('logout revokes the refresh token', async () => {
    const tokens = await loginAs(SEEDED.customer.email, SEEDED.customer.password)
    const out = await callBackend('POST', '/api/v1/logout', { body: { refreshToken: tokens.refreshToken } })
    expect(out.status).toBe(200)
    expect(out.json.data).toEqual({ loggedOut: true })
    expect(
      (await callBackend('GET', '/api/v1/refresh', { headers: { refreshToken: tokens.refreshToken } })).status,
    ).toBe(401)
    expect((await callBackend('POST', '/api/v1/logout', { body: {} })).status).toBe(400)
  })
})

describe('profile', () => {
  it('returns the profile with a token and 401 without or with an expired one', async () => {
    const tokens = await loginAs(SEEDED.customer.email, SEEDED.customer.password)
    const res = await callBackend<UserDto>('GET', '/api/v1/user/web/profile', {
      token: tokens.accessToken,
      language: 'en',
    })
    expect(res.status).toBe(200)
    expect(res.json.data?.email).toBe('kupac@izlog.hr')
    expect(res.json.data?.addresses[0]?.countryName).toBe('Croatia')
    const hr = await callBackend<UserDto>('GET', '/api/v1/user/web/profile', {
      token: tokens.accessToken,
      language: 'hrv',
    })
    expect(hr.json.data?.addresses[0]?.countryName).toBe('Hrvatska')

    expect((await callBackend('GET', '/api/v1/user/web/profile')).status).toBe(401)
    const expiredToken = await signAccessToken(
      env,
      { userId: 2, email: 'kupac@izlog.hr', firstName: 'Ivana', lastName: 'Horvat', isBackofficeUser: false },
      -60,
    )
    expect((await callBackend('GET', '/api/v1/user/web/profile', { token: expiredToken })).status).toBe(401)
    expect((await callBackend('GET', '/api/v1/user/web/profile', { token: 'not.a.jwt' })).status).toBe(401)
  })

  it('refuses customers on the backoffice profile (403) and serves the admin', async () => {
    const customer = await loginAs(SEEDED.customer.email, SEEDED.customer.password)
    const refused = await callBackend('GET', '/api/v1/user/profile', { token: customer.accessToken })
    expect(refused.status).toBe(403)
    const admin = await loginAs(SEEDED.admin.email, SEEDED.admin.password)
    const res = await callBackend<UserDto>('GET', '/api/v1/user/profile', { token: admin.accessToken })
    expect(res.status).toBe(200)
    expect(res.json.data).toMatchObject({ email: 'admin@izlog.hr', isBackofficeUser: true })
  })

  it('social login without configured providers answers a clear 400', async () => {
    const res = await callBackend('POST', '/api/v1/user/social/oauth', {
      body: { provider: 'google', idToken: 'a.b.c-not-checked', nonce: 'n'.repeat(32) },
    })
    expect(res.status).toBe(400)
    expect(res.json.code).toBe('SOCIAL_LOGIN_NOT_CONFIGURED')
  })
})
