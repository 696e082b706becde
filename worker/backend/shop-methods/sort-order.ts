import { allRows, columns, firstRow } from '../rows'

/**
 * Moving a delivery method or a payment method one place up or down: the list is numbered again
 * 1…n in its new order (those lists are short: tens of rows). Branches swap with their neighbour.
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

const branchRow = columns('delivery_branches')

/**
 * A branch one place up or down among its method's (thousands of) branches: its sort order swapped
 * with its neighbour's, two statements; the whole list numbered again only when the two share one
 * (rows written before the owner's pages). None at either end.
 */
export async function branchSwapStatements(
  db: D1Database,
  id: number,
  direction: 'up' | 'down',
): Promise<D1PreparedStatement[]> {
  const read = (r: Record<string, unknown>) => ({
    id: branchRow.int(r, 'id'),
    methodId: branchRow.int(r, 'method_id'),
    sortOrder: branchRow.int(r, 'sort_order'),
  })
  const me = await firstRow(
    db.prepare('SELECT id, method_id, sort_order FROM delivery_branches WHERE id = ?').bind(id),
    read,
  )
  if (!me) return []
  const neighbour = await firstRow(
    db
      .prepare(
        direction === 'up'
          ? `SELECT id, method_id, sort_order FROM delivery_branches
             WHERE method_id = ?1 AND (sort_order < ?2 OR (sort_order = ?2 AND id < ?3))
             ORDER BY sort_order DESC, id DESC LIMIT 1`
          : `SELECT id, method_id, sort_order FROM delivery_branches
             WHERE method_id = ?1 AND (sort_order > ?2 OR (sort_order = ?2 AND id > ?3))
             ORDER BY sort_order, id LIMIT 1`,
      )
      .bind(me.methodId, me.sortOrder, me.id),
    read,
  )
  if (!neighbour) return []
  if (neighbour.sortOrder === me.sortOrder) return moveStatements(db, 'delivery_branches', id, direction, me.methodId)
  return [
    db.prepare('UPDATE delivery_branches SET sort_order = ? WHERE id = ?').bind(neighbour.sortOrder, me.id),
    db.prepare('UPDATE delivery_branches SET sort_order = ? WHERE id = ?').bind(me.sortOrder, neighbour.id),
  ]
}
