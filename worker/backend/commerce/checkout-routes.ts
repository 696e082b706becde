import type { Context } from 'hono'
import * as v from 'valibot'
import type { Locale } from '../../../contract/locales'
import type { CheckoutCountry, DeliveryMethod, PaymentMethod } from '../../../contract/dto/commerce'
import type { BackendEnv } from '../context'
import { ok, refuse } from '../http'
import { commerce } from '../../../contract/endpoints/commerce'
import { endpointRoutes } from '../routing'
import {
  findCartCountry,
  findCountry,
  getCheckoutSettings,
  listCountries,
  type StoredCheckoutSettings,
} from '../settings/repository'
import { buyerFields, buyerFromRead, findCartGuest, type Buyer, type CartGuest } from './buyer'
import { cartStateById, readCartById, type CartReadsById } from './cart-reads-by-id'
import { settledInOrder } from '../settled-in-order'
import { cartDto, loadCartState, restateCart, type CartState } from './cart-state'
import {
  rememberCartCountry,
  requireActiveCartWithItems,
  updateCartAndRead,
  type CartFields,
  type CartWithItems,
  type StoredCart,
} from './carts'
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

/**
 * Countries allowed by the checkout settings ∩ countries some delivery method serves. `digitalOnly`
 * is read at the same time as the lists (issue 38: one round trip, not one after the other).
 */
