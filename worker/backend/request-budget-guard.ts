import { allRows, columns, type Row } from './rows'
import type { BudgetKey } from './request-budget'

const budgets = columns('request_budgets')
const readBudget = (r: Row) => ({
  key: budgets.text(r, 'key'),
  window_start: budgets.int(r, 'window_start'),
  count: budgets.int(r, 'count'),
})

/**
 * A throttle spent INSIDE a write batch (issue 38: placing an order reads nothing for it first).
 * Each statement counts one call as spendBudget does and stores the limit as the row's `cap`; the
 * trigger of migration 0057 aborts an update over the cap, and with it the whole batch (D1 runs a
 * batch as one transaction, one batch at a time): the call is refused and nothing of it is written,
 * its own count included. A check read before the batch could let two calls take the last unit.
 */
export function spendInBatch(db: D1Database, keys: readonly BudgetKey[], now = Date.now()): D1PreparedStatement[] {
  return keys.map(({ key, limit, windowMs }) =>
    db
      .prepare(
        `INSERT INTO request_budgets (key, window_start, count, cap) VALUES (?1, ?2, 1, ?4)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN ?2 - request_budgets.window_start >= ?3 THEN 1 ELSE request_budgets.count + 1 END,
           window_start = CASE WHEN ?2 - request_budgets.window_start >= ?3 THEN ?2 ELSE request_budgets.window_start END,
           cap = ?4`,
      )
      .bind(key, now, windowMs, limit),
  )
}

/** The batch aborted because a budget spent by spendInBatch is spent. */
export const isBudgetSpent = (error: unknown): boolean =>
  error instanceof Error && /REQUEST_BUDGET_SPENT/.test(error.message)

/** Seconds until every spent budget of `keys` has room again (at least 1), read after a refusal. */
export async function budgetWait(db: D1Database, keys: readonly BudgetKey[], now = Date.now()): Promise<number> {
  const rows = await allRows(
    db
      .prepare(`SELECT key, window_start, count FROM request_budgets WHERE key IN (${keys.map(() => '?').join(', ')})`)
      .bind(...keys.map((k) => k.key)),
    readBudget,
  )
  const waits = rows.flatMap((row) => {
    const budget = keys.find((k) => k.key === row.key)
    if (!budget || row.count < budget.limit || now - row.window_start >= budget.windowMs) return []
    return [Math.ceil((row.window_start + budget.windowMs - now) / 1000)]
  })
  return Math.max(1, ...waits)
}
