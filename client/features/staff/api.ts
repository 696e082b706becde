import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'
import type { StaffRole } from '../../../contract/staff-roles'
import type { ListQuery } from '../admin/list-kit'

/** The staff accounts (issue 37, the owner's): one server page at a time, keyed by the URL's query; never cached. */
export const staffQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/staff', locale, query] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/staff', { query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export interface StaffInvitation {
  email: string
  role: StaffRole
  firstName: string
  lastName: string
}

/** An invitation: a new account, or an existing customer given the role; the invitee is e-mailed. */
export const inviteStaffMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (input: StaffInvitation) => callApi(api, 'POST api/v1/admin/staff', { body: input }),
  })

export const changeStaffRoleMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, role }: { id: number; role: StaffRole }) =>
      callApi(api, 'PUT api/v1/admin/staff/:id/role', { params: { id }, body: { role } }),
  })

/** The account stays a customer; every session of it ends. */
export const removeStaffMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (id: number) => callApi(api, 'DELETE api/v1/admin/staff/:id', { params: { id } }),
  })
