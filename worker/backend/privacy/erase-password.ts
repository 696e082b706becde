import { refuse } from '../http'
import { verifyPassword } from '../users/crypto'
import { accountKey, clearLoginFailures, loginWaitSeconds, recordLoginFailure } from '../users/login-throttle'
import type { UserRow } from '../users/users'

/**
 * The password that confirms an erasure, checked as a login checks it: the same hash, and the same
 * throttle of the account's failed tries (a guessed password must not erase an account faster than
 * it could log in).
 */
export async function checkErasurePassword(db: D1Database, row: UserRow, password: string): Promise<void> {
  const key = accountKey(row.username)
  const wait = await loginWaitSeconds(db, [key])
  if (wait > 0) throw refuse(429, 'PRIVACY_TOO_MANY_TRIES', { params: { seconds: wait } })
  const valid = await verifyPassword(password, {
    hash: row.password_hash,
    salt: row.password_salt,
    iterations: row.password_iterations,
  })
  if (!valid) {
    await recordLoginFailure(db, [key])
    throw refuse(403, 'PRIVACY_WRONG_PASSWORD', { field: 'password' })
  }
  await clearLoginFailures(db, key)
}
