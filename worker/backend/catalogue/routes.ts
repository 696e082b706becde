import { ok, refuse } from '../http'
import { catalogue } from '../../../contract/endpoints/catalogue'
import { endpointRoutes } from '../routing'
import { checkBundles } from './bundles'
import { buildTree, findCategory, loadCategories } from './categories'
import { layeredNavigation } from './layered'
import { getProduct } from './product-detail'
import { filterProducts } from './product-list'
import { filterTags } from './tags'

/** Catalogue API (SPEC §7 Catalogue). */
export const catalogueRoutes = endpointRoutes('api/v1/product')

catalogueRoutes.on(catalogue.productFilter, async (c) =>
  ok(c, await filterProducts(c.env.DB, c.req.valid('json'), c.get('lang'))),
)

catalogueRoutes.on(catalogue.layeredNavigation, async (c) =>
  ok(c, await layeredNavigation(c.env.DB, c.req.valid('json'), c.get('lang'))),
)

catalogueRoutes.on(catalogue.productGet, async (c) => {
  const { slug, id } = c.req.valid('query')
  return ok(c, await getProduct(c.env.DB, { slug, id }, c.get('lang')))
})

catalogueRoutes.on(catalogue.categoryGet, async (c) => {
  const map = await loadCategories(c.env.DB, c.get('lang'))
  const node = map.get(c.req.valid('param').id)
  if (!node) throw refuse(404, 'CATEGORY_NOT_FOUND')
  return ok(c, { ...node, children: buildTree(map, node.id, { param: 'position', order: 'asc' }) })
})

catalogueRoutes.on(catalogue.categoryGetBySlug, async (c) => {
  const map = await loadCategories(c.env.DB, c.get('lang'))
  const slug = c.req.valid('param').slug
  const node = [...map.values()].find((n) => n.slugs.hr === slug || n.slugs.en === slug)
  if (!node) throw refuse(404, 'CATEGORY_NOT_FOUND')
  return ok(c, { ...node, children: buildTree(map, node.id, { param: 'position', order: 'asc' }) })
})

catalogueRoutes.on(catalogue.categoryFilter, async (c) => {
  const body = c.req.valid('json')
  const map = await loadCategories(c.env.DB, c.get('lang'))
  const sort = { param: body.sort?.param ?? 'id', order: body.sort?.order ?? 'asc' } as const
  let rootId: number | null = null
  if (body.parent !== undefined && body.parent !== null) {
    const parent = findCategory(map, body.parent)
    if (!parent) throw refuse(404, 'CATEGORY_NOT_FOUND')
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

catalogueRoutes.on(catalogue.tagFilter, async (c) =>
  ok(c, await filterTags(c.env.DB, c.req.valid('json'), c.get('lang'))),
)

catalogueRoutes.on(catalogue.checkBundles, async (c) =>
  ok(c, await checkBundles(c.env.DB, c.req.valid('query').productIds, c.get('lang'))),
)
