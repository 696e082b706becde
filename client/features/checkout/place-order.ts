import { useRef, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { useToast } from '../../lib/toasts'
import { useErrorToast } from '../../lib/api-error-message'
import { useRouter } from '../../lib/navigation'
import { ApiError } from '../../../contract/api'
import { buildPath } from '../../../contract/routes'
import type { Cart, WalletPayment } from '../../../contract/dto/commerce'
import type { PlaceOrderInput } from '../../../contract/schemas/checkout'
import { storeCart } from '../cart/queries'
import { cartChangeMessage } from '../cart/cart-change-message'
import { consentsQuery } from '../consents/queries'
import { placeOrderMutation } from './api'
import { shownCart } from '../../../contract/cart-change'
import { missingRequiredConsent } from '../consents/missing'
import { writeDraft } from './draft'
import { submitProviderForm } from './provider-form'

export interface OrderRequest {
  /** The cart as the shopper saw it when they pressed the button. */
  shown: Cart
  paymentMethodId: number | null
  companyData: { companyName: string; oib: string } | null
  consents: ReadonlySet<string>
  order: PlaceOrderInput
}

/** The event SPEC §4 fires when the member card is no longer valid (the card form listens and clears itself). */
export const MEMBER_CARD_NOT_VALID_EVENT = 'member-card-not-valid'

/** Error codes that mean this browser's cart can no longer be ordered. */
const CART_GONE: readonly string[] = ['SESSION_ALREADY_USED', 'CART_ARCHIVED', 'NO_CART_SESSION']

export type OrderPhase = 'idle' | 'placing' | 'redirecting' | 'wallet'

/**
 * SPEC §4 Order submit. The page checks the consents and that a method is chosen; then one call
 * (/api/checkout/order) saves the payment method, checks the cart against what the shopper saw and
 * places the order, in that order, on the server. Then: nothing to pay here → the cart is done, the
 * success page; a provider form → submitted to the provider; wallet buttons → shown; the cart changed
 * → the new cart with a message naming each change. One submit at a time; a failure keeps the cart
 * and everything typed.
 */
export function usePlaceOrder(onPaymentSaveFailed: () => void): {
  place: (request: OrderRequest) => void
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
  const [wallet, setWallet] = useState<WalletPayment | null>(null)
  const [redirecting, setRedirecting] = useState(false)
  // A second press in the same tick must not submit again: the mutation's isPending arrives a task later.
  const submitting = useRef(false)
  const submit = useMutation({
    ...placeOrderMutation(api),
    onSuccess: async (placed) => {
      if (placed.next === 'cartChanged') {
        storeCart(queryClient, locale, placed.cart)
        if (placed.change === 'memberCardInvalid') {
          window.dispatchEvent(new CustomEvent(MEMBER_CARD_NOT_VALID_EVENT))
          toast.error(t('checkout.payment.memberCardInvalid'))
        } else toast.cartUpdated(cartChangeMessage(placed.lines, t, locale))
      } else if (placed.next === 'done') {
        writeDraft(null)
        storeCart(queryClient, locale, null)
        await navigate(buildPath('checkoutSuccess', locale, {}, { orderSlug: placed.orderSlug }))
      } else if (placed.next === 'form') {
        // The page stays busy until the browser has left for the provider.
        setRedirecting(true)
        submitProviderForm(placed.form)
        return
      } else setWallet(placed.wallet)
    },
    onError: async (error) => {
      // The cart was ordered meanwhile (another tab) or its session has ended: say so and start anew.
      if (error instanceof ApiError && CART_GONE.includes(error.code ?? '')) {
        storeCart(queryClient, locale, null)
        toast.error(t('core.notifications.cartUpdateError'))
        await navigate(buildPath('home', locale))
        return
      }
      if (error instanceof ApiError && error.field === 'paymentMethodId') onPaymentSaveFailed()
      showError(error)
    },
    onSettled: (placed) => {
      // Leaving for the provider: the page stays busy until the browser has gone.
      if (placed?.next !== 'form') submitting.current = false
    },
  })

  const place = (request: OrderRequest) => {
    if (submitting.current) return
    const consents = queryClient.getQueryData(consentsQuery(api, locale, 'checkout').queryKey)
    const problem = missingRequiredConsent(consents, request.consents)
    if (problem) return void toast.error(t(problem))
    if (request.paymentMethodId === null) return void toast.error(t('error.paymentMethodUndefined'))
    submitting.current = true
    submit.mutate({
      ...request.order,
      consents: [...request.consents],
      paymentMethodId: request.paymentMethodId,
      companyData: request.companyData,
      shown: shownCart(request.shown),
    })
  }

  const phase: OrderPhase = redirecting ? 'redirecting' : submit.isPending ? 'placing' : wallet ? 'wallet' : 'idle'
  return { place, phase, wallet }
}
