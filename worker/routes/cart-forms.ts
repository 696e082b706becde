import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import {
  ATTRIBUTE_FIELD_PREFIX,
  BUNDLE_FIELD_PREFIX,
  OPTION_FIELD_PREFIX,
  RETURN_FIELD,
  type CartOutcome,
} from '../../contract/cart-form'
import type { ProductDetail } from '../../contract/dto/catalogue'
import type { Cart, CartBundleOption } from '../../contract/dto/commerce'
import { buildPath } from '../../contract/routes'
import { InstructionsSchema } from '../../contract/schemas/cart'
import type { AppEnv } from '../env'
import { writeCookies } from '../lib/cookies'
import { formFields } from '../forms/form-fields'
import { htmlFormGuard } from '../middleware/html-form-guard'
import type { HttpMethod } from '../upstream/types'
import { addToCart } from '../cart/cart-add'
import { callCart, cartSessionCookies, clearedCartCookies, endingError, readSession } from '../cart/cart-session'
import { outcomeLocation, outcomeOf, type FormKind } from '../cart/form-outcome'
import { variantOfChoices } from '../cart/form-variant'
import { bundleOptionsOfChoices } from '../cart/form-bundle'
import { awaitingPaymentFormRoutes } from './awaiting-payment-forms'

/**
 * /api/cart-form: the cart's HTML forms (issue 38), for a page whose app has not run (yet, or at
 * all). Each takes an urlencoded or multipart POST, does what the JSON call of /api/cart does
 * through the same cart-session code (the add creates the cart and its cookies when there is
 * none) and answers 303 back to the form's `returnTo` (a same-origin path, else the cart page)
 * with `?cart=<outcome>`, which the page shows translated. Errors come back the same way; an
 * outage never clears the session, so the cart stays. Cross-site posts are refused (hono's csrf:
 * the Origin or Sec-Fetch-Site must be this site's) and change nothing.
 */
export const cartFormRoutes = new Hono<AppEnv>()

type FormContext = Context<AppEnv>

cartFormRoutes.use('*', htmlFormGuard)

// Pay now / give the payment up for the session's order awaiting its payment (behind the same guard).
cartFormRoutes.route('/awaiting-payment', awaitingPaymentFormRoutes)

// --- The posted fields (a form posts strings; anything else is refused) --------------------------

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const Digits = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1))
/** Quantities are checked by the upstream (INVALID_QUANTITY): only the shape is checked here. */
const Qty = v.optional(Text(12))
const Return = v.optional(v.unknown())

const AddForm = v.looseObject({ productId: Digits, qty: Qty, [RETURN_FIELD]: Return })
const QuantityForm = v.looseObject({ qty: Text(12), [RETURN_FIELD]: Return })
const CouponForm = v.looseObject({ couponCode: v.pipe(Text(64), v.trim(), v.minLength(1)), [RETURN_FIELD]: Return })
const MemberCardForm = v.looseObject({
  memberCardBarcode: v.pipe(Text(64), v.trim(), v.minLength(1)),
  [RETURN_FIELD]: Return,
})
const InstructionsForm = v.looseObject({ ...InstructionsSchema.entries, [RETURN_FIELD]: Return })
const ReturnOnly = v.looseObject({ [RETURN_FIELD]: Return })
const ItemParam = v.object({ itemId: Digits })
/** `attr.<code>` → a value id; `option.<id>` → a personalisation (empty ones are not sent). */
const Prefixed = v.record(v.string(), v.union([v.string(), v.array(v.string()), v.file()]))

const cartPath = (c: FormContext) => buildPath('cart', c.get('locale'))

function back(c: FormContext, returnTo: unknown, outcome: CartOutcome) {
  c.header('Cache-Control', 'no-store')
  return c.redirect(outcomeLocation(returnTo, cartPath(c), outcome), 303)
}

/** A change of the cookie session's cart; the outcome to show. */
async function change(
  c: FormContext,
  kind: FormKind,
  method: HttpMethod,
  call: string,
  body: Record<string, unknown>,
  success: CartOutcome,
): Promise<CartOutcome> {
  const session = readSession(c)
  if (!session) return 'cartEmpty'
  const res = await callCart<Cart>(c, method, call, session, body)
  if (res.ok) return success
  if (endingError(res.error)) writeCookies(c, clearedCartCookies())
  return outcomeOf(res.error, kind)
}

function prefixed(fields: Record<string, unknown>, prefix: string): Array<[string, string]> {
  const parsed = v.safeParse(Prefixed, fields)
  if (!parsed.success) return []
  return Object.entries(parsed.output).flatMap(([key, value]) =>
    key.startsWith(prefix) && typeof value === 'string' ? [[key.slice(prefix.length), value] as [string, string]] : [],
  )
}

/**
 * The product that goes in the cart: a configurable's variant is found from the posted choices, a
 * bundle's components from theirs (`bundle.<componentId>.<code>`).
 */
