import type { Context } from 'hono'
import * as v from 'valibot'
import type { Locale } from '../../../contract/locales'
import type { CheckoutCountry, DeliveryMethod, PaymentMethod } from '../../../contract/dto/commerce'
import type { BackendEnv } from '../context'
import { ok, refuse } from '../http'
import { commerce } from '../../../contract/endpoints/commerce'
import { endpointRoutes } from '../routing'
import { findCountry, getCheckoutSettings, listCountries } from '../settings/repository'
import { buyerFields, resolveBuyer } from './buyer'
import { cartDto, loadCartState, type CartState } from './cart-state'
import { findCart, requireActiveCart, updateCart, type StoredCart } from './carts'
import { addressCountryId } from './order-addresses'
import {
  deliversTo,
  loadDeliveryMethods,
  loadPaymentMethods,
  paymentFits,
  type DeliveryMethodInfo,
  type PaymentMethodInfo,
} from './methods'
import { fromCents, fromCentsOrNull } from '../money'
import { deliveryCents } from './pricing'
import { priceFor } from '../shop-methods/rates'
import { testPaymentsEnabled } from './sandbox-payments'
import type { CountriesSchema, SaveDeliverySchema } from '../../../contract/schemas/commerce'

/** Checkout calls: countries, delivery methods and payment methods for a cart (brief K). */
export const checkoutRoutes = endpointRoutes('api/v2/checkout')
export const deliveryRoutes = endpointRoutes('api/v2/delivery')
export const paymentRoutes = endpointRoutes('api/v2/payment')

/** Countries allowed by the checkout settings ∩ countries some delivery method serves. */
async function availableCountries(db: D1Database, lang: Locale, digitalOnly: boolean): Promise<CheckoutCountry[]> {
  const [settings, countries, methods] = await Promise.all([
    getCheckoutSettings(db),
    listCountries(db, lang),
    loadDeliveryMethods(db, lang),
  ])
  return countries
    .filter((country) => settings.allowedCountries === 'ALL' || settings.allowedCountries.includes(country.iso))
    .filter((country) => digitalOnly || methods.some((method) => deliversTo(method, country.iso)))
    .map((country) => ({ id: country.id, iso: country.iso, name: country.name }))
}

/** Both rows take the same body (SPEC §7 names the call twice). */
const countries = async (c: Context<BackendEnv, string, { out: { json: v.InferOutput<typeof CountriesSchema> } }>) => {
  const { cartId, protectCode, language } = c.req.valid('json')
  const lang: Locale =
    language === 'en' || language === 'eng' || language === '31' ? 'en' : language ? 'hr' : c.get('lang')
  let digitalOnly = false
  if (cartId && protectCode) {
    const cart = await requireActiveCart(c.env.DB, cartId, protectCode)
    digitalOnly = (await loadCartState(c.env.DB, cart, lang)).digitalOnly
  }
  return ok(c, await availableCountries(c.env.DB, lang, digitalOnly))
}

checkoutRoutes.on(commerce.checkoutCountries, countries)
deliveryRoutes.on(commerce.deliveryCountries, countries)

/** The country ISO a cart ships to: the requested country, else the one remembered on the cart. */
async function countryIso(
  db: D1Database,
  lang: Locale,
  countryId: number | null | undefined,
  cart: StoredCart,
): Promise<{ id: number; iso: string } | null> {
  const id = countryId ?? cart.countryId
  if (id === null || id === undefined) return null
  const country = await findCountry(db, id, lang)
  if (!country) throw refuse(400, 'UNKNOWN_COUNTRY', { params: { country: id }, field: 'countryId' })
  return { id: country.id, iso: country.iso }
}

/** Methods that can deliver this cart to the country, priced for it: its zone's price, free over the zone's threshold. */
async function applicableDelivery(
  db: D1Database,
  lang: Locale,
  state: CartState,
  iso: string | null,
): Promise<Array<{ method: DeliveryMethodInfo; dto: DeliveryMethod }>> {
  if (state.digitalOnly || state.lines.length === 0) return []
  const settings = await getCheckoutSettings(db)
  if (iso !== null && settings.allowedCountries !== 'ALL' && !settings.allowedCountries.includes(iso)) return []
  const afterCoupon = state.totals.itemsTotal + state.totals.coupon
  const methods = await loadDeliveryMethods(db, lang)
  return methods
    .filter((method) => deliversTo(method, iso))
    .map((method) => {
      const priced = priceFor(method, iso)
      return {
        method,
        dto: {
          id: method.id,
          name: method.name,
          description: method.description,
          price: state.coupon?.freeShipping ? 0 : fromCents(deliveryCents(priced, afterCoupon, false)),
          basePrice: fromCents(priced.priceCents),
          freeOver: fromCentsOrNull(priced.freeOverCents),
          options: method.branches,
        },
      }
    })
}

deliveryRoutes.on(commerce.deliveryMethods, async (c) => {
  const body = c.req.valid('json')
  const db = c.env.DB
  const lang = c.get('lang')
  let cart = await requireActiveCart(db, body.cartId, body.protectCode)
  let countryId = body.countryId ?? null
  if (countryId === null && body.userShippingAddressId) {
    const user = c.get('apiUser')
    countryId = user
      ? await addressCountryId(db, { userId: user.userId }, body.userShippingAddressId)
      : cart.guestUserId !== null
        ? await addressCountryId(db, { guestUserId: cart.guestUserId }, body.userShippingAddressId)
        : null
  }
  const country = await countryIso(db, lang, countryId, cart)
  if (country && country.id !== cart.countryId) {
    await updateCart(db, cart.id, { countryId: country.id })
    cart = (await findCart(db, body.cartId, body.protectCode)) ?? cart
  }
  const state = await loadCartState(db, cart, lang)
  return ok(
    c,
    (await applicableDelivery(db, lang, state, country?.iso ?? null)).map((m) => m.dto),
  )
})

