import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  CHECKOUT_OUTCOME_PARAM,
  CHECKOUT_RETURN_FIELD,
  shippingChoiceError,
  type CheckoutOutcome,
  type NoScriptDraft,
  type NoScriptStep,
} from '../../contract/checkout-form'
import { addressInput, savedAddressValues } from '../../contract/address-values'
import { ShownCartSchema } from '../../contract/cart-change'
import type { Cart, CartSession, CheckoutCountry, DeliveryMethod, PaymentMethod } from '../../contract/dto/commerce'
import type { CheckoutSettings } from '../../contract/dto/settings'
import type { AddressDto, UserDto } from '../../contract/dto/users'
import { localeFromPath } from '../../contract/locales'
import { buildPath, matchRoute } from '../../contract/routes'
import { safeRedirect } from '../../contract/safe-redirect'
import { addressFormSchema, PlaceOrderSchema } from '../../contract/schemas/checkout'
import type { AppEnv } from '../env'
import { executionContextOf, holdAfterAnswer, releaseAfterBody } from '../lib/after-answer'
import { writeCookies } from '../lib/cookies'
import { ConsentsField, flatFormFields } from '../forms/form-fields'
import { htmlFormGuard } from '../middleware/html-form-guard'
import { usePageLocale } from '../middleware/upstream'
import { isOutageStatus } from '../upstream/deadline'
import type { UpstreamError, UpstreamResult } from '../upstream/types'
import { callCart, clearedCartCookies, endingError, readSession } from '../cart/cart-session'
import { placeOrder, type OrderAnswer } from '../checkout/place-order'
import { paymentHandOffPage } from '../checkout/payment-hand-off-page'
import { draftValues, forgetDraft, readDraft, writeDraft } from '../checkout/no-script-draft'

/**
 * /api/checkout-form: the checkout's HTML forms (issue 38), for a page whose app has not run — the
 * address, the delivery method, the payment method and the order. Each takes an urlencoded or
 * multipart POST, checks it with the schema the app's step uses, makes the calls the app makes
 * (guest/update or the address book, saveDeliveryMethod, savePaymentMethod, the order through the
 * same edge code as /api/checkout/order) with this browser's cart session, and answers 303 to the
 * next step or back to the same step with `?checkout=<outcome>`. The address step's values are kept
 * in the draft cookie (worker/checkout/no-script-draft.ts), so a refused step shows what was typed.
 * Cross-site posts are refused and change nothing.
 */
export const checkoutFormRoutes = new Hono<AppEnv>()

checkoutFormRoutes.use('*', htmlFormGuard)

type Ctx = Context<AppEnv>

/** The checkout page the form came from (its language), else this locale's. */
function checkoutPage(c: Ctx, returnTo: unknown): string {
  const target = new URL(safeRedirect(returnTo, buildPath('checkout', c.get('locale'))), 'http://same.origin')
  return matchRoute(target.pathname)?.name === 'checkout' ? target.pathname : buildPath('checkout', c.get('locale'))
}

function go(c: Ctx, location: string) {
  c.header('Cache-Control', 'no-store')
  return c.redirect(location, 303)
}

const stepAt = (page: string, step: NoScriptStep, outcome?: CheckoutOutcome) => {
  const query = new URLSearchParams({ step, ...(outcome ? { [CHECKOUT_OUTCOME_PARAM]: outcome } : {}) })
  return `${page}?${query.toString()}`
}

/** A refused upstream call as the outcome the step shows; an ended cart session is forgotten. */
function refusal(c: Ctx, error: UpstreamError): CheckoutOutcome {
  if (endingError(error)) {
    writeCookies(c, clearedCartCookies())
    return 'cartEnded'
  }
  if (isOutageStatus(error.status)) return 'unavailable'
  if (error.status === 400 || error.status === 422) return 'fieldsInvalid'
  return 'failed'
}

