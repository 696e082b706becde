import type { Locale } from '../../../contract/locales'
import type { AdminProductDetail } from '../../../contract/dto/catalogue-admin'
import { catalogueAdminProducts as rows } from '../../../contract/endpoints/catalogue-admin-products'
import { ADMIN_PER_PAGE, adminPaging } from '../admin-lists'
import { staffActor } from '../context'
import { ok, pageForms, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { adminAuditEntry, auditPage } from '../audit-log'
import { archiveProduct, bulkChange, categoryExists, deleteProduct } from './admin-product-bulk'
import { listAdminProducts } from './admin-product-list'
import { productFileKey } from './admin-digital'
import { adminProductOr404 } from './admin-product-read'
import { createProduct, updateProduct } from './admin-product-save'
import { productSubject, type SaveOutcome } from './admin-products'

/**
 * Products in the backoffice (issue 35): the list, one product with every field staff edit, create
 * and save of a product of any type, archive, delete (only if never ordered), bulk actions and the
 * product's audit trail. Each call
 * checks the backoffice user again (the row's 'staff' guard; the actor of a change once more here).
 */
export const adminProductRoutes = endpointRoutes('api/v1/admin/products')

/** A save's outcome: the product as saved, or the refusal the editor shows at the field. */
async function saved(db: D1Database, outcome: SaveOutcome, language: Locale): Promise<AdminProductDetail> {
  switch (outcome.kind) {
    case 'saved':
      return adminProductOr404(db, outcome.id, language)
    case 'notFound':
      throw refuse(404, 'PRODUCT_NOT_FOUND')
    case 'stale':
      throw refuse(409, 'PRODUCT_CHANGED', { field: 'version' })
    case 'skuTaken':
      throw refuse(409, 'PRODUCT_SKU_TAKEN', { field: 'sku' })
    case 'slugTaken':
      throw refuse(409, 'PRODUCT_SLUG_TAKEN', { field: `texts.${outcome.language}.slug` })
    case 'refused':
      throw refuse(400, outcome.refusal.code, { field: outcome.refusal.field, params: outcome.refusal.params })
  }
}

adminProductRoutes.on(rows.adminProducts, async (c) => {
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows: list, total } = await listAdminProducts(
    c.env.DB,
    c.get('lang'),
    {
      q: query.q || undefined,
      categoryId: query.category ? Number(query.category) : undefined,
      type: query.type,
      status: query.status,
      stock: query.stock,
      sort: query.sort,
      order: query.order,
    },
    p.limit,
    p.offset,
  )
  return ok(c, pageForms.lastPage(list, total, { ...p, limit: ADMIN_PER_PAGE }))
})

adminProductRoutes.on(rows.adminProduct, async (c) =>
  ok(c, await adminProductOr404(c.env.DB, c.req.valid('param').id, c.get('lang'))),
)

adminProductRoutes.on(rows.adminProductCreate, async (c) => {
  const actor = staffActor(c)
  return ok(c, await saved(c.env.DB, await createProduct(c.env.DB, actor, c.req.valid('json')), c.get('lang')), 201)
})

adminProductRoutes.on(rows.adminProductUpdate, async (c) => {
  const actor = staffActor(c)
  const id = c.req.valid('param').id
  return ok(c, await saved(c.env.DB, await updateProduct(c.env.DB, actor, id, c.req.valid('json')), c.get('lang')))
})

adminProductRoutes.on(rows.adminProductArchive, async (c) => {
  const actor = staffActor(c)
  const id = c.req.valid('param').id
  const product = await adminProductOr404(c.env.DB, id, c.get('lang'))
  if (product.status === 'archived' || !(await archiveProduct(c.env.DB, actor, id)))
    throw refuse(409, 'PRODUCT_ALREADY_ARCHIVED')
  return ok(c, await adminProductOr404(c.env.DB, id, c.get('lang')))
})

adminProductRoutes.on(rows.adminProductDelete, async (c) => {
  const actor = staffActor(c)
  const id = c.req.valid('param').id
  const fileKey = await productFileKey(c.env.DB, id)
  const outcome = await deleteProduct(c.env.DB, actor, id)
  if (outcome === 'notFound') throw refuse(404, 'PRODUCT_NOT_FOUND')
  if (outcome === 'ordered') throw refuse(409, 'PRODUCT_ORDERED')
  if (outcome === 'inBundle') throw refuse(409, 'PRODUCT_IN_BUNDLE')
  if (fileKey) await c.env.MEDIA.delete(fileKey)
  return ok(c, { id, deleted: true as const })
})

adminProductRoutes.on(rows.adminProductBulk, async (c) => {
  const actor = staffActor(c)
  const bulk = c.req.valid('json')
  if (bulk.action === 'setCategory' && !(await categoryExists(c.env.DB, bulk.categoryId)))
    throw refuse(400, 'CATEGORY_NOT_FOUND', { field: 'categoryId' })
  const ids = await bulkChange(c.env.DB, actor, bulk)
  return ok(c, { changed: ids.length, ids })
})

adminProductRoutes.on(rows.adminProductAudit, async (c) => {
  const id = c.req.valid('param').id
  const p = adminPaging(c.req.valid('query').page)
  const { entries, total } = await auditPage(c.env.DB, productSubject(id), p.limit, p.offset)
  // A deleted product's trail stays readable; an id that never had one is unknown.
  if (total === 0) await adminProductOr404(c.env.DB, id, c.get('lang'))
  return ok(c, pageForms.lastPage(entries.map(adminAuditEntry), total, { ...p, limit: ADMIN_PER_PAGE }))
})
