import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { useLocale, useT } from '../../i18n/i18n'
import type { Cart } from '../../../contract/dto/commerce'
import { cartApi } from './cart-api'
import { droppedCoupon } from './coupon-drop'
import { cartKeys, storeCart } from './queries'

/** The cart as last stored (what a mutation started from). */
export function useStoredCart(): () => Cart | null | undefined {
  const queryClient = useQueryClient()
  const locale = useLocale()
  return useCallback(() => queryClient.getQueryData<Cart | null>(cartKeys.current(locale)), [locale, queryClient])
}

/**
 * Stores a server answer to a cart change (storeCart ignores answers older than what is shown)
 * and applies SPEC §4: a coupon the server no longer applies after an update is removed (with a
 * note to the visitor). `before` is the cart the change started from.
 */
export function useCartAnswer(): (before: Cart | null | undefined, answer: Cart) => void {
  const api = useApi()
  const queryClient = useQueryClient()
  const locale = useLocale()
  const t = useT()
  const toast = useToast()
  return useCallback(
    (before, answer) => {
      storeCart(queryClient, locale, answer)
      const dropped = droppedCoupon(before, answer)
      if (dropped === null) return
      toast.info(dropped ? t('cart.coupon.dropped', { code: dropped }) : t('core.notifications.couponRemoved'))
      // Best effort: the coupon is already gone from the totals; a failure here changes nothing shown.
      cartApi.removeCoupon(api).then(
        (cart) => storeCart(queryClient, locale, cart),
        () => undefined,
      )
    },
    [api, locale, queryClient, t, toast],
  )
}
