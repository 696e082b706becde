import { DOWNLOAD_DAYS, DOWNLOAD_MAX } from '../../../contract/schemas/digital-delivery'
import type { Bindings } from '../../lib/bindings'
import { NOW_SQL } from '../fulfilment/order-change'
import { allRows, columns, firstRow, type Row } from '../rows'

/**
 * Download links of digital lines (issue 36). A link's token is an HMAC of what the link is — its
 * order line, product and how many links that line had before it — under the signing secret of the
 * order link (JWT_SECRET), so the order page and the e-mail can show the link again while only the
 * token's SHA-256 is stored to find it. Nobody without the secret can make a token; a guess is a 404.
 */

type SecretEnv = Pick<Bindings, 'JWT_SECRET'>

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

export async function downloadToken(
  env: SecretEnv,
  link: { orderLineId: number; productId: number; generation: number },
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(env.JWT_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const message = `izlog-download:${link.orderLineId}:${link.productId}:${link.generation}`
  return base64url(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)))
}

export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The same-site path that streams the file of a token. */
export const downloadPath = (token: string) => `/api/v2/order/download/${token}`

export interface StoredLink {
  id: number
  orderLineId: number
  productId: number
  /** How many links the line had for this product before this one (part of its token). */
  generation: number
  tokenHash: string
  expiresAt: string
  downloads: number
  maxDownloads: number
  revoked: boolean
  /** Time or downloads ran out, or it was revoked. */
  spent: boolean
}

const cols = columns('download_links')
const readLink = (r: Row): StoredLink => ({
  id: cols.int(r, 'id'),
  orderLineId: cols.int(r, 'order_line_id'),
  productId: cols.int(r, 'product_id'),
  generation: cols.int(r, 'generation'),
  tokenHash: cols.text(r, 'token_hash'),
  expiresAt: cols.text(r, 'expires_at'),
  downloads: cols.int(r, 'downloads'),
  maxDownloads: cols.int(r, 'max_downloads'),
  revoked: cols.bool(r, 'revoked'),
  spent: cols.bool(r, 'spent'),
})

/** The newest link of each line and product of the order. */
export const currentLinks = (db: D1Database, orderId: number): Promise<StoredLink[]> =>
  allRows(
    db
      .prepare(
        `SELECT d.id, d.order_line_id, d.product_id, d.token_hash, d.expires_at, d.downloads, d.max_downloads,
           d.revoked_at IS NOT NULL AS revoked,
           (d.revoked_at IS NOT NULL OR d.downloads >= d.max_downloads OR d.expires_at <= ${NOW_SQL}) AS spent,
           (SELECT COUNT(*) FROM download_links e WHERE e.order_line_id = d.order_line_id AND e.product_id = d.product_id AND e.id < d.id) AS generation
         FROM download_links d
         WHERE d.order_id = ? AND d.id = (SELECT MAX(e.id) FROM download_links e WHERE e.order_line_id = d.order_line_id AND e.product_id = d.product_id)
         ORDER BY d.order_line_id, d.product_id`,
      )
      .bind(orderId),
    readLink,
  )

/** The stored hash of a line's `generation`-th link (made before the batch: hashing is asynchronous). */
export const linkHash = async (env: SecretEnv, unit: { orderLineId: number; productId: number }, generation: number) =>
  tokenHash(await downloadToken(env, { ...unit, generation }))

/**
 * A new link for the line's product, the `generation`-th (its token's `hash` from linkHash): written
 * only inside the change's batch (`guard`) and only if no other link was made meanwhile; the line's
 * links before it end (revoked) in the same batch.
 */
export const newLinkStatements = (
  db: D1Database,
  orderId: number,
  unit: { orderLineId: number; productId: number },
  generation: number,
  hash: string,
  guard: string,
): D1PreparedStatement[] => [
  db
    .prepare(
      `UPDATE download_links SET revoked_at = ${NOW_SQL}
       WHERE order_line_id = ? AND product_id = ? AND revoked_at IS NULL AND ${guard}`,
    )
    .bind(unit.orderLineId, unit.productId),
  db
    .prepare(
      `INSERT INTO download_links (order_id, order_line_id, product_id, token_hash, expires_at, max_downloads)
       SELECT ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+${DOWNLOAD_DAYS} days'), ?
       WHERE (SELECT COUNT(*) FROM download_links WHERE order_line_id = ? AND product_id = ?) = ? AND ${guard}`,
    )
    .bind(orderId, unit.orderLineId, unit.productId, hash, DOWNLOAD_MAX, unit.orderLineId, unit.productId, generation),
]

export interface LinkToServe {
  id: number
  orderLineId: number
  expired: boolean
  usedUp: boolean
  revoked: boolean
  /** The order was refunded or cancelled, or the line refunded in full: nothing more to download. */
  withdrawn: boolean
  file: { r2Key: string; name: string; size: number; mime: string } | null
}

const serve = columns('download_links')
const readServe = (r: Row): LinkToServe => ({
  id: serve.int(r, 'id'),
  orderLineId: serve.int(r, 'order_line_id'),
  expired: serve.bool(r, 'expired'),
  usedUp: serve.bool(r, 'used_up'),
  revoked: serve.bool(r, 'revoked'),
  withdrawn: serve.bool(r, 'withdrawn'),
  file:
    r.r2_key === null
      ? null
      : {
          r2Key: serve.text(r, 'r2_key'),
          name: serve.text(r, 'name'),
          size: serve.int(r, 'size'),
          mime: serve.text(r, 'mime'),
        },
})

/** A line no longer delivers: its order was refunded or cancelled, or the line was refunded in full. `l` is the line, `o` its order. */
export const WITHDRAWN_SQL = `(o.status IN ('refunded', 'cancelled', 'failed')
  OR COALESCE((SELECT SUM(rl.qty) FROM refund_lines rl WHERE rl.order_line_id = l.id), 0) >= l.qty)`

/** The link a token names, with its product's file, or null. */
export const linkByHash = (db: D1Database, hash: string): Promise<LinkToServe | null> =>
  firstRow(
    db
      .prepare(
        `SELECT d.id, d.order_line_id, d.expires_at <= ${NOW_SQL} AS expired, d.downloads >= d.max_downloads AS used_up,
           d.revoked_at IS NOT NULL AS revoked, ${WITHDRAWN_SQL} AS withdrawn, f.r2_key, f.name, f.size, f.mime
         FROM download_links d JOIN orders o ON o.id = d.order_id JOIN order_lines l ON l.id = d.order_line_id
         LEFT JOIN product_files f ON f.product_id = d.product_id
         WHERE d.token_hash = ?`,
      )
      .bind(hash),
    readServe,
  )

/** Counts one download, only while the link still allows it (time, count, not revoked): false when it did not. */
export async function countDownload(db: D1Database, linkId: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE download_links SET downloads = downloads + 1
       WHERE id = ? AND downloads < max_downloads AND expires_at > ${NOW_SQL} AND revoked_at IS NULL`,
    )
    .bind(linkId)
    .run()
  return result.meta.changes === 1
}

/** Order lines whose downloads are withdrawn (refunds, a cancelled order). */
export const withdrawnLines = (db: D1Database, orderId: number): Promise<number[]> =>
  allRows(
    db
      .prepare(
        `SELECT l.id FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.order_id = ? AND ${WITHDRAWN_SQL}`,
      )
      .bind(orderId),
    (r) => serve.int(r, 'id'),
  )
