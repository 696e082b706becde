import * as v from 'valibot'

/** Issue 37: what the owner sends to edit delivery methods, pickup branches and payment methods. */

const Name = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'validation.required'),
  v.maxLength(120, 'validation.maxLength'),
)
const Description = v.pipe(v.string(), v.trim(), v.maxLength(1000, 'validation.maxLength'))
const Hours = v.pipe(v.string(), v.trim(), v.maxLength(300, 'validation.maxLength'))

const bothLanguages = <S extends v.GenericSchema<string, string>>(schema: S) => v.object({ hr: schema, en: schema })

/** Whole cents, at most 100 000 € (a delivery price or a free-shipping threshold). */
const Cents = v.pipe(
  v.number('Enter an amount.'),
  v.integer('Money is whole cents.'),
  v.minValue(0, 'An amount cannot be negative.'),
  v.maxValue(10_000_000, 'validation.maxValue'),
)

/** An ISO 3166-1 alpha-2 code, upper case. */
const Iso = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{2}$/, 'A country is its two-letter ISO code.'),
)
const IsoList = v.pipe(
  v.array(Iso),
  v.minLength(1, 'Name at least one country.'),
  v.maxLength(250),
  v.check((list) => new Set(list).size === list.length, 'Each country may appear once.'),
)

export const DeliveryRateSchema = v.object({
  countries: IsoList,
  priceCents: Cents,
  freeOverCents: v.nullable(Cents),
})

/** POST (new) and PUT (whole method) api/v1/admin/settings/deliveryMethods. */
export const DeliveryMethodInputSchema = v.object({
  name: bothLanguages(Name),
  description: bothLanguages(Description),
  priceCents: Cents,
  freeOverCents: v.nullable(Cents),
  countries: v.union([v.literal('ALL'), IsoList]),
  rates: v.pipe(
    v.array(DeliveryRateSchema),
    v.maxLength(30),
    v.check(
      (rates) => new Set(rates.flatMap((r) => r.countries)).size === rates.flatMap((r) => r.countries).length,
      'A country may be in one zone only.',
    ),
  ),
  active: v.boolean(),
})
export type DeliveryMethodInput = v.InferOutput<typeof DeliveryMethodInputSchema>

/** POST api/v1/admin/settings/deliveryMethods/:id/branches and PUT api/v1/admin/settings/deliveryBranches/:id. */
export const DeliveryBranchInputSchema = v.object({
  name: bothLanguages(Name),
  address: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(300, 'validation.maxLength'),
  ),
  hours: bothLanguages(Hours),
  active: v.boolean(),
})
export type DeliveryBranchInput = v.InferOutput<typeof DeliveryBranchInputSchema>

/** PUT api/v1/admin/settings/paymentMethods/:id: its texts, whether it is offered and with which delivery methods. */
export const PaymentMethodInputSchema = v.object({
  name: bothLanguages(Name),
  description: bothLanguages(Description),
  active: v.boolean(),
  deliveryMethodIds: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    v.maxLength(100),
    v.check((ids) => new Set(ids).size === ids.length, 'Each delivery method may appear once.'),
  ),
})
export type PaymentMethodInput = v.InferOutput<typeof PaymentMethodInputSchema>

/** POST …/:id/move: one place up or down in the order the checkout lists them. */
export const MoveSchema = v.object({ direction: v.picklist(['up', 'down'], 'direction is up or down.') })
