import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../../contract/locales'
import type { ApiFetch } from '../../../contract/api'
import { callApi } from '../../../contract/endpoints/call'
import {
  LAYOUT_HANDLERS,
  NAVIGATION_HANDLERS,
  type LayoutElement,
  type NavigationHandler,
  type NavigationLink,
} from '../../../contract/dto/cms'

/**
 * Header / footer / cookie elements (POST element/getByHandlers, cache 'long'). The layout must
 * render even when the CMS is unreachable: a failure yields no elements (i18n fallbacks show).
 */
export const layoutElementsQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['layout', 'elements', locale] as const,
    queryFn: async (): Promise<LayoutElement[]> => {
      try {
        const data = await callApi(api, 'POST api/v1/element/getByHandlers', {
          body: { handlers: [...LAYOUT_HANDLERS] },
        })
        return Array.isArray(data.elements) ? data.elements : []
      } catch {
        return []
      }
    },
    staleTime: 10 * 60_000,
  })

/** A navigation tree (GET navigation/tree/:handler, cache 'long'); empty on failure. */
export const navigationTreeQuery = (api: ApiFetch, locale: Locale, handler: NavigationHandler) =>
  queryOptions({
    queryKey: ['layout', 'navigation', handler, locale] as const,
    queryFn: async (): Promise<NavigationLink[]> => {
      try {
        const data = await callApi(api, 'GET api/v1/navigation/tree/:handler', { params: { handler } })
        return Array.isArray(data) ? data : []
      } catch {
        return []
      }
    },
    staleTime: 10 * 60_000,
  })

/** Starts all layout queries in parallel (SSR starts it beside the page loaders and streams the result). */
export async function prefetchLayout(queryClient: QueryClient, api: ApiFetch, locale: Locale): Promise<void> {
  await Promise.all([
    queryClient.query({ ...layoutElementsQuery(api, locale), staleTime: 'static' }),
    ...NAVIGATION_HANDLERS.map((handler) =>
      queryClient.query({ ...navigationTreeQuery(api, locale, handler), staleTime: 'static' }),
    ),
  ])
}

export function findElement<H extends LayoutElement['handler']>(
  elements: LayoutElement[],
  handler: H,
): Extract<LayoutElement, { handler: H }> | undefined {
  return elements.find((element): element is Extract<LayoutElement, { handler: H }> => element.handler === handler)
}
