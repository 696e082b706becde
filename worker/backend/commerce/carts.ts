import type { Locale } from '../../../contract/locales'
import { refuse, type BackendError } from '../http'
import { randomSecret, sha256Hex } from './secrets'
import { allRows, batchRows, columns, firstRow, type Row } from '../rows'
import { LOCALES } from '../../../contract/locales'

/** Cart sessions and lines in D1. The protect code is only kept as a SHA-256 hash. */
interface CartRow {
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

const carts = columns('carts')
const readCartRow = (r: Row): CartRow => ({
  id: carts.text(r, 'id'),
  protect_code_hash: carts.text(r, 'protect_code_hash'),
  store_id: carts.int(r, 'store_id'),
  user_id: carts.nullableInt(r, 'user_id'),
  guest_user_id: carts.nullableInt(r, 'guest_user_id'),
  currency_id: carts.nullableInt(r, 'currency_id'),
  coupon_code: carts.nullableText(r, 'coupon_code'),
  member_card_barcode: carts.nullableText(r, 'member_card_barcode'),
  instructions: carts.text(r, 'instructions'),
  country_id: carts.nullableInt(r, 'country_id'),
  delivery_method_id: carts.nullableInt(r, 'delivery_method_id'),
  delivery_branch_id: carts.nullableInt(r, 'delivery_branch_id'),
  payment_method_id: carts.nullableInt(r, 'payment_method_id'),
  company_data: carts.nullableText(r, 'company_data'),
  language: carts.oneOf(r, 'language', LOCALES),
  status: carts.oneOf(r, 'status', ['active', 'archived']),
  version: carts.int(r, 'version'),
  created_at: carts.text(r, 'created_at'),
  updated_at: carts.text(r, 'updated_at'),
})
const readCartId = (r: Row) => ({ id: carts.text(r, 'id') })

/** A cart session as stored (money-free: its lines are priced on every read). */
export interface StoredCart {
  id: string
  protectCodeHash: string
  storeId: number
  userId: number | null
  guestUserId: number | null
  currencyId: number | null
  couponCode: string | null
  memberCardBarcode: string | null
  instructions: string
  countryId: number | null
  deliveryMethodId: number | null
  deliveryBranchId: number | null
  paymentMethodId: number | null
  /** JSON {companyName, oib} or null. */
  companyData: string | null
  language: Locale
  status: 'active' | 'archived'
  /** Bumped by every change (two tabs compare it). */
  version: number
  createdAt: string
  updatedAt: string
}

const toStoredCart = (row: CartRow): StoredCart => ({
  id: row.id,
  protectCodeHash: row.protect_code_hash,
  storeId: row.store_id,
  userId: row.user_id,
  guestUserId: row.guest_user_id,
  currencyId: row.currency_id,
  couponCode: row.coupon_code,
  memberCardBarcode: row.member_card_barcode,
  instructions: row.instructions,
  countryId: row.country_id,
  deliveryMethodId: row.delivery_method_id,
  deliveryBranchId: row.delivery_branch_id,
  paymentMethodId: row.payment_method_id,
  companyData: row.company_data,
  language: row.language,
  status: row.status,
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

interface CartItemRow {
  id: number
  cart_id: string
  product_id: number
  qty: number
  options: string
  options_key: string
  unit_price_cents: number
  created_at: string
}

const items = columns('cart_items')
const readCartItemRow = (r: Row): CartItemRow => ({
  id: items.int(r, 'id'),
  cart_id: items.text(r, 'cart_id'),
  product_id: items.int(r, 'product_id'),
  qty: items.int(r, 'qty'),
  options: items.text(r, 'options'),
  options_key: items.text(r, 'options_key'),
  unit_price_cents: items.int(r, 'unit_price_cents'),
  created_at: items.text(r, 'created_at'),
})
const readItemQty = (r: Row) => ({ id: items.int(r, 'id'), qty: items.int(r, 'qty') })

/** A cart line as stored; `options` is the stored JSON (see cart-state's parseStoredOptions). */
export interface StoredCartLine {
  id: number
  cartId: string
  productId: number
  qty: number
  options: string
  /** Canonical form of the options: same product + same key merges quantities. */
  optionsKey: string
  /** Unit price in cents when the line was last validated. */
  unitPriceCents: number
  createdAt: string
}

const toStoredCartLine = (row: CartItemRow): StoredCartLine => ({
  id: row.id,
  cartId: row.cart_id,
  productId: row.product_id,
  qty: row.qty,
  options: row.options,
  optionsKey: row.options_key,
  unitPriceCents: row.unit_price_cents,
  createdAt: row.created_at,
})

export const sessionMissing = () => refuse(404, 'SESSION_NOT_FOUND')
export const cartArchived = () => refuse(409, 'CART_ARCHIVED')
export const sessionUsed = () => refuse(409, 'SESSION_ALREADY_USED')

export async function createCart(
  db: D1Database,
  storeId: number,
  lang: Locale,
): Promise<{ cartId: string; protectCode: string }> {
  const cartId = crypto.randomUUID()
  const protectCode = randomSecret(24)
  await db
    .prepare('INSERT INTO carts (id, protect_code_hash, store_id, language) VALUES (?, ?, ?, ?)')
    .bind(cartId, await sha256Hex(protectCode), storeId, lang)
    .run()
  return { cartId, protectCode }
}

/**
 * The cart for a cartId + protectCode pair, whatever its status; null for a wrong pair. The code is
 * the cart's first one or the key of another device of the same customer (cart_keys).
 */
export async function findCart(db: D1Database, cartId: string, protectCode: string): Promise<StoredCart | null> {
  const row = await firstRow(
    db.prepare(`SELECT c.* FROM carts c WHERE ${CART_PAIR}`).bind(cartId, await sha256Hex(protectCode)),
    readCartRow,
  )
  return row ? toStoredCart(row) : null
}

/** The pair check (?1 the cart id, ?2 its code's hash) on `carts c`. */
const CART_PAIR = `c.id = ?1
       AND (c.protect_code_hash = ?2 OR EXISTS (SELECT 1 FROM cart_keys k WHERE k.cart_id = c.id AND k.protect_code_hash = ?2))`

/** A cart found by its pair, with its lines. */
export interface CartWithItems {
  cart: StoredCart
  items: StoredCartLine[]
}

/**
 * findCart and the cart's lines in ONE round trip (issue 38: a far-away database costs a crossing
 * per sequential read): a batch whose lines' query carries the same pair check, so a wrong pair
 * reads no lines either.
 */
export async function findCartWithItems(
  db: D1Database,
  cartId: string,
  protectCode: string,
): Promise<CartWithItems | null> {
  const hash = await sha256Hex(protectCode)
  const [cartResult, itemsResult] = await db.batch([
    db.prepare(`SELECT c.* FROM carts c WHERE ${CART_PAIR}`).bind(cartId, hash),
    db
      .prepare(
        `SELECT i.* FROM cart_items i WHERE i.cart_id = ?1 AND EXISTS (SELECT 1 FROM carts c WHERE ${CART_PAIR})
         ORDER BY i.id`,
      )
      .bind(cartId, hash),
  ])
  const row = batchRows(cartResult, readCartRow)[0]
  if (!row) return null
  return { cart: toStoredCart(row), items: batchRows(itemsResult, readCartItemRow).map(toStoredCartLine) }
}

/** requireActiveCart with the cart's lines, in one round trip (findCartWithItems). */
export async function requireActiveCartWithItems(
  db: D1Database,
  cartId: string,
  protectCode: string,
  whenArchived: () => BackendError = cartArchived,
): Promise<CartWithItems> {
  const found = await findCartWithItems(db, cartId, protectCode)
  if (!found) throw sessionMissing()
  if (found.cart.status === 'archived') throw whenArchived()
  return found
}

/** An active cart or the SPEC errors: 404 "Session doesn't exist", 409 'Cart is archived.'. */
export async function requireActiveCart(
  db: D1Database,
  cartId: string,
  protectCode: string,
  whenArchived: () => BackendError = cartArchived,
): Promise<StoredCart> {
  const row = await findCart(db, cartId, protectCode)
  if (!row) throw sessionMissing()
  if (row.status === 'archived') throw whenArchived()
  return row
}

/** Statement bumping the cart's version (every change; two tabs compare it). */
export const touchCart = (db: D1Database, cartId: string) =>
  db
    .prepare("UPDATE carts SET version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
    .bind(cartId)

/**
 * Remembers the country a cart ships to, with the version bump, only when it is a known country
 * and not already the cart's: one statement, so it can go in the same round trip as the reads that
 * check the country (issue 38).
 */
export const rememberCartCountry = (db: D1Database, cartId: string, countryId: number) => [
  db
    .prepare(
      `UPDATE carts SET country_id = ?1, version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?2 AND country_id IS NOT ?1 AND EXISTS (SELECT 1 FROM countries WHERE id = ?1)`,
    )
    .bind(countryId, cartId),
]

/** The cart fields a call may change, and their columns. */
const CART_FIELD_COLUMNS = {
  userId: 'user_id',
  guestUserId: 'guest_user_id',
  currencyId: 'currency_id',
  couponCode: 'coupon_code',
  memberCardBarcode: 'member_card_barcode',
  instructions: 'instructions',
  countryId: 'country_id',
  deliveryMethodId: 'delivery_method_id',
  deliveryBranchId: 'delivery_branch_id',
  paymentMethodId: 'payment_method_id',
  companyData: 'company_data',
  language: 'language',
} as const satisfies Partial<Record<keyof StoredCart, keyof CartRow>>

export type CartFields = Partial<Pick<StoredCart, keyof typeof CART_FIELD_COLUMNS>>

/** Statements setting cart fields (none when there is nothing to set); batch them with touchCart. */
export function setCartFields(db: D1Database, cartId: string, fields: CartFields): D1PreparedStatement[] {
  const keys = (Object.keys(CART_FIELD_COLUMNS) as Array<keyof CartFields>).filter((key) => key in fields)
  if (keys.length === 0) return []
  const sets = keys.map((key) => `${CART_FIELD_COLUMNS[key]} = ?`).join(', ')
  return [db.prepare(`UPDATE carts SET ${sets} WHERE id = ?`).bind(...keys.map((key) => fields[key] ?? null), cartId)]
}

export async function updateCart(db: D1Database, cartId: string, fields: CartFields): Promise<void> {
  await db.batch([...setCartFields(db, cartId, fields), touchCart(db, cartId)])
}

/** A cart by id, whatever its status (after a change the caller already checked the pair). */
export async function getCart(db: D1Database, cartId: string): Promise<StoredCart | null> {
  const row = await firstRow(db.prepare('SELECT * FROM carts WHERE id = ?').bind(cartId), readCartRow)
  return row ? toStoredCart(row) : null
}

/**
 * updateCart, then the cart as it now is with its lines, in the same round trip (one batch): a
 * checkout step answers the cart it stored without reading it again. An archived cart (ordered
 * meanwhile) is refused as requireActiveCart refuses it.
 */
export async function updateCartAndRead(db: D1Database, cartId: string, fields: CartFields): Promise<CartWithItems> {
  const writes = [...setCartFields(db, cartId, fields), touchCart(db, cartId)]
  const results = await db.batch([
    ...writes,
    db.prepare('SELECT * FROM carts WHERE id = ?').bind(cartId),
    db.prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id').bind(cartId),
  ])
  const row = batchRows(results[writes.length], readCartRow)[0]
  if (!row) throw sessionMissing()
  if (row.status === 'archived') throw cartArchived()
  return {
    cart: toStoredCart(row),
    items: batchRows(results[writes.length + 1], readCartItemRow).map(toStoredCartLine),
  }
}

/** getCart with the cart's lines, in one round trip (a batch). */
export async function getCartWithItems(db: D1Database, cartId: string): Promise<CartWithItems | null> {
  const [cartResult, itemsResult] = await db.batch([
    db.prepare('SELECT * FROM carts WHERE id = ?').bind(cartId),
    db.prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id').bind(cartId),
  ])
  const row = batchRows(cartResult, readCartRow)[0]
  if (!row) return null
  return { cart: toStoredCart(row), items: batchRows(itemsResult, readCartItemRow).map(toStoredCartLine) }
}

/** The user's most recently changed active cart that has lines, if any. */
export async function latestActiveCartId(db: D1Database, userId: number, storeId: number): Promise<string | null> {
  const row = await firstRow(
    db
      .prepare(
        `SELECT c.id FROM carts c
       WHERE c.user_id = ? AND c.store_id = ? AND c.status = 'active' AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id)
       ORDER BY c.updated_at DESC LIMIT 1`,
      )
      .bind(userId, storeId),
    readCartId,
  )
  return row?.id ?? null
}

export async function loadItems(db: D1Database, cartId: string): Promise<StoredCartLine[]> {
  const results = await allRows(
    db.prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id').bind(cartId),
    readCartItemRow,
  )
  return results.map(toStoredCartLine)
}

export async function findItem(db: D1Database, cartId: string, itemId: number): Promise<StoredCartLine | null> {
  const row = await firstRow(
    db.prepare('SELECT * FROM cart_items WHERE id = ? AND cart_id = ?').bind(itemId, cartId),
    readCartItemRow,
  )
  return row ? toStoredCartLine(row) : null
}

/** The cart's line for a product with these options (other than `exceptItemId`), if any. */
export async function findLine(
  db: D1Database,
  cartId: string,
  productId: number,
  optionsKey: string,
  exceptItemId = 0,
): Promise<{ id: number; qty: number } | null> {
  return firstRow(
    db
      .prepare('SELECT id, qty FROM cart_items WHERE cart_id = ? AND product_id = ? AND options_key = ? AND id <> ?')
      .bind(cartId, productId, optionsKey, exceptItemId),
    readItemQty,
  )
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

export const deleteLine = (db: D1Database, itemId: number) =>
  db.prepare('DELETE FROM cart_items WHERE id = ?').bind(itemId)

export const setLineQty = (db: D1Database, itemId: number, qty: number) =>
  db.prepare('UPDATE cart_items SET qty = ? WHERE id = ?').bind(qty, itemId)

export const setLineOptions = (db: D1Database, itemId: number, qty: number, options: unknown, optionsKey: string) =>
  db
    .prepare('UPDATE cart_items SET qty = ?, options = ?, options_key = ? WHERE id = ?')
    .bind(qty, JSON.stringify(options), optionsKey, itemId)

export const setLinePrice = (db: D1Database, itemId: number, unitPriceCents: number) =>
  db.prepare('UPDATE cart_items SET unit_price_cents = ? WHERE id = ?').bind(unitPriceCents, itemId)

/** Statements emptying a cart: its lines, coupon and chosen methods. */
export const clearCartStatements = (db: D1Database, cartId: string) => [
  db.prepare('DELETE FROM cart_items WHERE cart_id = ?').bind(cartId),
  db
    .prepare(
      'UPDATE carts SET coupon_code = NULL, delivery_method_id = NULL, delivery_branch_id = NULL, payment_method_id = NULL WHERE id = ?',
    )
    .bind(cartId),
]

/** Devices that may hold one cart at a time; handing it to one more forgets the oldest key. */
export const MAX_CART_KEYS = 10

/**
 * A protect code for one more device of the cart's customer (login on a second device). The codes
 * the other devices hold stay valid: only the oldest of more than MAX_CART_KEYS extra keys is dropped.
 */
export async function addCartKey(db: D1Database, cartId: string): Promise<string> {
  const protectCode = randomSecret(24)
  await db.batch([
    db
      .prepare('INSERT INTO cart_keys (cart_id, protect_code_hash) VALUES (?, ?)')
      .bind(cartId, await sha256Hex(protectCode)),
    db
      .prepare(
        'DELETE FROM cart_keys WHERE cart_id = ?1 AND id NOT IN (SELECT id FROM cart_keys WHERE cart_id = ?1 ORDER BY id DESC LIMIT ?2)',
      )
      .bind(cartId, MAX_CART_KEYS),
  ])
  return protectCode
}

/** Statement archiving a cart once its order exists (its language becomes the order's). */
/** The ordered cart keeps the order's note as its instructions (one field: a reopened cart has it as last written). */
export const archiveCart = (db: D1Database, cartId: string, lang: Locale, instructions: string) =>
  db
    .prepare(
      "UPDATE carts SET status = 'archived', version = version + 1, language = ?, instructions = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
    )
    .bind(lang, instructions, cartId)
