import type { Locale } from '../../../contract/locales'
import type { CountryDto } from '../../../contract/dto/settings'
import { loadCartProducts, type CartProduct } from '../catalogue/cart-lookup'
import { cartProductIds } from '../catalogue/sql'
import { findCartCountry, loadCartCurrency, type CurrencyInfo } from '../settings/repository'
import { readCartInputs, stateFrom, variantIdsOf, type CartReads, type CartState } from './cart-state'
import type { StoredCart, StoredCartLine } from './carts'
import { cartCouponProductIds, findCartCoupon, type Coupon } from './coupons'
import { cartMemberCard, isValidMemberCard, type CartMemberCard } from './member-cards'
import { loadDeliveryMethods, type DeliveryMethodInfo } from './methods'

/**
 * A cart's state read by the cart's id, in the SAME round trip as the cart itself (issue 38: a
 * far-away database costs a crossing per sequential read). loadCartState reads by the cart's
 * fields, so it waits for the cart; these reads name the fields by subqueries on the cart's id
 * instead, and start beside requireActiveCartWithItems. Their answers are used only once that read
 * proved the session (a wrong pair gets its refusal and nothing of them), and only when they agree
 * with the cart it read: a read that names what it was keyed on (the coupon's code, the country's id,
 * the products) is compared, and on any difference (the cart changed between two reads of the
 * round trip, a product gone) the state is read again by value, as loadCartState does. A member
 * card's check is read by the cart's id too (cartMemberCard), used when it names the cart's card and
 * account as read; otherwise it is read by value, after the cart.
 */
export interface CartReadsById {
  products: Map<number, CartProduct>
  currency: CurrencyInfo
  /** Every active delivery method (the cart's is picked from them). */
  deliveryMethods: DeliveryMethodInfo[]
  country: CountryDto | null
  coupon: Coupon | null
  lineMatches: Set<number>
  /** The cart's member card and whether its customer may use it (null: no such cart). */
  memberCard: CartMemberCard | null
}

/** Starts the reads; `deliveryMethods` when the caller reads the active methods anyway. */
export async function readCartById(
  db: D1Database,
  cartId: string,
  lang: Locale,
  deliveryMethods: Promise<DeliveryMethodInfo[]> = loadDeliveryMethods(db, lang),
): Promise<CartReadsById> {
  const [products, currency, methods, country, coupon, lineMatches, memberCard] = await Promise.all([
    loadCartProducts(db, cartProductIds(cartId), lang),
    loadCartCurrency(db, cartId),
    deliveryMethods,
    findCartCountry(db, cartId, null, lang),
    findCartCoupon(db, cartId),
    cartCouponProductIds(db, cartId),
    cartMemberCard(db, cartId),
  ])
  return { products, currency, deliveryMethods: methods, country, coupon, lineMatches, memberCard }
}

/** The reads as loadCartState's, when they agree with the cart and its lines as read; null otherwise. */
function agreeing(cart: StoredCart, items: readonly StoredCartLine[], byId: CartReadsById): CartReads | null {
  const productsRead = [...items.map((row) => row.productId), ...variantIdsOf(items)].every((id) =>
    byId.products.has(id),
  )
  const currencyRead = cart.currencyId === null || byId.currency.id === cart.currencyId
  const countryNeeded = cart.deliveryMethodId !== null && cart.countryId !== null
  const countryRead = !countryNeeded || byId.country?.id === cart.countryId
  const code = cart.couponCode?.trim().toLowerCase() ?? null
  const couponRead = code === null || byId.coupon?.code.toLowerCase() === code
  if (!productsRead || !currencyRead || !countryRead || !couponRead) return null
  return {
    products: byId.products,
    memberCardValid: false,
    currency: byId.currency,
    deliveryMethod: byId.deliveryMethods.find((method) => method.id === cart.deliveryMethodId) ?? null,
    countryIso: countryNeeded ? (byId.country?.iso ?? null) : null,
    coupon: code === null ? null : byId.coupon,
    lineMatches: code === null ? null : byId.lineMatches,
  }
}

/** The cart's state from the reads by its id (readCartById), or read again by value where they do not agree. */
export async function cartStateById(
  db: D1Database,
  cart: StoredCart,
  items: readonly StoredCartLine[],
  lang: Locale,
  byId: CartReadsById,
): Promise<CartState> {
  const reads = agreeing(cart, items, byId)
  if (!reads) return stateFrom(db, cart, items, await readCartInputs(db, cart, lang, items))
  // The card read by the cart's id is used when it was read for this cart's card and account.
  const card = byId.memberCard
  const cardRead = card !== null && card.barcode === cart.memberCardBarcode && card.userId === cart.userId
  const memberCardValid = !cart.memberCardBarcode
    ? false
    : cardRead
      ? card.usable
      : await isValidMemberCard(db, cart.memberCardBarcode, cart.userId)
  return stateFrom(db, cart, items, { ...reads, memberCardValid })
}
