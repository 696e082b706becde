import type { StaffRole } from '../staff-roles'

/** Issue 37: one staff account as the owner's staff list shows it. */
export interface StaffMemberDto {
  id: number
  email: string
  firstName: string
  lastName: string
  role: StaffRole
  /** `invited`: the invitation's password is not set yet (never logged in); `active`: has logged in. */
  status: 'invited' | 'active'
  /** When the account last logged in (a new refresh-token family), or null when unknown. */
  lastLoginAt: string | null
}

/** What an invitation did: made a new account or gave an existing customer a role. */
export interface StaffInvited {
  member: StaffMemberDto
  created: boolean
}
