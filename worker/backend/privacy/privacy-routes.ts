import { privacy } from '../../../contract/endpoints/privacy'
import type { Context } from 'hono'
import { staffActor, type BackendEnv } from '../context'
import { ok, pageForms, refuse } from '../http'
import { ADMIN_PER_PAGE, adminPaging } from '../admin-lists'
import { endpointRoutes, type EndpointRoutes } from '../routing'
import { getUserRow, type UserRow } from '../users/users'
import { buildExport, type Person } from './export'
import { erasePerson, PERSON_WITHOUT_ACCOUNT } from './erase'
import { summarisePerson } from './person-summary'
import type { PersonDataSummary } from '../../../contract/dto/privacy'
import { checkErasurePassword } from './erase-password'
import { adminAuditEntry, auditPage, recordAudit } from '../audit-log'
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
  // Who downloaded a customer's personal data, and when (issue 37).
  await recordAudit(c.env.DB, {
    actor: staffActor(c),
    action: 'customer.export',
    subject: customerSubject(row.id),
  })
  return exportFile(c, personOf(row))
})

staffRoutes.on(privacy.adminCustomerErase, async (c) => {
  const row = await customer(c.env.DB, c.req.valid('param').id)
  return ok(c, await erasePerson(c.env, personOf(row), { kind: 'staff', actor: staffActor(c) }))
})

/**
 * A person without an account, by e-mail. One whose e-mail has an account (or whose orders under it
 * belong to one) is that customer: the customer's page exports and erases them whole, so these
 * refuse; a staff account is never erased here. Nothing held is a 404, so staff know they typed it right.
 */
async function personWithoutAccount(db: D1Database, email: string): Promise<void> {
  const summary = await personSummary(db, email)
  if (summary.customerId !== null) throw refuse(409, 'PRIVACY_HAS_ACCOUNT')
  if (summary.holdings.length === 0) throw refuse(404, 'PERSON_NOT_FOUND')
}

/** What the shop holds under the e-mail; a staff account's is not staff's to see or erase here. */
async function personSummary(db: D1Database, email: string): Promise<PersonDataSummary> {
  const { staffAccount, ...summary } = await summarisePerson(db, email)
  if (staffAccount) throw refuse(409, 'PRIVACY_STAFF_ACCOUNT')
  return summary
}

personRoutes.on(privacy.adminPersonFind, async (c) => {
  return ok(c, await personSummary(c.env.DB, c.req.valid('json').email))
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
  return ok(c, pageForms.lastPage(entries.map(adminAuditEntry), total, { ...paging, limit: ADMIN_PER_PAGE }))
})
