import { allRows, columns, type Row } from '../rows'

const failures = columns('login_failures')
const readFailure = (r: Row) => ({
  key: failures.text(r, 'key'),
  failures: failures.int(r, 'failures'),
  last_failure_at: failures.int(r, 'last_failure_at'),
})
/**
 * Login throttling, per account and per client address, stored in D1 (login_failures). After
 * `delayAfter` failures each further try waits a growing delay (1 s, 2 s, 4 s … up to a minute);
 * after `lockAfter` failures the key is locked for 15 minutes. Failures are forgotten 15 minutes
 * after the last one; a successful login clears its account's count (not the address's: an
 * attacker's own account must not reset the counter of the address they guess from).
 */
export interface ThrottlePolicy {
  delayAfter: number
  lockAfter: number
}

export const ACCOUNT_POLICY: ThrottlePolicy = { delayAfter: 5, lockAfter: 20 }
/** An address is shared by everyone behind one NAT: it gets more room than an account. */
export const ADDRESS_POLICY: ThrottlePolicy = { delayAfter: 20, lockAfter: 100 }
export const LOCK_MS = 15 * 60_000
const FORGET_AFTER_MS = 15 * 60_000
const MAX_DELAY_MS = 60_000

export interface ThrottleKey {
  key: string
  policy: ThrottlePolicy
}

export const accountKey = (username: string): ThrottleKey => ({
  key: `account:${username.trim().toLowerCase()}`,
  policy: ACCOUNT_POLICY,
})
export const addressKey = (address: string): ThrottleKey => ({ key: `address:${address}`, policy: ADDRESS_POLICY })

/** Milliseconds until the next try is allowed after `failures` failures, the last at `last`. */
export function waitAfter(policy: ThrottlePolicy, failures: number, last: number, now: number): number {
  if (now - last >= FORGET_AFTER_MS) return 0
  let until = last
  if (failures >= policy.lockAfter) until = last + LOCK_MS
  else if (failures >= policy.delayAfter)
    until = last + Math.min(1000 * 2 ** (failures - policy.delayAfter), MAX_DELAY_MS)
  return Math.max(0, until - now)
}

/** Whole seconds to wait before any of these keys may try again (0: go ahead). */
export async function loginWaitSeconds(
  db: D1Database,
  keys: readonly ThrottleKey[],
  now = Date.now(),
): Promise<number> {
  if (keys.length === 0) return 0
  const results = await allRows(
    db
      .prepare(
        `SELECT key, failures, last_failure_at FROM login_failures WHERE key IN (${keys.map(() => '?').join(', ')})`,
      )
      .bind(...keys.map((k) => k.key)),
    readFailure,
  )
  let wait = 0
  for (const row of results) {
    const policy = keys.find((k) => k.key === row.key)?.policy
    if (policy) wait = Math.max(wait, waitAfter(policy, row.failures, row.last_failure_at, now))
  }
  return Math.ceil(wait / 1000)
}

/** Counts a failed login against every key (a count older than the forget window starts over). */
export async function recordLoginFailure(
  db: D1Database,
  keys: readonly ThrottleKey[],
  now = Date.now(),
): Promise<void> {
  if (keys.length === 0) return
  await db.batch(
    keys.map((k) =>
      db
        .prepare(
          `INSERT INTO login_failures (key, failures, last_failure_at) VALUES (?1, 1, ?2)
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN ?2 - login_failures.last_failure_at >= ?3 THEN 1 ELSE login_failures.failures + 1 END,
             last_failure_at = ?2`,
        )
        .bind(k.key, now, FORGET_AFTER_MS),
    ),
  )
}

export async function clearLoginFailures(db: D1Database, key: ThrottleKey): Promise<void> {
  await db.prepare('DELETE FROM login_failures WHERE key = ?').bind(key.key).run()
}
