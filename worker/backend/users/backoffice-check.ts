/**
 * A token's backoffice flag is only a claim made when it was signed: staff who lost the role keep
 * a valid token for up to 15 minutes. Admin and edit calls confirm it against the user row, kept
 * per isolate for a few seconds so a burst of editor calls costs one read.
 */
const CONFIRMED_FOR_MS = 10_000
const confirmed = new Map<number, { isBackofficeUser: boolean; until: number }>()

export async function isBackofficeUserNow(db: D1Database, userId: number, now = Date.now()): Promise<boolean> {
  const cached = confirmed.get(userId)
  if (cached && cached.until > now) return cached.isBackofficeUser
  const row = await db.prepare('SELECT is_backoffice_user FROM users WHERE id = ?').bind(userId).first<{ is_backoffice_user: number }>()
  const isBackofficeUser = row?.is_backoffice_user === 1
  if (confirmed.size > 1000) confirmed.clear()
  confirmed.set(userId, { isBackofficeUser, until: now + CONFIRMED_FOR_MS })
  return isBackofficeUser
}
