import { Hono } from 'hono'
import * as v from 'valibot'
import type { BackendEnv } from '../context'
import { notFound, ok, validate } from '../http'
import { checkBundles } from './bundles'
import { buildTree, findCategory, loadCategories } from './categories'
import { ProductFilterSchema } from './filter-schema'
import { layeredNavigation } from './layered'
import { getProduct } from './product-detail'
import { filterProducts } from './product-list'
import { filterTags } from './tags'

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

/** Catalogue API (SPEC §7 Catalogue). */
export const catalogueRoutes = new Hono<BackendEnv>()

catalogueRoutes.post('/api/v1/product/web/filter', validate('json', ProductFilterSchema), async (c) =>
  ok(c, await filterProducts(c.env.DB, c.req.valid('json'), c.get('lang'))),
)

catalogueRoutes.post('/api/v1/product/layered/navigation', validate('json', ProductFilterSchema), async (c) =>
  ok(c, await layeredNavigation(c.env.DB, c.req.valid('json'), c.get('lang'))),
)

catalogueRoutes.get('/api/v1/product/web/get', validate('query', ProductGetSchema), async (c) => {
  const { slug, id } = c.req.valid('query')
  return ok(c, await getProduct(c.env.DB, { slug, id }, c.get('lang')))
})

catalogueRoutes.get(
  '/api/v1/product/web/category/get/:id',
  validate('param', v.object({ id: IdSchema })),
  async (c) => {
    const map = await loadCategories(c.env.DB, c.get('lang'))
    const node = map.get(c.req.valid('param').id)
    if (!node) throw notFound('Category not found', 'CATEGORY_NOT_FOUND')
    return ok(c, { ...node, children: buildTree(map, node.id, { param: 'position', order: 'asc' }) })
  },
)

catalogueRoutes.get(
  '/api/v1/product/web/category/getBySlug/:slug',
  validate('param', v.object({ slug: v.pipe(v.string(), v.minLength(1), v.maxLength(200, 'slug is too long')) })),
  async (c) => {
    const map = await loadCategories(c.env.DB, c.get('lang'))
    const slug = c.req.valid('param').slug
    const node = [...map.values()].find((n) => n.slugs.hr === slug || n.slugs.en === slug)
    if (!node) throw notFound('Category not found', 'CATEGORY_NOT_FOUND')
    return ok(c, { ...node, children: buildTree(map, node.id, { param: 'position', order: 'asc' }) })
  },
)

catalogueRoutes.post('/api/v1/product/web/category/filter', validate('json', CategoryFilterSchema), async (c) => {
  const body = c.req.valid('json')
  const map = await loadCategories(c.env.DB, c.get('lang'))
  const sort = { param: body.sort?.param ?? 'id', order: body.sort?.order ?? 'asc' } as const
  let rootId: number | null = null
  if (body.parent !== undefined && body.parent !== null) {
    const parent = findCategory(map, body.parent)
    if (!parent) throw notFound('Category not found', 'CATEGORY_NOT_FOUND')
    rootId = parent.id
  }
  if (body.tree === false) {
    const flat = buildTree(map, rootId, sort).flatMap(function flatten(node): (typeof node)[] {
      return [{ ...node, children: [] }, ...node.children.flatMap(flatten)]
    })
    return ok(c, flat)
  }
  return ok(c, buildTree(map, rootId, sort))
})

catalogueRoutes.post('/api/v1/product/web/tag/filter', validate('json', TagFilterSchema), async (c) =>
  ok(c, await filterTags(c.env.DB, c.req.valid('json'), c.get('lang'))),
)

catalogueRoutes.get('/api/v1/product/checkBundles', validate('query', CheckBundlesSchema), async (c) =>
  ok(c, await checkBundles(c.env.DB, c.req.valid('query').productIds, c.get('lang'))),
)
