import type { StaffMemberDto } from '../../../contract/dto/staff'
import { staff } from '../../../contract/endpoints/staff'
import { ADMIN_PER_PAGE, adminPaging } from '../admin-lists'
import { requireStaffArea } from '../context'
import { ok, pageForms, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { revokeAllRefreshTokens } from '../users/refresh-tokens'
import { hashPassword, randomToken } from '../users/crypto'
import { sendInvitation } from './invitation'
import {
  createStaffAccount,
  findAccount,
  findAccountByEmail,
  findStaffMember,
  isLastOwner,
  listStaff,
  promoteCustomer,
  setStaffRole,
} from './staff'

/**
 * Staff management (issue 37), the owner's: list, invite (a new account or a customer promoted),
 * change a role, remove from staff. The row's guard checks the owner area against the role the
 * database confirms; each handler asks again before it changes anything.
 */
export const staffRoutes = endpointRoutes('api/v1/admin/staff')

const ownerOf = (c: Parameters<typeof requireStaffArea>[0]) => {
  const owner = requireStaffArea(c, 'owner')
  return { userId: owner.userId, email: owner.email }
}

async function memberOr404(db: D1Database, id: number): Promise<StaffMemberDto> {
  const member = await findStaffMember(db, id)
  if (!member) throw refuse(404, 'STAFF_NOT_FOUND')
  return member
}

staffRoutes.on(staff.adminStaff, async (c) => {
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows, total } = await listStaff(c.env.DB, query.q || undefined, p.limit, p.offset)
  return ok(c, pageForms.lastPage<StaffMemberDto>(rows, total, { ...p, limit: ADMIN_PER_PAGE }))
})

staffRoutes.on(staff.adminStaffInvite, async (c) => {
  const actor = ownerOf(c)
  const { email, role, firstName, lastName } = c.req.valid('json')
  const db = c.env.DB
  const existing = await findAccountByEmail(db, email)
  if (existing?.role) throw refuse(409, 'STAFF_ALREADY_STAFF')
  let created = false
  if (existing) {
    if (!(await promoteCustomer(db, existing.id, role, actor))) throw refuse(409, 'STAFF_ALREADY_STAFF')
  } else {
    // A password nobody knows: the invitee sets their own through the invitation's link.
    const password = await hashPassword(randomToken())
    created = await createStaffAccount(db, { email, firstName, lastName, role, password }, actor)
    if (!created) throw refuse(409, 'STAFF_ALREADY_STAFF')
  }
  const account = await findAccountByEmail(db, email)
  if (!account) throw refuse(404, 'STAFF_NOT_FOUND')
  const member = await memberOr404(db, account.id)
  await sendInvitation(c, { id: member.id, email: member.email, firstName: member.firstName }, role, actor.email)
  return ok(c, { member, created }, 201)
})

staffRoutes.on(staff.adminStaffRole, async (c) => {
  const actor = ownerOf(c)
  const { id } = c.req.valid('param')
  const { role } = c.req.valid('json')
  const db = c.env.DB
  const member = await memberOr404(db, id)
  if (member.role === role) return ok(c, member)
  if (!(await setStaffRole(db, id, member.role, role, actor))) throw await refusalOf(db, id)
  return ok(c, await memberOr404(db, id))
})

staffRoutes.on(staff.adminStaffRemove, async (c) => {
  const actor = ownerOf(c)
  const { id } = c.req.valid('param')
  const db = c.env.DB
  const member = await memberOr404(db, id)
  if (!(await setStaffRole(db, id, member.role, null, actor))) throw await refusalOf(db, id)
  // Their sessions end: no refresh brings back a token, and the backend already refuses the old one.
  await revokeAllRefreshTokens(db, id)
  return ok(c, { id, removed: true as const })
})

/** Why a role change changed nothing: the last owner (409), or the account is not staff (any more). */
async function refusalOf(db: D1Database, id: number) {
  if (await isLastOwner(db, id)) return refuse(409, 'STAFF_LAST_OWNER')
  const account = await findAccount(db, id)
  return account?.role ? refuse(409, 'STAFF_CHANGED') : refuse(404, 'STAFF_NOT_FOUND')
}
