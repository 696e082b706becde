import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef, type SubmitEvent } from 'react'
import * as v from 'valibot'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { TextInput } from '../../lib/ui/text-input'
import { useI18n } from '../../i18n/i18n'
import { errorMessage } from '../../lib/api-error-message'
import type { Cart } from '../../../contract/dto/commerce'
import { V } from '../../../contract/validation/keys'
import { useForm } from '../../lib/form/use-form'
import { applyCouponMutation, removeCouponMutation } from './cart-api'
import { endsSession } from './cart-errors'
import { useCartFailure } from './use-cart'
import { useCartAnswer, useStoredCart } from './use-cart-answer'
import { ReturnField } from './cart-form-fields'
import { cartFormActions } from '../../../contract/cart-form'

/** SPEC §5: a coupon code is required (the edge and the backend check the same). */
const CouponFormSchema = v.object({
  couponCode: v.pipe(v.string(), v.trim(), v.minLength(1, V.required), v.maxLength(64, V.maxLength)),
})

/** SPEC §8: fired on every coupon error (for analytics and other listeners). */
const COUPON_ERROR_EVENT = 'izlog:coupon-error'

/**
 * SPEC §2/§4 coupon form: applies a code when none is set, removes the coupon when one is set
 * (the input is then disabled and shows the code). A coupon error fires the coupon-error event,
 * shows the (translated) message and removes the coupon.
 */
export function CouponForm({ cart }: { cart: Cart }) {
  const api = useApi()
  const i18n = useI18n()
  const { t } = i18n
  const toast = useToast()
  const failure = useCartFailure()
  const answer = useCartAnswer()
  const storedCart = useStoredCart()
  const headingId = useId()
  const busyRef = useRef(false)
  const applied = cart.coupon && cart.couponCode !== null
  const button = useRef<HTMLButtonElement>(null)
  const shownApplied = useRef(applied)

  // Applying disables the focused code input: keep the keyboard here (on "remove"), and back on the input after removing.
  useEffect(() => {
    if (shownApplied.current === applied) return
    shownApplied.current = applied
    const form = button.current?.form
    const active = document.activeElement
    if (!form || !(active === null || active === document.body || form.contains(active))) return
    if (applied) button.current?.focus()
    else form.querySelector<HTMLInputElement>('input[name="couponCode"]')?.focus()
  }, [applied])

  // SPEC §4: a refused coupon is removed (whatever the server kept of it); that removal's own failure is ignored.
  const dropCoupon = useMutation({
    ...removeCouponMutation(api),
    onSuccess: (next) => answer(undefined, next),
  })
  const applyCoupon = useMutation({
    ...applyCouponMutation(api),
    onMutate: () => ({ before: storedCart() }),
    onSuccess: (cart, _couponCode, mutated) => {
      answer(mutated.before, cart)
      form.reset()
      toast.success(t('core.notifications.couponApplied'))
    },
    onError: async (failed, couponCode) => {
      if (endsSession(failed)) {
        failure(failed)
        return
      }
      const message = errorMessage(failed, i18n)
      window.dispatchEvent(new CustomEvent(COUPON_ERROR_EVENT, { detail: { couponCode, message } }))
      toast.error(message)
      form.reset()
      await dropCoupon.mutateAsync().catch(() => undefined)
    },
  })
  const removeCoupon = useMutation({
    ...removeCouponMutation(api),
    onSuccess: (next) => {
      answer(undefined, next)
      toast.success(t('core.notifications.couponRemoved'))
    },
    onError: failure,
  })
  const busy = applyCoupon.isPending || removeCoupon.isPending

  // One coupon call at a time: a second press before the first has re-rendered does nothing (isPending is only seen after a render).
  const run = async (action: () => Promise<unknown>) => {
    if (busyRef.current) return
    busyRef.current = true
    try {
      await action()
    } catch {
      // Shown by the mutation's onError.
    } finally {
      busyRef.current = false
    }
  }

  const apply = (couponCode: string) => run(() => applyCoupon.mutateAsync(couponCode))

  const remove = () => run(() => removeCoupon.mutateAsync())

  const form = useForm({
    schema: CouponFormSchema,
    initial: { couponCode: '' },
    submit: ({ couponCode }) => apply(couponCode),
    onError: failure,
  })

  // With a coupon applied the same button removes it (no code to validate).
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    if (!applied) {
      form.onSubmit(event)
      return
    }
    event.preventDefault()
    void remove()
  }

  return (
    <form
      method="post"
      action={applied ? cartFormActions.removeCoupon : cartFormActions.coupon}
      className="cart-box stack"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
    >
      {/* Before the app (or without it) the browser posts the form to the edge (issue 38). */}
      <ReturnField />
      <h2 id={headingId} className="cart-box__title">
        {t('cart.coupon.title')}
      </h2>
      <TextInput
        label={t('cart.coupon.label')}
        name="couponCode"
        value={applied ? (cart.couponCode ?? '') : form.values.couponCode}
        onChange={(value) => form.set('couponCode', value)}
        disabled={applied}
        error={applied ? null : form.error('couponCode')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
      />
      {applied ? (
        <p className="small muted" role="status">
          {t('cart.coupon.applied', { code: cart.couponCode ?? '' })}
        </p>
      ) : null}
      <div className="form-actions">
        <button
          ref={button}
          type="submit"
          className={applied ? 'btn btn--secondary' : 'btn btn--primary'}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
        >
          {applied ? t('cart.coupon.remove') : t('cart.coupon.apply')}
        </button>
      </div>
    </form>
  )
}
