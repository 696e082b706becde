import { columns, firstRow, type Row } from '../rows'

const readFlag = (r: Row) => ({ is_backoffice_user: columns('users').flag(r, 'is_backoffice_user') })
/**
 * A token's backoffice flag is only a claim made when it was signed: staff who lost the role keep
 * a valid token for up to 15 minutes. Every call whose token claims it is confirmed against the
 * user row (one primary-key read; customers' calls never pay it), so a demotion takes effect on
 * the next call (issue 16).
 */
export async function isBackofficeUserNow(db: D1Database, userId: number): Promise<boolean> {
  const row = await firstRow(db.prepare('SELECT is_backoffice_user FROM users WHERE id = ?').bind(userId), readFlag)
  return row?.is_backoffice_user === 1
}
