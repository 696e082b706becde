import type { Locale } from '../../../contract/locales'
import type { CartSession } from '../../../contract/dto/commerce'
import { batchRows, columns, type Row } from '../rows'
import { sessionMissing } from './carts'
import { derivedSecret, sha256Hex } from './secrets'

const carts = columns('carts')
const readReopenedAs = (r: Row) => carts.nullableText(r, 'reopened_as_cart_id')

/**
 * The one session an archived cart whose order failed comes back as (issue 38 follow-up: two tabs, a
 * stale form post or a page render racing /api/cart all send the old session; each used to get a
 * new copy of the lines). The archived cart records the cart it became (carts.reopened_as_cart_id)
 * and every later ask answers that cart.
 *
 * Its protect code is derived from the code the caller proved for the archived cart, never stored:
 * the same caller always gets the same code back, and another device of the customer (its own key
 * of the archived cart, cart_keys) gets a key of its own to the same cart. Nobody without a code of
 * the archived cart can make one.
 *
 * One batch, one round trip: a new cart only while none is recorded, the claim as a conditional
 * UPDATE, the copy of the choices and lines, and the new cart deleted again when another request's
 * claim came first (the batch runs as one transaction in D1, so that is a guard, not the usual path);
 * then the caller's key to whichever cart won, and which cart that is.
 */
export async function reopenedSession(
  db: D1Database,
  archivedCartId: string,
  provenCode: string,
  storeId: number,
  lang: Locale,
): Promise<CartSession> {
  const candidateId = crypto.randomUUID()
  const protectCode = await derivedSecret(provenCode, `izlog-cart-reopened:${archivedCartId}`)
  const hash = await sha256Hex(protectCode)
  const statements = [
    db
      .prepare(
        `INSERT INTO carts (id, protect_code_hash, store_id, language)
         SELECT ?2, ?3, ?4, ?5 WHERE NOT EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND reopened_as_cart_id IS NOT NULL)`,
      )
      .bind(archivedCartId, candidateId, hash, storeId, lang),
    db
      .prepare(
        `UPDATE carts SET reopened_as_cart_id = ?2
         WHERE id = ?1 AND reopened_as_cart_id IS NULL AND EXISTS (SELECT 1 FROM carts WHERE id = ?2)`,
      )
      .bind(archivedCartId, candidateId),
    db
      .prepare(
        `UPDATE carts SET (user_id, guest_user_id, currency_id, coupon_code, member_card_barcode, instructions, country_id,
           delivery_method_id, delivery_branch_id, payment_method_id, company_data) =
         (SELECT user_id, guest_user_id, currency_id, coupon_code, member_card_barcode, instructions, country_id,
           delivery_method_id, delivery_branch_id, payment_method_id, company_data FROM carts WHERE id = ?1)
         WHERE id = ?2`,
      )
      .bind(archivedCartId, candidateId),
    db
      .prepare(
        `INSERT INTO cart_items (cart_id, product_id, qty, options, options_key, unit_price_cents)
         SELECT ?2, product_id, qty, options, options_key, unit_price_cents FROM cart_items
         WHERE cart_id = ?1 AND EXISTS (SELECT 1 FROM carts WHERE id = ?2) ORDER BY id`,
      )
      .bind(archivedCartId, candidateId),
    // Lost the claim: the candidate goes (its lines with it, ON DELETE CASCADE).
    db
      .prepare(
        `DELETE FROM carts WHERE id = ?2
         AND NOT EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND reopened_as_cart_id = ?2)`,
      )
      .bind(archivedCartId, candidateId),
    db
      .prepare(
        `INSERT OR IGNORE INTO cart_keys (cart_id, protect_code_hash)
         SELECT a.reopened_as_cart_id, ?2 FROM carts a
         WHERE a.id = ?1 AND a.reopened_as_cart_id IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM carts r WHERE r.id = a.reopened_as_cart_id AND r.protect_code_hash = ?2)`,
      )
      .bind(archivedCartId, hash),
    db.prepare('SELECT reopened_as_cart_id FROM carts WHERE id = ?').bind(archivedCartId),
  ]
  const results = await db.batch(statements)
  const cartId = batchRows(results[statements.length - 1], readReopenedAs)[0]
  // Only when the archived cart itself is gone.
  if (!cartId) throw sessionMissing()
  return { cartId, protectCode }
}
