import type { DigitalLine } from '../../../contract/dto/after-sale'
import { PAID_STATUSES } from '../fulfilment/order-states'
import type { AfterSaleView } from '../fulfilment/after-sale-view'
import { allRows, columns, type Row } from '../rows'
import { digitalUnitsOf } from './digital-units'
import { keysOfOrder, keysOwed, unitKeys } from './licence-keys'
import { currentLinks, downloadPath, downloadToken, tokenHash, withdrawnLines } from './download-links'

const files = columns('product_files')
const readFile = (r: Row) => ({
  productId: files.int(r, 'product_id'),
  name: files.text(r, 'name'),
  size: files.int(r, 'size'),
})

const filesOf = (db: D1Database, productIds: number[]) =>
  allRows(
    db
      .prepare('SELECT product_id, name, size FROM product_files WHERE product_id IN (SELECT value FROM json_each(?))')
      .bind(JSON.stringify(productIds)),
    readFile,
  )

/**
 * The order's digital lines as their buyer (or staff) gets them, once the order is paid: per line
 * and product its keys (a revoked one marked), the keys still owed, and its download. The download's
 * URL is made again from the stored link (its token is derivable, only its hash is stored); a link
 * whose token no longer matches (the secret changed) shows as run out, so the buyer renews it.
 */
export async function digitalLinesOf(view: AfterSaleView): Promise<DigitalLine[]> {
  const { env, order } = view
  if (order.paidAt === null || !PAID_STATUSES.includes(order.status)) return []
  const units = await digitalUnitsOf(env.DB, order.id, order.language)
  if (units.length === 0) return []
  const [keys, links, withdrawn, stored] = await Promise.all([
    keysOfOrder(env.DB, order.id),
    currentLinks(env.DB, order.id),
    withdrawnLines(env.DB, order.id),
    filesOf(env.DB, [...new Set(units.map((unit) => unit.productId))]),
  ])
  return Promise.all(
    units.map(async (unit): Promise<DigitalLine> => {
      const link = links.find((l) => l.orderLineId === unit.orderLineId && l.productId === unit.productId)
      const file = stored.find((f) => f.productId === unit.productId)
      let download: DigitalLine['download'] = null
      if (link && file && !withdrawn.includes(unit.orderLineId)) {
        const token = await downloadToken(env, link)
        const valid = (await tokenHash(token)) === link.tokenHash
        download = {
          fileName: file.name,
          size: file.size,
          url: downloadPath(token),
          expiresAt: link.expiresAt,
          downloadsLeft: Math.max(0, link.maxDownloads - link.downloads),
          expired: link.spent || !valid,
        }
      }
      return {
        orderLineId: unit.orderLineId,
        name: unit.name,
        keys: unitKeys(keys, unit).map(({ key, revoked }) => ({ key, revoked })),
        keysMissing: keysOwed(unit, keys),
        download,
      }
    }),
  )
}
