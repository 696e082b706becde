import { digitalDelivery as rows } from '../../../contract/endpoints/digital-delivery'
import { findOrderBySlug, orderDto } from '../commerce/orders'
import { ok, refuse } from '../http'
import { endpointRoutes, type EndpointRoutes } from '../routing'
import { renewDownload } from './renew-download'
import { linkByHash, countDownload, tokenHash } from './download-links'
import { buyerAccess } from '../commerce/buyer-access'

/** Issue 36's handlers of this domain (contract/endpoints), one sub-app per base path. */
const orderDownloads = endpointRoutes('api/v2/order')
export const digitalRoutes: readonly EndpointRoutes[] = [orderDownloads]

/** A file name for Content-Disposition: ASCII for old clients, the real name in filename*. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.\- ]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`

/**
 * The file of a download link, streamed from R2. The token alone opens it (a link from the order
 * page or the payment e-mail); each download is counted in one statement that also checks the time,
 * the count and revocation, so two downloads at once never pass the limit.
 */
orderDownloads.on(rows.orderDownload, async (c) => {
  const link = await linkByHash(c.env.DB, await tokenHash(c.req.valid('param').token))
  if (!link) throw refuse(404, 'DOWNLOAD_NOT_FOUND')
  if (link.withdrawn || link.revoked) throw refuse(410, 'DOWNLOAD_REVOKED')
  if (link.expired) throw refuse(410, 'DOWNLOAD_EXPIRED')
  if (link.usedUp) throw refuse(410, 'DOWNLOAD_USED_UP')
  const object = link.file ? await c.env.MEDIA.get(link.file.r2Key) : null
  if (!link.file || !object) throw refuse(410, 'DOWNLOAD_NOT_AVAILABLE')
  if (!(await countDownload(c.env.DB, link.id))) {
    await object.body.cancel()
    throw refuse(410, 'DOWNLOAD_USED_UP')
  }
  return new Response(object.body, {
    status: 200,
    headers: {
      'Content-Type': link.file.mime,
      'Content-Length': String(object.size),
      'Content-Disposition': disposition(link.file.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
})

/** A download that ran out (time or count) gets a new link, for the order's buyer only. */
orderDownloads.on(rows.orderDownloadRenew, async (c) => {
  const { slug, orderLineId } = c.req.valid('param')
  const body = c.req.valid('json')
  const order = await findOrderBySlug(c.env.DB, slug)
  const access = order ? await buyerAccess(c.env, order, { userId: c.get('apiUser')?.userId ?? null, ...body }) : null
  if (!order || !access) throw refuse(404, 'ORDER_NOT_FOUND')
  const renewed = await renewDownload(c.env, order, orderLineId)
  // Read through the signed link, the order's file and invoice links carry its token.
  const linkToken = access === 'link' ? (body.linkToken ?? null) : null
  return ok(c, await orderDto(c.env, renewed, { audience: 'buyer', linkToken }))
})
