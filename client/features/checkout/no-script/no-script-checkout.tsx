import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../../lib/api-context'
import { useLocale, useT, type MessageKey } from '../../../i18n/i18n'
import { useViewer } from '../../../lib/viewer'
import { useRoute } from '../../../lib/navigation'
import { profileQuery } from '../../account/queries'
import { countriesQuery } from '../../addresses/queries'
import { CHECKOUT_OUTCOME_PARAM, isCheckoutOutcome, type CheckoutOutcome } from '../../../../contract/checkout-form'
import type { Cart } from '../../../../contract/dto/commerce'
import type { CheckoutSettings } from '../../../../contract/dto/settings'
import { CheckoutSummary } from '../checkout-summary'
import { StepIndicator } from '../step-indicator'
import { noScriptCheckoutQuery } from './queries'
import { noScriptStep, noScriptSteps } from './steps'
import { NoScriptAddressForm } from './address-form'
import { NoScriptDeliveryForm } from './delivery-form'
import { NoScriptPaymentForm } from './payment-form'
import { NoScriptReviewForm } from './review-form'

const OUTCOME_TEXT: Record<CheckoutOutcome, MessageKey> = {
  fieldsInvalid: 'checkout.noScript.outcome.fieldsInvalid',
  shippingMethodUndefined: 'error.shippingMethodUndefined',
  shippingBranchUndefined: 'error.shippingBranchUndefined',
  paymentMethodUndefined: 'error.paymentMethodUndefined',
  consentMissing: 'core.notifications.consentRequired',
  cartChanged: 'checkout.noScript.outcome.cartChanged',
  cartEnded: 'core.notifications.cartUpdateError',
  unavailable: 'checkout.noScript.outcome.unavailable',
  failed: 'checkout.noScript.outcome.failed',
}

/**
 * The checkout without JavaScript (issue 38), rendered by the server inside `<noscript>` (so with
 * scripts on the browser never builds it and the app's checkout is the only one): one step at a
 * time, each a form the browser posts to the edge (worker/routes/checkout-forms.ts), which answers
 * 303 to the next step or back here with `?checkout=<outcome>`. Its data was read on the server
 * (the page's loader); the step shown is the one asked for when every earlier one is saved.
 */
export function NoScriptCheckout({ cart, settings }: { cart: Cart; settings: CheckoutSettings }) {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const viewer = useViewer()
  const search = new URL(useRoute().href, 'http://same.origin').searchParams
  const state = useQuery(noScriptCheckoutQuery(api)).data
  const countries = useQuery(countriesQuery(api, locale)).data
  const profile = useQuery({ ...profileQuery(api), enabled: viewer !== null }).data
  if (!state) return <p className="notice notice--error">{t('error.page.unavailableText')}</p>
  const draft = state.draft
  const progress = {
    addressSaved: draft?.saved === true,
    deliverySaved: cart.deliveryMethodId !== null,
    paymentSaved:
      cart.paymentMethodId !== null && (state.paymentMethods ?? []).some((m) => m.id === cart.paymentMethodId),
    digitalOnly: cart.digitalOnly,
  }
  const step = noScriptStep(search.get('step'), progress)
  const outcomeParam = search.get(CHECKOUT_OUTCOME_PARAM)
  const outcome = isCheckoutOutcome(outcomeParam) ? outcomeParam : null
  const steps = noScriptSteps(cart.digitalOnly)
  const reachable = noScriptStep('review', progress)

  let body
  if (step === 'address')
    body = (
      <NoScriptAddressForm
        draft={draft}
        viewer={viewer}
        savedAddresses={profile?.addresses ?? []}
        settings={settings}
        digitalOnly={cart.digitalOnly}
        invalid={outcome === 'fieldsInvalid'}
        onlyCountry={countries?.length === 1 ? countries[0]!.iso : null}
      />
    )
  else if (step === 'shipping') body = <NoScriptDeliveryForm cart={cart} methods={state.deliveryMethods} />
  else if (step === 'payment') body = <NoScriptPaymentForm cart={cart} methods={state.paymentMethods} />
  else body = draft ? <NoScriptReviewForm cart={cart} state={{ ...state, draft }} /> : null

  return (
    <div className="checkout">
      <div className="checkout__main stack">
        <StepIndicator
          steps={steps}
          current={step}
          reachable={reachable}
          label={(s) => (s === 'review' ? t('checkout.noScript.review') : t(`checkout.steps.${s}`))}
        />
        {outcome ? (
          <p className="notice notice--error" role="alert">
            {t(OUTCOME_TEXT[outcome])}
          </p>
        ) : null}
        {body}
      </div>
      <CheckoutSummary cart={cart} titleId="checkout-nojs-summary-title" />
    </div>
  )
}
