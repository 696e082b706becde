import * as v from 'valibot'

export const SORT_PARAMS = ['id', 'finalPrice', 'name', 'categoryPriority'] as const
export const CARD_FIELDS = [
  'id',
  'name',
  'slug',
  'slugs',
  'type',
  'sku',
  'media',
  'retailPrice',
  'finalPrice',
  'discount',
  'discountPercent',
  'membershipPrice',
  'available',
  'isPurchasable',
  'categoryPriority',
  'featured',
  'shortDescription',
  'updatedAt',
] as const
/** Without allowUnlimited a page holds at most this many records. */
export const MAX_LIMIT = 100
export const MAX_UNLIMITED = 100_000

const FilterValueSchema = v.union(
  [v.string(), v.number(), v.boolean(), v.null(), v.array(v.union([v.string(), v.number()]))],
  'filters[].value must be a string, number, boolean or an array of strings/numbers',
)
const BoundSchema = v.optional(v.nullable(v.number('range bounds must be numbers or null')))

export const FilterConditionSchema = v.object({
  key: v.pipe(
    v.string('filters[].key must be a string'),
    v.trim(),
    v.minLength(1, 'filters[].key is required'),
    v.maxLength(64, 'filters[].key is too long'),
  ),
  value: v.optional(FilterValueSchema),
  range: v.optional(
    v.nullable(v.object({ min: BoundSchema, max: BoundSchema }, 'filters[].range must be an object {min, max}')),
  ),
})
export type FilterCondition = v.InferOutput<typeof FilterConditionSchema>

/** Body of product/web/filter and product/layered/navigation (SPEC §7). */
export const ProductFilterSchema = v.object(
  {
    page: v.optional(
      v.pipe(
        v.number('page must be a number'),
        v.integer('page must be an integer'),
        v.minValue(1, 'page must be at least 1'),
      ),
    ),
    limit: v.optional(
      v.pipe(
        v.number('limit must be a number'),
        v.integer('limit must be an integer'),
        v.minValue(1, 'limit must be at least 1'),
        v.maxValue(MAX_UNLIMITED, `limit must be at most ${MAX_UNLIMITED}`),
      ),
    ),
    sort: v.optional(
      v.object(
        {
          order: v.optional(v.picklist(['asc', 'desc'], "sort.order must be 'asc' or 'desc'")),
          param: v.optional(v.picklist(SORT_PARAMS, `sort.param must be one of ${SORT_PARAMS.join(', ')}`)),
        },
        'sort must be an object {order, param}',
      ),
    ),
    filters: v.optional(
      v.pipe(
        v.array(FilterConditionSchema, 'filters must be an array of {key, value, range}'),
        v.maxLength(50, 'too many filters'),
      ),
    ),
    select: v.optional(
      v.array(
        v.picklist(CARD_FIELDS, `select fields must be among ${CARD_FIELDS.join(', ')}`),
        'select must be an array of field names',
      ),
    ),
    allowUnlimited: v.optional(v.boolean('allowUnlimited must be a boolean')),
    keywords: v.optional(v.pipe(v.string('keywords must be a string'), v.maxLength(200, 'validation.maxLength'))),
    mainCategory: v.optional(v.nullable(v.union([v.string(), v.number()], 'mainCategory must be a slug or an id'))),
    store: v.optional(v.unknown()),
    currency: v.optional(v.unknown()),
  },
  'The body must be a JSON object',
)
export type ProductFilter = v.InferOutput<typeof ProductFilterSchema>
