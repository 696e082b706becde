import { useId, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { useToast } from '../../lib/toasts'
import { useErrorToast } from '../../lib/api-error-message'
import { FormField } from '../../lib/form/form-field'
import { useForm } from '../../lib/form/use-form'
import { ConsentFields } from '../consents/consent-checkboxes'
import { consentsQuery } from '../consents/queries'
import { addressFormSchema } from '../../../contract/schemas/checkout'
import { AddressFields, CompanyFields } from '../addresses/address-fields'
import { addressApi } from '../addresses/api'
import {
  addressInput,
  addressLine,
  blockValues,
  emptyAddressValues,
  preferredBilling,
  preferredDelivery,
  savedAddressValues,
} from '../../../contract/address-values'
import type { CheckoutSettings } from '../../../contract/dto/settings'
import type { AddressDto } from '../../../contract/dto/users'
import type { ViewerInfo } from '../../lib/page-types'
import { checkoutApi } from './api'
import type { CheckoutDraft } from './draft'
import { missingRequiredConsent } from '../consents/missing'
import { rememberGuestEmail } from './guest-cookie'

interface AddressStepProps {
  cartId: string
  draft: CheckoutDraft | null
  viewer: ViewerInfo | null
  savedAddresses: AddressDto[]
  settings: CheckoutSettings
  guestEmail: string
  /** Only digital products: the step asks for what the invoice needs (names, e-mail, billing address), no phone. */
  digitalOnly: boolean
  onSaved: (draft: CheckoutDraft) => void
}

/**
 * SPEC §2/§5 checkout address step: the guest's e-mail (kept in the guestUser cookie) or the
 * customer's saved addresses ("new address" opens the form); the delivery address with the SPEC
 * rules; an optional different billing address (else copied); the company option with name and
 * OIB (check digit); the checkout consents (required ones enforced here when the settings say so).
 * A guest's data is stored with guest/update, a customer's new address joins the address book.
 * A digital-only cart has nothing to deliver: one billing address, no phone (and no address book entry).
 */
export function AddressStep({
  cartId,
  draft,
  viewer,
  savedAddresses,
  settings,
  guestEmail,
  digitalOnly,
  onSaved,
}: AddressStepProps) {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const headingId = useId()
  const guest = viewer === null
  const email = guest ? '' : viewer.email
  // A customer starts from the address book: the delivery address marked as such (or the main one), and the marked billing address if it is another one.
  const firstDelivery = draft ? null : preferredDelivery(savedAddresses)
  const savedBilling = draft ? null : preferredBilling(savedAddresses)
  const billingFromBook = savedBilling !== null && savedBilling.id !== firstDelivery?.id ? savedBilling : null
  const [differentBilling, setDifferentBilling] = useState(
    !digitalOnly && (draft?.differentBilling ?? billingFromBook !== null),
  )
  const [company, setCompany] = useState(settings.companyOrders && (draft?.company ?? false))
  const [savedId, setSavedId] = useState<number | null>(draft ? draft.savedAddressId : (firstDelivery?.id ?? null))
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set(draft?.consents ?? []))
  const saved = savedAddresses.find((address) => address.id === savedId) ?? null
  const consentsKey = consentsQuery(api, locale, 'checkout').queryKey

  const form = useForm({
    schema: addressFormSchema({
      guest,
      shipping: saved === null,
      specialChars: settings.specialCharValidation,
      differentBilling,
      company,
      digitalOnly,
    }),
    initial: draft?.values ?? {
      ...(saved ? savedAddressValues(saved, email) : emptyAddressValues(guestEmail)),
      ...(billingFromBook ? blockValues(billingFromBook, true) : {}),
    },
    precheck: () => {
      if (!settings.consentValidationAtAddress) return true
      const problem = missingRequiredConsent(queryClient.getQueryData(consentsKey), accepted)
      if (problem) toast.error(t(problem))
      return problem === null
    },
    submit: async () => {
      const values = form.values
      const orderEmail = guest ? (values['email'] ?? '').trim() : email
      const shipping = addressInput(values, false, orderEmail, company)
      const billing = differentBilling ? addressInput(values, true, orderEmail, company) : null
      let savedAddressId = saved?.id ?? null
      if (guest) {
        await checkoutApi.updateGuest(api, {
          email: orderEmail,
          details: { firstName: shipping.firstName, lastName: shipping.lastName, phone: shipping.contactPhone },
          company: company ? { name: shipping.companyName ?? '', oib: shipping.companyOIB ?? '' } : null,
          addresses: digitalOnly
            ? [{ ...shipping, type: 'Main', kind: 'billing' }]
            : [
                { ...shipping, type: 'Shipping', kind: 'shipping' },
                ...(billing ? [{ ...billing, type: 'Main' as const, kind: 'billing' as const }] : []),
              ],
        })
        rememberGuestEmail(orderEmail)
      } else if (!saved && !digitalOnly) {
        savedAddressId = (await addressApi.create(api, { ...shipping, type: 'Shipping', kind: 'other' })).id
      }
      onSaved({ cartId, values, differentBilling, company, savedAddressId, consents: [...accepted], saved: true })
    },
    onError: showError,
  })

  const pickSaved = (address: AddressDto | null) => {
    setSavedId(address?.id ?? null)
    // The billing block keeps what it holds; only the delivery block (and the company) follow the choice.
    const delivery = address
      ? savedAddressValues(address, email)
      : { ...emptyAddressValues(email), country: form.values['country'] ?? '' }
    form.reset({
      ...form.values,
      ...Object.fromEntries(Object.entries(delivery).filter(([name]) => !name.startsWith('billing'))),
    })
  }

  return (
    <form className="form stack checkout-step" onSubmit={form.onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t(digitalOnly ? 'checkout.address.billingTitle' : 'checkout.address.title')}</h2>
      {digitalOnly ? <p className="muted">{t('checkout.address.digitalOnly')}</p> : null}
      {guest ? (
        <fieldset className="stack">
          <legend>{t('checkout.address.contact')}</legend>
          <p className="muted">{t('checkout.address.asGuest')}</p>
          <FormField
            form={form}
            name="email"
            type="email"
            label={t('checkout.address.email')}
            autoComplete="email"
            hint={t('checkout.address.emailHint')}
            required
          />
        </fieldset>
      ) : null}
      {!guest && savedAddresses.length > 0 ? (
        <fieldset className="stack checkout-choices">
          <legend>{t('checkout.address.saved')}</legend>
          {savedAddresses.map((address) => (
            <label className="check checkout-choice" key={address.id}>
              <input
                type="radio"
                name="savedAddress"
                value={address.id}
                checked={savedId === address.id}
                onChange={() => pickSaved(address)}
              />
              <span>
                <strong>
                  {address.firstName} {address.lastName}
                </strong>
                <span className="checkout-choice__text">{addressLine(address)}</span>
              </span>
            </label>
          ))}
          <label className="check checkout-choice">
            <input
              type="radio"
              name="savedAddress"
              value="new"
              checked={savedId === null}
              onChange={() => pickSaved(null)}
            />
            <span>{t('checkout.address.newAddress')}</span>
          </label>
        </fieldset>
      ) : null}
      {saved ? null : (
        <fieldset className="stack">
          <legend className="visually-hidden">
            {t(digitalOnly ? 'checkout.address.billingTitle' : 'checkout.address.title')}
          </legend>
          <AddressFields
            form={form}
            prefix=""
            idPrefix="checkout"
            section={digitalOnly ? 'billing' : 'shipping'}
            withPhone={!digitalOnly}
          />
        </fieldset>
      )}
      {digitalOnly ? null : (
        <label className="check">
          <input
            type="checkbox"
            name="differentBilling"
            checked={differentBilling}
            onChange={(event) => setDifferentBilling(event.target.checked)}
          />
          <span>{t('checkout.address.differentBilling')}</span>
        </label>
      )}
      {differentBilling ? (
        <fieldset className="stack">
          <legend>{t('checkout.address.billingTitle')}</legend>
          <AddressFields form={form} prefix="billing" idPrefix="checkout" section="billing" />
        </fieldset>
      ) : null}
      {settings.companyOrders ? (
        <>
          <label className="check">
            <input
              type="checkbox"
              name="company"
              checked={company}
              onChange={(event) => setCompany(event.target.checked)}
            />
            <span>{t('checkout.address.company')}</span>
          </label>
          {company ? <CompanyFields form={form} idPrefix="checkout" /> : null}
        </>
      ) : null}
      <ConsentFields
        assignedTo="checkout"
        accepted={accepted}
        setAccepted={setAccepted}
        loadingText={t('checkout.loading')}
        legend="account.register.consents"
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('checkout.saving') : t('checkout.continue')}
        </button>
      </div>
    </form>
  )
}
