import type { PersonDataSummary } from '../../../contract/dto/privacy'
import { ORDER_STATUSES } from '../../../contract/dto/commerce'
import { batchRows, columns } from '../rows'
import { PERSON_ORDER_IDS, PERSONAL_DATA, personBinds } from './personal-data'

const users = columns('users')
const orders = columns('orders')
const counted = columns('audit_log')

/** How many orders the summary lists; a person with more still has every one exported and erased. */
const LISTED_ORDERS = 100

/**
 * What the shop holds about an e-mail without an account, in one round trip: the account it belongs
 * to (its own e-mail, or an account that ordered under it: that person is the customer's page's), how
 * many rows each personal table has under it, and the orders. Staff accounts are answered as accounts
 * too; the caller refuses them.
 */
export async function summarisePerson(
  db: D1Database,
  email: string,
): Promise<PersonDataSummary & { staffAccount: boolean }> {
  const person = { accountId: null, email }
  const [account, orderOwner, orderRows, ...counts] = await db.batch([
    db.prepare('SELECT id, is_backoffice_user FROM users WHERE email = ?1 COLLATE NOCASE LIMIT 1').bind(email),
    db
      .prepare('SELECT user_id AS id FROM orders WHERE email = ?1 COLLATE NOCASE AND user_id IS NOT NULL LIMIT 1')
      .bind(email),
    db
      .prepare(
        `SELECT id, slug, status, created_at FROM orders WHERE id IN ${PERSON_ORDER_IDS} ORDER BY id DESC LIMIT ?3`,
      )
      .bind(null, email, LISTED_ORDERS),
    ...PERSONAL_DATA.map((entry) => {
      const sql = `SELECT COUNT(*) AS n FROM ${entry.table} WHERE ${entry.find}`
      return db.prepare(sql).bind(...personBinds(sql, person))
    }),
  ])
  const own = batchRows(account!, (r) => ({ id: users.int(r, 'id'), staff: users.bool(r, 'is_backoffice_user') }))[0]
  const ordered = batchRows(orderOwner!, (r) => users.int(r, 'id'))[0]
  return {
    email,
    customerId: own ? own.id : (ordered ?? null),
    staffAccount: own?.staff ?? false,
    holdings: PERSONAL_DATA.map((entry, index) => ({
      table: entry.table,
      rows: batchRows(counts[index]!, (r) => counted.int(r, 'n'))[0] ?? 0,
    })).filter((holding) => holding.rows > 0),
    orders: batchRows(orderRows!, (r) => ({
      id: orders.int(r, 'id'),
      slug: orders.text(r, 'slug'),
      status: orders.oneOf(r, 'status', ORDER_STATUSES),
      createdAt: orders.text(r, 'created_at'),
    })),
  }
}
