import type { Locale } from '../../../contract/locales'
import { BackendError, conflict, notFound } from '../http'
import { randomSecret, sha256Hex } from './secrets'

/** Cart sessions and lines in D1. The protect code is only kept as a SHA-256 hash. */
export interface CartRow {
  id: string
  protect_code_hash: string
  store_id: number
  user_id: number | null
  guest_user_id: number | null
  currency_id: number | null
  coupon_code: string | null
  member_card_barcode: string | null
  instructions: string
  country_id: number | null
  delivery_method_id: number | null
  delivery_branch_id: number | null
  payment_method_id: number | null
  company_data: string | null
  language: Locale
  status: 'active' | 'archived'
  version: number
  created_at: string
  updated_at: string
}

export interface CartItemRow {
  id: number
  cart_id: string
  product_id: number
  qty: number
  options: string
  options_key: string
  /** Unit price in cents when the line was last validated. */
  unit_price_cents: number
  created_at: string
}

export const SESSION_MISSING = "Session doesn't exist"
export const CART_ARCHIVED = 'Cart is archived.'
export const SESSION_USED = 'Session already used.'

export const sessionMissing = () => notFound(SESSION_MISSING, 'SESSION_NOT_FOUND')
export const cartArchived = () => conflict(CART_ARCHIVED, 'CART_ARCHIVED')
export const sessionUsed = () => conflict(SESSION_USED, 'SESSION_ALREADY_USED')

export async function createCart(db: D1Database, storeId: number, lang: Locale): Promise<{ cartId: string; protectCode: string }> {
  const cartId = crypto.randomUUID()
  const protectCode = randomSecret(24)
  await db
    .prepare('INSERT INTO carts (id, protect_code_hash, store_id, language) VALUES (?, ?, ?, ?)')
    .bind(cartId, await sha256Hex(protectCode), storeId, lang)
    .run()
  return { cartId, protectCode }
}

/** The cart for a cartId + protectCode pair, whatever its status; null for a wrong pair. */
export async function findCart(db: D1Database, cartId: string, protectCode: string): Promise<CartRow | null> {
  const row = await db.prepare('SELECT * FROM carts WHERE id = ?').bind(cartId).first<CartRow>()
  if (!row) return null
  return row.protect_code_hash === (await sha256Hex(protectCode)) ? row : null
}

/** An active cart or the SPEC errors: 404 "Session doesn't exist", 409 'Cart is archived.'. */
export async function requireActiveCart(db: D1Database, cartId: string, protectCode: string, whenArchived: () => BackendError = cartArchived): Promise<CartRow> {
  const row = await findCart(db, cartId, protectCode)
  if (!row) throw sessionMissing()
  if (row.status === 'archived') throw whenArchived()
  return row
}

