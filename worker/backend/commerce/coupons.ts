import type { Cents } from '../money'
import type { PricingCoupon } from './pricing'
import { allRows, columns, firstRow, type Row } from '../rows'

interface CouponRow {
  id: number
  code: string
  type: 'percent' | 'fixed'
  percent: number | null
  amount_cents: number | null
  min_items_total_cents: number
  valid_from: string | null
  valid_to: string | null
  usage_limit: number | null
  per_customer_limit: number | null
  free_shipping: number
  active: number
  used_count: number
  customer_uses: number
  restricted: number
}

const coupons = columns('coupons')
const readCouponRow = (r: Row): CouponRow => ({
  id: coupons.int(r, 'id'),
  code: coupons.text(r, 'code'),
  type: coupons.oneOf(r, 'type', ['percent', 'fixed']),
  percent: coupons.nullableReal(r, 'percent'),
  amount_cents: coupons.nullableInt(r, 'amount_cents'),
  min_items_total_cents: coupons.int(r, 'min_items_total_cents'),
  valid_from: coupons.nullableText(r, 'valid_from'),
  valid_to: coupons.nullableText(r, 'valid_to'),
  usage_limit: coupons.nullableInt(r, 'usage_limit'),
  per_customer_limit: coupons.nullableInt(r, 'per_customer_limit'),
  free_shipping: coupons.flag(r, 'free_shipping'),
  active: coupons.flag(r, 'active'),
  used_count: coupons.int(r, 'used_count'),
  customer_uses: coupons.int(r, 'customer_uses'),
  restricted: coupons.flag(r, 'restricted'),
})

/** A coupon: a percent or a fixed amount off the lines it applies to, with its conditions. */
export interface Coupon {
  id: number
  code: string
  discount: PricingCoupon
  minItemsTotalCents: Cents
  validFrom: string | null
  validTo: string | null
  usageLimit: number | null
  /** Orders that used it (coupon_uses; a cancelled or failed order gave its use back). */
  usedCount: number
  perCustomerLimit: number | null
  /** Uses by the customer it was looked up for (0 when looked up for nobody). */
  customerUses: number
  freeShipping: boolean
  /** Limited to some products and/or categories (couponProductIds says which of a cart's). */
  restricted: boolean
  active: boolean
}

/** Row → coupon; a row whose amount does not match its type (no percent / no amount) is no coupon. */
export function toCoupon(row: CouponRow): Coupon | null {
  const discount: PricingCoupon | null =
    row.type === 'percent'
      ? row.percent === null
        ? null
        : { type: 'percent', percent: row.percent }
      : row.amount_cents === null
        ? null
        : { type: 'fixed', amountCents: row.amount_cents }
  if (!discount) return null
  return {
    id: row.id,
    code: row.code,
    discount,
    minItemsTotalCents: row.min_items_total_cents,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    perCustomerLimit: row.per_customer_limit,
    customerUses: row.customer_uses,
    freeShipping: row.free_shipping === 1,
    restricted: row.restricted === 1,
    active: row.active === 1,
  }
}

/** Who a coupon is looked up for: an account and/or an e-mail (a customer is either). */
export interface CouponCustomer {
  userId: number | null
  email: string | null
}

/**
 * The coupon by its code (`code`, ?1 unless given) with the uses of the customer whose account is
 * `account` (?2 unless given) and whose e-mail is `email`.
 */
const couponSql = (email: string, code = '?1', account = '?2') =>
  `WITH who(email) AS (SELECT ${email})
   SELECT c.id, c.code, c.type, c.percent, c.amount_cents, c.min_items_total_cents, c.valid_from, c.valid_to,
     c.usage_limit, c.per_customer_limit, c.free_shipping, c.active,
     (SELECT COUNT(*) FROM coupon_uses u WHERE u.coupon_id = c.id) AS used_count,
     (SELECT COUNT(*) FROM coupon_uses u, who WHERE u.coupon_id = c.id
        AND ((${account} IS NOT NULL AND u.user_id = ${account}) OR (who.email IS NOT NULL AND u.email = who.email COLLATE NOCASE))) AS customer_uses,
     (EXISTS (SELECT 1 FROM coupon_products p WHERE p.coupon_id = c.id)
        OR EXISTS (SELECT 1 FROM coupon_categories k WHERE k.coupon_id = c.id)) AS restricted
   FROM coupons c WHERE c.code = ${code} COLLATE NOCASE`