async function availableCountries(
  db: D1Database,
  lang: Locale,
  cartDigitalOnly: Promise<boolean>,
): Promise<CheckoutCountry[]> {
  const [settings, countries, methods, digitalOnly] = await Promise.all([
    getCheckoutSettings(db),
    listCountries(db, lang),
    loadDeliveryMethods(db, lang),
    cartDigitalOnly,
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
  const db = c.env.DB
  const digitalOnly =
    cartId && protectCode
      ? requireActiveCartWithItems(db, cartId, protectCode).then(
          async ({ cart, items }) => (await loadCartState(db, cart, lang, items)).digitalOnly,
        )
      : Promise.resolve(false)
  return ok(c, await availableCountries(db, lang, digitalOnly))
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

/** What the delivery methods of a checkout are chosen from: the checkout settings and every active method. */
interface DeliveryLists {
  settings: StoredCheckoutSettings
  methods: DeliveryMethodInfo[]
}

/** Both lists at once (one round trip; the caller starts it beside its other reads). */
async function deliveryLists(db: D1Database, lang: Locale): Promise<DeliveryLists> {
  const [settings, methods] = await Promise.all([getCheckoutSettings(db), loadDeliveryMethods(db, lang)])
  return { settings, methods }
}

/** Methods that can deliver this cart to the country, priced for it: its zone's price, free over the zone's threshold. */
function applicableDelivery(
  { settings, methods }: DeliveryLists,
  state: CartState,
  iso: string | null,
): Array<{ method: DeliveryMethodInfo; dto: DeliveryMethod }> {
  if (state.digitalOnly || state.lines.length === 0) return []
  if (iso !== null && settings.allowedCountries !== 'ALL' && !settings.allowedCountries.includes(iso)) return []
  const afterCoupon = state.totals.itemsTotal + state.totals.coupon
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
  const { cart: found, items } = await requireActiveCartWithItems(db, body.cartId, body.protectCode)
  let countryId = body.countryId ?? null
  if (countryId === null && body.userShippingAddressId) {
    const user = c.get('apiUser')
    countryId = user
      ? await addressCountryId(db, { userId: user.userId }, body.userShippingAddressId)
      : found.guestUserId !== null
        ? await addressCountryId(db, { guestUserId: found.guestUserId }, body.userShippingAddressId)
        : null
  }
  // The country asked for is remembered on the cart in the same round trip as the reads: the
  // statement changes nothing for an unknown country, which countryIso then refuses.
  const shipTo = countryId ?? found.countryId
  const cart = shipTo === found.countryId ? found : { ...found, countryId: shipTo }
  const [country, state, lists] = await Promise.all([
    countryIso(db, lang, countryId, found),
    loadCartState(db, cart, lang, items),
    deliveryLists(db, lang),
    shipTo !== null && shipTo !== found.countryId ? db.batch(rememberCartCountry(db, found.id, shipTo)) : null,
  ])
  return ok(
    c,
    applicableDelivery(lists, state, country?.iso ?? null).map((m) => m.dto),
  )
})

/** What identifies a checkout step's cart and buyer (SPEC §7 body fields). */
type CheckoutSession = Pick<v.InferOutput<typeof SaveDeliverySchema>, 'cartId' | 'protectCode' | 'userId'>

/**
 * A checkout step's ground: the session's active cart, the buyer acting on it, its priced state and
 * what the step reads `alongside` — all in ONE round trip (issue 38): the state and the buyer are
 * read by the cart's id beside the cart itself (cart-reads-by-id.ts), and used only once the cart's
 * read proved the session. Refused in the order the reads once ran one by one.
 */
async function checkoutStep<T>(
  c: Context<BackendEnv>,
  session: CheckoutSession,
  alongside: () => Promise<T>,
  deliveryMethods?: Promise<DeliveryMethodInfo[]>,
) {
  const db = c.env.DB
  const lang = c.get('lang')
  const [found, byId, guest, extra] = await settledInOrder<[CartWithItems, CartReadsById, CartGuest | null, T]>([
    requireActiveCartWithItems(db, session.cartId, session.protectCode),
    readCartById(db, session.cartId, lang, deliveryMethods),
    findCartGuest(db, session.cartId),
    alongside(),
  ])
  const { cart, items } = found
  const [buyer, state] = await settledInOrder<[Buyer, CartState]>([
    buyerFromRead(db, c.get('apiUser'), cart, session.userId, guest),
    cartStateById(db, cart, items, lang, byId),
  ])
  return { db, lang, cart, buyer, state, extra }
}

/**
 * Stores a step's choice and answers the cart as the step stored it: the write and the read back in
 * one batch, priced from what the step read before (restateCart) — one round trip.
 */
async function storeStep(
  db: D1Database,
  lang: Locale,
  before: CartState,
  fields: CartFields,
  delivery?: Parameters<typeof restateCart>[5],
) {
  const { cart, items } = await updateCartAndRead(db, before.cart.id, fields)
  return cartDto(await restateCart(db, before, cart, items, lang, delivery))
}

deliveryRoutes.on(commerce.deliverySave, async (c) => {
  const body = c.req.valid('json')
  const lang = c.get('lang')
  const methods = loadDeliveryMethods(c.env.DB, lang)
  const { db, cart, buyer, state, extra } = await checkoutStep(
    c,
    body,
    () =>
      Promise.all([
        findCartCountry(c.env.DB, body.cartId, body.countryId ?? null, lang),
        getCheckoutSettings(c.env.DB),
        methods,
        paymentList(c),
      ]),
    methods,
  )
  const [countryById, settings, allMethods, payments] = extra
  const lists: DeliveryLists = { settings, methods: allMethods }
  const payment = cart.paymentMethodId === null ? null : (payments.find((m) => m.id === cart.paymentMethodId) ?? null)
  if (state.digitalOnly) throw refuse(400, 'DELIVERY_NOT_NEEDED')
  if (state.lines.length === 0) throw refuse(400, 'CART_EMPTY')
  // An unknown country is refused after the cart's own refusals, as when it was read after them.
  // The country read by the cart's id is the one shipped to when it is the one asked for or the
  // cart's own; otherwise (unknown, or the cart changed meanwhile) countryIso reads it by value.
  const shipTo = body.countryId ?? cart.countryId
  const country =
    shipTo === null
      ? null
      : countryById?.id === shipTo
        ? { id: countryById.id, iso: countryById.iso }
        : await countryIso(db, lang, body.countryId, cart)
  const applicable = applicableDelivery(lists, state, country?.iso ?? null)
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
  const paymentStays =
    payment !== null && paymentFits(payment, { digitalOnly: false, deliveryMethodId: chosen.method.id })
  return ok(
    c,
    await storeStep(
      db,
      lang,
      state,
      {
        ...buyerFields(buyer, cart),
        ...(country ? { countryId: country.id } : {}),
        deliveryMethodId: chosen.method.id,
        deliveryBranchId: branchId,
        ...(cart.paymentMethodId !== null && !paymentStays ? { paymentMethodId: null } : {}),
      },
      { method: chosen.method, countryId: country?.id ?? cart.countryId, countryIso: country?.iso ?? null },
    ),
  )
})

/** The active payment methods (read beside the cart's state: one round trip). */
const paymentList = (c: Context<BackendEnv>) => loadPaymentMethods(c.env.DB, c.get('lang'), testPaymentsEnabled(c.env))

/** Payment methods for the cart: cash on delivery only when something is delivered, each with the delivery methods it goes with. */
function applicablePayment(methods: PaymentMethodInfo[], state: CartState): PaymentMethodInfo[] {
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
  const { cart, items } = await requireActiveCartWithItems(c.env.DB, body.cartId, body.protectCode)
  const [state, methods] = await Promise.all([loadCartState(c.env.DB, cart, lang, items), paymentList(c)])
  if (state.lines.length === 0) return ok(c, [])
  return ok(c, applicablePayment(methods, state).map(paymentDto))
})

paymentRoutes.on(commerce.paymentSave, async (c) => {
  const body = c.req.valid('json')
  const { db, lang, cart, buyer, state, extra: methods } = await checkoutStep(c, body, () => paymentList(c))
  if (state.lines.length === 0) throw refuse(400, 'CART_EMPTY')
  const method = applicablePayment(methods, state).find((m) => m.id === body.paymentMethodId)
  if (!method) throw refuse(400, 'PAYMENT_METHOD_NOT_APPLICABLE', { field: 'paymentMethodId' })
  return ok(
    c,
    await storeStep(db, lang, state, {
      ...buyerFields(buyer, cart),
      paymentMethodId: method.id,
      companyData: body.companyData
        ? JSON.stringify({ companyName: body.companyData.companyName, oib: body.companyData.oib })
        : null,
    }),
  )
})
