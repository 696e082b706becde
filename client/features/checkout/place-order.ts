import { useCallback, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { useToast } from '../../lib/toasts'
import { useErrorToast } from '../../lib/api-error-message'
import { useRouter } from '../../lib/navigation'
import { ApiError } from '../../../contract/api'
import { buildPath } from '../../../contract/routes'
import type { Cart, ProviderForm, WalletPayment } from '../../../contract/dto/commerce'
import type { PlaceOrderInput } from '../../../contract/schemas/checkout'
import { cartApi } from '../cart/cart-api'
import { storeCart } from '../cart/queries'
import { consentsQuery } from '../consents/queries'
import { checkoutApi } from './api'
import { cartChange, MEMBER_CARD_NOT_VALID_EVENT } from './cart-change'
import { missingRequiredConsent } from '../consents/missing'
import { writeDraft } from './draft'

export interface OrderRequest {
  /** The cart as the shopper saw it when they pressed the button. */
  shown: Cart
  paymentMethodId: number | null
  companyData: { companyName: string; oib: string } | null
  consents: ReadonlySet<string>
  order: PlaceOrderInput
}

/** Error codes that mean this browser's cart can no longer be ordered. */
const CART_GONE: readonly string[] = ['SESSION_ALREADY_USED', 'CART_ARCHIVED', 'NO_CART_SESSION']

export type OrderPhase = 'idle' | 'placing' | 'redirecting' | 'wallet'

/** The provider's form (checked by the edge) built and submitted: the browser leaves for the payment page. */
function submitProviderForm(provider: ProviderForm): void {
  const form = document.createElement('form')
  form.method = provider.method
  form.action = provider.action
  form.hidden = true
  for (const field of provider.fields) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = field.name
    input.value = field.value
    form.append(input)
  }
  document.body.append(form)
  form.submit()
}

/**
 * SPEC §4 Order submit, in this order: consents (order/create logs them) → a payment method → save it →
 * the cart change check → order/create. Then: nothing to pay here → the cart is done, the success
 * page; a provider form → submitted to the provider; wallet buttons → shown. One submit at a time.
 * A failure keeps the cart and everything typed, with a clear message.
 */
export function usePlaceOrder(onPaymentSaveFailed: () => void): {
  place: (request: OrderRequest) => Promise<void>
  phase: OrderPhase
  wallet: WalletPayment | null
} {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const { navigate } = useRouter()
  const [phase, setPhase] = useState<OrderPhase>('idle')
  const [wallet, setWallet] = useState<WalletPayment | null>(null)
  const busy = useRef(false)

  const place = useCallback(
    async (request: OrderRequest) => {
      if (busy.current) return
      busy.current = true
      setPhase('placing')
      let next: OrderPhase = 'idle'
      try {
        const consents = queryClient.getQueryData(consentsQuery(api, locale, 'checkout').queryKey)
        const problem = missingRequiredConsent(consents, request.consents)
        if (problem) return void toast.error(t(problem))
        if (request.paymentMethodId === null) return void toast.error(t('error.paymentMethodUndefined'))
        try {
          storeCart(
            queryClient,
            locale,
            await checkoutApi.savePayment(api, request.paymentMethodId, request.companyData),
          )
        } catch (error) {
          onPaymentSaveFailed()
          throw error
        }
        const check = await cartApi.validate(api)
        const change = cartChange(request.shown, check)
        if (change === 'memberCardInvalid') {
          window.dispatchEvent(new CustomEvent(MEMBER_CARD_NOT_VALID_EVENT))
          storeCart(queryClient, locale, check.cart)
          return void toast.error(t('checkout.payment.memberCardInvalid'))
        }
        if (change === 'changed') {
          storeCart(queryClient, locale, check.cart)
          return void toast.cartUpdated(t('core.notifications.cartUpdated'))
        }
        const placed = await checkoutApi.placeOrder(api, { ...request.order, consents: [...request.consents] })
        if (placed.next === 'done') {
          writeDraft(null)
          storeCart(queryClient, locale, null)
          await navigate(buildPath('checkoutSuccess', locale, {}, { orderSlug: placed.orderSlug }))
        } else if (placed.next === 'form') {
          // The page stays busy until the browser has left for the provider.
          submitProviderForm(placed.form)
          next = 'redirecting'
        } else {
          setWallet(placed.wallet)
          next = 'wallet'
        }
      } catch (error) {
        // The cart was ordered meanwhile (another tab) or its session has ended: say so and start anew.
        if (error instanceof ApiError && CART_GONE.includes(error.code ?? '')) {
          storeCart(queryClient, locale, null)
          toast.error(t('core.notifications.cartUpdateError'))
          await navigate(buildPath('home', locale))
        } else showError(error)
      } finally {
        setPhase(next)
        busy.current = next === 'redirecting'
      }
    },
    [api, locale, navigate, onPaymentSaveFailed, queryClient, showError, t, toast],
  )

  return { place, phase, wallet }
}
