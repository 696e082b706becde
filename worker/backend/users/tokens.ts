import type { Bindings } from '../../env'
import type { AuthTokens } from '../../../contract/dto/users'
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../lib/tokens'
import { REFRESH_TOKEN_TTL_SECONDS, issueRefreshToken } from './refresh-tokens'
import { claimsOf, type UserRow } from './repository'

type TokenEnv = Pick<Bindings, 'DB' | 'JWT_SECRET' | 'JWT_ISSUER' | 'JWT_AUDIENCE'>

/** A new access token plus a refresh token (new family on login, or the given refresh token after rotation). */
export async function issueTokens(env: TokenEnv, row: UserRow, refreshToken?: string): Promise<AuthTokens> {
  const accessToken = await signAccessToken(env, claimsOf(row))
  return {
    accessToken,
    refreshToken: refreshToken ?? (await issueRefreshToken(env.DB, row.id)),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    refreshExpiresIn: REFRESH_TOKEN_TTL_SECONDS,
  }
}
