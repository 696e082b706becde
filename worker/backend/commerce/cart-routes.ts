import type { CartSession, CartValidation } from '../../../contract/dto/commerce'
import type { Locale } from '../../../contract/locales'
import { loadCartProducts } from '../catalogue/cart-lookup'
import { commerce } from '../../../contract/endpoints/commerce'
import { requireUser } from '../context'
import { ok, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { cartDto, couponEligibleCents, loadCartState, type CartState } from './cart-state'
import { cartFixes } from './cart-fixes'
import { handOverCart } from './cart-handover'
import { reopenCart } from './cart-reopen'
import { currencyExists } from '../settings/repository'
import {
  addLine,
  clearCartStatements,
  createCart,
  deleteLine,
  findItem as findCartItem,
  findLine,
  getCartWithItems,
  requireActiveCart,
  requireActiveCartWithItems,
  sessionMissing,
  setCartFields,
  setLineOptions,
  setLineQty,
  touchCart,
  updateCart,
  type StoredCartLine,
  type StoredCart,
} from './carts'
import { couponRefusal, findCouponForOwner } from './coupons'
import { formatMoney } from '../../../contract/format'
import { assertStock, itemNotInCart, MAX_LINE_QTY, invalidQuantity, parseQty, validateLine } from './line-rules'
import { isValidMemberCard } from './member-cards'
import { refuseOverThrottle } from '../request-budget'

/** Cart calls (brief K): every call needs cartId + protectCode of an active cart. */
export const cartRoutes = endpointRoutes('api/v2/cart')

async function checkCurrency(
  db: D1Database,
  cart: StoredCart,
  currencyId: number | null | undefined,
): Promise<Partial<Pick<StoredCart, 'currencyId'>>> {
  if (currencyId === null || currencyId === undefined || currencyId === cart.currencyId) return {}
  if (!(await currencyExists(db, currencyId))) throw refuse(400, 'UNKNOWN_CURRENCY', { params: { currencyId } })
  return { currencyId: currencyId }
}

/** The cart as a change left it, priced: the cart and its lines in one round trip, then the rest in one. */
async function freshState(db: D1Database, cartId: string, lang: Locale): Promise<CartState> {
  const found = await getCartWithItems(db, cartId)
  if (!found) throw sessionMissing()
  return loadCartState(db, found.cart, lang, found.items)
}

async function findItem(db: D1Database, cartId: string, itemId: number): Promise<StoredCartLine> {
  const item = await findCartItem(db, cartId, itemId)
  if (!item) throw itemNotInCart()
  return item
}

cartRoutes.on(commerce.cartNewSession, async (c) => {
  const session: CartSession = await createCart(c.env.DB, c.get('storeId'), c.get('lang'))
  return ok(c, session)
})

cartRoutes.on(commerce.cartGet, async (c) => {
  const body = c.req.valid('json')
  const { cart, items } = await requireActiveCartWithItems(c.env.DB, body.cartId, body.protectCode)
  const currency = await checkCurrency(c.env.DB, cart, body.currencyId)
  if (currency.currencyId !== undefined) {
    await updateCart(c.env.DB, cart.id, currency)
    return ok(c, cartDto(await freshState(c.env.DB, cart.id, c.get('lang'))))
  }
  return ok(c, cartDto(await loadCartState(c.env.DB, cart, c.get('lang'), items)))
})

/** After an order: a failed one gives the shopper the cart back (cart-reopen.ts). Cart-session only: the edge calls it. */
cartRoutes.on(commerce.cartReopen, async (c) => {
  const { cartId, protectCode } = c.req.valid('json')
  return ok(c, await reopenCart(c.env.DB, cartId, protectCode, c.get('storeId'), c.get('lang')))
})

cartRoutes.on(commerce.cartAbandoned, async (c) => {
  const user = requireUser(c)
  return ok(c, await handOverCart(c.env.DB, user.userId, c.get('storeId'), c.req.valid('json')))
})

cartRoutes.on(commerce.cartAddItem, async (c) => {
  const body = c.req.valid('json')
  const db = c.env.DB
  const lang = c.get('lang')
  const cart = await requireActiveCart(db, body.cartId, body.protectCode)
  const qty = parseQty(body.qty, false)
  const products = await loadCartProducts(db, [body.productId], lang)
  const line = await validateLine(db, lang, products.get(body.productId), body.options)
  const existing = await findLine(db, cart.id, body.productId, line.key)
  const total = (existing?.qty ?? 0) + qty
  if (total > MAX_LINE_QTY) throw invalidQuantity()
  assertStock(line.product, total)
  const user = c.get('apiUser')
  const fields = {
    ...(await checkCurrency(db, cart, body.currencyId)),
    ...(user && cart.userId === null ? { userId: user.userId } : {}),
  }
  await db.batch([
    addLine(db, cart.id, {
      productId: body.productId,
      qty,
      options: line.options,
      optionsKey: line.key,
      unitPriceCents: line.product.finalPriceCents,
    }),
    ...setCartFields(db, cart.id, fields),
    touchCart(db, cart.id),
  ])
  return ok(c, cartDto(await freshState(db, cart.id, lang)))
})

cartRoutes.on(commerce.cartUpdateItem, async (c) => {
  const body = c.req.valid('json')
  const db = c.env.DB
  const lang = c.get('lang')
  const cart = await requireActiveCart(db, body.cartId, body.protectCode)
  const item = await findItem(db, cart.id, body.itemId)
  const qty = parseQty(body.qty, true)
  if (qty === 0) {
    await db.batch([deleteLine(db, item.id), touchCart(db, cart.id)])
    return ok(c, cartDto(await freshState(db, cart.id, lang)))
  }
  const products = await loadCartProducts(db, [item.productId], lang)
  const product = products.get(item.productId)
  if (body.options) {
    const line = await validateLine(db, lang, product, body.options)
    const other = line.key === item.optionsKey ? null : await findLine(db, cart.id, item.productId, line.key, item.id)
    const total = qty + (other?.qty ?? 0)
    if (total > MAX_LINE_QTY) throw invalidQuantity()
    assertStock(line.product, total)
    const statements = other
      ? [deleteLine(db, item.id), setLineQty(db, other.id, total)]
      : [setLineOptions(db, item.id, qty, line.options, line.key)]
    await db.batch([...statements, touchCart(db, cart.id)])
  } else {
    if (product) assertStock(product, qty)
    await db.batch([setLineQty(db, item.id, qty), touchCart(db, cart.id)])
  }
  return ok(c, cartDto(await freshState(db, cart.id, lang)))
})

cartRoutes.on(commerce.cartDeleteItem, async (c) => {
  const body = c.req.valid('json')
  const db = c.env.DB
  const cart = await requireActiveCart(db, body.cartId, body.protectCode)
  const item = await findItem(db, cart.id, body.itemId)
  await db.batch([deleteLine(db, item.id), touchCart(db, cart.id)])
  return ok(c, cartDto(await freshState(db, cart.id, c.get('lang'))))
})

cartRoutes.on(commerce.cartClear, async (c) => {
  const body = c.req.valid('json')
  const db = c.env.DB
  const cart = await requireActiveCart(db, body.cartId, body.protectCode)
  await db.batch([...clearCartStatements(db, cart.id), touchCart(db, cart.id)])
  return ok(c, cartDto(await freshState(db, cart.id, c.get('lang'))))
})

cartRoutes.on(commerce.cartApplyCoupon, async (c) => {
  const body = c.req.valid('json')
  const db = c.env.DB
  const lang = c.get('lang')
  const { cart, items } = await requireActiveCartWithItems(db, body.cartId, body.protectCode)
  const [state, coupon] = await Promise.all([
    loadCartState(db, cart, lang, items),
    findCouponForOwner(db, body.couponCode, cart),
  ])
  if (!coupon) throw refuse(404, 'COUPON_NOT_FOUND')
  const eligible = await couponEligibleCents(db, state, coupon)
  const refusal = couponRefusal(coupon, state.totals.itemsTotal, new Date(), eligible)
  if (refusal) {
    const minimum = formatMoney(coupon.minItemsTotalCents / 100, lang)
    throw refuse(refusal === 'COUPON_NOT_FOUND' ? 404 : 409, refusal, { params: { minimum }, field: 'couponCode' })
  }
  await updateCart(db, cart.id, { couponCode: coupon.code })
  return ok(c, cartDto(await freshState(db, cart.id, lang)))
})

cartRoutes.on(commerce.cartRemoveCoupon, async (c) => {
  const body = c.req.valid('json')
  const cart = await requireActiveCart(c.env.DB, body.cartId, body.protectCode)
  await updateCart(c.env.DB, cart.id, { couponCode: null })
  return ok(c, cartDto(await freshState(c.env.DB, cart.id, c.get('lang'))))
})

cartRoutes.on(commerce.cartApplyMemberCard, async (c) => {
  const body = c.req.valid('json')
  const user = requireUser(c)
  const db = c.env.DB
  const cart = await requireActiveCart(db, body.cartId, body.protectCode)
  if (body.barcode === '') {
    await updateCart(db, cart.id, { memberCardBarcode: null })
  } else {
    // Each try tells whether a number is a card: counted per client and per account, so numbers cannot be guessed.
    const refused = await refuseOverThrottle(c, 'memberCardCheck', `user:${user.userId}`)
    if (refused) return refused
    if (!(await isValidMemberCard(db, body.barcode, user.userId))) {
      throw refuse(400, 'MEMBER_CARD_INVALID')
    }
    await updateCart(db, cart.id, {
      memberCardBarcode: body.barcode,
      ...(cart.userId === null ? { userId: user.userId } : {}),
    })
  }
  return ok(c, cartDto(await freshState(db, cart.id, c.get('lang'))))
})

cartRoutes.on(commerce.cartSetInstructions, async (c) => {
  const body = c.req.valid('json')
  const cart = await requireActiveCart(c.env.DB, body.cartId, body.protectCode)
  await updateCart(c.env.DB, cart.id, { instructions: body.instructions.trim() })
  return ok(c, cartDto(await freshState(c.env.DB, cart.id, c.get('lang'))))
})

/**
 * Re-checks every line against the catalogue: unavailable lines are removed, quantities above
 * stock reduced, changed prices reported (and remembered); an invalid member card is dropped.
 */
cartRoutes.on(commerce.cartValidate, async (c) => {
  const body = c.req.valid('json')
  const db = c.env.DB
  const lang = c.get('lang')
  const { cart, items } = await requireActiveCartWithItems(db, body.cartId, body.protectCode)
  const before = await loadCartState(db, cart, lang, items)
  const { changes, statements, memberCardOk } = cartFixes(db, before)
  const changed = statements.length > 0
  if (changed) await db.batch([...statements, touchCart(db, cart.id)])
  const after = changed ? await freshState(db, cart.id, lang) : before
  const result: CartValidation = { items: changes, cart: cartDto(after), validateMemberCard: memberCardOk, changed }
  return ok(c, result)
})
