import * as v from 'valibot'
import { V } from '../validation/keys'

/** Issue 36, returns: the buyer's request to send goods back and staff's decisions on it. */

/** The longest reason a buyer gives and the longest note staff write. */
export const RETURN_TEXT_MAX = 1000

/** The page's id of one click (a retry sends the same): the change is made once. */
const ClickId = v.pipe(v.string(), v.uuid('requestId must be a UUID.'))

const Quantity = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))

/** `:slug` of the buyer's order. */
export const ReturnOrderParamsSchema = v.object({
  slug: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
})

/**
 * POST api/v2/order/:slug/returns: which lines and how many go back, and why. The caller proves the
 * order is theirs with their account, their cart session (the edge adds it) or the signed link's token.
 */
export const ReturnRequestSchema = v.object({
  requestId: ClickId,
  lines: v.pipe(
    v.array(v.object({ orderLineId: Quantity, qty: Quantity })),
    v.minLength(1, 'Choose at least one item to return.'),
    v.maxLength(200),
  ),
  reason: v.pipe(v.string(V.required), v.trim(), v.minLength(1, V.required), v.maxLength(RETURN_TEXT_MAX, V.maxLength)),
  linkToken: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  cartId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
  protectCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(128))),
})
export type ReturnRequestInput = v.InferOutput<typeof ReturnRequestSchema>

/** `:id` (the order) and `:returnId` of staff's return calls. */
export const ReturnParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'id must be a positive whole number.'), v.transform(Number)),
  returnId: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'returnId must be a positive whole number.'), v.transform(Number)),
})

/** accept, receive: the click's id and an optional note the buyer sees. */
export const ReturnDecisionSchema = v.object({
  requestId: ClickId,
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(RETURN_TEXT_MAX, V.maxLength)), ''),
})

/** refuse: the note is required (the buyer is told why). */
export const ReturnRefusalSchema = v.object({
  requestId: ClickId,
  note: v.pipe(v.string(V.required), v.trim(), v.minLength(1, V.required), v.maxLength(RETURN_TEXT_MAX, V.maxLength)),
})