export async function findCoupon(
  db: D1Database,
  code: string,
  customer: CouponCustomer = { userId: null, email: null },
): Promise<Coupon | null> {
  const row = await firstRow(
    db.prepare(couponSql('?3')).bind(code.trim(), customer.userId, customer.email),
    readCouponRow,
  )
  return row ? toCoupon(row) : null
}

/**
 * findCoupon for a cart's owner (its account, else its guest) in one round trip: the e-mail the
 * per-customer limit counts is read inside the same query, not in a round trip before it.
 */
export async function findCouponForOwner(
  db: D1Database,
  code: string,
  owner: { userId: number | null; guestUserId: number | null },
): Promise<Coupon | null> {
  const row = await firstRow(
    db
      .prepare(
        couponSql('COALESCE((SELECT email FROM users WHERE id = ?2), (SELECT email FROM guest_users WHERE id = ?3))'),
      )
      .bind(code.trim(), owner.userId, owner.guestUserId),
    readCouponRow,
  )
  return row ? toCoupon(row) : null
}

/**
 * findCouponForOwner for a cart's coupon code and owner, by the cart's id (issue 38: read in the same
 * round trip as the cart). The caller compares the coupon's code with the cart it read.
 */
export async function findCartCoupon(db: D1Database, cartId: string): Promise<Coupon | null> {
  const cart = (column: string) => `(SELECT ${column} FROM carts WHERE id = ?1)`
  const row = await firstRow(
    db
      .prepare(
        couponSql(
          `COALESCE((SELECT email FROM users WHERE id = ${cart('user_id')}), (SELECT email FROM guest_users WHERE id = ${cart('guest_user_id')}))`,
          `TRIM(${cart('coupon_code')})`,
          cart('user_id'),
        ),
      )
      .bind(cartId),
    readCouponRow,
  )
  return row ? toCoupon(row) : null
}

/**
 * Of these products, those a restricted coupon discounts: named by it, or in one of its categories
 * or in a descendant of one (categories nest by parent_id).
 */
export async function couponProductIds(
  db: D1Database,
  coupon: number | { code: string },
  productIds: readonly number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set()
  // By its code: read in the same round trip as the coupon itself (a cart knows only the code).
  const couponId = typeof coupon === 'number' ? '?1' : '(SELECT id FROM coupons WHERE code = ?1 COLLATE NOCASE)'
  return matchingProducts(
    db,
    couponId,
    'SELECT DISTINCT value FROM json_each(?2)',
    typeof coupon === 'number' ? coupon : coupon.code.trim(),
    JSON.stringify(productIds),
  )
}

/**
 * couponProductIds for a cart's coupon code and its lines' products, by the cart's id (issue 38:
 * read in the same round trip as the cart).
 */
export async function cartCouponProductIds(db: D1Database, cartId: string): Promise<Set<number>> {
  return matchingProducts(
    db,
    '(SELECT id FROM coupons WHERE code = TRIM((SELECT coupon_code FROM carts WHERE id = ?1)) COLLATE NOCASE)',
    'SELECT DISTINCT product_id FROM cart_items WHERE cart_id = ?2',
    cartId,
    cartId,
  )
}

