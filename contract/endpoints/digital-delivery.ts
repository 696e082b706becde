import type { Order } from '../dto/commerce'
import { DownloadTokenParamsSchema, RenewDownloadParamsSchema, RenewDownloadSchema } from '../schemas/digital-delivery'
import { endpoint } from './endpoint'

/** A file streamed as an attachment (not JSON). */
type FileDownload = Blob

/**
 * Issue 36, after the sale: licence keys and downloads of digital lines. The download's token is
 * the whole permission (a link from the order page or the payment e-mail); renewing a link that ran
 * out is for the order's owner only.
 */
export const digitalDelivery = {
  orderDownload: endpoint<FileDownload>()({
    method: 'GET',
    path: 'api/v2/order/download/:token',
    access: 'public',
    cache: 'none',
    params: DownloadTokenParamsSchema,
  }),
  orderDownloadRenew: endpoint<Order>()({
    method: 'POST',
    path: 'api/v2/order/:slug/downloads/:orderLineId/renew',
    access: 'cart',
    cartOptional: true,
    cache: 'none',
    params: RenewDownloadParamsSchema,
    body: RenewDownloadSchema,
  }),
}
