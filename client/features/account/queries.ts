import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'
import type { WebConsentsResponse } from '../../../contract/dto/cms'

export const accountKeys = {
  all: ['account'] as const,
  profile: () => ['account', 'profile'] as const,
  consents: (locale: Locale, assignedTo: string) => ['account', 'consents', locale, assignedTo] as const,
}

/** GET api/v1/user/web/profile — the logged-in user's profile (personal: never cached). */
export const profileQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: () => callApi(api, 'GET api/v1/user/web/profile'),
    staleTime: 30_000,
  })

/** POST api/v1/web/consent/filter {assignedTo} — the consents a form must show (register, checkout, ...). */
export const consentsForQuery = (
  api: ApiFetch,
  locale: Locale,
  assignedTo: 'register' | 'checkout' | 'newsletter' | 'contact',
) =>
  queryOptions({
    queryKey: accountKeys.consents(locale, assignedTo),
    queryFn: () =>
      api<WebConsentsResponse>({
        method: 'POST',
        path: 'api/v1/web/consent/filter',
        body: { assignedTo },
        cache: 'short',
      }),
    staleTime: 5 * 60_000,
  })
