import { useQuery } from '@tanstack/react-query'
import type { AdminCouponRow } from '../../../contract/dto/coupons'
import { formatMoney } from '../../../contract/format'
import type { Locale } from '../../../contract/locales'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { DataList, type DataColumn } from '../../lib/ui/data-list'
import { useLocale, useT, type Translate } from '../../i18n/i18n'
import { ListBar, ListFilter, ListSearch, useListQuery } from '../admin/list-kit'
import { couponsQuery } from './api'

const euros = (cents: number, locale: Locale) => formatMoney(cents / 100, locale)

/** A coupon's discount as the list shows it: "15 %" or "5,00 €", with its conditions named. */
function discountText(coupon: AdminCouponRow, t: Translate, locale: Locale): string {
  const amount =
    coupon.type === 'percent'
      ? t('adminCoupons.percentValue', {
          percent: String(coupon.percent ?? 0).replace('.', locale === 'hr' ? ',' : '.'),
        })
      : euros(coupon.amountCents ?? 0, locale)
  const tags = [
    coupon.freeShipping ? t('adminCoupons.freeShippingTag') : null,
    coupon.restricted ? t('adminCoupons.restrictedTag') : null,
  ].filter((tag): tag is string => tag !== null)
  return tags.length > 0 ? `${amount} · ${tags.join(' · ')}` : amount
}

const couponColumns = (t: Translate, locale: Locale): Array<DataColumn<AdminCouponRow>> => [
  { id: 'code', header: 'adminCoupons.code', cell: (coupon) => <code>{coupon.code}</code> },
  { id: 'discount', header: 'adminCoupons.discount', cell: (coupon) => discountText(coupon, t, locale) },
  {
    id: 'uses',
    header: 'adminCoupons.uses',
    cell: (coupon) =>
      coupon.usageLimit === null
        ? String(coupon.usedCount)
        : t('adminCoupons.usesOfLimit', { used: coupon.usedCount, limit: coupon.usageLimit }),
  },
  { id: 'revenue', header: 'adminCoupons.revenue', cell: (coupon) => euros(coupon.revenueCents, locale) },
  { id: 'given', header: 'adminCoupons.discountGiven', cell: (coupon) => euros(coupon.discountCents, locale) },
  {
    id: 'status',
    header: 'adminCoupons.status',
    cell: (coupon) => t(coupon.active ? 'adminCoupons.active' : 'adminCoupons.inactive'),
  },
]

/**
 * `/admin/coupons` (issue 37): coupons searched by code, filtered by status and paged on the
 * server, each with its uses, the revenue of the paid orders that used it and the discount they got.
 */
export function CouponList() {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const list = useListQuery(['active'])
  const coupons = useQuery(couponsQuery(api, locale, list.api))
  return (
    <div className="stack">
      <p className="muted">{t('adminCoupons.intro')}</p>
      <p>
        <Link to="adminCouponNew" className="btn btn--primary">
          {t('adminCoupons.newCoupon')}
        </Link>
      </p>
      <ListBar>
        <ListSearch
          label={t('adminCoupons.searchLabel')}
          value={list.query['q'] ?? ''}
          onSearch={(q) => list.update({ q })}
        />
        <ListFilter
          label={t('adminCoupons.filterLabel')}
          value={list.query['active'] ?? ''}
          options={[
            { value: '', label: t('adminCoupons.filterAll') },
            { value: 'yes', label: t('adminCoupons.filterActive') },
            { value: 'no', label: t('adminCoupons.filterInactive') },
          ]}
          onChange={(active) => list.update({ active })}
        />
      </ListBar>
      <DataList
        label={t('routes.adminCoupons')}
        list={coupons}
        searching={Boolean(list.query['q'] || list.query['active'])}
        columns={couponColumns(t, locale)}
        rowKey={(coupon) => coupon.id}
        paging={{ page: list.page, query: list.query }}
        actions={(coupon) => (
          <Link
            to="adminCouponEdit"
            params={{ id: String(coupon.id) }}
            className="btn btn--secondary btn--sm"
            aria-label={t('adminCoupons.editNamed', { code: coupon.code })}
          >
            {t('adminCoupons.edit')}
          </Link>
        )}
      />
    </div>
  )
}
