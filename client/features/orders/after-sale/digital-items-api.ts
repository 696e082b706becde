import { mutationOptions } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'

/**
 * POST api/v2/order/:slug/downloads/:orderLineId/renew — a new download link for a line whose link
 * ran out (the edge adds this browser's cart session; a page opened from the e-mail sends the signed
 * link's token). Answers the order with the new link.
 */
export const renewDownloadMutation = (api: ApiFetch, slug: string, linkToken: string | undefined) =>
  mutationOptions({
    mutationFn: (orderLineId: number) =>
      callApi(api, 'POST api/v2/order/:slug/downloads/:orderLineId/renew', {
        params: { slug, orderLineId },
        body: linkToken ? { linkToken } : {},
      }),
  })
