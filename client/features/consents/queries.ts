import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { ConsentTarget } from '../../../contract/dto/cms'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'

/** POST web/consent/filter {assignedTo} → the consents a form shows and which of them are required. */
export const consentsQuery = (api: ApiFetch, locale: Locale, assignedTo: ConsentTarget) =>
  queryOptions({
    queryKey: ['consents', 'web', locale, assignedTo] as const,
    queryFn: () => callApi(api, 'POST api/v1/web/consent/filter', { body: { assignedTo } }),
    staleTime: 5 * 60_000,
  })
