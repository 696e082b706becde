import { refuse } from '../http'
import { randomToken, sha256Hex } from './crypto'
import { columns, firstRow, type Row } from '../rows'

/**
 * Refresh tokens: random 32 bytes (base64url) handed out once; only their SHA-256 is stored.
 * Every refresh marks the presented token used and issues a new one in the same family. A token
 * presented again after use is a replay: the whole family is revoked (both the thief's and the
 * owner's sessions end) and the call answers 401.
 */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60

interface RefreshRow {
  id: number
  user_id: number
  family_id: string
  expires_at: string
  used_at: string | null
  revoked_at: string | null
}

const tokens = columns('refresh_tokens')
const readRefreshRow = (r: Row): RefreshRow => ({
  id: tokens.int(r, 'id'),
  user_id: tokens.int(r, 'user_id'),
  family_id: tokens.text(r, 'family_id'),
  expires_at: tokens.text(r, 'expires_at'),
  used_at: tokens.nullableText(r, 'used_at'),
  revoked_at: tokens.nullableText(r, 'revoked_at'),
})
const readFamily = (r: Row) => ({ family_id: tokens.text(r, 'family_id') })

const nowIso = () => new Date().toISOString()

export async function issueRefreshToken(
  db: D1Database,
  userId: number,
  familyId: string = crypto.randomUUID(),
): Promise<string> {
  const token = randomToken()
  const expires = new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000).toISOString()
  await db
    .prepare('INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await sha256Hex(token), userId, familyId, expires)
    .run()
  return token
}

async function revokeFamily(db: D1Database, familyId: string): Promise<void> {
  await db
    .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL')
    .bind(nowIso(), familyId)
    .run()
}

/** Consumes a refresh token and returns its user and the replacement token; 401 on any problem. */
export async function rotateRefreshToken(
  db: D1Database,
  token: string,
): Promise<{ userId: number; refreshToken: string; familyId: string }> {
  const row = await firstRow(
    db
      .prepare(
        'SELECT id, user_id, family_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = ?',
      )
      .bind(await sha256Hex(token)),
    readRefreshRow,
  )
  if (!row || row.revoked_at) throw refuse(401, 'INVALID_REFRESH_TOKEN')
  if (row.used_at) {
    await revokeFamily(db, row.family_id)
    throw refuse(401, 'REFRESH_TOKEN_REUSED')
  }
  if (row.expires_at <= nowIso()) throw refuse(401, 'REFRESH_TOKEN_EXPIRED')
  const claimed = await db
    .prepare('UPDATE refresh_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL')
    .bind(nowIso(), row.id)
    .run()
  if (claimed.meta.changes !== 1) {
    // Another request consumed it between our read and write: treat as a replay.
    await revokeFamily(db, row.family_id)
    throw refuse(401, 'REFRESH_TOKEN_REUSED')
  }
  return {
    userId: row.user_id,
    refreshToken: await issueRefreshToken(db, row.user_id, row.family_id),
    familyId: row.family_id,
  }
}

/** Logout: revokes the token's whole family (that login session). Unknown tokens are ignored. */
export async function revokeRefreshToken(db: D1Database, token: string): Promise<void> {
  const row = await firstRow(
    db.prepare('SELECT family_id FROM refresh_tokens WHERE token_hash = ?').bind(await sha256Hex(token)),
    readFamily,
  )
  if (row) await revokeFamily(db, row.family_id)
}

/** Ends every session of a user (password set via the forgot-password flow). */
/** Ends every session of the user except the family `keep` (the device that asked). */
export async function revokeOtherRefreshFamilies(
  db: D1Database,
  userId: number,
  keep: string | undefined,
): Promise<void> {
  await db
    .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND family_id <> ?')
    .bind(nowIso(), userId, keep ?? '')
    .run()
}

export async function revokeAllRefreshTokens(db: D1Database, userId: number): Promise<void> {
  await db
    .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
    .bind(nowIso(), userId)
    .run()
}
