import type { AdminCustomerRow } from '../../../contract/dto/customers'
import { containsSql } from '../contains-text'
import { batchRows, columns, type Row } from '../rows'

/**
 * The backoffice's customers (issue 37): customer accounts (not staff), newest first, searched by
 * name or e-mail and read one page at a time, so the list stays quick at 10,000 accounts and more.
 */

const users = columns('users')
const readCustomerRow = (r: Row): AdminCustomerRow => ({
  id: users.int(r, 'id'),
  email: users.text(r, 'email'),
  firstName: users.text(r, 'first_name'),
  lastName: users.text(r, 'last_name'),
  createdAt: users.text(r, 'created_at'),
  orderCount: users.int(r, 'order_count'),
  emailVerified: users.bool(r, 'email_verified'),
  blockedAt: users.nullableText(r, 'blocked_at'),
})

/** `?1` is found in the e-mail, the username or "first last". */
const SEARCH = `(${containsSql('u.email', '?1')} OR ${containsSql('u.username', '?1')} OR ${containsSql("u.first_name || ' ' || u.last_name", '?1')})`

export async function listCustomers(
  db: D1Database,
  q: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: AdminCustomerRow[]; total: number }> {
  const where = `WHERE u.is_backoffice_user = 0${q ? ` AND ${SEARCH}` : ''}`
  const binds = q ? [q] : []
  const n = binds.length
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT u.id, u.email, u.first_name, u.last_name, u.created_at, u.email_verified, u.blocked_at,
           (SELECT COUNT(*) FROM orders o WHERE o.user_id = u.id) AS order_count
         FROM users u ${where} ORDER BY u.id DESC LIMIT ?${n + 1} OFFSET ?${n + 2}`,
      )
      .bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total FROM users u ${where}`).bind(...binds),
  ])
  return {
    rows: batchRows(rows, readCustomerRow),
    total: batchRows(count, (r) => users.int(r, 'total'))[0] ?? 0,
  }
}
