import * as v from 'valibot'
import type {
  BundleCheck,
  CategoryNode,
  LayeredFilter,
  ProductDetail,
  ProductFilterResponse,
  TagFilterResponse,
} from '../dto/catalogue'
import { ProductFilterSchema } from '../schemas/product-filter'
import { endpoint } from './endpoint'

const IdSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}$/, 'id must be a positive integer'),
  v.transform(Number),
  v.minValue(1, 'id must be a positive integer'),
)

const ProductGetSchema = v.pipe(
  v.object({
    slug: v.optional(
      v.pipe(v.string(), v.trim(), v.minLength(1, 'slug must not be empty'), v.maxLength(200, 'slug is too long')),
    ),
    id: v.optional(IdSchema),
    store: v.optional(v.string()),
    currency: v.optional(v.string()),
  }),
  v.check((q) => q.slug !== undefined || q.id !== undefined, 'slug or id is required'),
)

const CategoryFilterSchema = v.object(
  {
    tree: v.optional(v.boolean('tree must be a boolean')),
    sort: v.optional(
      v.object({
        param: v.optional(v.picklist(['id', 'position', 'name'], "sort.param must be 'id', 'position' or 'name'")),
        order: v.optional(v.picklist(['asc', 'desc'], "sort.order must be 'asc' or 'desc'")),
      }),
    ),
    parent: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  },
  'The body must be a JSON object',
)

const TagFilterSchema = v.object(
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
        v.maxValue(1000, 'limit must be at most 1000'),
      ),
    ),
    keywords: v.optional(v.pipe(v.string('keywords must be a string'), v.maxLength(100, 'validation.maxLength'))),
  },
  'The body must be a JSON object',
)

const CheckBundlesSchema = v.object({
  productIds: v.pipe(
    v.string('productIds is required'),
    v.regex(/^\d{1,9}(,\d{1,9}){0,99}$/, 'productIds must be a comma-separated list of ids (at most 100)'),
    v.transform((s) => s.split(',').map(Number)),
  ),
})

const CategoryParamsSchema = v.object({ id: IdSchema })
const CategorySlugParamsSchema = v.object({
  slug: v.pipe(v.string(), v.minLength(1), v.maxLength(200, 'slug is too long')),
})

/** Catalogue (SPEC §7): products, categories, tags, facets. All public reads. */
export const catalogue = {
  productFilter: endpoint<ProductFilterResponse>()({
    method: 'POST',
    path: 'api/v1/product/web/filter',
    access: 'public',
    cache: 'short',
    body: ProductFilterSchema,
  }),
  layeredNavigation: endpoint<LayeredFilter[]>()({
    method: 'POST',
    path: 'api/v1/product/layered/navigation',
    access: 'public',
    cache: 'short',
    body: ProductFilterSchema,
  }),
  productGet: endpoint<ProductDetail>()({
    method: 'GET',
    path: 'api/v1/product/web/get',
    access: 'public',
    cache: 'short',
    query: ProductGetSchema,
  }),
  categoryGet: endpoint<CategoryNode>()({
    method: 'GET',
    path: 'api/v1/product/web/category/get/:id',
    access: 'public',
    cache: 'short',
    params: CategoryParamsSchema,
  }),
  categoryGetBySlug: endpoint<CategoryNode>()({
    method: 'GET',
    path: 'api/v1/product/web/category/getBySlug/:slug',
    access: 'public',
    cache: 'short',
    params: CategorySlugParamsSchema,
  }),
  categoryFilter: endpoint<CategoryNode[]>()({
    method: 'POST',
    path: 'api/v1/product/web/category/filter',
    access: 'public',
    cache: 'long',
    body: CategoryFilterSchema,
  }),
  tagFilter: endpoint<TagFilterResponse>()({
    method: 'POST',
    path: 'api/v1/product/web/tag/filter',
    access: 'public',
    cache: 'short',
    body: TagFilterSchema,
  }),
  checkBundles: endpoint<BundleCheck[]>()({
    method: 'GET',
    path: 'api/v1/product/checkBundles',
    access: 'public',
    cache: 'short',
    query: CheckBundlesSchema,
  }),
}
