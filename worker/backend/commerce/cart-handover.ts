import type { AbandonedCart } from '../../../contract/dto/commerce'
import { addCartKey, findCart, latestActiveCartId, loadItems, touchCart, type StoredCart } from './carts'
import { MAX_LINE_QTY } from './line-rules'
import { BACKORDER_SQL } from '../catalogue/sql'
import { allRows, columns, type Row } from '../rows'

const products = columns('products')
const readStock = (r: Row) => ({ id: products.int(r, 'id'), stock_qty: products.nullableInt(r, 'stock_qty') })

/**
 * At login (api/v2/cart/getAbandoned) the customer's cart comes to this device, and nothing the
 * visitor put in the cart before logging in is lost:
 * - no account cart yet: the device's cart becomes the account cart;
 * - an account cart and a filled anonymous cart: the anonymous lines are merged into the account
 *   cart (same product and options → quantities added, capped by stock and the line limit), the
 *   anonymous cart is archived, and the device gets a key of its own to the account cart;
 * - otherwise the account cart is handed over with a key for this device, the other devices' keys
 *   stay valid.
 */
export async function handOverCart(
  db: D1Database,
  userId: number,
  storeId: number,
  device: { cartId?: string | undefined; protectCode?: string | undefined },
): Promise<AbandonedCart | null> {
  const found = device.cartId && device.protectCode ? await findCart(db, device.cartId, device.protectCode) : null
  const current =
    found && found.status === 'active' && (found.userId === null || found.userId === userId) ? found : null
  const latestId = await latestActiveCartId(db, userId, storeId)

  if (latestId === null || latestId === current?.id) {
    if (!current) return null
    if (current.userId === null)
      await db.batch([
        db.prepare('UPDATE carts SET user_id = ? WHERE id = ?').bind(userId, current.id),
        touchCart(db, current.id),
      ])
    return { cartId: current.id, protectCode: device.protectCode ?? '', mergedLines: 0 }
  }

  const mergedLines = current ? await mergeInto(db, current, latestId) : 0
  return { cartId: latestId, protectCode: await addCartKey(db, latestId), mergedLines }
}

/** Moves the lines of `from` into the cart `intoId` and archives `from`; answers how many lines came over. */
async function mergeInto(db: D1Database, from: StoredCart, intoId: string): Promise<number> {
  const [incoming, existing] = await Promise.all([loadItems(db, from.id), loadItems(db, intoId)])
  if (incoming.length === 0) return 0
  const ids = [...new Set(incoming.map((line) => line.productId))]
  const results = await allRows(
    // A product sold when out of stock takes any quantity (catalogue/sql.ts BACKORDER_SQL).
    db
      .prepare(
        `SELECT p.id, CASE WHEN ${BACKORDER_SQL('p')} THEN NULL ELSE p.stock_qty END AS stock_qty FROM products p
         WHERE p.id IN (${ids.map(() => '?').join(', ')})`,
      )
      .bind(...ids),
    readStock,
  )
  const stock = new Map(results.map((row) => [row.id, row.stock_qty]))
  const cap = (productId: number, qty: number) => Math.min(qty, MAX_LINE_QTY, stock.get(productId) ?? MAX_LINE_QTY)

  const statements: D1PreparedStatement[] = []
  let merged = 0
  for (const line of incoming) {
    const same = existing.find((e) => e.productId === line.productId && e.optionsKey === line.optionsKey)
    const qty = cap(line.productId, (same?.qty ?? 0) + line.qty)
    if (same) {
      if (qty > same.qty) statements.push(db.prepare('UPDATE cart_items SET qty = ? WHERE id = ?').bind(qty, same.id))
    } else if (qty > 0) {
      statements.push(
        db
          .prepare(
            'INSERT INTO cart_items (cart_id, product_id, qty, options, options_key, unit_price_cents) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .bind(intoId, line.productId, qty, line.options, line.optionsKey, line.unitPriceCents),
      )
    } else continue
    merged++
  }
  statements.push(
    db.prepare("UPDATE carts SET status = 'archived', version = version + 1 WHERE id = ?").bind(from.id),
    db.prepare('DELETE FROM cart_items WHERE cart_id = ?').bind(from.id),
    touchCart(db, intoId),
  )
  await db.batch(statements)
  return merged
}
