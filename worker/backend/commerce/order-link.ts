import { SignJWT, errors as joseErrors, jwtVerify } from 'jose'
import type { Bindings } from '../../lib/bindings'
import { ORDER_LINK_TTL_DAYS } from '../../../contract/schemas/checkout'

/**
 * The signed order link of the confirmation e-mail (issue 14): whoever holds it sees that one
 * order, without an account, until it expires. An HS256 JWT whose subject is the order's slug, with
 * its own type and audience so it can never pass for an access token (nor one for it).
 */
const ALGORITHM = 'HS256'
const TYPE = 'order-link'

type LinkEnv = Pick<Bindings, 'JWT_SECRET' | 'JWT_ISSUER' | 'JWT_AUDIENCE'>

const key = (env: LinkEnv) => new TextEncoder().encode(env.JWT_SECRET)
const audience = (env: LinkEnv) => `${env.JWT_AUDIENCE}:${TYPE}`

export async function signOrderLink(env: LinkEnv, orderSlug: string, ttlDays = ORDER_LINK_TTL_DAYS): Promise<string> {
  return new SignJWT({ typ: TYPE })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(orderSlug)
    .setIssuer(env.JWT_ISSUER)
    .setAudience(audience(env))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + Math.round(ttlDays * 86_400))
    .sign(key(env))
}

export type OrderLinkResult = { status: 'valid'; orderSlug: string } | { status: 'expired' } | { status: 'invalid' }

export async function verifyOrderLink(env: LinkEnv, token: string): Promise<OrderLinkResult> {
  if (token.length > 1000) return { status: 'invalid' }
  try {
    const { payload } = await jwtVerify(token, key(env), {
      algorithms: [ALGORITHM],
      issuer: env.JWT_ISSUER,
      audience: audience(env),
      requiredClaims: ['exp', 'sub', 'iat'],
      typ: 'JWT',
      maxTokenAge: `${ORDER_LINK_TTL_DAYS}d`,
    })
    if (payload['typ'] !== TYPE || typeof payload.sub !== 'string' || payload.sub === '') return { status: 'invalid' }
    return { status: 'valid', orderSlug: payload.sub }
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { status: 'expired' }
    return { status: 'invalid' }
  }
}
