import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../contract/api'
import type { EventPeriod } from '../../../contract/dto/cms'
import { callApi } from '../../../contract/endpoints/call'
import type { Locale } from '../../../contract/locales'

/** GET event/public/get/:id (404 ApiError for an unknown id). */
export const eventQuery = (api: ApiFetch, locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['events', 'detail', locale, id] as const,
    queryFn: () => callApi(api, 'GET api/v1/event/public/get/:id', { params: { id } }),
    staleTime: 60_000,
  })

interface EventListParams {
  period: EventPeriod
  page: number
  limit: number
}

/** POST event/public/filter — upcoming events soonest first. */
export const eventListQuery = (api: ApiFetch, locale: Locale, params: EventListParams) =>
  queryOptions({
    queryKey: ['events', 'list', locale, params] as const,
    queryFn: () => callApi(api, 'POST api/v1/event/public/filter', { body: params }),
    staleTime: 60_000,
  })

/** Event ids in the path are positive integers; anything else is unknown (404). */
export function parseEventId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}
