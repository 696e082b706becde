import { useT } from '../../../i18n/i18n'
import { checkoutFormActions } from '../../../../contract/checkout-form'
import type { Cart, PaymentMethod } from '../../../../contract/dto/commerce'
import { ReturnTo } from './return-to'

const ID = 'checkout-nojs-payment'

/** The payment step as a form the browser posts (issue 38, no app): the methods that need no script, as radios. */
export function NoScriptPaymentForm({ cart, methods }: { cart: Cart; methods: PaymentMethod[] | null }) {
  const t = useT()
  const list = methods ?? []
  return (
    <form
      method="post"
      action={checkoutFormActions.payment}
      className="form stack checkout-step"
      noValidate
      aria-labelledby={ID}
    >
      <ReturnTo />
      <h2 id={ID}>{t('checkout.payment.title')}</h2>
      <p className="muted">{t('checkout.noScript.paymentHint')}</p>
      {methods === null ? <p className="notice notice--error">{t('checkout.payment.failed')}</p> : null}
      {methods !== null && list.length === 0 ? <p className="notice">{t('checkout.payment.none')}</p> : null}
      {list.length > 0 ? (
        <fieldset className="stack checkout-choices">
          <legend className="visually-hidden">{t('checkout.payment.title')}</legend>
          {list.map((m) => (
            <label className="check checkout-choice" key={m.id}>
              <input type="radio" name="paymentMethod" value={m.id} defaultChecked={cart.paymentMethodId === m.id} />
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
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={list.length === 0}>
          {t('checkout.continue')}
        </button>
      </div>
    </form>
  )
}
