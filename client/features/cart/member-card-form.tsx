import { useMutation } from '@tanstack/react-query'
import { cartFormActions } from '../../../contract/cart-form'
import { ReturnField } from './cart-form-fields'
import { useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { useToast } from '../../lib/toasts'
import { useViewer } from '../../lib/viewer'
import { TextInput } from '../../lib/ui/text-input'
import { useT } from '../../i18n/i18n'
import type { Cart } from '../../../contract/dto/commerce'
import { BarcodeImage } from './barcode-image'
import { applyMemberCardMutation } from './cart-api'
import { isInvalidMemberCard } from './cart-errors'
import { useCartFailure } from './use-cart'
import { useCartAnswer, useStoredCart } from './use-cart-answer'
import { useHydrated } from '../../lib/use-hydrated'
import { rememberMemberCard, rememberedMemberCard } from './member-card-cookie'

/** SPEC §5/§8 events of the membership barcode form. */
const MEMBER_CARD_EMPTY_EVENT = 'izlog:member-card-empty'
const INCORRECT_BARCODE_EVENT = 'izlog:incorrect-barcode'

type Notice = 'loginRequired' | 'alreadyApplied' | null

/**
 * SPEC §2/§5 membership card form: an empty value only fires the empty event; a value equal to
 * the cart's stored barcode is skipped; it is applied only for a logged-in visitor with a cart
 * (else a message says why); success and invalid toasts, invalid also fires incorrect-barcode.
 * The applied card is shown as a scannable barcode, with what `offer` renders for it (the cart page
 * offers saving it to the profile: the account feature's, so that the cart does not import it).
 */
export function MemberCardForm({ cart, offer }: { cart: Cart; offer?: (barcode: string) => ReactNode }) {
  const api = useApi()
  const t = useT()
  const toast = useToast()
  const viewer = useViewer()
  const failure = useCartFailure()
  const answer = useCartAnswer()
  const storedCart = useStoredCart()
  const headingId = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const [notice, setNotice] = useState<Notice>(null)
  // A second press before the first has re-rendered does nothing (isPending is only seen after a render).
  const busyRef = useRef(false)
  const applyCard = useMutation({
    ...applyMemberCardMutation(api),
    onMutate: () => ({ before: storedCart() }),
    onSuccess: (next, barcode, mutated) => {
      answer(mutated.before, next)
      rememberMemberCard(barcode)
      setDraft(null)
      toast.success(t('core.notifications.membershipCardBarcodeApplied'))
    },
    onError: (error, barcode) => {
      if (isInvalidMemberCard(error)) {
        toast.error(t('core.notifications.membershipCardBarcodeInvalid'))
        window.dispatchEvent(new CustomEvent(INCORRECT_BARCODE_EVENT, { detail: { barcode } }))
      } else failure(error)
    },
  })
  const busy = applyCard.isPending
  const hydrated = useHydrated()
  const stored = cart.memberCardBarcode ?? ''
  // A card this browser had accepted before (SPEC §9 memberCardBarcode cookie) is offered for a new cart.
  const value = draft ?? (stored || (hydrated ? rememberedMemberCard() : ''))

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busyRef.current) return
    const barcode = value.trim()
    if (barcode === '') {
      window.dispatchEvent(new CustomEvent(MEMBER_CARD_EMPTY_EVENT))
      setNotice(null)
      return
    }
    if (barcode === stored) {
      setDraft(null)
      setNotice('alreadyApplied')
      return
    }
    if (!viewer || !storedCart()) {
      setNotice('loginRequired')
      return
    }
    setNotice(null)
    busyRef.current = true
    try {
      await applyCard.mutateAsync(barcode)
    } catch {
      // Shown by the mutation's onError.
    } finally {
      busyRef.current = false
    }
  }

  return (
    <form
      method="post"
      action={cartFormActions.memberCard}
      className="cart-box stack"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={headingId}
    >
      <ReturnField />
      <h2 id={headingId} className="cart-box__title">
        {t('cart.memberCard.title')}
      </h2>
      <TextInput
        label={t('cart.memberCard.label')}
        name="memberCardBarcode"
        value={value}
        onChange={(next) => {
          setDraft(next)
          setNotice(null)
        }}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
      />
      {notice === 'loginRequired' ? (
        <p className="notice notice--error" role="alert">
          {t('cart.memberCard.loginRequired')} <Link to="profile">{t('cart.memberCard.login')}</Link>
        </p>
      ) : null}
      {notice === 'alreadyApplied' ? (
        <p className="small muted" role="status">
          {t('cart.memberCard.alreadyApplied')}
        </p>
      ) : null}
      <div className="form-actions">
        <button
          type="submit"
          className="btn btn--secondary"
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
        >
          {t('cart.memberCard.apply')}
        </button>
      </div>
      {cart.memberCardBarcode ? (
        <div className="member-card">
          <p className="small muted">{t('cart.memberCard.applied')}</p>
          <BarcodeImage value={cart.memberCardBarcode} />
          {offer?.(cart.memberCardBarcode)}
        </div>
      ) : null}
    </form>
  )
}
