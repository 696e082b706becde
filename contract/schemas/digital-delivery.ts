import * as v from 'valibot'

/** Issue 36, digital delivery: what the buyer's download and renewal calls carry. */

/** Below this many keys left, an eProduct's pool is low (the admin order page and the product editor warn). */
export const LOW_KEY_POOL = 5

/** A download link: days it lasts and downloads it allows. */
export const DOWNLOAD_DAYS = 7
export const DOWNLOAD_MAX = 5

/** `:token` of a download: base64url of a 32-byte HMAC (43 characters). */
export const DownloadTokenParamsSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'token is not a download token.')),
})

const PositiveIdParam = v.pipe(
  v.string(),
  v.regex(/^\d{1,12}$/, 'id must be a positive whole number.'),
  v.transform(Number),
  v.minValue(1, 'id must be a positive whole number.'),
)

/** `:slug/downloads/:orderLineId/renew`. */
export const RenewDownloadParamsSchema = v.object({
  slug: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,40}$/, 'slug is not an order number.')),
  orderLineId: PositiveIdParam,
})

/**
 * Who renews: the order's account (the session), its cart session (the edge adds cartId and
 * protectCode from the cookies), or the holder of the signed order link (its token).
 */
export const RenewDownloadSchema = v.object({
  cartId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
  protectCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(128))),
  linkToken: v.optional(v.pipe(v.string(), v.maxLength(1000))),
})