/** The form's page and the cart session; without a session the checkout page says the cart is empty. */
async function start(c: Ctx) {
  const fields = await flatFormFields(c)
  const page = checkoutPage(c, fields[CHECKOUT_RETURN_FIELD])
  // The page's language decides the texts, the order's language and the payment's return paths.
  usePageLocale(c, localeFromPath(page))
  return { fields, page, session: readSession(c) }
}

const getCart = (c: Ctx, session: CartSession) => callCart<Cart>(c, 'POST', 'getCart', session)

const Id = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1))
const Ticked = v.optional(v.string())

const AddressChoices = v.object({
  differentBilling: Ticked,
  company: Ticked,
  savedAddress: v.optional(v.union([v.literal('new'), Id])),
})

/** SPEC §2/§5 address step: the app's schema for the choices made; a guest's data via guest/update, a customer's new address into the book. */
checkoutFormRoutes.post('/address', async (c) => {
  const { fields, page, session } = await start(c)
  if (!session) return go(c, page)
  const choices = v.safeParse(AddressChoices, fields)
  const user = c.get('user')
  const upstream = c.get('upstream')
  const [settings, cart, countries, profile] = await Promise.all([
    upstream.json<CheckoutSettings>({ method: 'GET', path: 'api/v2/settings/getCheckoutSettings' }),
    getCart(c, session),
    upstream.json<CheckoutCountry[]>({
      method: 'POST',
      path: 'api/v2/checkout/getAvailableCountries',
      body: { language: c.get('locale') },
    }),
    user ? upstream.json<UserDto>({ method: 'GET', path: 'api/v1/user/web/profile' }) : Promise.resolve(null),
  ])
  const draft: NoScriptDraft = {
    cartId: cart.ok ? cart.data.id : session.cartId,
    values: draftValues(fields),
    differentBilling: choices.success && choices.output.differentBilling !== undefined,
    company: choices.success && choices.output.company !== undefined,
    savedAddressId:
      choices.success && typeof choices.output.savedAddress === 'number' ? choices.output.savedAddress : null,
    countryId: null,
    saved: false,
  }
  const back = (outcome: CheckoutOutcome) => {
    writeDraft(c, draft)
    return go(c, stepAt(page, 'address', outcome))
  }
  const failed = [settings, cart, countries, profile].find(
    (res): res is Extract<UpstreamResult<unknown>, { ok: false }> => res !== null && !res.ok,
  )
  if (failed || !settings.ok || !cart.ok || !countries.ok) return back(failed ? refusal(c, failed.error) : 'failed')
  if (!choices.success) return back('fieldsInvalid')
  if (settings.data.loginRequiredToBuy && !user) return go(c, page)
  const digitalOnly = cart.data.digitalOnly
  const company = settings.data.companyOrders && draft.company
  const differentBilling = !digitalOnly && draft.differentBilling
  // A saved address must be one of this customer's own; its fields are the book's, not the post's.
  const book: AddressDto[] = profile?.ok ? profile.data.addresses : []
  const saved = user && draft.savedAddressId !== null ? (book.find((a) => a.id === draft.savedAddressId) ?? null) : null
  if (draft.savedAddressId !== null && !saved) return back('fieldsInvalid')
  const email = user ? user.email : (draft.values.email ?? '').trim()
  const values: Record<string, string> = saved
    ? {
        ...draft.values,
        ...savedAddressValues(saved, email),
        companyName: draft.values.companyName ?? '',
        companyOib: draft.values.companyOib ?? '',
      }
    : { ...draft.values }
  const schema = addressFormSchema({
    guest: !user,
    shipping: saved === null,
    specialChars: settings.data.specialCharValidation,
    differentBilling,
    company,
    digitalOnly,
  })
  if (!v.safeParse(schema, values).success) return back('fieldsInvalid')
  const country = countries.data.find((entry) => entry.iso === values['country'])
  if (!country) return back('fieldsInvalid')

  const shipping = addressInput(values, false, email, company)
  const billing = differentBilling ? addressInput(values, true, email, company) : null
  let savedAddressId = saved?.id ?? null
  if (!user) {
    const res = await upstream.json<unknown>({
      method: 'PATCH',
      path: 'api/v1/user/guest/update',
      body: {
        ...session,
        email,
        details: { firstName: shipping.firstName, lastName: shipping.lastName, phone: shipping.contactPhone },
        company: company ? { name: shipping.companyName, oib: shipping.companyOIB } : null,
        addresses: digitalOnly
          ? [{ ...shipping, type: 'Main', kind: 'billing' }]
          : [
              { ...shipping, type: 'Shipping', kind: 'shipping' },
              ...(billing ? [{ ...billing, type: 'Main', kind: 'billing' }] : []),
            ],
      },
    })
    if (!res.ok) return back(refusal(c, res.error))
  } else if (!saved && !digitalOnly) {
    const res = await upstream.json<AddressDto>({
      method: 'POST',
      path: 'api/v1/user/web/address/create',
      body: { ...shipping, type: 'Shipping', kind: 'other' },
    })
    if (!res.ok) return back(refusal(c, res.error))
    savedAddressId = res.data.id
  }
  writeDraft(c, {
    ...draft,
    values: draftValues(values),
    differentBilling,
    company,
    savedAddressId,
    countryId: country.id,
    saved: true,
  })
  return go(c, stepAt(page, digitalOnly ? 'payment' : 'shipping'))
})

