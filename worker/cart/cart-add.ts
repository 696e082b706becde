import * as v from 'valibot'
import type { Cart, CartSession } from '../../contract/dto/commerce'
import type { UpstreamError } from '../upstream/types'
import { callCart, readSession, type CartContext } from './cart-session'

/** What addItem takes besides the session: the product, the raw quantity and its options. */
export interface AddItemBody {
  productId: number
  qty?: number | string | undefined
  options?: Record<string, unknown> | null | undefined
}

/** The added-to cart, with the session to write to the cookies when this call created it (error null: no session came about). */
export type AddOutcome =
  { ok: true; cart: Cart; created: CartSession | null } | { ok: false; error: UpstreamError | null }

export const SessionSchema = v.object({
  cartId: v.pipe(v.string(), v.minLength(1)),
  protectCode: v.pipe(v.string(), v.minLength(1)),
})

async function newSession(c: CartContext): Promise<CartSession | UpstreamError> {
  const res = await c.get('upstream').json<CartSession>({ method: 'GET', path: 'api/v2/cart/getNewCartSession' })
  if (!res.ok) return res.error
  const session = v.safeParse(SessionSchema, res.data)
  if (!session.success) return { status: 502, message: 'The cart service answered without a session.' }
  return session.output
}

/**
 * Adds a line to the cookie session's cart, the one way of /api/cart/items (JSON) and of the
 * add-to-cart form (worker/routes/cart-forms.ts): without a session a new cart is started; a
 * cookie for a cart the upstream no longer knows starts a new cart once. A failed first add
 * leaves no session behind (the empty cart is simply never used). The caller writes the cookies.
 */
export async function addToCart(c: CartContext, body: AddItemBody): Promise<AddOutcome> {
  let session = readSession(c)
  let created = false
  for (let attempt = 0; attempt < 2; attempt++) {
    if (!session) {
      const fresh = await newSession(c)
      if ('status' in fresh) return { ok: false, error: fresh }
      session = fresh
      created = true
    }
    const res = await callCart<Cart>(c, 'POST', 'addItem', session, { ...body })
    if (res.ok) return { ok: true, cart: res.data, created: created ? session : null }
    if (
      !created &&
      res.status === 404 &&
      (res.error.code === 'SESSION_NOT_FOUND' || /session doesn't exist/i.test(res.error.message))
    ) {
      session = null
      continue
    }
    return { ok: false, error: res.error }
  }
  return { ok: false, error: null }
}
