import { useT } from '../../../i18n/i18n'
import { checkoutFormActions } from '../../../../contract/checkout-form'
import type { Cart, PaymentMethod } from '../../../../contract/dto/commerce'
import { NoScriptChoiceStep } from './choice-step-form'

const ID = 'checkout-nojs-payment'

/** The payment step as a form the browser posts (issue 38, no app): the methods that need no script, as radios. */
export function NoScriptPaymentForm({ cart, methods }: { cart: Cart; methods: PaymentMethod[] | null }) {
  const t = useT()
  return (
    <NoScriptChoiceStep
      id={ID}
      action={checkoutFormActions.payment}
      title={t('checkout.payment.title')}
      failed={t('checkout.payment.failed')}
      none={t('checkout.payment.none')}
      methods={methods}
      name="paymentMethod"
      chosenId={cart.paymentMethodId}
      label={(m) => (
        <>
          <strong>{m.name}</strong>
          {m.description ? <span className="checkout-choice__text">{m.description}</span> : null}
          {m.paymentType === 'BANK_TRANSFER' ? (
            <span className="checkout-choice__text">{t('checkout.payment.bankTransferHint')}</span>
          ) : null}
        </>
      )}
    />
  )
}