const DeliveryChoice = v.object({ deliveryMethod: v.optional(Id) })

/** SPEC §4 shipping step: the method (and its branch, posted as `branch.<methodId>`) from the list for this cart and country. */
checkoutFormRoutes.post('/delivery', async (c) => {
  const { fields, page, session } = await start(c)
  if (!session) return go(c, page)
  const draft = readDraft(c, session.cartId)
  if (!draft?.saved) return go(c, stepAt(page, 'address'))
  const choice = v.safeParse(DeliveryChoice, fields)
  const methodId = choice.success ? (choice.output.deliveryMethod ?? null) : null
  const branch = methodId === null ? undefined : v.safeParse(Id, fields[`branch.${methodId}`])
  const branchId = branch?.success ? branch.output : null
  const country = draft.countryId === null ? {} : { countryId: draft.countryId }
  const methods = await c.get('upstream').json<DeliveryMethod[]>({
    method: 'POST',
    path: 'api/v2/delivery/getApplicableDeliveryMethods',
    body: { ...session, ...country },
  })
  if (!methods.ok) return go(c, stepAt(page, 'shipping', refusal(c, methods.error)))
  const problem = shippingChoiceError(methods.data, methodId, branchId)
  if (problem)
    return go(
      c,
      stepAt(
        page,
        'shipping',
        problem === 'error.shippingBranchUndefined' ? 'shippingBranchUndefined' : 'shippingMethodUndefined',
      ),
    )
  const res = await c.get('upstream').json<Cart>({
    method: 'PUT',
    path: 'api/v2/delivery/saveDeliveryMethod',
    body: { ...session, deliveryMethodId: methodId, branchId, ...country },
  })
  if (!res.ok) return go(c, stepAt(page, 'shipping', refusal(c, res.error)))
  return go(c, stepAt(page, 'payment'))
})

const PaymentChoice = v.object({ paymentMethod: v.optional(Id) })

const companyDataOf = (draft: NoScriptDraft) =>
  draft.company
    ? { companyName: (draft.values.companyName ?? '').trim(), oib: (draft.values.companyOib ?? '').trim() }
    : null

