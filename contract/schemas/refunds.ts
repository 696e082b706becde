import * as v from 'valibot'

/** Issue 36, refunds: what staff send to give money back for an order. */

const Quantity = v.pipe(
  v.number(),
  v.integer('validation.positiveInteger'),
  v.minValue(1, 'validation.positiveInteger'),
  v.maxValue(100_000),
)
const LineId = v.pipe(v.number(), v.integer('validation.invalid'), v.minValue(1, 'validation.invalid'))

/**
 * refund: the page's id of this click (a retry sends the same: the refund is made once), how many
 * of which lines, shipping in euros, whether the goods go back on the shelf, the return it settles.
 */
export const RefundSchema = v.object({
  requestId: v.pipe(v.string(), v.uuid('validation.invalid')),
  lines: v.pipe(v.array(v.object({ orderLineId: LineId, qty: Quantity })), v.maxLength(200)),
  shipping: v.optional(
    v.pipe(
      v.number('validation.numeric'),
      v.minValue(0, 'validation.numeric'),
      v.maxValue(1_000_000, 'validation.numeric'),
    ),
    0,
  ),
  restock: v.boolean(),
  returnId: v.optional(v.nullable(LineId), null),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'validation.maxLength')), ''),
})
export type RefundInput = v.InferOutput<typeof RefundSchema>
