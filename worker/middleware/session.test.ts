import { env } from 'cloudflare:test'
import { SignJWT, generateKeyPair } from 'jose'
import { describe, expect, it } from 'vitest'
import { signAccessToken, type AccessClaims } from '../lib/tokens'
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../lib/cookies'
import { cookieHeader, sameOrigin, setCookies, workerFetch } from '../../test/edge/helpers'

const CUSTOMER: AccessClaims = {
  userId: 2,
  email: 'kupac@izlog.hr',
  firstName: 'Kupac',
  lastName: 'Test',
  isBackofficeUser: false,
}
const secret = new TextEncoder().encode(env.JWT_SECRET)
const now = () => Math.floor(Date.now() / 1000)

const base64url = (value: string) => btoa(value).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')

async function whoAmI(cookies: Record<string, string>) {
  const res = await workerFetch('/api/auth/user', { headers: { Cookie: cookieHeader(cookies) } })
  const body = await res.json<{ user: { id: number; email: string; isBackofficeUser: boolean } | null }>()
  return { res, body, set: setCookies(res) }
}

function expectCleared(set: ReturnType<typeof setCookies>) {
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
    const cookie = set.get(name)
    expect(cookie, `${name} must be cleared`).toBeDefined()
    expect(cookie?.value).toBe('')
    expect(cookie?.attrs).toContain('Max-Age=0')
    expect(cookie?.attrs).toContain('Path=/')
    expect(cookie?.attrs).toContain('Secure')
  }
}

async function login(): Promise<{ access: string; refresh: string }> {
  const res = await workerFetch(
    '/api/auth/login',
    sameOrigin({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'kupac@izlog.hr', password: 'izlog-kupac-2026' }),
    }),
  )
  expect(res.status).toBe(200)
  const set = setCookies(res)
  return { access: set.get(ACCESS_COOKIE)?.value ?? '', refresh: set.get(REFRESH_COOKIE)?.value ?? '' }
}

