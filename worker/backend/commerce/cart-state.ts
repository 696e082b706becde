import type { Locale } from '../../../contract/locales'
import type {
  Cart,
  CartBundleOption,
  CartItem,
  CartLineAttribute,
  CartPersonalization,
} from '../../../contract/dto/commerce'
import { loadCartProducts, type CartProduct } from '../catalogue/cart-lookup'
import { money } from '../http'
import { fromCents, type Cents } from '../money'
import { findCountry, loadCurrency, type CurrencyInfo } from '../settings/repository'
import { loadItems, setCartFields, touchCart, type StoredCartLine, type StoredCart } from './carts'
import { couponApplies, couponProductIds, findCouponForOwner, type Coupon } from './coupons'
import { isValidMemberCard } from './member-cards'
import { loadDeliveryMethods, type DeliveryMethodInfo } from './methods'
import { priceCart, type PricedLine, type PricingResult } from './pricing'
import { priceFor } from '../shop-methods/rates'

/** Options as stored on a cart line. */
export interface StoredOptions {
  personalizations: Array<{ optionId: number; value: string }>
  bundleOptions: CartBundleOption[]
}

export interface StateLine {
  row: StoredCartLine
  product: CartProduct
  options: StoredOptions
  /** Variants chosen for configurable bundle components. */
  variants: CartProduct[]
  priced: PricedLine
}

/** Everything a cart response or an order needs, computed server-side. */
export interface CartState {
  cart: StoredCart
  lines: StateLine[]
  totals: PricingResult
  digitalOnly: boolean
  coupon: Coupon | null
  memberCardValid: boolean
  delivery: DeliveryMethodInfo | null
  /** The country the delivery is priced for (the cart's country; null when none is chosen or the method has one price). */
  deliveryCountry: string | null
  currency: CurrencyInfo
  /** What it was computed from (restateCart computes a stored change's state from it). */
  reads: CartReads
}

export function parseStoredOptions(json: string): StoredOptions {
  try {
    const value: unknown = JSON.parse(json)
    if (typeof value !== 'object' || value === null) return { personalizations: [], bundleOptions: [] }
    const record = value as { personalizations?: unknown; bundleOptions?: unknown }
    return {
      personalizations: Array.isArray(record.personalizations)
        ? (record.personalizations as StoredOptions['personalizations'])
        : [],
      bundleOptions: Array.isArray(record.bundleOptions) ? (record.bundleOptions as CartBundleOption[]) : [],
    }
  } catch {
    return { personalizations: [], bundleOptions: [] }
  }
}

/** A product is digital when it is an eProduct, or a bundle made only of eProducts. */
export const isDigital = (product: CartProduct): boolean =>
  product.type === 'eProduct' ||
  (product.type === 'bundle' &&
    product.bundleComponents.length > 0 &&
    product.bundleComponents.every((c) => c.type === 'eProduct'))

/**
 * Loads a cart's lines and products and prices them. An applied coupon that no longer applies
 * is dropped here (stored change, version bumped), so every response reflects it.
 *
 * Issue 38: every read here starts at once, in one round trip to the database — given the lines
 * (`items`, read with the cart by findCartWithItems), nothing waits for another read: the coupon
 * is found by the cart's code with its owner's e-mail in the same query, and which of the lines a
 * restricted coupon discounts is read beside it. Only dropping a coupon that no longer applies
 * (a write) takes a second.
 */
export async function loadCartState(
  db: D1Database,
  cart: StoredCart,
  lang: Locale,
  items?: readonly StoredCartLine[],
): Promise<CartState> {
  const rows = items ?? (await loadItems(db, cart.id))
  return stateFrom(db, cart, rows, await readCartInputs(db, cart, lang, rows))
}

/** What a cart's state is computed from besides the cart and its lines: read in one round trip. */
export interface CartReads {
  products: Map<number, CartProduct>
  memberCardValid: boolean
  currency: CurrencyInfo
  deliveryMethod: DeliveryMethodInfo | null
  /** The ISO code of the cart's country (read only when a delivery method is chosen). */
  countryIso: string | null
  coupon: Coupon | null
  /** Which of the lines' products a restricted coupon discounts (null without a coupon code). */
  lineMatches: Set<number> | null
}

export const variantIdsOf = (rows: readonly StoredCartLine[]) =>
  rows.flatMap((row) =>
    parseStoredOptions(row.options).bundleOptions.flatMap((b) => (b.options ? [b.options.productId] : [])),
  )

