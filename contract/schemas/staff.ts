import * as v from 'valibot'
import { STAFF_ROLES } from '../staff-roles'
import { EmailSchema } from './users'
import { adminListQuery } from './params'

/** Request schemas of staff management (issue 37, contract/endpoints/staff.ts): the owner's. */

export const StaffRoleSchema = v.picklist(STAFF_ROLES, 'role must be owner, catalogue, orders or content.')

const NamePart = (field: string) =>
  v.optional(
    v.pipe(v.string(`${field} must be text.`), v.trim(), v.maxLength(75, `${field} must be at most 75 characters.`)),
    '',
  )

export const StaffListQuerySchema = adminListQuery({})

export const StaffInviteSchema = v.object({
  email: EmailSchema,
  role: StaffRoleSchema,
  firstName: NamePart('firstName'),
  lastName: NamePart('lastName'),
})

export const StaffRoleChangeSchema = v.object({ role: StaffRoleSchema })
