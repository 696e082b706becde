import { useEffect, useEffectEvent, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { useRouter } from '../../lib/navigation'
import { useViewer } from '../../lib/viewer'
import { Link } from '../../lib/link'
import { buildPath } from '../../../contract/routes'
import type { Cart } from '../../../contract/dto/commerce'
import type { CheckoutSettings } from '../../../contract/dto/settings'
import { profileQuery } from '../account/queries'
import { AddressStep } from './address-step'
import { addressInput } from '../../../contract/address-values'
import { ShippingStep } from './shipping-step'
import { PaymentStep } from './payment-step'
import { StepIndicator } from './step-indicator'
import { CheckoutSummary } from './checkout-summary'
import { StepSummaries } from './step-summaries'
import { countriesQuery } from '../addresses/queries'
import { useCheckoutDraft, type CheckoutDraft } from './draft'
import { rememberedGuestEmail } from './guest-cookie'
import { furthestStep, stepToShow, stepsFor, type CheckoutStep } from './steps'

/**
 * SPEC §2 Checkout: Address → Shipping → Payment on one page. The step is in the URL (?step=), so
 * reload and back keep the place; an unsaved step cannot be skipped (the URL is corrected).
 */
export function CheckoutView({
  cart,
  settings,
  requestedStep,
}: {
  cart: Cart
  settings: CheckoutSettings
  requestedStep: string | null
}) {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const viewer = useViewer()
  const { navigate } = useRouter()
  const [draft, setDraft] = useCheckoutDraft(cart.id)
  const profile = useQuery({ ...profileQuery(api), enabled: viewer !== null })
  const countries = useQuery(countriesQuery(api, locale))
  const progress = {
    addressSaved: draft?.saved === true,
    deliverySaved: cart.deliveryMethodId !== null,
    digitalOnly: cart.digitalOnly,
  }
  const steps = stepsFor(progress)
  const known = draft !== undefined
  const step: CheckoutStep = known
    ? stepToShow(requestedStep, progress)
    : requestedStep === 'shipping' || requestedStep === 'payment'
      ? requestedStep
      : 'address'
  const goTo = (next: CheckoutStep, replace = false) =>
    navigate(buildPath('checkout', locale, {}, { step: next }), { history: replace ? 'replace' : 'push' })

  // Only when what is shown differs from the URL (the navigation itself is not a reason to run again).
  const correctingUrl = known && requestedStep !== null && step !== requestedStep
  const correctUrl = useEffectEvent((shown: CheckoutStep) => void goTo(shown, true))
  useEffect(() => {
    if (correctingUrl) correctUrl(step)
  }, [correctingUrl, step])

  const country = useMemo(
    () => countries.data?.find((c) => c.iso === draft?.values['country']) ?? null,
    [countries.data, draft],
  )
  const email = viewer ? viewer.email : (draft?.values['email'] ?? '').trim()
  const companyData = draft?.company
    ? { companyName: (draft.values['companyName'] ?? '').trim(), oib: (draft.values['companyOib'] ?? '').trim() }
    : null

  if (settings.loginRequiredToBuy && !viewer) {
    return (
      <div className="checkout">
        <section className="notice stack checkout-login" aria-labelledby="checkout-login-title">
          <h2 id="checkout-login-title">{t('checkout.address.loginRequired')}</h2>
          <p>{t('checkout.address.loginRequiredHint')}</p>
          <p className="button-row">
            <Link to="login" query={{ redirect: buildPath('checkout', locale) }} className="btn btn--primary">
              {t('checkout.address.toLogin')}
            </Link>
            <Link to="register" className="btn btn--secondary">
              {t('checkout.address.toRegister')}
            </Link>
          </p>
        </section>
        <CheckoutSummary cart={cart} />
      </div>
    )
  }

  const onAddressSaved = (next: CheckoutDraft) => {
    setDraft(next)
    void goTo(cart.digitalOnly ? 'payment' : 'shipping')
  }

  let body
  // A customer's saved addresses are the address step's first choice: wait for them.
  const addressesPending = viewer !== null && profile.isPending
  // While the URL is corrected the step waits: the navigation renders the page anew, and what was typed meanwhile would be lost.
  if ((!known && step !== 'address') || (step === 'address' && addressesPending) || correctingUrl)
    body = <p className="muted checkout-step">{t('checkout.loading')}</p>
  else if (step === 'address')
    body = (
      <AddressStep
        key={draft ? `draft-${draft.cartId}` : 'new'}
        cartId={cart.id}
        draft={draft ?? null}
        viewer={viewer}
        savedAddresses={profile.data?.addresses ?? []}
        settings={settings}
        guestEmail={known ? rememberedGuestEmail() : ''}
        digitalOnly={cart.digitalOnly}
        onSaved={onAddressSaved}
      />
    )
  else if (step === 'shipping')
    body = (
      <ShippingStep
        cart={cart}
        countryId={country?.id ?? null}
        autoSkip={settings.skipShippingStep}
        onSaved={(delivery) => {
          if (draft) setDraft({ ...draft, delivery })
          void goTo('payment')
        }}
      />
    )
  else
    body = draft ? (
      <PaymentStep
        cart={cart}
        companyData={companyData}
        consents={new Set(draft.consents)}
        order={{
          shippingAddress: cart.digitalOnly ? null : addressInput(draft.values, false, email, draft.company),
          billingAddress: addressInput(draft.values, draft.differentBilling, email, draft.company),
        }}
      />
    ) : null

  return (
    <div className="checkout">
      <div className="checkout__main stack">
        <StepIndicator
          steps={steps}
          current={step}
          reachable={known ? furthestStep(progress) : step}
          label={(shown) => t(`checkout.steps.${shown}`)}
        />
        {draft && step !== 'address' ? (
          <StepSummaries
            cart={cart}
            draft={draft}
            step={step}
            countryName={country?.name ?? draft.values['country'] ?? ''}
          />
        ) : null}
        {step === 'address' && !viewer ? <LoginOffer /> : null}
        {body}
      </div>
      <CheckoutSummary cart={cart} />
    </div>
  )
}

/** A guest on the first step may log in instead and come back to the checkout (the login's `redirect`). */
function LoginOffer() {
  const t = useT()
  const locale = useLocale()
  const [before, after = ''] = t('checkout.address.loginOffer', { link: '\u0000' }).split('\u0000')
  return (
    <p className="notice checkout-login-offer">
      {before}
      <Link to="login" query={{ redirect: buildPath('checkout', locale) }}>
        {t('checkout.address.loginLink')}
      </Link>
      {after}
    </p>
  )
}