export async function readCartInputs(
  db: D1Database,
  cart: StoredCart,
  lang: Locale,
  rows: readonly StoredCartLine[],
): Promise<CartReads> {
  const couponCode = cart.couponCode
  const [products, memberCardValid, currency, deliveryMethods, country, coupon, lineMatches] = await Promise.all([
    loadCartProducts(db, [...rows.map((i) => i.productId), ...variantIdsOf(rows)], lang),
    cart.memberCardBarcode ? isValidMemberCard(db, cart.memberCardBarcode, cart.userId) : Promise.resolve(false),
    loadCurrency(db, cart.currencyId),
    cart.deliveryMethodId === null ? Promise.resolve([]) : loadDeliveryMethods(db, lang, cart.deliveryMethodId),
    cart.deliveryMethodId === null || cart.countryId === null
      ? Promise.resolve(null)
      : findCountry(db, cart.countryId, lang),
    couponCode ? findCouponForOwner(db, couponCode, cart) : Promise.resolve(null),
    couponCode
      ? couponProductIds(
          db,
          { code: couponCode },
          rows.map((row) => row.productId),
        )
      : Promise.resolve(null),
  ])
  return {
    products,
    memberCardValid,
    currency,
    deliveryMethod: deliveryMethods[0] ?? null,
    countryIso: country?.iso ?? null,
    coupon,
    lineMatches,
  }
}

/**
 * The state of the cart a checkout step just stored (`cart`, `items`: as the write's own batch read
 * them back) from what the step read before it, when that still holds: the step changed only the
 * delivery (its method and country, given as `delivery`) or the payment, and the owner, coupon,
 * member card, currency and products are the same. Otherwise (another tab changed the cart
 * meanwhile) it reads again, as loadCartState. Saves a checkout step a round trip (issue 38).
 */
export async function restateCart(
  db: D1Database,
  before: CartState,
  cart: StoredCart,
  items: readonly StoredCartLine[],
  lang: Locale,
  delivery: { method: DeliveryMethodInfo | null; countryId: number | null; countryIso: string | null } = {
    method: before.reads.deliveryMethod,
    countryId: before.cart.countryId,
    countryIso: before.reads.countryIso,
  },
): Promise<CartState> {
  const old = before.cart
  const same =
    cart.userId === old.userId &&
    cart.guestUserId === old.guestUserId &&
    cart.couponCode === old.couponCode &&
    cart.memberCardBarcode === old.memberCardBarcode &&
    cart.currencyId === old.currencyId &&
    cart.deliveryMethodId === (delivery.method?.id ?? null) &&
    cart.countryId === delivery.countryId &&
    [...items.map((row) => row.productId), ...variantIdsOf(items)].every((id) => before.reads.products.has(id))
  if (!same) return loadCartState(db, cart, lang, items)
  return stateFrom(db, cart, items, {
    ...before.reads,
    deliveryMethod: delivery.method,
    countryIso: delivery.countryIso,
  })
}

/** Prices the lines from the reads; drops a coupon that no longer applies (a write). */
export async function stateFrom(
  db: D1Database,
  cart: StoredCart,
  rows: readonly StoredCartLine[],
  reads: CartReads,
): Promise<CartState> {
  const { products, memberCardValid, currency, deliveryMethod, countryIso, coupon: found, lineMatches } = reads
  const parsed = rows.map((row) => ({ row, options: parseStoredOptions(row.options) }))
  const present = parsed.flatMap((p) => {
    const product = products.get(p.row.productId)
    if (!product) return []
    const variants = p.options.bundleOptions.flatMap((b) => {
      const variant = b.options ? products.get(b.options.productId) : undefined
      return variant ? [variant] : []
    })
    return [{ ...p, product, variants }]
  })
  const digitalOnly = present.length > 0 && present.every((p) => isDigital(p.product))
  const pricingLines = present.map((p) => ({
    finalPriceCents: p.product.finalPriceCents,
    membershipPriceCents: p.product.membershipPriceCents,
    qty: p.row.qty,
    taxRate: p.product.taxRate,
  }))
  // A method priced by country zone is priced for the cart's country (the checkout stores it with the delivery).
  const deliveryCountry =
    deliveryMethod && deliveryMethod.rates.length > 0 && cart.countryId !== null ? countryIso : null
  const pricedDelivery = deliveryMethod ? priceFor(deliveryMethod, deliveryCountry) : null
  const base = { lines: pricingLines, memberCardValid, delivery: digitalOnly ? null : pricedDelivery, digitalOnly }

  let coupon: Coupon | null = null
  let couponLines: boolean[] | undefined
  if (cart.couponCode) {
    const undiscounted = priceCart({ ...base, coupon: null })
    const matching = present.map((p) => (found?.restricted && lineMatches ? lineMatches.has(p.row.productId) : true))
    const eligible = undiscounted.lines.reduce((sum, line, index) => (matching[index] ? sum + line.row : sum), 0)
    if (found && couponApplies(found, undiscounted.itemsTotal, new Date(), eligible)) {
      coupon = found
      couponLines = matching
    } else {
      await db.batch([...setCartFields(db, cart.id, { couponCode: null }), touchCart(db, cart.id)])
      cart = { ...cart, couponCode: null, version: cart.version + 1 }
    }
  }
  const totals = priceCart({
    ...base,
    coupon: coupon ? coupon.discount : null,
    couponLines,
    freeDelivery: coupon?.freeShipping === true,
  })
  const lines = present.map((p, index) => ({
    ...p,
    priced: totals.lines[index] ?? {
      unitPrice: p.product.finalPriceCents,
      regularPrice: p.product.finalPriceCents,
      row: p.product.finalPriceCents * p.row.qty,
      couponShare: 0,
    },
  }))
  return {
    cart,
    lines,
    totals,
    digitalOnly,
    coupon,
    memberCardValid,
    delivery: digitalOnly ? null : deliveryMethod,
    deliveryCountry,
    currency,
    reads,
  }
}

