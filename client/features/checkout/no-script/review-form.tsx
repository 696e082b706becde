import { useT } from '../../../i18n/i18n'
import { TextInput } from '../../../lib/ui/text-input'
import { ConsentCheckboxes } from '../../consents/consent-checkboxes'
import { checkoutFormActions, type NoScriptCheckout, type NoScriptDraft } from '../../../../contract/checkout-form'
import { shownCart } from '../../../../contract/cart-change'
import { addressLine } from '../../../../contract/address-values'
import { INSTRUCTIONS_MAX_LENGTH } from '../../../../contract/schemas/cart'
import { billingKey, ADDRESS_FIELDS } from '../../../../contract/schemas/checkout'
import type { Cart } from '../../../../contract/dto/commerce'
import { ReturnTo } from './return-to'

const ID = 'checkout-nojs-review'

const block = (draftValues: NoScriptDraft['values'], billing: boolean) => {
  const values: Record<string, string | undefined> = draftValues
  const out: Record<string, string> = {}
  for (const field of ADDRESS_FIELDS) out[field] = values[billing ? billingKey(field) : field] ?? ''
  return addressLine({
    firstName: out['firstName']!,
    lastName: out['lastName']!,
    street: out['street']!,
    houseNumber: out['houseNumber']!,
    zipCode: out['zipCode']!,
    city: out['city']!,
    country: out['country']!,
  })
}

/**
 * The last step without the app (issue 38): what is ordered where and how, the order's note, the
 * checkout consents (never ticked in advance) and the order button. The cart as shown travels in a
 * hidden field, so a cart changed meanwhile is not ordered unseen (as the app's `shown`).
 */
export function NoScriptReviewForm({
  cart,
  state,
}: {
  cart: Cart
  state: NoScriptCheckout & { draft: NoScriptDraft }
}) {
  const t = useT()
  const { draft } = state
  const delivery = state.deliveryMethods?.find((m) => m.id === cart.deliveryMethodId)
  const branch = delivery?.options.find((b) => b.id === cart.options.deliveryBranchId)
  const payment = state.paymentMethods?.find((m) => m.id === cart.paymentMethodId)
  return (
    <form
      method="post"
      action={checkoutFormActions.order}
      className="form stack checkout-step"
      noValidate
      aria-labelledby={ID}
    >
      <ReturnTo />
      <input type="hidden" name="shown" value={JSON.stringify(shownCart(cart))} />
      <h2 id={ID}>{t('checkout.noScript.review')}</h2>
      <p className="muted">{t('checkout.noScript.reviewHint')}</p>
      <dl className="checkout-review">
        <dt>{t(cart.digitalOnly ? 'checkout.address.billingTitle' : 'checkout.success.shippingAddress')}</dt>
        <dd>
          {block(draft.values, false)}
          {draft.values.email ? <span className="checkout-choice__text">{draft.values.email}</span> : null}
        </dd>
        {cart.digitalOnly ? null : (
          <>
            <dt>{t('checkout.success.billingAddress')}</dt>
            <dd>{draft.differentBilling ? block(draft.values, true) : t('checkout.address.billingSame')}</dd>
          </>
        )}
        {draft.company ? (
          <>
            <dt>{t('checkout.success.company')}</dt>
            <dd>
              {draft.values.companyName}, OIB {draft.values.companyOib}
            </dd>
          </>
        ) : null}
        {delivery ? (
          <>
            <dt>{t('checkout.success.delivery')}</dt>
            <dd>{branch ? `${delivery.name} – ${branch.name}` : delivery.name}</dd>
          </>
        ) : null}
        {payment ? (
          <>
            <dt>{t('checkout.success.payment')}</dt>
            <dd>{payment.name}</dd>
          </>
        ) : null}
      </dl>
      <TextInput
        type="textarea"
        name="orderMessage"
        id={`${ID}-message`}
        label={t('checkout.payment.message')}
        value={cart.instructions}
        onChange={() => undefined}
        maxLength={INSTRUCTIONS_MAX_LENGTH}
        rows={3}
      />
      <ConsentCheckboxes
        assignedTo="checkout"
        accepted={new Set()}
        onToggle={() => undefined}
        legend="account.register.consents"
        idPrefix="checkout-nojs"
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary btn--block">
          {t('checkout.payment.placeOrder')}
        </button>
      </div>
    </form>
  )
}