/** SPEC §4 payment step: a method of this cart's list, saved with the company's data. */
checkoutFormRoutes.post('/payment', async (c) => {
  const { fields, page, session } = await start(c)
  if (!session) return go(c, page)
  const draft = readDraft(c, session.cartId)
  if (!draft?.saved) return go(c, stepAt(page, 'address'))
  const choice = v.safeParse(PaymentChoice, fields)
  const methodId = choice.success ? (choice.output.paymentMethod ?? null) : null
  if (methodId === null) return go(c, stepAt(page, 'payment', 'paymentMethodUndefined'))
  const methods = await c.get('upstream').json<PaymentMethod[]>({
    method: 'POST',
    path: 'api/v2/payment/getApplicablePaymentMethods',
    body: session,
  })
  if (!methods.ok) return go(c, stepAt(page, 'payment', refusal(c, methods.error)))
  const method = methods.data.find((m) => m.id === methodId)
  if (!method) return go(c, stepAt(page, 'payment', 'paymentMethodUndefined'))
  const res = await c.get('upstream').json<Cart>({
    method: 'PUT',
    path: 'api/v2/payment/savePaymentMethod',
    body: { ...session, paymentMethodId: methodId, companyData: companyDataOf(draft) },
  })
  if (!res.ok) return go(c, stepAt(page, 'payment', refusal(c, res.error)))
  return go(c, stepAt(page, 'review'))
})

/** The cart as the review showed it (a JSON hidden field), checked as the app's `shown` is. */
const ShownField = v.pipe(
  v.string(),
  v.maxLength(100_000),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return JSON.parse(dataset.value) as unknown
    } catch {
      addIssue({ message: 'shown' })
      return NEVER
    }
  }),
  ShownCartSchema,
)

const OrderForm = v.object({
  shown: ShownField,
  orderMessage: PlaceOrderSchema.entries.orderMessage,
  consents: ConsentsField,
})

/**
 * SPEC §4 Order submit: the same edge code as the app's /api/checkout/order, with the addresses of
 * the draft and the method the cart has saved. Nothing to pay here → the confirmation page; a card
 * or wallet payment → the hand-off page with the provider's form or the wallet's buttons; a changed
 * cart → back to the review, which shows the cart as it is now.
 */
checkoutFormRoutes.post('/order', async (c) => {
  const { fields, page, session } = await start(c)
  if (!session) return go(c, page)
  const draft = readDraft(c, session.cartId)
  if (!draft?.saved) return go(c, stepAt(page, 'address'))
  const form = v.safeParse(OrderForm, fields)
  if (!form.success) return go(c, stepAt(page, 'review', 'failed'))
  const cart = await getCart(c, session)
  if (!cart.ok) return go(c, stepAt(page, 'review', refusal(c, cart.error)))
  if (cart.data.paymentMethodId === null) return go(c, stepAt(page, 'payment', 'paymentMethodUndefined'))
  const user = c.get('user')
  const email = user ? user.email : (draft.values.email ?? '').trim()
  const ctx = executionContextOf(c)
  if (ctx) holdAfterAnswer(ctx)
  const answer = await placeOrder(c, session, {
    shippingAddress: cart.data.digitalOnly ? null : addressInput(draft.values, false, email, draft.company),
    billingAddress: addressInput(draft.values, draft.differentBilling, email, draft.company),
    orderMessage: form.output.orderMessage,
    consents: form.output.consents,
    paymentMethodId: cart.data.paymentMethodId,
    companyData: companyDataOf(draft),
    shown: form.output.shown,
  })
  const placed = answer.ok ? answer.placed : null
  // The provider's page: the shopper presses on (the app submits its form itself).
  const res =
    placed?.next === 'form' || placed?.next === 'wallet'
      ? await paymentHandOffPage(c, placed)
      : go(c, orderLocation(c, page, answer))
  return ctx ? releaseAfterBody(ctx, res) : res
})

function orderLocation(c: Ctx, page: string, answer: OrderAnswer): string {
  if (!answer.ok) {
    if ('refused' in answer) return stepAt(page, 'review', 'failed')
    if (answer.field === 'paymentMethodId') return stepAt(page, 'payment', 'paymentMethodUndefined')
    if (answer.error.code === 'CONSENT_REQUIRED') return stepAt(page, 'review', 'consentMissing')
    return stepAt(page, 'review', refusal(c, answer.error))
  }
  const placed = answer.placed
  if (placed.next === 'cartChanged') return stepAt(page, 'review', 'cartChanged')
  forgetDraft(c)
  return buildPath('checkoutSuccess', c.get('locale'), {}, { orderSlug: placed.orderSlug })
}
