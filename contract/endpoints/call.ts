import type { ApiFetch, ApiRequest } from '../api'
import { fillPath, type InputArgs, type ResponseOf } from './endpoint'
import type { EndpointKey, EndpointMap } from './index'

/**
 * Calls one row of the endpoint table by its key, typed from the row: the path's parameters, the
 * body and query its schemas take, and the answer's `data`. Only the key's text reaches the bundle;
 * the edge decides caching and access from the row itself.
 *
 *   callApi(api, 'POST api/v1/product/web/filter', { body: { page: 1 } })  // Promise<ProductFilterResponse>
 */
export function callApi<K extends EndpointKey>(
  api: ApiFetch,
  key: K,
  ...[input]: InputArgs<EndpointMap[K]>
): Promise<ResponseOf<EndpointMap[K]>> {
  const given = (input ?? {}) as {
    params?: Record<string, string | number>
    body?: unknown
    query?: ApiRequest['query']
    multipart?: FormData
  }
  const space = key.indexOf(' ')
  return api<ResponseOf<EndpointMap[K]>>({
    method: key.slice(0, space) as ApiRequest['method'],
    path: fillPath(key.slice(space + 1), given.params),
    ...(given.query !== undefined ? { query: given.query } : {}),
    ...(given.multipart !== undefined
      ? { body: given.multipart }
      : given.body !== undefined
        ? { body: given.body }
        : {}),
  })
}
