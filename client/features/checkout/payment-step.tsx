import { useEffect, useEffectEvent, useId, useRef, useState, type SubmitEvent } from 'react'
import { MethodsStatus } from './methods-status'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { TextInput } from '../../lib/ui/text-input'
import { storeCart } from '../cart/queries'
import { isValidOib } from '../../../contract/validation/oib'
import type { Cart, PaymentMethod } from '../../../contract/dto/commerce'
import type { PlaceOrderInput } from '../../../contract/schemas/checkout'
import { INSTRUCTIONS_MAX_LENGTH } from '../../../contract/schemas/cart'
import { savePaymentMutation } from './api'
import { paymentMethodsQuery } from './queries'
import { usePlaceOrder } from './place-order'
import { WalletButtons } from './wallet-buttons'

interface PaymentStepProps {
  cart: Cart
  companyData: { companyName: string; oib: string } | null
  consents: ReadonlySet<string>
  order: Omit<PlaceOrderInput, 'orderMessage'>
}

/** SPEC §4: the payment step is skipped (its method chosen and saved) when company data is valid and exactly one HPF method exists. */
export function autoPaymentMethod(
  methods: PaymentMethod[],
  companyData: { companyName: string; oib: string } | null,
): PaymentMethod | null {
  const hosted = methods.filter((m) => m.paymentType === 'HPF')
  const companyValid = companyData === null || (companyData.companyName.trim() !== '' && isValidOib(companyData.oib))
  return companyValid && hosted.length === 1 ? hosted[0]! : null
}

/**
 * SPEC §2/§4 payment step: the applicable methods as radios (the choice is saved by the order
 * submit; a failed save goes back to the last saved one), a note for the order, the place-order
 * button and, for a wallet order, the wallet button container.
 */
export function PaymentStep({ cart, companyData, consents, order }: PaymentStepProps) {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const headingId = useId()
  const methods = useQuery(paymentMethodsQuery(api, locale, cart.id, cart.items.length))
  const list = methods.isError ? [] : (methods.data ?? [])
  const [chosen, setChosen] = useState<number | null>(cart.paymentMethodId)
  // One note per order: the cart's instructions box and this box are the same field.
  const [message, setMessage] = useState(cart.instructions)
  const savedChoice = useRef(cart.paymentMethodId)
  const savePayment = useMutation({
    ...savePaymentMutation(api),
    onSuccess: (next, { methodId }) => {
      savedChoice.current = methodId
      storeCart(queryClient, locale, next)
    },
    onError: (error) => {
      if (!choseByHand.current) setChosen(savedChoice.current)
      showError(error)
    },
  })
  const autoSaved = useRef(false)
  // The shopper's own choice: the automatic save of the only hosted method never overrides it.
  const choseByHand = useRef(false)
  // The save on its way (one at a time, from the first call on: isPending is only seen after a
  // render). The order waits for it, or it could land between the order's own save of the shopper's
  // method and the order, and the order would take its method.
  const pendingSave = useRef<Promise<unknown> | null>(null)
  const { place, phase, wallet } = usePlaceOrder(() => setChosen(savedChoice.current))

  const saveChoice = async (methodId: number) => {
    if (pendingSave.current) return
    if (!choseByHand.current) setChosen(methodId)
    const save = savePayment.mutateAsync({ methodId, companyData })
    pendingSave.current = save
    try {
      await save
    } catch {
      // Shown by the mutation's onError.
    } finally {
      pendingSave.current = null
    }
  }

  const saveOnlyMethod = useEffectEvent(() => {
    const only = autoPaymentMethod(list, companyData)
    if (!only || autoSaved.current || choseByHand.current || cart.paymentMethodId === only.id) return
    autoSaved.current = true
    void saveChoice(only.id)
  })
  // Once the list has arrived.
  useEffect(() => saveOnlyMethod(), [list.length])

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = {
      shown: cart,
      paymentMethodId: chosen,
      companyData,
      consents,
      order: { ...order, orderMessage: message },
    }
    void (pendingSave.current ?? Promise.resolve()).catch(() => undefined).then(() => place(input))
  }

  const busy = phase === 'placing' || phase === 'redirecting'
  if (wallet) return <WalletButtons wallet={wallet} />

  return (
    <form
      className="form stack checkout-step"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      aria-busy={busy}
    >
      <h2 id={headingId}>{t('checkout.payment.title')}</h2>
      <MethodsStatus methods={methods} failedKey="checkout.payment.failed" noneKey="checkout.payment.none" />
      {list.length > 0 ? (
        <fieldset className="stack checkout-choices">
          <legend className="visually-hidden">{t('checkout.payment.title')}</legend>
          {list.map((m) => (
            <label className="check checkout-choice" key={m.id}>
              <input
                type="radio"
                name="paymentMethod"
                value={m.id}
                checked={chosen === m.id}
                aria-disabled={busy || undefined}
                onChange={() => {
                  if (busy) return
                  choseByHand.current = true
                  setChosen(m.id)
                }}
              />
              <span>
                <strong>{m.name}</strong>
                {m.description ? <span className="checkout-choice__text">{m.description}</span> : null}
                {m.paymentType === 'BANK_TRANSFER' ? (
                  <span className="checkout-choice__text">{t('checkout.payment.bankTransferHint')}</span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <TextInput
        type="textarea"
        name="orderMessage"
        label={t('checkout.payment.message')}
        value={message}
        onChange={setMessage}
        maxLength={INSTRUCTIONS_MAX_LENGTH}
        rows={3}
      />
      {phase === 'redirecting' ? (
        <p className="notice" role="status">
          {t('checkout.payment.redirecting')}
        </p>
      ) : null}
      <div className="form-actions">
        {/* aria-disabled while the order is placed: a disabled button would drop the keyboard focus to the page. */}
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={list.length === 0}
          aria-disabled={busy || undefined}
          aria-busy={busy}
        >
          {busy ? t('checkout.payment.placing') : t('checkout.payment.placeOrder')}
        </button>
      </div>
    </form>
  )
}
