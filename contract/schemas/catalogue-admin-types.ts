import * as v from 'valibot'
import { V } from '../validation/keys'
import { PageParam, SearchParam } from './params'

/**
 * Request schemas of the parts of a product that belong to its type (issue 35,
 * contract/endpoints/catalogue-admin-product-types.ts): a configurable's variants, a bundle's
 * components, an eProduct's file and licence keys. Whatever needs the database (a value of its axis,
 * a taken SKU, a component that is a bundle) is checked by the handler, with the field it is about.
 */

const Id = v.pipe(v.number(V.invalid), v.integer(V.invalid), v.minValue(1, V.invalid))
const Cents = v.pipe(
  v.number(V.invalid),
  v.integer(V.invalid),
  v.minValue(0, V.invalid),
  v.maxValue(100_000_000, V.invalid),
)
const Count = v.pipe(
  v.number(V.invalid),
  v.integer(V.invalid),
  v.minValue(0, V.invalid),
  v.maxValue(10_000_000, V.invalid),
)
/** The version of the product the editor read: a call over a newer one is refused (409 PRODUCT_CHANGED). */
export const Version = v.pipe(v.number(V.required), v.integer(V.invalid), v.minValue(1, V.invalid))
/** The same rule as a product's own SKU (contract/schemas/catalogue-admin.ts). */
const Sku = v.pipe(
  v.string(V.required),
  v.trim(),
  v.nonEmpty(V.required),
  v.maxLength(64, V.maxLength),
  v.regex(/^[A-Za-z0-9._-]+$/, V.invalid),
)

/** The most variants one configurable has (5 sizes × 6 colours is 30; 3 axes of 8 values is 512). */
export const MAX_VARIANTS = 512
export const MAX_AXES = 3

const VariantSchema = v.pipe(
  v.object({
    /** An existing variant of this product; absent for a new one. */
    id: v.optional(Id),
    sku: Sku,
    /** One value per axis, in the order of `attributeIds`. */
    valueIds: v.pipe(v.array(Id, V.invalid), v.minLength(1, V.required), v.maxLength(MAX_AXES, V.invalid)),
    retailPriceCents: Cents,
    discountPriceCents: v.optional(v.nullable(Cents), null),
    /** null = unlimited. */
    stockQty: v.optional(v.nullable(Count), null),
    imageMediaId: v.optional(v.nullable(Id), null),
  }),
  v.forward(
    v.check((p) => p.discountPriceCents === null || p.discountPriceCents <= p.retailPriceCents, V.discountAboveRetail),
    ['discountPriceCents'],
  ),
)

/**
 * The whole variant grid of a configurable: its axes (1–3 option attributes, in order), every
 * variant (an `id` keeps an existing one; a variant left out is deleted, or archived if an order
 * names it) and the SKU of the shop's default variant.
 */
export const AdminVariantsSaveSchema = v.object({
  version: Version,
  attributeIds: v.pipe(v.array(Id, V.invalid), v.minLength(1, V.required), v.maxLength(MAX_AXES, V.invalid)),
  defaultSku: v.optional(v.nullable(v.pipe(v.string(V.invalid), v.trim())), null),
  variants: v.pipe(v.array(VariantSchema, V.invalid), v.maxLength(MAX_VARIANTS, V.invalid)),
})

export const MAX_BUNDLE_COMPONENTS = 20

/** A bundle's components in order: products (not bundles, not variants) with their quantity. */
export const AdminBundleSaveSchema = v.object({
  version: Version,
  components: v.pipe(
    v.array(
      v.object({
        productId: Id,
        qty: v.pipe(v.number(V.invalid), v.integer(V.invalid), v.minValue(1, V.invalid), v.maxValue(99, V.invalid)),
      }),
      V.invalid,
    ),
    v.minLength(1, V.required),
    v.maxLength(MAX_BUNDLE_COMPONENTS, V.invalid),
  ),
})

/** DELETE …/file: the version the editor read. */
export const AdminProductVersionSchema = v.object({ version: Version })

/** The most keys one paste adds. */
export const MAX_KEYS_PER_PASTE = 10_000
/** The longest licence key. */
export const MAX_KEY_LENGTH = 200

/** Pasted keys: one a line, or a CSV whose first column is the key (trimmed, blank lines skipped). */
export const AdminLicenceKeysAddSchema = v.object({
  text: v.pipe(v.string(V.required), v.nonEmpty(V.required), v.maxLength(2_000_000, V.maxLength)),
})

export const LICENCE_KEY_STATES = ['available', 'assigned'] as const

export const AdminLicenceKeysQuerySchema = v.object({
  page: PageParam,
  q: SearchParam,
  state: v.optional(v.picklist(LICENCE_KEY_STATES, V.invalid)),
})

const Digits = (message: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,12}$/, message), v.transform(Number), v.minValue(1, message))

/** `:id/keys/:keyId`. */
export const LicenceKeyParamsSchema = v.object({
  id: Digits('id must be a positive whole number.'),
  keyId: Digits('keyId must be a positive whole number.'),
})
