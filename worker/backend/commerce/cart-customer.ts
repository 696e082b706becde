import type { CouponCustomer } from './coupons'
import type { StoredCart } from './carts'
import { columns, firstRow } from '../rows'

const customers = columns('users')

/** Who a cart belongs to, for a coupon's per-customer limit: its account and that account's or its guest's e-mail. */
export async function cartCustomer(db: D1Database, cart: StoredCart): Promise<CouponCustomer> {
  if (cart.userId === null && cart.guestUserId === null) return { userId: null, email: null }
  const email = await firstRow(
    db
      .prepare(
        'SELECT COALESCE((SELECT email FROM users WHERE id = ?), (SELECT email FROM guest_users WHERE id = ?)) AS email',
      )
      .bind(cart.userId, cart.guestUserId),
    (r) => customers.nullableText(r, 'email'),
  )
  return { userId: cart.userId, email: email ?? null }
}
