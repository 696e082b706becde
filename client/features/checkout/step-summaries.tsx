import { Link } from '../../lib/link'
import { useT } from '../../i18n/i18n'
import type { Cart } from '../../../contract/dto/commerce'
import type { CheckoutDraft } from './draft'
import type { CheckoutStep } from './steps'
import { billingKey, type AddressField } from '../../../contract/schemas/checkout'

/** The earlier steps' choices stay visible (address, delivery), each with a link back to change it. */
export function StepSummaries({
  cart,
  draft,
  step,
  countryName,
}: {
  cart: Cart
  draft: CheckoutDraft
  step: CheckoutStep
  countryName: string
}) {
  const t = useT()
  const v = draft.values
  const line = (prefix: '' | 'billing') => {
    const get = (name: AddressField) => v[prefix ? billingKey(name) : name] ?? ''
    return `${get('firstName')} ${get('lastName')}, ${get('street')} ${get('houseNumber')}, ${get('zipCode')} ${get('city')}`
  }
  return (
    <div className="checkout-summaries">
      <section className="checkout-summaries__item" aria-labelledby="summary-address">
        <h2 id="summary-address" className="checkout-summaries__title">
          {t(cart.digitalOnly ? 'checkout.address.billingTitle' : 'checkout.address.summaryTitle')}
        </h2>
        <p>
          {line('')}, {countryName}
          {draft.values['email'] ? <span className="checkout-choice__text">{draft.values['email']}</span> : null}
        </p>
        {cart.digitalOnly ? null : (
          <p className="muted">
            {draft.differentBilling
              ? `${t('checkout.address.billingTitle')}: ${line('billing')}`
              : t('checkout.address.billingSame')}
          </p>
        )}
        {draft.company ? (
          <p className="muted">
            {v['companyName']}, OIB {v['companyOib']}
          </p>
        ) : null}
        <Link
          to="checkout"
          query={{ step: 'address' }}
          className="checkout-summaries__edit"
          aria-describedby="summary-address"
        >
          {t('checkout.edit')}
        </Link>
      </section>
      {step === 'payment' && !cart.digitalOnly && draft.delivery ? (
        <section className="checkout-summaries__item" aria-labelledby="summary-shipping">
          <h2 id="summary-shipping" className="checkout-summaries__title">
            {t('checkout.shipping.summaryTitle')}
          </h2>
          <p>{draft.delivery}</p>
          <Link
            to="checkout"
            query={{ step: 'shipping' }}
            className="checkout-summaries__edit"
            aria-describedby="summary-shipping"
          >
            {t('checkout.edit')}
          </Link>
        </section>
      ) : null}
      {step === 'payment' && cart.digitalOnly ? <p className="muted">{t('checkout.shipping.digital')}</p> : null}
    </div>
  )
}
