import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import type { Bindings } from './bindings'
import { isStaffRole, type StaffRole } from '../../contract/staff-roles'

/**
 * Access tokens: HS256 JWTs signed by the embedded backend and verified at the edge and in the
 * backend with pinned algorithm, issuer, audience, a required `exp` and `iat`: never issued in the
 * future, never living longer than ACCESS_TOKEN_TTL_SECONDS. Any failure is a status (callers
 * treat it as anonymous), never an exception.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
const ALGORITHM = 'HS256'
/** Clock skew tolerated between the signer and the verifier. */
const CLOCK_TOLERANCE_SECONDS = 30

export interface AccessClaims {
  userId: number
  email: string
  firstName: string
  lastName: string
  isBackofficeUser: boolean
  /**
   * The staff account's role (issue 37), only when `isBackofficeUser`. A token signed before roles
   * existed carries `bo` alone: its holder was staff when every staff account was an owner (the
   * backend confirms the role against the user row on every staff call either way).
   */
  staffRole?: StaffRole | null
  /** The refresh-token family (one login on one device) this token belongs to. */
  sessionId?: string
}

type TokenEnv = Pick<Bindings, 'JWT_SECRET' | 'JWT_ISSUER' | 'JWT_AUDIENCE'>

const keyCache = new Map<string, Uint8Array>()
function secretKey(secret: string): Uint8Array {
  let key = keyCache.get(secret)
  if (!key) {
    key = new TextEncoder().encode(secret)
    keyCache.set(secret, key)
  }
  return key
}

export async function signAccessToken(
  env: TokenEnv,
  claims: AccessClaims,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  if (ttlSeconds > ACCESS_TOKEN_TTL_SECONDS)
    throw new RangeError(`access tokens live at most ${ACCESS_TOKEN_TTL_SECONDS} s`)
  const session = claims.sessionId ? { sid: claims.sessionId } : {}
  const role = claims.isBackofficeUser && claims.staffRole ? { sr: claims.staffRole } : {}
  return new SignJWT({
    email: claims.email,
    fn: claims.firstName,
    ln: claims.lastName,
    bo: claims.isBackofficeUser,
    typ: 'access',
    ...role,
    ...session,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(env.JWT_ISSUER)
    .setAudience(env.JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secretKey(env.JWT_SECRET))
}

export type VerifyResult = { status: 'valid'; claims: AccessClaims } | { status: 'expired' } | { status: 'invalid' }

export async function verifyAccessToken(env: TokenEnv, token: string | null | undefined): Promise<VerifyResult> {
  if (!token) return { status: 'invalid' }
  try {
    const { payload } = await jwtVerify(token, secretKey(env.JWT_SECRET), {
      algorithms: [ALGORITHM],
      issuer: env.JWT_ISSUER,
      audience: env.JWT_AUDIENCE,
      requiredClaims: ['exp', 'sub', 'iat'],
      typ: 'JWT',
      // Rejects an `iat` in the future and anything older than an access token can be.
      maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    })
    const userId = Number(payload.sub)
    if (
      payload['typ'] !== 'access' ||
      !Number.isInteger(userId) ||
      userId <= 0 ||
      typeof payload['email'] !== 'string'
    ) {
      return { status: 'invalid' }
    }
    // A token that claims a longer life than we ever grant was not issued by us.
    if ((payload.exp ?? 0) - (payload.iat ?? 0) > ACCESS_TOKEN_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS)
      return { status: 'invalid' }
    const isBackofficeUser = payload['bo'] === true
    const signedRole = payload['sr']
    const staffRole: StaffRole | null = isBackofficeUser ? (isStaffRole(signedRole) ? signedRole : 'owner') : null
    return {
      status: 'valid',
      claims: {
        userId,
        email: payload['email'],
        firstName: typeof payload['fn'] === 'string' ? payload['fn'] : '',
        lastName: typeof payload['ln'] === 'string' ? payload['ln'] : '',
        isBackofficeUser,
        staffRole,
        ...(typeof payload['sid'] === 'string' ? { sessionId: payload['sid'] } : {}),
      },
    }
  } catch (error) {
    // Key-confusion attempts throw a plain TypeError; everything else is a JOSE error. All → invalid.
    if (error instanceof joseErrors.JWTExpired) return { status: 'expired' }
    return { status: 'invalid' }
  }
}
