import { useEffect, useEffectEvent, useId, useRef, useState, type SubmitEvent } from 'react'
import { MethodsStatus } from './methods-status'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { useToast } from '../../lib/toasts'
import { useErrorToast } from '../../lib/api-error-message'
import { formatMoney } from '../../../contract/format'
import { storeCart } from '../cart/queries'
import type { Cart } from '../../../contract/dto/commerce'
import { shippingChoiceError } from '../../../contract/checkout-form'
import { saveDeliveryMutation } from './api'
import { deliveryMethodsQuery } from './queries'

interface ShippingStepProps {
  cart: Cart
  countryId: number | null
  /** SPEC §4: skip the step when configured (the first method is chosen and submitted). */
  autoSkip: boolean
  /** After a save: the choice as the step summary shows it. */
  onSaved: (label: string) => void
}

/**
 * SPEC §2/§4 shipping step: the methods that can deliver this cart to the chosen country, as radios
 * with price and description; a branch select for methods with branches. One save at a time; a
 * failed save puts the selection back to the last saved one; a failed list empties it with an error
 * and a retry button.
 */
export function ShippingStep({ cart, countryId, autoSkip, onSaved }: ShippingStepProps) {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const headingId = useId()
  const branchId = useId()
  const methods = useQuery(deliveryMethodsQuery(api, locale, cart.id, countryId, cart.version))
  const list = methods.isError ? [] : (methods.data ?? [])
  const [chosen, setChosen] = useState<number | null>(cart.deliveryMethodId)
  const [branch, setBranch] = useState<number | null>(cart.options.deliveryBranchId)
  const saveDelivery = useMutation({
    ...saveDeliveryMutation(api),
    onSuccess: (next, { methodId, branchId }) => {
      storeCart(queryClient, locale, next)
      const saved = list.find((m) => m.id === methodId)
      const branchName = saved?.options.find((b) => b.id === branchId)
      onSaved(saved ? `${saved.name}${branchName ? ` – ${branchName.name}` : ''}` : '')
    },
    onError: (error) => {
      setChosen(cart.deliveryMethodId)
      setBranch(cart.options.deliveryBranchId)
      showError(error)
    },
  })
  const saving = saveDelivery.isPending
  // A second save before the first has re-rendered does nothing (isPending is only seen after a render).
  const busy = useRef(false)
  const skipped = useRef(false)
  const method = list.find((m) => m.id === chosen) ?? null
  const chosenHours = method?.options.find((option) => option.id === branch)?.hours ?? ''

  const save = async (methodId: number | null, branchChoice: number | null) => {
    if (busy.current) return
    const problem = shippingChoiceError(list, methodId, branchChoice)
    if (problem) {
      toast.error(t(problem))
      return
    }
    busy.current = true
    try {
      await saveDelivery.mutateAsync({ methodId: methodId!, branchId: branchChoice, countryId })
    } catch {
      // Shown by the mutation's onError.
    } finally {
      busy.current = false
    }
  }

  const saveOnlyMethod = useEffectEvent(() => {
    const first = list[0]
    if (!autoSkip || skipped.current || !first || cart.deliveryMethodId !== null || first.options.length > 0) return
    skipped.current = true
    setChosen(first.id)
    void save(first.id, null)
  })
  // Runs once the list has arrived.
  useEffect(() => saveOnlyMethod(), [autoSkip, list.length])

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    void save(chosen, method && method.options.length > 0 ? branch : null)
  }

  const money = (amount: number) =>
    amount === 0 ? t('checkout.shipping.free') : formatMoney(amount, locale, cart.currency.code)

  return (
    <form className="form stack checkout-step" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkout.shipping.title')}</h2>
      <MethodsStatus methods={methods} failedKey="checkout.shipping.failed" noneKey="checkout.shipping.none" />
      {list.length > 0 ? (
        <fieldset className="stack checkout-choices">
          <legend className="visually-hidden">{t('checkout.shipping.title')}</legend>
          {list.map((m) => (
            <label className="check checkout-choice" key={m.id}>
              <input
                type="radio"
                name="deliveryMethod"
                value={m.id}
                checked={chosen === m.id}
                onChange={() => {
                  setChosen(m.id)
                  setBranch(null)
                }}
              />
              <span>
                <strong>{m.name}</strong> <span className="checkout-choice__price">{money(m.price)}</span>
                {m.description ? <span className="checkout-choice__text">{m.description}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {method && method.options.length > 0 ? (
        <div className="field field--select">
          <label className="field__static-label" htmlFor={branchId}>
            {t('checkout.shipping.branch')}
          </label>
          <select
            id={branchId}
            name="branch"
            className="select"
            required
            value={branch ?? ''}
            onChange={(event) => setBranch(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('checkout.shipping.chooseBranch')}</option>
            {method.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} ({option.address})
              </option>
            ))}
          </select>
          {chosenHours ? (
            <p id={`${branchId}-hours`} className="checkout-choice__text" aria-live="polite">
              {t('checkout.shipping.branchHours', { hours: chosenHours })}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="form-actions">
        {/* aria-disabled while saving (the save guards itself): a disabled button would drop the keyboard focus. */}
        <button
          type="submit"
          className="btn btn--primary"
          disabled={list.length === 0}
          aria-disabled={saving || undefined}
          aria-busy={saving}
        >
          {saving ? t('checkout.saving') : t('checkout.continue')}
        </button>
      </div>
    </form>
  )
}
