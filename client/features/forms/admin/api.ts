import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import type { Locale } from '../../../../contract/locales'
import type { ListQuery } from '../../admin/list-kit'

/** Every form with its submissions' count (issue 16); never cached. */
export const formsQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['backoffice', 'forms', locale] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/forms'),
    staleTime: 0,
  })

/** One form's submissions, one server page at a time keyed by the URL's query. */
export const submissionsQuery = (api: ApiFetch, locale: Locale, id: string, query: ListQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'submissions', locale, id, query] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/forms/:id/submissions', { params: { id }, query }),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  })

/** Switches a form's captcha on or off; answers the form's row. */
export const formCaptchaMutation = (api: ApiFetch) =>
  mutationOptions({
    mutationFn: ({ id, captcha }: { id: number; captcha: boolean }) =>
      callApi(api, 'PATCH api/v1/admin/forms/:id', { params: { id }, body: { captcha } }),
  })