/** The rows (cents) of a cart's lines a coupon would discount: all, or those a restricted coupon names. */
export async function couponEligibleCents(db: D1Database, state: CartState, coupon: Coupon): Promise<Cents> {
  if (!coupon.restricted) return state.totals.itemsTotal
  const matches = await couponProductIds(
    db,
    coupon.id,
    state.lines.map((line) => line.row.productId),
  )
  return state.lines.reduce((sum, line) => (matches.has(line.row.productId) ? sum + line.priced.row : sum), 0)
}

export function linePersonalizations(line: Pick<StateLine, 'product' | 'options'>): CartPersonalization[] {
  return line.options.personalizations.map((p) => ({
    optionId: p.optionId,
    value: p.value,
    label: line.product.customOptions.find((o) => o.id === p.optionId)?.label ?? '',
  }))
}

export function lineAttributes(line: Pick<StateLine, 'product' | 'variants'>): CartLineAttribute[] {
  return [
    ...line.product.attributes,
    ...line.variants.flatMap((variant) =>
      variant.attributes.map((a) => ({ ...a, label: `${variant.name}: ${a.label}` })),
    ),
  ]
}

/** Converts an amount in EUR cents to the cart currency, 2 decimals (rate 1 for EUR). */
const convert = (cents: Cents, currency: CurrencyInfo): number => money(fromCents(cents) * currency.rate)

export function cartDto(state: CartState, protectCode?: string): Cart {
  const { cart, currency, totals } = state
  const items: CartItem[] = state.lines.map((line) => ({
    itemId: line.row.id,
    productId: line.product.id,
    qty: line.row.qty,
    productData: {
      name: line.product.name,
      slug: line.product.slug,
      mainProductSlug: line.product.mainProductSlug,
      media: line.product.mediaUrl,
      type: line.product.type,
      sku: line.product.sku,
    },
    options: {
      personalizations: linePersonalizations(line),
      bundleOptions: line.options.bundleOptions,
      attributes: lineAttributes(line),
    },
    prices: {
      converted: {
        finalPrice: convert(line.priced.unitPrice, currency),
        row: convert(line.priced.row, currency),
        regularPrice: convert(line.priced.regularPrice, currency),
      },
    },
  }))
  return {
    id: cart.id,
    ...(protectCode ? { protectCode } : {}),
    session: cart.id,
    coupon: state.coupon !== null,
    couponCode: state.coupon ? state.coupon.code : null,
    items,
    itemsCount: state.lines.reduce((sum, line) => sum + line.row.qty, 0),
    prices: {
      converted: {
        cartTotal: convert(totals.cartTotal, currency),
        coupon: convert(totals.coupon, currency),
        delivery: convert(totals.delivery, currency),
        itemsTotal: convert(totals.itemsTotal, currency),
        loyalty: convert(totals.loyalty, currency),
        orderTotal: convert(totals.orderTotal, currency),
        tax: convert(totals.tax, currency),
      },
    },
    currency: { id: currency.id, code: currency.code, symbol: currency.symbol },
    digitalOnly: state.digitalOnly,
    deliveryMethodId: state.digitalOnly ? null : cart.deliveryMethodId,
    paymentMethodId: cart.paymentMethodId,
    options: { deliveryBranchId: state.digitalOnly ? null : cart.deliveryBranchId },
    instructions: cart.instructions,
    memberCardBarcode: cart.memberCardBarcode,
    version: cart.version,
  }
}
