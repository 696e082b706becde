import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { ConsentDto, ConsentTarget } from '../../../../contract/dto/cms'
import type { Locale } from '../../../../contract/locales'
import type { ListQuery } from '../../admin/list-kit'
import { keepPreviousData } from '@tanstack/react-query'

/** SPEC §9: consent list limit 100; assignments perPage 50. Admin data is personal: never cached. */
const CONSENT_LIST_LIMIT = '100'
const ASSIGNMENTS_PER_PAGE = '50'

/** The staff's consent answers; a change invalidates them all (and the backoffice's lists). */
export const consentKeys = {
  all: ['admin', 'consent'] as const,
  list: (locale: Locale) => ['admin', 'consent', 'list', locale] as const,
  one: (locale: Locale, ref: string) => ['admin', 'consent', 'one', locale, ref] as const,
  assignments: (locale: Locale) => ['admin', 'consent', 'assignments', locale] as const,
}

export const consentListQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: consentKeys.list(locale),
    queryFn: () => callApi(api, 'GET api/v1/consent/filter', { query: { limit: CONSENT_LIST_LIMIT } }),
  })

/** A consent by uniqueNumber (or id). */
export const consentQuery = (api: ApiFetch, locale: Locale, ref: string) =>
  queryOptions({
    queryKey: consentKeys.one(locale, ref),
    queryFn: () => callApi(api, 'GET api/v1/consent/get/:ref', { params: { ref } }),
    retry: false,
  })

export const consentAssignmentsQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: consentKeys.assignments(locale),
    queryFn: () => callApi(api, 'GET api/v1/consent/assignments', { query: { perPage: ASSIGNMENTS_PER_PAGE } }),
  })

/** A consent with both languages' descriptions, for its edit form. */
export const consentDetailQuery = (api: ApiFetch, locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['backoffice', 'consent', locale, id] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/consents/:id', { params: { id } }),
    staleTime: 0,
  })

/** The consent log (who accepted what, when, where): one server page at a time, keyed by the URL's query. */
export const consentLogQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'api/v1/admin/consent-log', locale, query] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/consent-log', { query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export interface ConsentInput {
  displayName: { hr: string; en: string }
  description: { hr: string; en: string }
  required: boolean
}

/** A new consent (with its code) or, given `id`, an existing one's texts; answers the consent. */
export const saveConsentMutation = (api: ApiFetch, id: number | undefined) =>
  mutationOptions({
    mutationFn: (input: ConsentInput & { uniqueNumber: string }): Promise<ConsentDto> => {
      if (id !== undefined) {
        const { uniqueNumber: _code, ...texts } = input
        return callApi(api, 'PATCH api/v1/admin/consents/:id', { params: { id }, body: texts })
      }
      // consent/create answers a new consent's row when sent one (an assignment's otherwise).
      return callApi(api, 'POST api/v1/consent/create', { body: input }) as Promise<ConsentDto>
    },
  })

/** Which consents one form asks for and which of them it requires (in the order they are listed). */
export const saveAssignmentMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({
      target,
      consents,
      requiredConsents,
    }: {
      target: ConsentTarget
      consents: string[]
      requiredConsents: string[]
    }) => callApi(api, 'POST api/v1/consent/create', { body: { assigned_to: target, consents, requiredConsents } }),
  })