describe('session middleware', () => {
  it('a valid access token → the user, no cookie changes', async () => {
    const token = await signAccessToken(env, CUSTOMER)
    const { res, body, set } = await whoAmI({ [ACCESS_COOKIE]: token })
    expect(res.status).toBe(200)
    expect(body.user).toMatchObject({ id: 2, email: 'kupac@izlog.hr', isBackofficeUser: false })
    expect(set.size).toBe(0)
  })

  it('no cookies → anonymous, nothing set', async () => {
    const { body, set } = await whoAmI({})
    expect(body.user).toBeNull()
    expect(set.size).toBe(0)
  })

  const badTokens: Array<[string, () => Promise<string>]> = [
    [
      'tampered signature',
      async () => {
        const token = await signAccessToken(env, CUSTOMER)
        const last = token.at(-2) === 'A' ? 'B' : 'A'
        return token.slice(0, -2) + last + token.slice(-1)
      },
    ],
    [
      'tampered payload (promoted to backoffice)',
      async () => {
        const [header = '', , signature = ''] = (await signAccessToken(env, CUSTOMER)).split('.')
        const payload = base64url(
          JSON.stringify({
            sub: '2',
            email: 'kupac@izlog.hr',
            bo: true,
            typ: 'access',
            iss: env.JWT_ISSUER,
            aud: env.JWT_AUDIENCE,
            exp: now() + 600,
          }),
        )
        return `${header}.${payload}.${signature}`
      },
    ],
    [
      'alg:none',
      async () => {
        const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))
        const payload = base64url(
          JSON.stringify({
            sub: '1',
            email: 'admin@izlog.hr',
            bo: true,
            typ: 'access',
            iss: env.JWT_ISSUER,
            aud: env.JWT_AUDIENCE,
            exp: now() + 600,
          }),
        )
        return `${header}.${payload}.`
      },
    ],
    [
      'wrong issuer',
      () =>
        new SignJWT({ email: 'kupac@izlog.hr', typ: 'access' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject('2')
          .setIssuer('someone-else')
          .setAudience(env.JWT_AUDIENCE)
          .setExpirationTime(now() + 600)
          .sign(secret),
    ],
    [
      'wrong audience',
      () =>
        new SignJWT({ email: 'kupac@izlog.hr', typ: 'access' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject('2')
          .setIssuer(env.JWT_ISSUER)
          .setAudience('other-app')
          .setExpirationTime(now() + 600)
          .sign(secret),
    ],
    [
      'missing exp',
      () =>
        new SignJWT({ email: 'kupac@izlog.hr', typ: 'access' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject('2')
          .setIssuer(env.JWT_ISSUER)
          .setAudience(env.JWT_AUDIENCE)
          .sign(secret),
    ],
    [
      'RS256 token (RS/HS confusion)',
      async () => {
        const { privateKey } = await generateKeyPair('RS256')
        return new SignJWT({ email: 'kupac@izlog.hr', typ: 'access' })
          .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
          .setSubject('2')
          .setIssuer(env.JWT_ISSUER)
          .setAudience(env.JWT_AUDIENCE)
          .setExpirationTime(now() + 600)
          .sign(privateKey)
      },
    ],
    [
      'HS256 signed with a public key as secret',
      async () => {
        const { publicKey } = await generateKeyPair('RS256', { extractable: true })
        const spki = (await crypto.subtle.exportKey('spki', publicKey)) as ArrayBuffer
        return new SignJWT({ email: 'kupac@izlog.hr', typ: 'access' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject('2')
          .setIssuer(env.JWT_ISSUER)
          .setAudience(env.JWT_AUDIENCE)
          .setExpirationTime(now() + 600)
          .sign(new Uint8Array(spki))
      },
    ],
    ['expired, no refresh cookie', () => signAccessToken(env, CUSTOMER, -60)],
    ['garbage', async () => 'not-a-jwt'],
  ]

  for (const [name, make] of badTokens) {
    it(`${name} → anonymous + cookies cleared, never 500`, async () => {
      const { res, body, set } = await whoAmI({ [ACCESS_COOKIE]: await make() })
      expect(res.status).toBe(200)
      expect(body.user).toBeNull()
      expectCleared(set)
    })
  }

  it('a bad token on a page request is not a 500 either', async () => {
    const res = await workerFetch('/kontakt', {
      headers: { Cookie: cookieHeader({ [ACCESS_COOKIE]: 'x.y.z', [REFRESH_COOKIE]: 'nope' }) },
    })
    expect(res.status).toBeLessThan(500)
    expectCleared(setCookies(res))
  })

  it('a tampered access token is not refreshed even with a refresh cookie', async () => {
    const { refresh } = await login()
    const { body, set } = await whoAmI({ [ACCESS_COOKIE]: 'eyJhbGciOiJub25lIn0.e30.', [REFRESH_COOKIE]: refresh })
    expect(body.user).toBeNull()
    expectCleared(set)
  })

  it('expired access + valid refresh → new cookies and the user, also for parallel requests', async () => {
    const { refresh } = await login()
    const expired = await signAccessToken(env, CUSTOMER, -60)
    const cookies = { [ACCESS_COOKIE]: expired, [REFRESH_COOKIE]: refresh }
    const [a, b] = await Promise.all([whoAmI(cookies), whoAmI(cookies)])
    for (const result of [a, b]) {
      expect(result.body.user).toMatchObject({ id: 2, email: 'kupac@izlog.hr' })
      const access = result.set.get(ACCESS_COOKIE)
      const rotated = result.set.get(REFRESH_COOKIE)
      expect(access?.value).toMatch(/^ey/)
      expect(access?.attrs).toMatch(/Max-Age=(8\d\d|9\d\d)/)
      expect(access?.attrs).toContain('HttpOnly')
      expect(access?.attrs).toContain('SameSite=Lax')
      expect(rotated?.value).toBeTruthy()
      expect(rotated?.value).not.toBe(refresh)
      expect(rotated?.attrs).toContain('Max-Age=2592000')
    }
    // Both parallel requests got the same rotation (no reuse detected, no family revoked).
    expect(a.set.get(REFRESH_COOKIE)?.value).toBe(b.set.get(REFRESH_COOKIE)?.value)
    const next = await whoAmI({ [ACCESS_COOKIE]: a.set.get(ACCESS_COOKIE)?.value ?? '' })
    expect(next.body.user?.id).toBe(2)
  })

  it('missing access cookie (expired in the browser) + refresh → refreshed', async () => {
    const { refresh } = await login()
    const { body, set } = await whoAmI({ [REFRESH_COOKIE]: refresh })
    expect(body.user?.email).toBe('kupac@izlog.hr')
    expect(set.get(ACCESS_COOKIE)?.value).toMatch(/^ey/)
  })

  it('expired access + unknown refresh token → anonymous + cleared', async () => {
    const { body, set } = await whoAmI({
      [ACCESS_COOKIE]: await signAccessToken(env, CUSTOMER, -60),
      [REFRESH_COOKIE]: 'unknown-refresh-token',
    })
    expect(body.user).toBeNull()
    expectCleared(set)
  })
})
