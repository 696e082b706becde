import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'
import type { ListQuery } from '../admin/list-kit'

/** Issue 37: the customer accounts, one server page at a time, keyed by the URL's query; never cached. */
export const customersQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/customers', locale, query] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/customers', { query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** One customer whole: profile, orders, addresses, consents, newsletter, card, staff's changes. */
export const customerQuery = (api: ApiFetch, locale: Locale, id: string) =>
  queryOptions({
    queryKey: ['backoffice', 'customer', locale, id] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/customers/:id', { params: { id } }),
    staleTime: 0,
    retry: false,
  })

export type CustomerAction = 'block' | 'unblock'

/** Blocks or unblocks the account; answers the customer as they are now. */
export const customerAction = (api: ApiFetch, id: number, action: CustomerAction) =>
  action === 'block'
    ? callApi(api, 'POST api/v1/admin/customers/:id/block', { params: { id } })
    : callApi(api, 'POST api/v1/admin/customers/:id/unblock', { params: { id } })

export const resendConfirmation = (api: ApiFetch, id: number) =>
  callApi(api, 'POST api/v1/admin/customers/:id/resend-confirmation', { params: { id } })

/** Everything the shop holds about the customer (the GDPR export). */
export const exportCustomer = (api: ApiFetch, id: number) =>
  callApi(api, 'GET api/v1/admin/customers/:id/export', { params: { id } })

/** Erases the customer for good (the GDPR erasure; invoices are kept). */
export const eraseCustomer = (api: ApiFetch, id: number) =>
  callApi(api, 'POST api/v1/admin/customers/:id/erase', { params: { id } })

/** What the shop holds under an e-mail without an account (the GDPR for guest buyers, subscribers). */
export const findPerson = (api: ApiFetch, email: string) =>
  callApi(api, 'POST api/v1/admin/privacy/person', { body: { email } })

export const exportPerson = (api: ApiFetch, email: string) =>
  callApi(api, 'POST api/v1/admin/privacy/person/export', { body: { email } })

export const erasePerson = (api: ApiFetch, email: string) =>
  callApi(api, 'POST api/v1/admin/privacy/person/erase', { body: { email } })
