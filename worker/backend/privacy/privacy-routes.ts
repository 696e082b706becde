import { privacy } from '../../../contract/endpoints/privacy'
import type { Context } from 'hono'
import type { BackendEnv } from '../context'
import { ok, refuse } from '../http'
import { endpointRoutes, type EndpointRoutes } from '../routing'
import { getUserRow, type UserRow } from '../users/users'
import { buildExport, type Person } from './export'
import { erasePerson } from './erase'
import { checkErasurePassword } from './erase-password'
import { recordAudit } from '../audit-log'
import { customerSubject } from '../customers/customer-block'

/** Issue 37: the customer's own export and erasure, and staff's for a customer. */
const ownRoutes = endpointRoutes('api/v1/user/web/privacy')
const staffRoutes = endpointRoutes('api/v1/admin/customers')

export const privacyRoutes: readonly EndpointRoutes[] = [ownRoutes, staffRoutes]

const personOf = (row: UserRow): Person => ({ accountId: row.id, email: row.email })

/** The export as a download: one JSON file named after the account's id and the day. */
async function exportFile(c: Context<BackendEnv>, row: UserRow): Promise<Response> {
  const document = await buildExport(c.env.DB, personOf(row))
  const day = document.exportedAt.slice(0, 10)
  c.header('Content-Disposition', `attachment; filename="izlog-personal-data-${row.id}-${day}.json"`)
  c.header('Cache-Control', 'private, no-store')
  return ok(c, document)
}

/** Staff accounts are closed by the shop's owner, never erased through these calls. */
const refuseStaffAccount = (row: UserRow) => {
  if (row.is_backoffice_user === 1) throw refuse(409, 'PRIVACY_STAFF_ACCOUNT')
}

ownRoutes.on(privacy.privacyExport, async (c) => {
  const row = await getUserRow(c.env.DB, c.get('apiUser')?.userId ?? 0)
  if (!row) throw refuse(401, 'NO_ACTIVE_USER')
  return exportFile(c, row)
})

ownRoutes.on(privacy.privacyErase, async (c) => {
  const row = await getUserRow(c.env.DB, c.get('apiUser')?.userId ?? 0)
  if (!row) throw refuse(401, 'NO_ACTIVE_USER')
  refuseStaffAccount(row)
  await checkErasurePassword(c.env.DB, row, c.req.valid('json').password)
  return ok(c, await erasePerson(c.env, personOf(row), { kind: 'self' }))
})

/** The customer a staff call names; 404 when there is none (a staff account is not a customer: the customer list and page leave them out too). */
async function customer(db: D1Database, id: number): Promise<UserRow> {
  const row = await getUserRow(db, id)
  if (!row || row.is_backoffice_user === 1) throw refuse(404, 'CUSTOMER_NOT_FOUND')
  return row
}

staffRoutes.on(privacy.adminCustomerExport, async (c) => {
  const row = await customer(c.env.DB, c.req.valid('param').id)
  const staff = c.get('apiUser')
  if (!staff) throw refuse(401, 'TOKEN_UNDEFINED')
  // Who downloaded a customer's personal data, and when (issue 37).
  await recordAudit(c.env.DB, {
    actor: { userId: staff.userId, email: staff.email },
    action: 'customer.export',
    subject: customerSubject(row.id),
  })
  return exportFile(c, row)
})

staffRoutes.on(privacy.adminCustomerErase, async (c) => {
  const row = await customer(c.env.DB, c.req.valid('param').id)
  const staff = c.get('apiUser')
  if (!staff) throw refuse(401, 'TOKEN_UNDEFINED')
  const by = { kind: 'staff', actor: { userId: staff.userId, email: staff.email } } as const
  return ok(c, await erasePerson(c.env, personOf(row), by))
})
