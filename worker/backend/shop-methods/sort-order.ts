import { allRows, columns } from '../rows'

/**
 * Moving a delivery method, a branch or a payment method one place up or down: the list (one
 * method's branches) is numbered again 1…n in its new order. Lists are short (tens of rows).
 */

type Sorted = 'delivery_methods' | 'delivery_branches' | 'payment_methods'
const sorted = columns('sorted')

/** The ids in their order (`methodId`: one method's branches); null when `id` is not among them. */
async function orderedIds(db: D1Database, table: Sorted, methodId: number | null): Promise<number[]> {
  const scope = table === 'delivery_branches' ? 'WHERE method_id = ?1' : 'WHERE ?1 IS NULL'
  return allRows(db.prepare(`SELECT id FROM ${table} ${scope} ORDER BY sort_order, id`).bind(methodId), (r) =>
    sorted.int(r, 'id'),
  )
}

/**
 * The statements that number the list again with `id` moved; none when it is already first (up) or
 * last (down), so a move at the end changes nothing and is not audited.
 */
export async function moveStatements(
  db: D1Database,
  table: Sorted,
  id: number,
  direction: 'up' | 'down',
  methodId: number | null = null,
): Promise<D1PreparedStatement[]> {
  const ids = await orderedIds(db, table, methodId)
  const from = ids.indexOf(id)
  const to = direction === 'up' ? from - 1 : from + 1
  if (from < 0 || to < 0 || to >= ids.length) return []
  const moved = [...ids]
  moved.splice(from, 1)
  moved.splice(to, 0, id)
  return moved.map((rowId, index) =>
    db.prepare(`UPDATE ${table} SET sort_order = ? WHERE id = ?`).bind(index + 1, rowId),
  )
}