/** What identifies a checkout step's cart and buyer (SPEC §7 body fields). */
type CheckoutSession = Pick<v.InferOutput<typeof SaveDeliverySchema>, 'cartId' | 'protectCode' | 'userId'>

/** A checkout step's ground: the session's active cart, the buyer acting on it and its priced state. */
async function checkoutStep(c: Context<BackendEnv>, session: CheckoutSession) {
  const db = c.env.DB
  const lang = c.get('lang')
  const cart = await requireActiveCart(db, session.cartId, session.protectCode)
  const buyer = await resolveBuyer(db, c.get('apiUser'), cart, session.userId)
  const state = await loadCartState(db, cart, lang)
  return { db, lang, cart, buyer, state }
}

/** The cart as a step stored it. */
async function storedCartDto(db: D1Database, session: CheckoutSession, lang: Locale) {
  return cartDto(await loadCartState(db, await requireActiveCart(db, session.cartId, session.protectCode), lang))
}

deliveryRoutes.on(commerce.deliverySave, async (c) => {
  const body = c.req.valid('json')
  const { db, lang, cart, buyer, state } = await checkoutStep(c, body)
  if (state.digitalOnly) throw refuse(400, 'DELIVERY_NOT_NEEDED')
  if (state.lines.length === 0) throw refuse(400, 'CART_EMPTY')
  const country = await countryIso(db, lang, body.countryId, cart)
  const applicable = await applicableDelivery(db, lang, state, country?.iso ?? null)
  const chosen = applicable.find((m) => m.method.id === body.deliveryMethodId)
  if (!chosen) throw refuse(400, 'DELIVERY_METHOD_NOT_APPLICABLE', { field: 'deliveryMethodId' })
  const branches = chosen.method.branches
  let branchId: number | null = null
  if (branches.length > 0) {
    if (body.branchId === null || body.branchId === undefined)
      throw refuse(400, 'BRANCH_REQUIRED', { field: 'branchId' })
    if (!branches.some((b) => b.id === body.branchId)) throw refuse(400, 'BRANCH_INVALID', { field: 'branchId' })
    branchId = body.branchId
  } else if (body.branchId !== null && body.branchId !== undefined) {
    throw refuse(400, 'BRANCH_INVALID', { field: 'branchId' })
  }
  // A payment method chosen before that does not go with the new delivery method is chosen again.
  const payment = cart.paymentMethodId === null ? null : await paymentOf(c, cart.paymentMethodId)
  const paymentStays =
    payment !== null && paymentFits(payment, { digitalOnly: false, deliveryMethodId: chosen.method.id })
  await updateCart(db, cart.id, {
    ...buyerFields(buyer, cart),
    ...(country ? { countryId: country.id } : {}),
    deliveryMethodId: chosen.method.id,
    deliveryBranchId: branchId,
    ...(cart.paymentMethodId !== null && !paymentStays ? { paymentMethodId: null } : {}),
  })
  return ok(c, await storedCartDto(db, body, lang))
})

/** An active payment method by id, or null. */
async function paymentOf(c: Context<BackendEnv>, id: number): Promise<PaymentMethodInfo | null> {
  const methods = await loadPaymentMethods(c.env.DB, c.get('lang'), testPaymentsEnabled(c.env))
  return methods.find((m) => m.id === id) ?? null
}

/** Payment methods for the cart: cash on delivery only when something is delivered, each with the delivery methods it goes with. */
async function applicablePayment(c: Context<BackendEnv>, state: CartState): Promise<PaymentMethodInfo[]> {
  const methods = await loadPaymentMethods(c.env.DB, c.get('lang'), testPaymentsEnabled(c.env))
  return methods.filter((m) =>
    paymentFits(m, { digitalOnly: state.digitalOnly, deliveryMethodId: state.cart.deliveryMethodId }),
  )
}

const paymentDto = (m: PaymentMethodInfo): PaymentMethod => ({
  id: m.id,
  name: m.name,
  description: m.description,
  paymentType: m.paymentType,
})

paymentRoutes.on(commerce.paymentMethods, async (c) => {
  const body = c.req.valid('json')
  const lang = c.get('lang')
  const cart = await requireActiveCart(c.env.DB, body.cartId, body.protectCode)
  const state = await loadCartState(c.env.DB, cart, lang)
  if (state.lines.length === 0) return ok(c, [])
  return ok(c, (await applicablePayment(c, state)).map(paymentDto))
})

paymentRoutes.on(commerce.paymentSave, async (c) => {
  const body = c.req.valid('json')
  const { db, lang, cart, buyer, state } = await checkoutStep(c, body)
  if (state.lines.length === 0) throw refuse(400, 'CART_EMPTY')
  const method = (await applicablePayment(c, state)).find((m) => m.id === body.paymentMethodId)
  if (!method) throw refuse(400, 'PAYMENT_METHOD_NOT_APPLICABLE', { field: 'paymentMethodId' })
  await updateCart(db, cart.id, {
    ...buyerFields(buyer, cart),
    paymentMethodId: method.id,
    companyData: body.companyData
      ? JSON.stringify({ companyName: body.companyData.companyName, oib: body.companyData.oib })
      : null,
  })
  return ok(c, await storedCartDto(db, body, lang))
})
