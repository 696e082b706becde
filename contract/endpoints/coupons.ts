import type { LastPagePage } from '../dto/cms'
import type { AdminCouponDetail, AdminCouponRow } from '../dto/coupons'
import { CouponActiveSchema, CouponInputSchema, CouponsQuerySchema } from '../schemas/coupons'
import { IdParamsSchema } from '../schemas/params'
import { endpoint } from './endpoint'

/** Issue 37, promotions: the owner's coupons (backoffice /admin/coupons), catalogue staff's area. */
export const coupons = {
  adminCoupons: endpoint<LastPagePage<AdminCouponRow>>()({
    method: 'GET',
    path: 'api/v1/admin/coupons',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    query: CouponsQuerySchema,
  }),
  adminCoupon: endpoint<AdminCouponDetail>()({
    method: 'GET',
    path: 'api/v1/admin/coupons/:id',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
  }),
  adminCouponCreate: endpoint<AdminCouponDetail>()({
    method: 'POST',
    path: 'api/v1/admin/coupons',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    body: CouponInputSchema,
  }),
  adminCouponUpdate: endpoint<AdminCouponDetail>()({
    method: 'PUT',
    path: 'api/v1/admin/coupons/:id',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    body: CouponInputSchema,
  }),
  adminCouponActive: endpoint<AdminCouponDetail>()({
    method: 'POST',
    path: 'api/v1/admin/coupons/:id/active',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    body: CouponActiveSchema,
  }),
}
