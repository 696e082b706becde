import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminCouponDetail } from '../../../contract/dto/coupons'
import { formatDateTime } from '../../../contract/format-date'
import { formatMoney } from '../../../contract/format'
import { useApi } from '../../lib/api-context'
import { errorMessage } from '../../lib/api-error-message'
import { Link } from '../../lib/link'
import { useI18n, useLocale, useT } from '../../i18n/i18n'
import { BACKOFFICE_KEY } from '../admin/list-kit'
import { setCouponActiveMutation } from './api'
import { CouponForm } from './coupon-form'

const ACTIONS = {
  'coupon.create': 'adminCoupons.actions.create',
  'coupon.update': 'adminCoupons.actions.update',
  'coupon.deactivate': 'adminCoupons.actions.deactivate',
  'coupon.activate': 'adminCoupons.actions.activate',
} as const
const isAction = (action: string): action is keyof typeof ACTIONS => action in ACTIONS

/**
 * `/admin/coupons/{id}` (issue 37): the coupon's usage (uses, paid revenue, discount given), its
 * form, switching it off or on, and who changed what, when.
 */
export function CouponDetail({ detail }: { detail: AdminCouponDetail }) {
  const t = useT()
  const translator = useI18n()
  const locale = useLocale()
  const api = useApi()
  const queryClient = useQueryClient()
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const { coupon } = detail
  const toggle = useMutation({
    ...setCouponActiveMutation(api),
    onSuccess: async (next) => {
      setMessage({ text: t(next.coupon.active ? 'adminCoupons.switchedOn' : 'adminCoupons.switchedOff'), error: false })
      await queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })
    },
    onError: (failure) => setMessage({ text: errorMessage(failure, translator), error: true }),
  })
  const money = (cents: number) => formatMoney(cents / 100, locale)
  return (
    <div className="stack">
      <p>
        <Link to="adminCoupons">{t('adminCoupons.backToList')}</Link>
      </p>
      <section className="panel stack" aria-labelledby="coupon-usage">
        <h2 id="coupon-usage">{t('adminCoupons.summary.title')}</h2>
        <ul role="list" className="stack">
          <li>{t('adminCoupons.summary.uses', { count: coupon.usedCount })}</li>
          <li>{t('adminCoupons.summary.revenue', { amount: money(coupon.revenueCents) })}</li>
          <li>{t('adminCoupons.summary.discount', { amount: money(coupon.discountCents) })}</li>
        </ul>
        <div className="button-row">
          <button
            type="button"
            className={coupon.active ? 'btn btn--danger' : 'btn btn--secondary'}
            aria-disabled={toggle.isPending || undefined}
            onClick={() => !toggle.isPending && toggle.mutate({ id: coupon.id, active: !coupon.active })}
          >
            {t(coupon.active ? 'adminCoupons.switchOff' : 'adminCoupons.switchOn')}
          </button>
        </div>
        {message ? (
          <p
            className={message.error ? 'notice notice--error' : 'notice notice--success'}
            role={message.error ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        ) : null}
      </section>
      <CouponForm key={`${coupon.id}-${coupon.active ? 1 : 0}`} saved={detail} />
      <section className="panel stack" aria-labelledby="coupon-history">
        <h2 id="coupon-history">{t('adminCoupons.history')}</h2>
        {detail.history.length === 0 ? (
          <p className="muted">{t('adminCoupons.historyEmpty')}</p>
        ) : (
          <ul role="list" className="stack">
            {detail.history.map((entry) => (
              <li key={entry.id}>
                {t('adminCoupons.historyEntry', {
                  at: formatDateTime(entry.at, locale),
                  who: entry.actorEmail,
                  action: isAction(entry.action) ? t(ACTIONS[entry.action]) : entry.action,
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
