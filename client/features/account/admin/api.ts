import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { Locale } from '../../../../contract/locales'
import type { ListQuery } from '../../admin/list-kit'

/** The membership cards (issue 32): one server page at a time, keyed by the URL's query; never cached. */
export const memberCardsQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/member-cards', locale, query] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/member-cards', { query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** A membership card with its history (who changed what, when). */
export const memberCardQuery = (api: ApiFetch, locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['backoffice', 'member-card', locale, id] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/member-cards/:id', { params: { id } }),
    staleTime: 0,
  })

/** A new card issued to a customer's e-mail (the variable is the form). */
export const issueMemberCardMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (input: { barcode: string; email: string }) =>
      callApi(api, 'POST api/v1/admin/member-cards', { body: input }),
  })

/** A card given to the account with this e-mail. */
export const assignMemberCardMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, email }: { id: number; email: string }) =>
      callApi(api, 'POST api/v1/admin/member-cards/:id/assign', { params: { id }, body: { email } }),
  })

/** A card taken back from its holder (the variable is its id). */
export const releaseMemberCardMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: (id: number) => callApi(api, 'POST api/v1/admin/member-cards/:id/release', { params: { id } }),
  })

/** A card switched on or off. */
export const setMemberCardActiveMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      callApi(api, 'POST api/v1/admin/member-cards/:id/active', { params: { id }, body: { active } }),
  })
