import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { useT } from '../../i18n/i18n'
import type { CartItem } from '../../../contract/dto/commerce'
import { removeCartLineMutation } from './cart-api'
import { endsSession, isItemNotInCart } from './cart-errors'
import { cartKeys } from './queries'
import { useCartFailure } from './use-cart'
import { useCartAnswer, useStoredCart } from './use-cart-answer'

export interface LineRemoval {
  /** Removes the line; false when it failed (its message shown) or another removal was on its way. */
  remove: (line: CartItem) => Promise<boolean>
  removing: boolean
}

/**
 * Removing a cart line (SPEC §4/§5/§8), from the cart or the product page: a double click sends
 * one request; success toast naming the product or bundle; a line that is not in the cart (any
 * more) → core.notifications.itemNotInCart and the cart fetched again; a lost session as every
 * cart call; anything else error.removeFromCartFailed, the cart unchanged. `beforeRemove` runs
 * first (e.g. a pending quantity edit is cancelled).
 */
export function useRemoveCartLine(beforeRemove?: () => Promise<void>): LineRemoval {
  const api = useApi()
  const t = useT()
  const toast = useToast()
  const queryClient = useQueryClient()
  const failure = useCartFailure()
  const answer = useCartAnswer()
  const storedCart = useStoredCart()
  const latest = useRef(beforeRemove)
  latest.current = beforeRemove
  const removing = useRef(false)

  const removal = useMutation({
    ...removeCartLineMutation(api),
    // The cart before the removal is read once what must come first is done.
    onMutate: async () => {
      await latest.current?.()
      return { before: storedCart() }
    },
    onSuccess: (cart, line, mutated) => {
      answer(mutated.before, cart)
      const key =
        line.productData.type === 'bundle'
          ? 'core.notifications.removedBundleFromCart'
          : 'core.notifications.removedFromCart'
      toast.success(t(key, { name: line.productData.name }))
    },
    onError: (error) => {
      if (endsSession(error)) failure(error)
      else if (isItemNotInCart(error)) {
        toast.error(t('core.notifications.itemNotInCart'))
        void queryClient.invalidateQueries({ queryKey: cartKeys.all })
      } else toast.error(t('error.removeFromCartFailed'))
    },
  })
  const { mutateAsync } = removal

  // A second click before the first has re-rendered does nothing (isPending is only seen after a render).
  const remove = useCallback(
    async (line: CartItem): Promise<boolean> => {
      if (removing.current) return false
      removing.current = true
      try {
        await mutateAsync(line)
        return true
      } catch {
        return false
      } finally {
        removing.current = false
      }
    },
    [mutateAsync],
  )
  return { remove, removing: removal.isPending }
}
