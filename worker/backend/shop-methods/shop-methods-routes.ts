import { shopMethods } from '../../../contract/endpoints/shop-methods'
import { staffActor } from '../context'
import { ok, pageForms, refuse } from '../http'
import { endpointRoutes, type EndpointRoutes } from '../routing'
import { adminBranch, adminBranchPage, adminDeliveryMethods, adminPaymentMethods } from './admin-read'
import { ADMIN_PER_PAGE, adminPaging } from '../admin-lists'
import { createBranch, moveBranch, updateBranch } from './branch-writes'
import { createDeliveryMethod, moveDeliveryMethod, updateDeliveryMethod } from './delivery-writes'
import { movePaymentMethod, updatePaymentMethod } from './payment-writes'

/**
 * Issue 37: the owner's delivery methods, pickup branches and payment methods. Staff rows (area
 * owner): the routing checks the session is staff; every write is audited with the caller.
 */
const settingsRoutes = endpointRoutes('api/v1/admin/settings')

/** The method as it is now (it was just written, so it exists). */
async function methodNow(db: D1Database, id: number) {
  const method = (await adminDeliveryMethods(db, id))[0]
  if (!method) throw refuse(404, 'DELIVERY_METHOD_NOT_FOUND')
  return method
}

settingsRoutes.on(shopMethods.adminDeliveryMethods, async (c) => ok(c, await adminDeliveryMethods(c.env.DB)))

settingsRoutes.on(shopMethods.adminDeliveryMethodCreate, async (c) => {
  const id = await createDeliveryMethod(c.env.DB, c.req.valid('json'), staffActor(c))
  return ok(c, await methodNow(c.env.DB, id), 201)
})

settingsRoutes.on(shopMethods.adminDeliveryMethodUpdate, async (c) => {
  const { id } = c.req.valid('param')
  await updateDeliveryMethod(c.env.DB, id, c.req.valid('json'), staffActor(c))
  return ok(c, await methodNow(c.env.DB, id))
})

settingsRoutes.on(shopMethods.adminDeliveryMethodMove, async (c) => {
  await moveDeliveryMethod(c.env.DB, c.req.valid('param').id, c.req.valid('json').direction, staffActor(c))
  return ok(c, await adminDeliveryMethods(c.env.DB))
})

settingsRoutes.on(shopMethods.adminDeliveryBranchCreate, async (c) => {
  const id = await createBranch(c.env.DB, c.req.valid('param').id, c.req.valid('json'), staffActor(c))
  const branch = await adminBranch(c.env.DB, id)
  if (!branch) throw refuse(404, 'DELIVERY_BRANCH_NOT_FOUND')
  return ok(c, branch, 201)
})

settingsRoutes.on(shopMethods.adminDeliveryBranchUpdate, async (c) => {
  const { id } = c.req.valid('param')
  await updateBranch(c.env.DB, id, c.req.valid('json'), staffActor(c))
  const branch = await adminBranch(c.env.DB, id)
  if (!branch) throw refuse(404, 'DELIVERY_BRANCH_NOT_FOUND')
  return ok(c, branch)
})

settingsRoutes.on(shopMethods.adminDeliveryBranchMove, async (c) => {
  const { id } = c.req.valid('param')
  await moveBranch(c.env.DB, id, c.req.valid('json').direction, staffActor(c))
  const branch = await adminBranch(c.env.DB, id)
  if (!branch) throw refuse(404, 'DELIVERY_BRANCH_NOT_FOUND')
  return ok(c, branch)
})

settingsRoutes.on(shopMethods.adminDeliveryBranches, async (c) => {
  const { id } = c.req.valid('param')
  await methodNow(c.env.DB, id)
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows, total } = await adminBranchPage(c.env.DB, id, query.q, p.limit, p.offset)
  return ok(c, pageForms.lastPage(rows, total, { ...p, limit: ADMIN_PER_PAGE }))
})

settingsRoutes.on(shopMethods.adminPaymentMethods, async (c) => ok(c, await adminPaymentMethods(c.env.DB)))

settingsRoutes.on(shopMethods.adminPaymentMethodUpdate, async (c) => {
  const { id } = c.req.valid('param')
  await updatePaymentMethod(c.env.DB, id, c.req.valid('json'), staffActor(c))
  const method = (await adminPaymentMethods(c.env.DB, id))[0]
  if (!method) throw refuse(404, 'PAYMENT_METHOD_NOT_FOUND')
  return ok(c, method)
})

settingsRoutes.on(shopMethods.adminPaymentMethodMove, async (c) => {
  await movePaymentMethod(c.env.DB, c.req.valid('param').id, c.req.valid('json').direction, staffActor(c))
  return ok(c, await adminPaymentMethods(c.env.DB))
})

export const shopMethodsRoutes: readonly EndpointRoutes[] = [settingsRoutes]
