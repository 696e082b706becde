import * as v from 'valibot'

/** Issue 37, promotions: staff add and remove a product's scheduled sale periods. */

const Timestamp = (field: string) =>
  v.pipe(v.string(`${field} is required.`), v.isoTimestamp(`${field} must be an ISO 8601 date and time.`))

/** POST api/v1/admin/products/:id/sales: the sale price in cents, from when, until when. */
export const SalePeriodCreateSchema = v.object({
  priceCents: v.pipe(
    v.number('priceCents must be a number.'),
    v.integer('priceCents must be whole cents.'),
    v.minValue(1, 'priceCents must be at least 1.'),
    v.maxValue(999_999_999, 'priceCents is too large.'),
  ),
  startsAt: Timestamp('startsAt'),
  endsAt: Timestamp('endsAt'),
})
export type SalePeriodCreateInput = v.InferOutput<typeof SalePeriodCreateSchema>

/** `:id` (the product) and `:saleId` (its period). */
export const SalePeriodParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'id must be a positive whole number.'), v.transform(Number)),
  saleId: v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'saleId must be a positive whole number.'), v.transform(Number)),
})
