import { privacy } from '../../../contract/endpoints/privacy'
import type { Context } from 'hono'
import type { BackendEnv } from '../context'
import { ok, pageForms, refuse } from '../http'
import { ADMIN_PER_PAGE, adminPaging } from '../admin-lists'
import { endpointRoutes, type EndpointRoutes } from '../routing'
import { getUserRow, type UserRow } from '../users/users'
import { buildExport, type Person } from './export'
import { erasePerson, PERSON_WITHOUT_ACCOUNT } from './erase'
import { summarisePerson } from './person-summary'
import type { PersonDataSummary } from '../../../contract/dto/privacy'
import { checkErasurePassword } from './erase-password'
import { auditPage, recordAudit, type AuditActor } from '../audit-log'
import { customerSubject } from '../customers/customer-block'

/**
 * Issue 37: the customer's own export and erasure, and staff's for a customer; and staff's for a
 * person without an account, found by e-mail.
 */
const ownRoutes = endpointRoutes('api/v1/user/web/privacy')
const staffRoutes = endpointRoutes('api/v1/admin/customers')
const personRoutes = endpointRoutes('api/v1/admin/privacy')

export const privacyRoutes: readonly EndpointRoutes[] = [ownRoutes, staffRoutes, personRoutes]

const personOf = (row: UserRow): Person => ({ accountId: row.id, email: row.email })

/** The export as a download: one JSON file named after the account's id (or "guest", never the e-mail) and the day. */
async function exportFile(c: Context<BackendEnv>, person: Person): Promise<Response> {
  const document = await buildExport(c.env.DB, person)
  const day = document.exportedAt.slice(0, 10)
  c.header(
    'Content-Disposition',
    `attachment; filename="izlog-personal-data-${person.accountId ?? 'guest'}-${day}.json"`,
  )
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
  return exportFile(c, personOf(row))
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
  return exportFile(c, personOf(row))
})

staffRoutes.on(privacy.adminCustomerErase, async (c) => {
  const row = await customer(c.env.DB, c.req.valid('param').id)
  const staff = c.get('apiUser')
  if (!staff) throw refuse(401, 'TOKEN_UNDEFINED')
  const by = { kind: 'staff', actor: { userId: staff.userId, email: staff.email } } as const
  return ok(c, await erasePerson(c.env, personOf(row), by))
})

/**
 * A person without an account, by e-mail. One whose e-mail has an account (or whose orders under it
 * belong to one) is that customer: the customer's page exports and erases them whole, so these
 * refuse; a staff account is never erased here. Nothing held is a 404, so staff know they typed it right.
 */
async function personWithoutAccount(db: D1Database, email: string): Promise<PersonDataSummary> {
  const { staffAccount, ...summary } = await summarisePerson(db, email)
  if (staffAccount) throw refuse(409, 'PRIVACY_STAFF_ACCOUNT')
  if (summary.customerId !== null) throw refuse(409, 'PRIVACY_HAS_ACCOUNT')
  if (summary.holdings.length === 0) throw refuse(404, 'PERSON_NOT_FOUND')
  return summary
}

const staffActor = (c: Context<BackendEnv>): AuditActor => {
  const staff = c.get('apiUser')
  if (!staff) throw refuse(401, 'TOKEN_UNDEFINED')
  return { userId: staff.userId, email: staff.email }
}

personRoutes.on(privacy.adminPersonFind, async (c) => {
  const { email } = c.req.valid('json')
  const { staffAccount, ...summary } = await summarisePerson(c.env.DB, email)
  if (staffAccount) throw refuse(409, 'PRIVACY_STAFF_ACCOUNT')
  return ok(c, summary)
})

personRoutes.on(privacy.adminPersonExport, async (c) => {
  const { email } = c.req.valid('json')
  await personWithoutAccount(c.env.DB, email)
  // Who downloaded whose data: the e-mail is in the detail, which an erasure later clears.
  await recordAudit(c.env.DB, {
    actor: staffActor(c),
    action: 'person.export',
    subject: PERSON_WITHOUT_ACCOUNT,
    detail: { email },
  })
  return exportFile(c, { accountId: null, email })
})

personRoutes.on(privacy.adminPersonErase, async (c) => {
  const { email } = c.req.valid('json')
  await personWithoutAccount(c.env.DB, email)
  return ok(c, await erasePerson(c.env, { accountId: null, email }, { kind: 'staff', actor: staffActor(c) }))
})

personRoutes.on(privacy.adminPersonHistory, async (c) => {
  const paging = adminPaging(c.req.valid('query').page)
  const { entries, total } = await auditPage(c.env.DB, PERSON_WITHOUT_ACCOUNT, paging.limit, paging.offset)
  const data = entries.map(({ id, actorEmail, action, detail, at }) => ({ id, actorEmail, action, detail, at }))
  return ok(c, pageForms.lastPage(data, total, { ...paging, limit: ADMIN_PER_PAGE }))
})
