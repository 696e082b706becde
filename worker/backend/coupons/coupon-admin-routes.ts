import type { AdminCouponDetail } from '../../../contract/dto/coupons'
import { coupons } from '../../../contract/endpoints/coupons'
import { auditTrail } from '../audit-log'
import { staffActor } from '../context'
import { ok, pageForms, refuse } from '../http'
import { endpointRoutes } from '../routing'
import { ADMIN_PER_PAGE, adminPaging } from '../admin-lists'
import type { Locale } from '../../../contract/locales'
import { couponIdByCode, couponTargets, findCouponRow, listCoupons } from './coupon-admin-rows'
import { checkCouponInput } from './coupon-input'
import { couponSubject, createCoupon, isCodeTaken, setCouponActive, updateCoupon } from './coupon-writes'

/**
 * Coupons in the backoffice (issue 37, area catalogue): the list with uses, revenue and discount;
 * create, save and switch off or on. Every change is audited with the staff member who made it.
 */
export const couponAdminRoutes = endpointRoutes('api/v1/admin/coupons')

/** The staff member making a change: checked again here, before anything is read. */
async function detailOf(db: D1Database, id: number, lang: Locale): Promise<AdminCouponDetail> {
  const coupon = await findCouponRow(db, id)
  if (!coupon) throw refuse(404, 'COUPON_NOT_FOUND')
  const [targets, history] = await Promise.all([couponTargets(db, id, lang), auditTrail(db, couponSubject(id))])
  return {
    coupon,
    ...targets,
    history: history.map(({ id: entryId, actorEmail, action, detail, at }) => ({
      id: entryId,
      actorEmail,
      action,
      detail,
      at,
    })),
  }
}

const codeTaken = () => refuse(409, 'COUPON_CODE_TAKEN', { field: 'code' })

couponAdminRoutes.on(coupons.adminCoupons, async (c) => {
  const query = c.req.valid('query')
  const p = adminPaging(query.page)
  const { rows, total } = await listCoupons(
    c.env.DB,
    { q: query.q || undefined, active: query.active },
    p.limit,
    p.offset,
  )
  return ok(c, pageForms.lastPage(rows, total, { ...p, limit: ADMIN_PER_PAGE }))
})

couponAdminRoutes.on(coupons.adminCoupon, async (c) =>
  ok(c, await detailOf(c.env.DB, c.req.valid('param').id, c.get('lang'))),
)

couponAdminRoutes.on(coupons.adminCouponCreate, async (c) => {
  const actor = staffActor(c)
  const db = c.env.DB
  const values = await checkCouponInput(db, c.req.valid('json'))
  if ((await couponIdByCode(db, values.code)) !== null) throw codeTaken()
  try {
    await createCoupon(db, actor, values)
  } catch (error) {
    if (isCodeTaken(error)) throw codeTaken()
    throw error
  }
  const id = await couponIdByCode(db, values.code)
  if (id === null) throw refuse(404, 'COUPON_NOT_FOUND')
  return ok(c, await detailOf(db, id, c.get('lang')), 201)
})

couponAdminRoutes.on(coupons.adminCouponUpdate, async (c) => {
  const actor = staffActor(c)
  const db = c.env.DB
  const id = c.req.valid('param').id
  if (!(await findCouponRow(db, id))) throw refuse(404, 'COUPON_NOT_FOUND')
  const values = await checkCouponInput(db, c.req.valid('json'))
  const holder = await couponIdByCode(db, values.code)
  if (holder !== null && holder !== id) throw codeTaken()
  try {
    if (!(await updateCoupon(db, actor, id, values))) throw refuse(404, 'COUPON_NOT_FOUND')
  } catch (error) {
    if (isCodeTaken(error)) throw codeTaken()
    throw error
  }
  return ok(c, await detailOf(db, id, c.get('lang')))
})

couponAdminRoutes.on(coupons.adminCouponActive, async (c) => {
  const actor = staffActor(c)
  const db = c.env.DB
  const id = c.req.valid('param').id
  const coupon = await findCouponRow(db, id)
  if (!coupon) throw refuse(404, 'COUPON_NOT_FOUND')
  const { active } = c.req.valid('json')
  if (coupon.active !== active) await setCouponActive(db, actor, id, active)
  return ok(c, await detailOf(db, id, c.get('lang')))
})
