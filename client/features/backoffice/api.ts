import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type {
  AdminCommentRow,
  AdminConsentDetail,
  AdminConsentLogRow,
  AdminFailedRequestRow,
  AdminFormRow,
  AdminMemberCardDetail,
  AdminMemberCardRow,
  AdminRedirectRow,
  AdminSubmissionsPage,
  AdminSubscriberRow,
} from '../../../contract/dto/admin'
import type { CommentStatus, ConsentDto, LastPagePage } from '../../../contract/dto/cms'
import type { Locale } from '../../../contract/locales'
import type { ListQuery } from '../admin/list-kit'

/**
 * The backoffice's calls (issue 16, /api/v1/admin/*): lists are one server page each, keyed by
 * their URL query so the back button and a reload show the same page. Never cached (staleTime 0).
 */
const list = <T>(api: ApiFetch, locale: Locale, path: string, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', path, locale, query] as const,
    queryFn: () => api<LastPagePage<T>>({ method: 'GET', path, query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export const commentsQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  list<AdminCommentRow>(api, locale, 'api/v1/admin/comments', query)
export const subscribersQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  list<AdminSubscriberRow>(api, locale, 'api/v1/admin/newsletter', query)
export const failedRequestsQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  list<AdminFailedRequestRow>(api, locale, 'api/v1/admin/redirects/failed', query)
export const redirectsQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  list<AdminRedirectRow>(api, locale, 'api/v1/admin/redirects', query)
export const consentLogQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  list<AdminConsentLogRow>(api, locale, 'api/v1/admin/consent-log', query)
export const memberCardsQuery = (api: ApiFetch, locale: Locale, query: ListQuery) =>
  list<AdminMemberCardRow>(api, locale, 'api/v1/admin/member-cards', query)

export const formsQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['backoffice', 'forms', locale] as const,
    queryFn: () => api<AdminFormRow[]>({ method: 'GET', path: 'api/v1/admin/forms' }),
    staleTime: 0,
  })

export const submissionsQuery = (api: ApiFetch, locale: Locale, id: string, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'submissions', locale, id, query] as const,
    queryFn: () =>
      api<AdminSubmissionsPage>({
        method: 'GET',
        path: `api/v1/admin/forms/${encodeURIComponent(id)}/submissions`,
        query,
      }),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  })

/** A CSV export's address: a plain download link (the session cookie authorises it; `language` names the header row's language). */
export const exportHref = (path: string, locale: Locale, query: ListQuery = {}): string =>
  `/${path}?${new URLSearchParams({ ...query, language: locale }).toString()}`

/** Switches a form's captcha on or off (PATCH api/v1/admin/forms/{id}); answers the form's row. */
export const setFormCaptcha = (api: ApiFetch, id: number, captcha: boolean) =>
  api<AdminFormRow>({ method: 'PATCH', path: `api/v1/admin/forms/${id}`, body: { captcha } })

export const decideComment = (api: ApiFetch, id: number, status: CommentStatus) =>
  api<{ id: number; status: CommentStatus }>({
    method: 'POST',
    path: `api/v1/admin/comments/${id}/decide`,
    body: { status },
  })
export const deleteComment = (api: ApiFetch, id: number) =>
  api<{ id: number }>({ method: 'DELETE', path: `api/v1/admin/comments/${id}` })
export const unsubscribe = (api: ApiFetch, id: number) =>
  api<{ id: number }>({ method: 'DELETE', path: `api/v1/admin/newsletter/${id}` })
export const createRedirect = (api: ApiFetch, input: { from: string; to: string; status: 301 | 302 }) =>
  api<AdminRedirectRow>({ method: 'POST', path: 'api/v1/admin/redirects', body: input })
export const deleteRedirect = (api: ApiFetch, id: number) =>
  api<AdminRedirectRow>({ method: 'DELETE', path: `api/v1/admin/redirects/${id}` })
export const dismissFailedRequest = (api: ApiFetch, id: number) =>
  api<{ id: number }>({ method: 'DELETE', path: `api/v1/admin/redirects/failed/${id}` })
export const issueMemberCard = (api: ApiFetch, input: { barcode: string; email: string }) =>
  api<AdminMemberCardRow>({ method: 'POST', path: 'api/v1/admin/member-cards', body: input })
export const assignMemberCard = (api: ApiFetch, id: number, email: string) =>
  api<AdminMemberCardRow>({ method: 'POST', path: `api/v1/admin/member-cards/${id}/assign`, body: { email } })
export const releaseMemberCard = (api: ApiFetch, id: number) =>
  api<AdminMemberCardRow>({ method: 'POST', path: `api/v1/admin/member-cards/${id}/release`, body: {} })
export const setMemberCardActive = (api: ApiFetch, id: number, active: boolean) =>
  api<AdminMemberCardRow>({ method: 'POST', path: `api/v1/admin/member-cards/${id}/active`, body: { active } })

export interface ConsentInput {
  displayName: { hr: string; en: string }
  description: { hr: string; en: string }
  required: boolean
}
export const createConsent = (api: ApiFetch, input: ConsentInput & { uniqueNumber: string }) =>
  api<ConsentDto>({ method: 'POST', path: 'api/v1/consent/create', body: input })
export const updateConsent = (api: ApiFetch, id: number, input: ConsentInput) =>
  api<ConsentDto>({ method: 'PATCH', path: `api/v1/admin/consents/${id}`, body: input })
export const saveAssignment = (api: ApiFetch, target: string, consents: string[], requiredConsents: string[]) =>
  api<unknown>({
    method: 'POST',
    path: 'api/v1/consent/create',
    body: { assigned_to: target, consents, requiredConsents },
  })

/** Every backoffice answer is invalidated after a change: lists and details are cheap to read again. */
export const BACKOFFICE_KEY = ['backoffice'] as const

export const consentDetailQuery = (api: ApiFetch, locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['backoffice', 'consent', locale, id] as const,
    queryFn: () => api<AdminConsentDetail>({ method: 'GET', path: `api/v1/admin/consents/${id}` }),
    staleTime: 0,
  })

/** A membership card with its history (who changed what, when). */
export const memberCardQuery = (api: ApiFetch, locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['backoffice', 'member-card', locale, id] as const,
    queryFn: () => api<AdminMemberCardDetail>({ method: 'GET', path: `api/v1/admin/member-cards/${id}` }),
    staleTime: 0,
  })
