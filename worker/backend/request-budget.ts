import type { Context } from 'hono'
import { type BackendEnv } from './context'
import { CLIENT_ADDRESS_HEADER } from '../../contract/upstream-headers'
import { errorBody } from '../lib/error-body'
import { columns, firstRow, type Row } from './rows'

const budgets = columns('request_budgets')
const readBudget = (r: Row) => ({ window_start: budgets.int(r, 'window_start'), count: budgets.int(r, 'count') })

/**
 * Fixed-window request budgets stored in D1 (request_budgets): `limit` calls per `windowMs` and
 * key. One statement counts and answers, so concurrent calls cannot both take the last unit.
 */
export async function spendBudget(
  db: D1Database,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const row = await firstRow(
    db
      .prepare(
        `INSERT INTO request_budgets (key, window_start, count, cap) VALUES (?1, ?2, 1, NULL)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN ?2 - request_budgets.window_start >= ?3 THEN 1 ELSE request_budgets.count + 1 END,
         window_start = CASE WHEN ?2 - request_budgets.window_start >= ?3 THEN ?2 ELSE request_budgets.window_start END,
         cap = NULL
       RETURNING window_start, count`,
      )
      .bind(key, now, windowMs),
    readBudget,
  )
  if (!row || row.count <= limit) return { allowed: true, retryAfterSeconds: 0 }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((row.window_start + windowMs - now) / 1000)) }
}

/** Forgets windows that ended long ago (called now and then, so the table stays small). */
export async function forgetOldBudgets(db: D1Database, olderThanMs: number, now = Date.now()): Promise<void> {
  await db
    .prepare('DELETE FROM request_budgets WHERE window_start < ?')
    .bind(now - olderThanMs)
    .run()
}

/** Callers without a client address (direct API use) share one budget this many times larger. */
export const SHARED_BUDGET_FACTOR = 10

/**
 * Anonymous writes anyone may send (failed-request reports, consent logs): `perMinute` calls per
 * client address (the edge passes it along) and scope. Returns the 429 answer when the budget is
 * spent, else null.
 */
export async function refuseOverBudget(
  c: Context<BackendEnv>,
  scope: string,
  perMinute: number,
): Promise<Response | null> {
  const address = c.req.header(CLIENT_ADDRESS_HEADER)
  const budget = await spendBudget(
    c.env.DB,
    `${scope}:${address ?? 'unknown'}`,
    address ? perMinute : perMinute * SHARED_BUDGET_FACTOR,
    60_000,
  )
  if (budget.allowed) {
    if (Math.random() < 0.01) await forgetOldBudgets(c.env.DB, 24 * 60 * 60_000)
    return null
  }
  return throttled(c, budget.retryAfterSeconds)
}

/** One budget: `limit` calls per `windowMs`. */
export interface Budget {
  limit: number
  windowMs: number
}

/**
 * The throttles of every endpoint that sends e-mail or writes a public record (README, Security):
 * one table, so the README and the code name the same numbers. `perClient` counts per client
 * address (the edge passes it along); `perTarget` per target (an e-mail address, a card number).
 */
export const THROTTLES = {
  forgotPassword: { perClient: { limit: 10, windowMs: 60 * 60_000 }, perTarget: { limit: 3, windowMs: 60 * 60_000 } },
  // Per client 30: a household or office behind one address registers several people.
  register: { perClient: { limit: 30, windowMs: 60 * 60_000 }, perTarget: { limit: 3, windowMs: 60 * 60_000 } },
  emailChange: { perClient: { limit: 10, windowMs: 60 * 60_000 }, perTarget: { limit: 3, windowMs: 60 * 60_000 } },
  newsletter: { perClient: { limit: 10, windowMs: 60 * 60_000 }, perTarget: { limit: 3, windowMs: 60 * 60_000 } },
  formSubmission: { perClient: { limit: 10, windowMs: 10 * 60_000 }, perTarget: { limit: 3, windowMs: 60 * 60_000 } },
  contact: { perClient: { limit: 5, windowMs: 10 * 60_000 }, perTarget: { limit: 3, windowMs: 60 * 60_000 } },
  comment: { perClient: { limit: 10, windowMs: 10 * 60_000 }, perTarget: { limit: 10, windowMs: 10 * 60_000 } },
  order: { perClient: { limit: 10, windowMs: 60 * 60_000 }, perTarget: { limit: 5, windowMs: 60 * 60_000 } },
  memberCardCheck: { perClient: { limit: 10, windowMs: 10 * 60_000 }, perTarget: { limit: 10, windowMs: 10 * 60_000 } },
  publicUpload: { perClient: { limit: 5, windowMs: 10 * 60_000 } },
} satisfies Record<string, { perClient: Budget; perTarget?: Budget }>

export type ThrottleName = keyof typeof THROTTLES

/**
 * Spends one unit of the throttle's budgets: per client address and, when `target` is given, per
 * target (lower-cased, e.g. the e-mail address an e-mail goes to). Returns the 429 answer
 * (`TOO_MANY_REQUESTS`, the wait, `Retry-After`) when any budget is spent, else null.
 */
export async function refuseOverThrottle(
  c: Context<BackendEnv>,
  name: ThrottleName,
  target?: string | null,
): Promise<Response | null> {
  const checks = throttleKeys(name, c.req.header(CLIENT_ADDRESS_HEADER), target).map(({ key, limit, windowMs }) =>
    spendBudget(c.env.DB, key, limit, windowMs),
  )
  const wait = Math.max(0, ...(await Promise.all(checks)).filter((b) => !b.allowed).map((b) => b.retryAfterSeconds))
  if (wait === 0) {
    if (Math.random() < 0.01) await forgetOldBudgets(c.env.DB, 24 * 60 * 60_000)
    return null
  }
  return throttled(c, wait)
}

/** One budget of a throttle under its key. */
export interface BudgetKey extends Budget {
  key: string
}

/**
 * The budgets one call of the throttle spends: per client address (or the shared one, when there
 * is none) and, when `target` is given, per target (lower-cased).
 */
export function throttleKeys(name: ThrottleName, address: string | undefined, target?: string | null): BudgetKey[] {
  const throttle: { perClient: Budget; perTarget?: Budget } = THROTTLES[name]
  const keys: BudgetKey[] = [
    {
      key: `${name}:client:${address ?? 'unknown'}`,
      limit: address ? throttle.perClient.limit : throttle.perClient.limit * SHARED_BUDGET_FACTOR,
      windowMs: throttle.perClient.windowMs,
    },
  ]
  if (throttle.perTarget && target)
    keys.push({ key: `${name}:target:${target.trim().toLowerCase()}`, ...throttle.perTarget })
  return keys
}

/** 429 TOO_MANY_REQUESTS with the wait (the edge writes the text, `seconds` its param) and `Retry-After`. */
export const throttled = (c: Context<BackendEnv>, seconds: number): Response =>
  c.json(
    { ...errorBody(429, 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS', undefined, { seconds }), retryAfter: seconds },
    429,
    {
      'Retry-After': String(seconds),
    },
  )
