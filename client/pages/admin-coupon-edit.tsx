import { useSuspenseQuery } from '@tanstack/react-query'
import { HttpStatusError, type PageModule, type PageProps } from '../lib/page-types'
import { useLocale, useT } from '../i18n/i18n'
import { ApiError } from '../../contract/api'
import { useApi } from '../lib/api-context'
import { backofficeOnly } from '../features/admin/admin-guard'
import { AdminLayout } from '../features/admin/admin-layout'
import { CouponDetail } from '../features/coupons/coupon-detail'
import { couponQuery } from '../features/coupons/api'
import { routeTitleKey } from '../../contract/routes'

const idOf = (raw: string | undefined) => (raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null)

function Detail({ id }: { id: number }) {
  const { data } = useSuspenseQuery(couponQuery(useApi(), useLocale(), id))
  return <CouponDetail detail={data} />
}

/** `/admin/coupons/{id}` (issue 37): one coupon's usage, its form, switching it off, its history. */
function AdminCouponEditPage({ match }: PageProps) {
  const id = idOf(match.params['id'])
  return (
    <AdminLayout title={useT()(routeTitleKey('adminCouponEdit'))}>
      {id === null ? null : <Detail id={id} />}
    </AdminLayout>
  )
}

export const page: PageModule = {
  Component: AdminCouponEditPage,
  critical: async (ctx) => {
    const result = await backofficeOnly(ctx)
    if (result.redirect) return result
    const id = idOf(ctx.match.params['id'])
    if (id === null) throw new HttpStatusError(404, 'Coupon not found')
    try {
      const detail = await ctx.queryClient.query({ ...couponQuery(ctx.api, ctx.locale, id), staleTime: 'static' })
      return { head: { ...result.head, title: `${detail.coupon.code} | ${ctx.t(routeTitleKey('adminCouponEdit'))}` } }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw new HttpStatusError(404, 'Coupon not found')
      throw error
    }
  },
}
