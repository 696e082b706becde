import type { LastPagePage } from '../dto/cms'
import type { StaffInvited, StaffMemberDto } from '../dto/staff'
import { IdParamsSchema } from '../schemas/params'
import { StaffInviteSchema, StaffListQuerySchema, StaffRoleChangeSchema } from '../schemas/staff'
import { endpoint } from './endpoint'

/**
 * Issue 37, staff roles: the owner lists staff, invites an e-mail with a role (a new account, or an
 * existing customer promoted), changes a role and removes an account from staff. The last owner can
 * never be demoted or removed.
 */
export const staff = {
  adminStaff: endpoint<LastPagePage<StaffMemberDto>>()({
    method: 'GET',
    path: 'api/v1/admin/staff',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    query: StaffListQuerySchema,
  }),
  adminStaffInvite: endpoint<StaffInvited>()({
    method: 'POST',
    path: 'api/v1/admin/staff',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    body: StaffInviteSchema,
  }),
  adminStaffRole: endpoint<StaffMemberDto>()({
    method: 'PUT',
    path: 'api/v1/admin/staff/:id/role',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    params: IdParamsSchema,
    body: StaffRoleChangeSchema,
  }),
  adminStaffRemove: endpoint<{ id: number; removed: true }>()({
    method: 'DELETE',
    path: 'api/v1/admin/staff/:id',
    access: 'staff',
    area: 'owner',
    cache: 'none',
    params: IdParamsSchema,
  }),
}
