import type { Context } from 'hono'
import type { AdminCustomerDetail, AdminCustomerRow } from '../../../contract/dto/customers'
import { customers } from '../../../contract/endpoints/customers'
import { ADMIN_PER_PAGE, adminPaging } from '../admin-lists'
import { auditTrail } from '../audit-log'
import { staffActor, type BackendEnv } from '../context'
import { ok, pageForms, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { getUserRow, userDto, type UserRow } from '../users/users'
import { blockCustomer, customerSubject, unblockCustomer } from './customer-block'
import { customerRecords } from './customer-detail'
import { listCustomers } from './customer-list'
import { resendConfirmation } from './resend-confirmation'

/**
 * Customers in the backoffice (issue 37, area 'orders'): the list, one customer whole, and what
 * staff may do to the account: block it (no login, its sessions end), unblock it, send the
 * confirmation e-mail again. Every change is audited. The export and the erasure:
 * privacy/privacy-routes.ts.
 */
export const customerRoutes = endpointRoutes('api/v1/admin/customers')

/** The staff member acting: checked again here, before anything is read (not only by the row's guard). */
/** The customer account a call names: 404 when there is none or it is a staff account. */
async function customerOr404(db: D1Database, id: number): Promise<UserRow> {
  const row = await getUserRow(db, id)
  if (!row || row.is_backoffice_user === 1) throw refuse(404, 'CUSTOMER_NOT_FOUND')
  return row
}

async function detailOf(c: Context<BackendEnv>, row: UserRow): Promise<AdminCustomerDetail> {
  const [customer, records, history] = await Promise.all([
    userDto(c.env.DB, row, c.get('lang')),
    customerRecords(c.env.DB, { id: row.id, email: row.email, memberCardBarcode: row.member_card_barcode }),
    auditTrail(c.env.DB, customerSubject(row.id)),
  ])
  return {
    customer,
    blockedAt: row.blocked_at,
    ...records,
    history: history.map(({ id, actorEmail, action, at }) => ({ id, actorEmail, action, at })),
  }
}

customerRoutes.on(customers.adminCustomers, async (c) => {
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows, total } = await listCustomers(c.env.DB, query.q || undefined, p.limit, p.offset)
  return ok(c, pageForms.lastPage<AdminCustomerRow>(rows, total, { ...p, limit: ADMIN_PER_PAGE }))
})

customerRoutes.on(customers.adminCustomer, async (c) =>
  ok(c, await detailOf(c, await customerOr404(c.env.DB, c.req.valid('param').id))),
)

customerRoutes.on(customers.adminCustomerBlock, async (c) => {
  const actor = staffActor(c)
  const row = await customerOr404(c.env.DB, c.req.valid('param').id)
  if (row.blocked_at === null && !(await blockCustomer(c.env.DB, actor, row))) throw refuse(409, 'CUSTOMER_CHANGED')
  return ok(c, await detailOf(c, await customerOr404(c.env.DB, row.id)))
})

customerRoutes.on(customers.adminCustomerUnblock, async (c) => {
  const actor = staffActor(c)
  const row = await customerOr404(c.env.DB, c.req.valid('param').id)
  if (row.blocked_at !== null && !(await unblockCustomer(c.env.DB, actor, row))) throw refuse(409, 'CUSTOMER_CHANGED')
  return ok(c, await detailOf(c, await customerOr404(c.env.DB, row.id)))
})

customerRoutes.on(customers.adminCustomerResendConfirmation, async (c) => {
  const actor = staffActor(c)
  const row = await customerOr404(c.env.DB, c.req.valid('param').id)
  if (row.email_verified === 1 || !(await resendConfirmation(c, actor, row)))
    throw refuse(409, 'CUSTOMER_ALREADY_CONFIRMED')
  return ok(c, { email: row.email })
})
