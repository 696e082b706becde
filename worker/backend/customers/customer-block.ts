import { auditStatement, type AuditActor } from '../audit-log'

/**
 * Blocking a customer's account (issue 37): while `users.blocked_at` is set the account cannot log
 * in or refresh (users/tokens.ts) and its access tokens count for nothing (context.ts); blocking
 * also revokes every refresh token it has, so each of its sessions ends at once. Staff accounts are
 * never blocked here. Each change is one batch with its audit entry (subject `user:<id>`, as the erasure's).
 */

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`

export const customerSubject = (id: number): string => `user:${id}`

/** Blocks the account and ends its sessions; false when it was already blocked (or is staff's). */
export async function blockCustomer(
  db: D1Database,
  actor: AuditActor,
  customer: { id: number; email: string },
): Promise<boolean> {
  const [blocked] = await db.batch([
    db
      .prepare(`UPDATE users SET blocked_at = ${NOW} WHERE id = ? AND blocked_at IS NULL AND is_backoffice_user = 0`)
      .bind(customer.id),
    auditStatement(db, {
      actor,
      action: 'customer.block',
      subject: customerSubject(customer.id),
      detail: { email: customer.email },
    }),
    db
      .prepare(
        `UPDATE refresh_tokens SET revoked_at = ${NOW} WHERE user_id = ? AND revoked_at IS NULL AND EXISTS (SELECT 1 FROM users WHERE id = ? AND blocked_at IS NOT NULL)`,
      )
      .bind(customer.id, customer.id),
  ])
  return (blocked?.meta.changes ?? 0) === 1
}

/** The account may log in again (its ended sessions stay ended); false when it was not blocked. */
export async function unblockCustomer(
  db: D1Database,
  actor: AuditActor,
  customer: { id: number; email: string },
): Promise<boolean> {
  const [unblocked] = await db.batch([
    db.prepare('UPDATE users SET blocked_at = NULL WHERE id = ? AND blocked_at IS NOT NULL').bind(customer.id),
    auditStatement(db, {
      actor,
      action: 'customer.unblock',
      subject: customerSubject(customer.id),
      detail: { email: customer.email },
    }),
  ])
  return (unblocked?.meta.changes ?? 0) === 1
}
