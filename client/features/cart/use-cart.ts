import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { useCallback, useRef, useState } from 'react'
import { renderedOnServer } from '../../lib/query-client'
import { useHydrated } from '../../lib/use-hydrated'
import { useApi } from '../../lib/api-context'
import { useRouter } from '../../lib/navigation'
import { useToast } from '../../lib/toasts'
import { useLocale, useT } from '../../i18n/i18n'
import { ApiError } from '../../../contract/api'
import { useErrorToast } from '../../lib/api-error-message'
import type { AwaitingPayment, Cart, ProductType } from '../../../contract/dto/commerce'
import { shopperPath } from '../../../contract/shopper-paths'
import { addToCartMutation, type CartItemOptions } from './cart-api'
import { cartModalOpenAtom } from './cart-ui-state'
import { cartKeys, cartQuery, checkoutSettingsQuery, endedElsewhere, storeCart, type CartEnded } from './queries'
import { parseQuantity } from './quantity'

/** The cart query (null = no cart yet, undefined = not loaded yet). */
export function useCart() {
  return useQuery(cartQuery(useApi(), useLocale()))
}

/**
 * The cart as the page may render it: what the server rendered (the cart page prefetches it)
 * from the first pass, a cart fetched in the browser only once the page has hydrated (undefined
 * until then), so hydration always matches the server's HTML.
 */
export function useHydratedCart(): Cart | null | undefined {
  const { data } = useCart()
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const locale = useLocale()
  const [serverRendered] = useState(() => renderedOnServer(queryClient, cartKeys.current(locale)))
  return hydrated || serverRendered ? data : undefined
}

/**
 * What a failed cart call means (SPEC §4/§8): 'Cart is archived.' → the session is gone: empty
 * cart, home, cartUpdateError alert; 'Session already used.' the same without a toast; no session
 * while a cart with lines is shown (another tab ordered it) is the archived case; otherwise no
 * session → empty cart. Anything else: an error toast, the last good cart stays on screen.
 */
export function useCartFailure(): (error: unknown) => void {
  const queryClient = useQueryClient()
  const locale = useLocale()
  const t = useT()
  const toast = useToast()
  const showError = useErrorToast()
  const { navigate } = useRouter()
  return useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.code : undefined
      // No session while this tab shows a cart with lines: it was ordered in another tab.
      const gone =
        code === 'NO_CART_SESSION' && endedElsewhere(queryClient.getQueryData<Cart | null>(cartKeys.current(locale)))
      if (code === 'CART_ARCHIVED' || code === 'SESSION_ALREADY_USED' || gone) {
        storeCart(queryClient, locale, null)
        if (code !== 'SESSION_ALREADY_USED') toast.error(t('core.notifications.cartUpdateError'))
        void navigate(shopperPath('home', locale))
        return
      }
      if (code === 'NO_CART_SESSION') {
        storeCart(queryClient, locale, null)
        toast.error(t('core.notifications.itemNotInCart'))
        return
      }
      showError(error)
    },
    [locale, navigate, queryClient, showError, t, toast],
  )
}

interface AddToCartInput {
  product: { id: number; name: string; type: ProductType }
  /** Raw input value: validated with the SPEC §5 quantity rule. */
  qty: string | number
  options?: CartItemOptions
  /** Editing a line (?cartItemId=): the line is updated instead of a new one added. */
  cartItemId?: number | null
}

/**
 * Add to cart (SPEC §4): quantity checked first (error.invalidQuantity, nothing sent); a second
 * click while the first is on its way does nothing; success toast naming the product or bundle,
 * then the cart-addition behaviour from the checkout settings: 0 go to the cart, 1 stay,
 * 2 open the cart modal. A failed add shows the error and nothing else.
 */
export function useAddToCart(): { add: (input: AddToCartInput) => Promise<boolean>; pending: boolean } {
  const api = useApi()
  const locale = useLocale()
  const t = useT()
  const toast = useToast()
  const queryClient = useQueryClient()
  const failure = useCartFailure()
  const openModal = useSetAtom(cartModalOpenAtom)
  const { navigate } = useRouter()
  const mutation = useMutation({
    ...addToCartMutation(api),
    onSuccess: async (cart, input) => {
      storeCart(queryClient, locale, cart)
      const key =
        input.product.type === 'bundle' ? 'core.notifications.addedBundleToCart' : 'core.notifications.addedToCart'
      toast.success(t(key, { name: input.product.name }))
      const settings = await queryClient.query(checkoutSettingsQuery(api, locale)).catch(() => null)
      const behaviour = settings?.cartAdditionBehaviour ?? 1
      if (behaviour === 0) await navigate(shopperPath('cart', locale))
      else if (behaviour === 2) openModal(true)
    },
    onError: failure,
  })
  const { mutateAsync } = mutation
  const pending = mutation.isPending
  // A second click before the first has re-rendered does nothing (isPending is only seen after a render).
  const inFlight = useRef(false)

  const add = useCallback(
    async (input: AddToCartInput): Promise<boolean> => {
      if (inFlight.current) return false
      const qty = parseQuantity(input.qty)
      if (qty === null) {
        toast.error(t('error.invalidQuantity'))
        return false
      }
      inFlight.current = true
      try {
        await mutateAsync({ ...input, qty })
        return true
      } catch {
        return false
      } finally {
        inFlight.current = false
      }
    },
    [mutateAsync, t, toast],
  )
  return { add, pending }
}

/**
 * A note the last cart fetch left beside the cart (set by cartQuery, never fetched itself): what
 * the server rendered until the page has hydrated, then the latest. A browser fetch that answers
 * while the page's part still hydrates (the header's cart starts it) must not change that
 * hydration — React would throw #418 and render the page again.
 */
function useCartNote<T>(queryKey: readonly unknown[]): T | null {
  const { data } = useQuery({ queryKey, queryFn: () => null as T | null, enabled: false, initialData: null })
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const [serverRendered] = useState(() => renderedOnServer(queryClient, queryKey))
  return hydrated || serverRendered ? data : null
}

/**
 * The cart session's order still awaiting its card or wallet payment (issue 34). The server render
 * of the cart and checkout pages knows it too (worker/cart/server-cart.ts), so a browser without
 * the app gets the notice with its forms (issue 38).
 */
export const useAwaitingPayment = (): AwaitingPayment | null => useCartNote<AwaitingPayment>(cartKeys.awaitingPayment)

/**
 * How the cart session was found ended (SPEC §4), until CartCountBridge has acted on it: for a
 * page without the app only (inside <noscript>, which the browser's React never renders), since
 * the bridge clears it while the page may still hydrate.
 */
export function useCartEnded(): CartEnded | null {
  const { data } = useQuery({
    queryKey: cartKeys.ended,
    queryFn: () => null as CartEnded | null,
    enabled: false,
    initialData: null,
  })
  return data
}
