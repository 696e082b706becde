import { saleSchedules as rows } from '../../../contract/endpoints/sale-schedules'
import { staffActor, requireBackoffice } from '../context'
import { ok, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { findSaleProduct, salePeriods } from './sale-rows'
import { addSalePeriod, removeSalePeriod } from './sale-write'

/**
 * Issue 37, promotions: a product's scheduled sale periods in the product editor. The row's
 * 'staff' guard refuses others; each call checks the backoffice user again here and answers the
 * product's periods as they are after it.
 */
export const saleRoutes = endpointRoutes('api/v1/admin/products')

async function productOr404(db: D1Database, id: number) {
  const product = await findSaleProduct(db, id)
  if (!product) throw refuse(404, 'PRODUCT_NOT_FOUND')
  return product
}

saleRoutes.on(rows.adminSalePeriods, async (c) => {
  requireBackoffice(c)
  const product = await productOr404(c.env.DB, c.req.valid('param').id)
  return ok(c, await salePeriods(c.env.DB, product))
})

saleRoutes.on(rows.adminSalePeriodCreate, async (c) => {
  const actor = staffActor(c)
  const product = await productOr404(c.env.DB, c.req.valid('param').id)
  await addSalePeriod(c.env.DB, actor, product, c.req.valid('json'))
  return ok(c, await salePeriods(c.env.DB, product), 201)
})

saleRoutes.on(rows.adminSalePeriodRemove, async (c) => {
  const actor = staffActor(c)
  const { id, saleId } = c.req.valid('param')
  const product = await productOr404(c.env.DB, id)
  await removeSalePeriod(c.env.DB, actor, product, saleId)
  return ok(c, await salePeriods(c.env.DB, product))
})
