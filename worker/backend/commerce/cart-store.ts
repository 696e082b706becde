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
  unit_price: number
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

export async function updateCart(db: D1Database, cartId: string, fields: Partial<Pick<CartRow, 'user_id' | 'guest_user_id' | 'currency_id' | 'coupon_code' | 'member_card_barcode' | 'instructions' | 'country_id' | 'delivery_method_id' | 'delivery_branch_id' | 'payment_method_id' | 'company_data' | 'language'>>): Promise<void> {
  const keys = Object.keys(fields) as Array<keyof typeof fields>
  const statements = [touchCart(db, cartId)]
  if (keys.length > 0) {
    const sets = keys.map((key) => `${key} = ?`).join(', ')
    statements.unshift(db.prepare(`UPDATE carts SET ${sets} WHERE id = ?`).bind(...keys.map((key) => fields[key] ?? null), cartId))
  }
  await db.batch(statements)
}

export async function loadItems(db: D1Database, cartId: string): Promise<CartItemRow[]> {
  const { results } = await db.prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id').bind(cartId).all<CartItemRow>()
  return results
}

/** Rotates the protect code (used when a cart is handed to the same user on another device). */
export async function rotateProtectCode(db: D1Database, cartId: string): Promise<string> {
  const protectCode = randomSecret(24)
  await db.batch([db.prepare('UPDATE carts SET protect_code_hash = ? WHERE id = ?').bind(await sha256Hex(protectCode), cartId), touchCart(db, cartId)])
  return protectCode
}