/** Of the products `products` selects (?2), those the coupon `couponId` (of ?1) discounts. */
async function matchingProducts(
  db: D1Database,
  couponId: string,
  products: string,
  first: number | string,
  second: string,
): Promise<Set<number>> {
  const rows = await allRows(
    db
      .prepare(
        `WITH RECURSIVE cats(id) AS (
           SELECT category_id FROM coupon_categories WHERE coupon_id = ${couponId}
           UNION SELECT c.id FROM categories c JOIN cats ON c.parent_id = cats.id
         ),
         cart(id) AS (${products})
         SELECT cart.id AS product_id FROM cart
         WHERE cart.id IN (SELECT product_id FROM coupon_products WHERE coupon_id = ${couponId})
            OR cart.id IN (SELECT product_id FROM product_categories WHERE category_id IN (SELECT id FROM cats))`,
      )
      .bind(first, second),
    (r) => columns('coupon_products').int(r, 'product_id'),
  )
  return new Set(rows)
}

/**
 * The statement claiming an order's use of a coupon, in the order's own batch right after the order
 * is inserted (found by its cart): over the coupon's total or per-customer limit the triggers of
 * migration 0052 abort the whole batch (couponClaimRefusal names why).
 */
export const claimCouponUse = (db: D1Database, couponId: number, cartId: string, customer: CouponCustomer) =>
  db
    .prepare(
      'INSERT INTO coupon_uses (coupon_id, order_id, user_id, email) SELECT ?, id, ?, ? FROM orders WHERE cart_id = ?',
    )
    .bind(couponId, customer.userId, customer.email ?? '', cartId)

/** The refusal a batch aborted with when its coupon claim was over a limit, or null. */
export function couponClaimRefusal(error: unknown): 'COUPON_USED_UP' | 'COUPON_CUSTOMER_LIMIT' | null {
  if (!(error instanceof Error)) return null
  if (/COUPON_USED_UP/.test(error.message)) return 'COUPON_USED_UP'
  if (/COUPON_CUSTOMER_LIMIT/.test(error.message)) return 'COUPON_CUSTOMER_LIMIT'
  return null
}

/** Why a coupon does not apply: a refusal code of client/i18n/messages/backend/commerce.ts. */
export type CouponRefusal =
  | 'COUPON_NOT_FOUND'
  | 'COUPON_NOT_YET_VALID'
  | 'COUPON_EXPIRED'
  | 'COUPON_USED_UP'
  | 'COUPON_CUSTOMER_LIMIT'
  | 'COUPON_BELOW_MINIMUM'
  | 'COUPON_NO_MATCHING_ITEMS'

/**
 * Why a coupon does not apply to a cart with this items total in cents (after membership prices)
 * now, or null when it does: active, inside its validity window, usage limits not reached, minimum
 * items total met, and (a restricted coupon) some line it discounts — `eligibleCents`, the rows it
 * applies to. A switched-off coupon is "not found", as one that does not exist.
 */
export function couponRefusal(
  coupon: Coupon,
  itemsTotalCents: Cents,
  now = new Date(),
  eligibleCents: Cents = itemsTotalCents,
): CouponRefusal | null {
  if (!coupon.active) return 'COUPON_NOT_FOUND'
  const time = now.getTime()
  if (coupon.validFrom && Date.parse(coupon.validFrom) > time) return 'COUPON_NOT_YET_VALID'
  if (coupon.validTo && Date.parse(coupon.validTo) < time) return 'COUPON_EXPIRED'
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'COUPON_USED_UP'
  if (coupon.perCustomerLimit !== null && coupon.customerUses >= coupon.perCustomerLimit) return 'COUPON_CUSTOMER_LIMIT'
  if (itemsTotalCents <= 0 || itemsTotalCents < coupon.minItemsTotalCents) return 'COUPON_BELOW_MINIMUM'
  if (eligibleCents <= 0) return 'COUPON_NO_MATCHING_ITEMS'
  return null
}

/** Whether a coupon applies to a cart with this items total in cents now (couponRefusal says why not). */
export const couponApplies = (
  coupon: Coupon,
  itemsTotalCents: Cents,
  now = new Date(),
  eligibleCents?: Cents,
): boolean => couponRefusal(coupon, itemsTotalCents, now, eligibleCents) === null
