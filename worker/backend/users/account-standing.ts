import { columns, firstRow, type Row } from '../rows'

const users = columns('users')
const readStanding = (r: Row) => ({
  backoffice: users.bool(r, 'is_backoffice_user'),
  blocked: r['blocked_at'] !== null,
})

/**
 * What an access token's account is now, not when the token was signed (it lives 15 minutes):
 * still staff (issue 16: a demotion takes effect on the next call), and not blocked by staff
 * (issue 37: a blocked account's token counts for nothing at once). One primary-key read per call
 * that carries a token; null when the account is gone.
 */
export async function accountStanding(
  db: D1Database,
  userId: number,
): Promise<{ backoffice: boolean; blocked: boolean } | null> {
  return firstRow(
    db.prepare('SELECT is_backoffice_user, blocked_at FROM users WHERE id = ?').bind(userId),
    readStanding,
  )
}
