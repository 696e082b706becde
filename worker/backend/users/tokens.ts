import type { Bindings } from '../../lib/bindings'
import type { AuthTokens } from '../../../contract/dto/users'
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../lib/tokens'
import { REFRESH_TOKEN_TTL_SECONDS, issueRefreshToken } from './refresh-tokens'
import { claimsOf, type UserRow } from './users'
import { refuse } from '../http'

type TokenEnv = Pick<Bindings, 'DB' | 'JWT_SECRET' | 'JWT_ISSUER' | 'JWT_AUDIENCE'>

/**
 * A new access token plus a refresh token: a new family on login, or the rotated token of the
 * family after a refresh. The access token names its family (sid), so a password change can end
 * every other session and keep this one. A blocked account is refused (403 ACCOUNT_BLOCKED).
 */
export async function issueTokens(
  env: TokenEnv,
  row: UserRow,
  rotated?: { refreshToken: string; familyId: string },
): Promise<AuthTokens> {
  // A blocked account (issue 37) gets no session: not by password, provider login or refresh.
  if (row.blocked_at !== null) throw refuse(403, 'ACCOUNT_BLOCKED')
  const familyId = rotated?.familyId ?? crypto.randomUUID()
  const refreshToken = rotated?.refreshToken ?? (await issueRefreshToken(env.DB, row.id, familyId))
  const accessToken = await signAccessToken(env, { ...claimsOf(row), sessionId: familyId })
  return {
    accessToken,
    refreshToken,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    refreshExpiresIn: REFRESH_TOKEN_TTL_SECONDS,
  }
}