/** Statement bumping the cart's version (every change; two tabs compare it). */
export const touchCart = (db: D1Database, cartId: string) =>
  db.prepare("UPDATE carts SET version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(cartId)

export type CartFields = Partial<Pick<CartRow, 'user_id' | 'guest_user_id' | 'currency_id' | 'coupon_code' | 'member_card_barcode' | 'instructions' | 'country_id' | 'delivery_method_id' | 'delivery_branch_id' | 'payment_method_id' | 'company_data' | 'language'>>

/** Statements setting cart fields (none when there is nothing to set); batch them with touchCart. */
export function setCartFields(db: D1Database, cartId: string, fields: CartFields): D1PreparedStatement[] {
  const keys = Object.keys(fields) as Array<keyof CartFields>
  if (keys.length === 0) return []
  const sets = keys.map((key) => `${key} = ?`).join(', ')
  return [db.prepare(`UPDATE carts SET ${sets} WHERE id = ?`).bind(...keys.map((key) => fields[key] ?? null), cartId)]
}

export async function updateCart(db: D1Database, cartId: string, fields: CartFields): Promise<void> {
  await db.batch([...setCartFields(db, cartId, fields), touchCart(db, cartId)])
}

/** A cart by id, whatever its status (after a change the caller already checked the pair). */
export async function getCart(db: D1Database, cartId: string): Promise<CartRow | null> {
  return db.prepare('SELECT * FROM carts WHERE id = ?').bind(cartId).first<CartRow>()
}

/** The user's most recently changed active cart that has lines, if any. */
export async function latestActiveCartId(db: D1Database, userId: number, storeId: number): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT c.id FROM carts c
       WHERE c.user_id = ? AND c.store_id = ? AND c.status = 'active' AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id)
       ORDER BY c.updated_at DESC LIMIT 1`,
    )
    .bind(userId, storeId)
    .first<{ id: string }>()
  return row?.id ?? null
}

export async function loadItems(db: D1Database, cartId: string): Promise<CartItemRow[]> {
  const { results } = await db.prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id').bind(cartId).all<CartItemRow>()
  return results
}

export async function findItem(db: D1Database, cartId: string, itemId: number): Promise<CartItemRow | null> {
  return db.prepare('SELECT * FROM cart_items WHERE id = ? AND cart_id = ?').bind(itemId, cartId).first<CartItemRow>()
}

/** The cart's line for a product with these options (other than `exceptItemId`), if any. */
export async function findLine(db: D1Database, cartId: string, productId: number, optionsKey: string, exceptItemId = 0): Promise<{ id: number; qty: number } | null> {
  return db
    .prepare('SELECT id, qty FROM cart_items WHERE cart_id = ? AND product_id = ? AND options_key = ? AND id <> ?')
    .bind(cartId, productId, optionsKey, exceptItemId)
    .first<{ id: number; qty: number }>()
}

export interface NewCartLine {
  productId: number
  qty: number
  options: unknown
  optionsKey: string
  unitPriceCents: number
}

/** Adds a line, or adds its quantity to the line with the same product and options. */
export const addLine = (db: D1Database, cartId: string, line: NewCartLine) =>
  db
    .prepare(
      `INSERT INTO cart_items (cart_id, product_id, qty, options, options_key, unit_price_cents) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (cart_id, product_id, options_key) DO UPDATE SET qty = cart_items.qty + excluded.qty, unit_price_cents = excluded.unit_price_cents`,
    )
    .bind(cartId, line.productId, line.qty, JSON.stringify(line.options), line.optionsKey, line.unitPriceCents)

export const deleteLine = (db: D1Database, itemId: number) => db.prepare('DELETE FROM cart_items WHERE id = ?').bind(itemId)

export const setLineQty = (db: D1Database, itemId: number, qty: number) => db.prepare('UPDATE cart_items SET qty = ? WHERE id = ?').bind(qty, itemId)

export const setLineOptions = (db: D1Database, itemId: number, qty: number, options: unknown, optionsKey: string) =>
  db.prepare('UPDATE cart_items SET qty = ?, options = ?, options_key = ? WHERE id = ?').bind(qty, JSON.stringify(options), optionsKey, itemId)

export const setLinePrice = (db: D1Database, itemId: number, unitPriceCents: number) =>
  db.prepare('UPDATE cart_items SET unit_price_cents = ? WHERE id = ?').bind(unitPriceCents, itemId)

/** Statements emptying a cart: its lines, coupon and chosen methods. */
export const clearCartStatements = (db: D1Database, cartId: string) => [
  db.prepare('DELETE FROM cart_items WHERE cart_id = ?').bind(cartId),
  db.prepare('UPDATE carts SET coupon_code = NULL, delivery_method_id = NULL, delivery_branch_id = NULL, payment_method_id = NULL WHERE id = ?').bind(cartId),
]

/** Rotates the protect code (used when a cart is handed to the same user on another device). */
export async function rotateProtectCode(db: D1Database, cartId: string): Promise<string> {
  const protectCode = randomSecret(24)
  await db.batch([db.prepare('UPDATE carts SET protect_code_hash = ? WHERE id = ?').bind(await sha256Hex(protectCode), cartId), touchCart(db, cartId)])
  return protectCode
}