async function addedProduct(
  c: FormContext,
  productId: number,
  fields: Record<string, unknown>,
): Promise<{ ok: true; id: number; bundleOptions: CartBundleOption[] | null } | { ok: false; outcome: CartOutcome }> {
  const choices = prefixed(fields, ATTRIBUTE_FIELD_PREFIX)
  const bundleChoices = prefixed(fields, BUNDLE_FIELD_PREFIX)
  if (choices.length === 0 && bundleChoices.length === 0) return { ok: true, id: productId, bundleOptions: null }
  const res = await c
    .get('upstream')
    .json<ProductDetail>({ method: 'GET', path: 'api/v1/product/web/get', query: { id: productId } })
  if (!res.ok) return { ok: false, outcome: outcomeOf(res.error, 'add') }
  if (bundleChoices.length > 0) {
    const bundle = bundleOptionsOfChoices(res.data, bundleChoices)
    return bundle.ok ? { ok: true, id: productId, bundleOptions: bundle.bundleOptions } : bundle
  }
  const variant = variantOfChoices(res.data, choices)
  if (!variant) return { ok: false, outcome: 'chooseVariant' }
  return { ok: true, id: variant.id, bundleOptions: null }
}

cartFormRoutes.post('/items', async (c) => {
  const fields = await formFields(c)
  const form = v.safeParse(AddForm, fields)
  if (!form.success) return back(c, fields[RETURN_FIELD], 'failed')
  const { productId, qty, returnTo } = form.output
  const target = await addedProduct(c, productId, fields)
  if (!target.ok) return back(c, returnTo, target.outcome)
  const personalizations = prefixed(fields, OPTION_FIELD_PREFIX)
    .filter(([id, value]) => /^\d{1,9}$/.test(id) && value.trim() !== '')
    .slice(0, 20)
    .map(([id, value]) => ({ optionId: Number(id), value: value.slice(0, 500) }))
  const options = {
    ...(personalizations.length > 0 ? { personalizations } : {}),
    ...(target.bundleOptions ? { bundleOptions: target.bundleOptions } : {}),
  }
  const added = await addToCart(c, {
    productId: target.id,
    qty: qty ?? '1',
    options: Object.keys(options).length > 0 ? options : null,
  })
  if (added.ok) {
    if (added.created) writeCookies(c, cartSessionCookies(added.created))
    return back(c, returnTo, 'added')
  }
  if (added.error && endingError(added.error)) writeCookies(c, clearedCartCookies())
  return back(c, returnTo, added.error ? outcomeOf(added.error, 'add') : 'cartEmpty')
})

cartFormRoutes.post('/items/:itemId/quantity', async (c) => {
  const fields = await formFields(c)
  const item = v.safeParse(ItemParam, c.req.param())
  const form = v.safeParse(QuantityForm, fields)
  if (!item.success) return back(c, fields[RETURN_FIELD], 'itemNotInCart')
  if (!form.success) return back(c, fields[RETURN_FIELD], 'invalidQuantity')
  const body = { itemId: item.output.itemId, qty: form.output.qty }
  return back(c, form.output.returnTo, await change(c, 'line', 'PATCH', 'updateItem', body, 'updated'))
})

cartFormRoutes.post('/items/:itemId/remove', async (c) => {
  const fields = await formFields(c)
  const item = v.safeParse(ItemParam, c.req.param())
  if (!item.success) return back(c, fields[RETURN_FIELD], 'itemNotInCart')
  const body = { itemId: item.output.itemId }
  return back(c, fields[RETURN_FIELD], await change(c, 'line', 'DELETE', 'deleteItem', body, 'removed'))
})

cartFormRoutes.post('/coupon', async (c) => {
  const fields = await formFields(c)
  const form = v.safeParse(CouponForm, fields)
  if (!form.success) return back(c, fields[RETURN_FIELD], 'couponInvalid')
  const body = { couponCode: form.output.couponCode }
  return back(c, form.output.returnTo, await change(c, 'coupon', 'POST', 'applyCoupon', body, 'couponApplied'))
})

cartFormRoutes.post('/coupon/remove', async (c) => {
  const fields = await formFields(c)
  const form = v.safeParse(ReturnOnly, fields)
  const returnTo = form.success ? form.output.returnTo : undefined
  return back(c, returnTo, await change(c, 'coupon', 'POST', 'removeCoupon', {}, 'couponRemoved'))
})

cartFormRoutes.post('/member-card', async (c) => {
  const fields = await formFields(c)
  const form = v.safeParse(MemberCardForm, fields)
  if (!form.success) return back(c, fields[RETURN_FIELD], 'memberCardInvalid')
  const body = { barcode: form.output.memberCardBarcode }
  return back(
    c,
    form.output.returnTo,
    await change(c, 'memberCard', 'POST', 'applyMemberCard', body, 'memberCardApplied'),
  )
})

/** The cart's note to the order (the same field as checkout's message): empty clears it. */
cartFormRoutes.post('/instructions', async (c) => {
  const fields = await formFields(c)
  const form = v.safeParse(InstructionsForm, fields)
  if (!form.success) return back(c, fields[RETURN_FIELD], 'instructionsInvalid')
  const body = { instructions: form.output.instructions }
  return back(c, form.output.returnTo, await change(c, 'line', 'PATCH', 'setInstructions', body, 'instructionsSaved'))
})
