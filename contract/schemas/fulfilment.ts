import * as v from 'valibot'

/** Issue 36, the order's life after payment: what staff send to process, ship and deliver an order. */

/** The page's id of one click (a retry sends the same): the change is made once. */
export const RequestIdSchema = v.pipe(v.string(), v.uuid('requestId must be a UUID.'))

/** process, deliver: nothing but the click's id. */
export const OrderActionSchema = v.object({ requestId: RequestIdSchema })

const PositiveInt = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))

/** ship: the carrier (its id in shop.carriers, or none), the tracking number, and how many of which lines. */
export const ShipSchema = v.object({
  requestId: RequestIdSchema,
  carrier: v.nullable(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'carrier must be a carrier id.'))),
  trackingNumber: v.pipe(v.string(), v.trim(), v.maxLength(80, 'validation.maxLength')),
  lines: v.pipe(
    v.array(v.object({ orderLineId: PositiveInt, qty: PositiveInt })),
    v.minLength(1, 'Choose at least one line to ship.'),
    v.maxLength(200),
  ),
})
export type ShipInput = v.InferOutput<typeof ShipSchema>

/** A carrier in settings (shop.carriers): `{tracking}` in its URL template is the tracking number. */
export const CarrierSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'validation.slug')),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
  trackingUrl: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(500),
    v.regex(/^(https:\/\/\S+)?$/, 'trackingUrl must be an https URL.'),
  ),
})
export const CarriersSchema = v.array(CarrierSchema)

/** PUT api/v1/admin/settings/carriers: the whole list, each id once. */
export const CarriersUpdateSchema = v.object({
  carriers: v.pipe(
    v.array(CarrierSchema),
    v.maxLength(30),
    v.check((list) => new Set(list.map((c) => c.id)).size === list.length, 'Each carrier id may appear once.'),
  ),
})
