import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { cartCountAtom, rememberCartHint } from '../../lib/cart-count'
import { useRoute, useRouter } from '../../lib/navigation'
import { useToast } from '../../lib/toasts'
import { useLocale, useT } from '../../i18n/i18n'
import { buildPath } from '../../../contract/routes'
import { cartKeys, type CartEnded } from './queries'
import { useCart } from './use-cart'

/**
 * Keeps the header bubble in step with the cart query (filled in on the client only), and acts
 * when fetching the cart found the session ended (SPEC §4: the edge already cleared the cookies):
 * 'Cart is archived.' alerts cartUpdateError ('Session already used.' silently); on the pages
 * that show the cart the visitor goes home, elsewhere the page stays.
 */
export function CartCountBridge() {
  const { data } = useCart()
  const { data: ended } = useQuery({
    queryKey: cartKeys.ended,
    queryFn: () => null as CartEnded | null,
    enabled: false,
    initialData: null,
  })
  const setCount = useSetAtom(cartCountAtom)
  const queryClient = useQueryClient()
  const locale = useLocale()
  const t = useT()
  const toast = useToast()
  const route = useRoute()
  const { navigate } = useRouter()

  useEffect(() => {
    if (data === undefined) return
    const count = data ? data.itemsCount : 0
    setCount(count)
    rememberCartHint(count)
  }, [data, setCount])

  const onCartPage = route.match?.name === 'cart' || route.match?.name === 'checkout'
  useEffect(() => {
    if (!ended) return
    queryClient.setQueryData<CartEnded | null>(cartKeys.ended, null)
    if (ended === 'CART_ARCHIVED') toast.error(t('core.notifications.cartUpdateError'))
    if (onCartPage) void navigate(buildPath('home', locale))
  }, [ended, locale, navigate, onCartPage, queryClient, t, toast])
  return null
}
