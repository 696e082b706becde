import { env } from 'cloudflare:test'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken, type AccessClaims } from './tokens'

const CUSTOMER: AccessClaims = {
  userId: 2,
  email: 'kupac@izlog.hr',
  firstName: 'Kupac',
  lastName: 'Test',
  isBackofficeUser: false,
}
const now = () => Math.floor(Date.now() / 1000)

/** A token with our key, issuer and audience but the times an attacker (or a broken clock) chose. */
const forge = (iat: number, exp: number, secret = env.JWT_SECRET) =>
  new SignJWT({ email: CUSTOMER.email, bo: true, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('2')
    .setIssuer(env.JWT_ISSUER)
    .setAudience(env.JWT_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret))

describe('access token times', () => {
  it('a fresh token of ours is valid', async () => {
    expect((await verifyAccessToken(env, await signAccessToken(env, CUSTOMER))).status).toBe('valid')
    expect((await verifyAccessToken(env, await forge(now() - 60, now() + 600))).status).toBe('valid')
  })

  it('refuses an iat in the future', async () => {
    expect((await verifyAccessToken(env, await forge(now() + 3600, now() + 3600 + 600))).status).toBe('invalid')
  })

  it('refuses a token claiming a longer life than an access token has', async () => {
    expect((await verifyAccessToken(env, await forge(now() - 10, now() + 365 * 24 * 3600))).status).toBe('invalid')
  })

  it('treats a token older than the access lifetime as expired, whatever its exp says', async () => {
    const old = now() - ACCESS_TOKEN_TTL_SECONDS - 120
    expect((await verifyAccessToken(env, await forge(old, old + ACCESS_TOKEN_TTL_SECONDS + 60 + 120))).status).not.toBe(
      'valid',
    )
  })

  it('refuses a token without iat', async () => {
    const noIat = await new SignJWT({ email: CUSTOMER.email, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('2')
      .setIssuer(env.JWT_ISSUER)
      .setAudience(env.JWT_AUDIENCE)
      .setExpirationTime(now() + 600)
      .sign(new TextEncoder().encode(env.JWT_SECRET))
    expect((await verifyAccessToken(env, noIat)).status).toBe('invalid')
  })

  it('refuses a token signed with the old wrangler.toml default key', async () => {
    const oldDefault = 'local-development-secret-change-me-0123456789'
    expect(env.JWT_SECRET).not.toBe(oldDefault)
    expect((await verifyAccessToken(env, await forge(now(), now() + 600, oldDefault))).status).toBe('invalid')
  })

  it('never signs a longer-lived token', async () => {
    await expect(signAccessToken(env, CUSTOMER, 24 * 3600)).rejects.toThrow(RangeError)
  })
})
