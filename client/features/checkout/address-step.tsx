import { useId, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { useToast } from '../../lib/toasts'
import { useErrorToast } from '../../lib/api-error-message'
import { FormField } from '../../lib/form/form-field'
import { useForm } from '../../lib/form/use-form'
import { RequiredMark } from '../../lib/ui/required-mark'
import { ConsentFields } from '../account/consent-checkboxes'
import { consentsForQuery } from '../account/queries'
import { OIB_LENGTH, oibInput } from '../../../contract/validation/oib'
import { TextInput } from '../../lib/ui/text-input'
import { ADDRESS_FIELDS, ADDRESS_LIMITS, addressFormSchema, billingKey, type AddressField, type OrderAddressInput } from '../../../contract/schemas/checkout'
import type { CheckoutSettings } from '../../../contract/dto/settings'
import type { AddressDto } from '../../../contract/dto/users'
import type { ViewerInfo } from '../../lib/page-types'
import { checkoutApi } from './api'
import { countriesQuery } from './queries'
import { emptyAddressValues, type CheckoutDraft } from './draft'
import { missingRequiredConsent } from '../account/consents'
import { rememberGuestEmail } from './guest-cookie'

interface AddressStepProps {
  cartId: string
  draft: CheckoutDraft | null
  viewer: ViewerInfo | null
  savedAddresses: AddressDto[]
  settings: CheckoutSettings
  guestEmail: string
  onSaved: (draft: CheckoutDraft) => void
}

const LABELS: Record<AddressField, string> = {
  firstName: 'checkout.address.firstName',
  lastName: 'checkout.address.lastName',
  phone: 'checkout.address.phone',
  country: 'checkout.address.country',
  city: 'checkout.address.city',
  street: 'checkout.address.street',
  houseNumber: 'checkout.address.houseNumber',
  zipCode: 'checkout.address.zipCode',
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  country: 'country',
  city: 'address-level2',
  street: 'address-line1',
  houseNumber: 'address-line2',
  zipCode: 'postal-code',
}

const MAX: Record<AddressField, number> = {
  firstName: ADDRESS_LIMITS.name,
  lastName: ADDRESS_LIMITS.name,
  phone: ADDRESS_LIMITS.phone,
  country: ADDRESS_LIMITS.country,
  city: ADDRESS_LIMITS.city,
  street: ADDRESS_LIMITS.street,
  houseNumber: ADDRESS_LIMITS.houseNumber,
  zipCode: ADDRESS_LIMITS.zipCode,
}

/** A saved address as the form's values. */
function valuesOf(address: AddressDto, email: string): Record<string, string> {
  return {
    ...emptyAddressValues(email),
    firstName: address.firstName,
    lastName: address.lastName,
    phone: address.contactPhone,
    country: address.country,
    city: address.city,
    street: address.street,
    houseNumber: address.houseNumber,
    zipCode: address.zipCode,
    companyName: address.companyName,
    companyOib: address.companyOIB,
  }
}

/** The form's values of one block as the API's address. */
export function addressInput(values: Record<string, string>, billing: boolean, email: string, company: boolean): OrderAddressInput {
  const get = (field: AddressField) => (values[billing ? billingKey(field) : field] ?? '').trim()
  return {
    firstName: get('firstName'),
    lastName: get('lastName'),
    contactEmail: email,
    contactPhone: get('phone'),
    country: get('country'),
    city: get('city'),
    street: get('street'),
    houseNumber: get('houseNumber'),
    zipCode: get('zipCode'),
    companyName: company ? (values['companyName'] ?? '').trim() : '',
    companyOIB: company ? (values['companyOib'] ?? '').trim() : '',
  }
}

/**
 * SPEC §2/§5 checkout address step: the guest's e-mail (kept in the guestUser cookie) or the
 * customer's saved addresses ("new address" opens the form); the delivery address with the SPEC
 * rules; an optional different billing address (else copied); the company option with name and
 * OIB (check digit); the checkout consents (required ones enforced here when the settings say so).
 * A guest's data is stored with guest/update, a customer's new address joins the address book.
 */
export function AddressStep({ cartId, draft, viewer, savedAddresses, settings, guestEmail, onSaved }: AddressStepProps) {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const headingId = useId()
  const guest = viewer === null
  const email = guest ? '' : viewer.email
  const [differentBilling, setDifferentBilling] = useState(draft?.differentBilling ?? false)
  const [company, setCompany] = useState(settings.companyOrders && (draft?.company ?? false))
  const [savedId, setSavedId] = useState<number | null>(draft ? draft.savedAddressId : (savedAddresses[0]?.id ?? null))
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set(draft?.consents ?? []))
  const countries = useQuery(countriesQuery(api, locale))
  const saved = savedAddresses.find((address) => address.id === savedId) ?? null
  const consentsKey = consentsForQuery(api, locale, 'checkout').queryKey

  const form = useForm({
    schema: addressFormSchema({ guest, shipping: saved === null, specialChars: settings.specialCharValidation, differentBilling, company }),
    // A saved address chosen from the start fills the values like picking it does.
    initial: draft?.values ?? (saved ? valuesOf(saved, email) : emptyAddressValues(guestEmail)),
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
          addresses: [{ ...shipping, type: 'Shipping', kind: 'shipping' }, ...(billing ? [{ ...billing, type: 'Main' as const, kind: 'billing' as const }] : [])],
        })
        rememberGuestEmail(orderEmail)
      } else if (!saved) {
        savedAddressId = (await checkoutApi.createAddress(api, { ...shipping, type: 'Shipping', kind: 'other' })).id
      }
      onSaved({ cartId, values, differentBilling, company, savedAddressId, consents: [...accepted], saved: true })
    },
    onError: showError,
  })

  const pickSaved = (address: AddressDto | null) => {
    setSavedId(address?.id ?? null)
    form.reset(address ? valuesOf(address, email) : { ...emptyAddressValues(email), country: form.values['country'] ?? 'HR' })
  }

  const countrySelect = (prefix: '' | 'billing') => {
    const name = prefix ? billingKey('country') : 'country'
    const id = `checkout-${name}`
    const error = form.error(name)
    return (
      <div className={`field field--select${error ? ' field--invalid' : ''}`}>
        <label className="field__static-label" htmlFor={id}>
          {t(LABELS.country)}
          <RequiredMark />
        </label>
        <select
          id={id}
          name={name}
          className="select"
          required
          autoComplete={prefix ? 'billing country' : 'shipping country'}
          value={form.values[name] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => form.set(name, event.target.value)}
          onBlur={() => form.blur(name)}
        >
          {(countries.data ?? []).map((country) => (
            <option key={country.iso} value={country.iso}>
              {country.name}
            </option>
          ))}
        </select>
        {error ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  const block = (prefix: '' | 'billing') => (
    <div className="grid grid--2">
      {ADDRESS_FIELDS.map((field) =>
        field === 'country' ? (
          <div key={field}>{countrySelect(prefix)}</div>
        ) : (
          <FormField
            key={field}
            form={form}
            name={prefix ? billingKey(field) : field}
            label={t(LABELS[field])}
            type={field === 'phone' ? 'tel' : 'text'}
            autoComplete={`${prefix ? 'billing' : 'shipping'} ${AUTOCOMPLETE[field]}`}
            maxLength={MAX[field]}
            required
          />
        ),
      )}
    </div>
  )

  return (
    <form className="form stack checkout-step" onSubmit={form.onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkout.address.title')}</h2>
      {guest ? (
        <fieldset className="stack">
          <legend>{t('checkout.address.contact')}</legend>
          <p className="muted">{t('checkout.address.asGuest')}</p>
          <FormField form={form} name="email" type="email" label={t('checkout.address.email')} autoComplete="email" hint={t('checkout.address.emailHint')} required />
        </fieldset>
      ) : null}
      {!guest && savedAddresses.length > 0 ? (
        <fieldset className="stack checkout-choices">
          <legend>{t('checkout.address.saved')}</legend>
          {savedAddresses.map((address) => (
            <label className="check checkout-choice" key={address.id}>
              <input type="radio" name="savedAddress" value={address.id} checked={savedId === address.id} onChange={() => pickSaved(address)} />
              <span>
                <strong>
                  {address.firstName} {address.lastName}
                </strong>
                <span className="checkout-choice__text">
                  {address.street} {address.houseNumber}, {address.zipCode} {address.city}, {address.countryName}
                </span>
              </span>
            </label>
          ))}
          <label className="check checkout-choice">
            <input type="radio" name="savedAddress" value="new" checked={savedId === null} onChange={() => pickSaved(null)} />
            <span>{t('checkout.address.newAddress')}</span>
          </label>
        </fieldset>
      ) : null}
      {countries.isError ? (
        <p className="notice notice--error" role="alert">
          {t('checkout.address.countriesFailed')}{' '}
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void countries.refetch()}>
            {t('checkout.retry')}
          </button>
        </p>
      ) : null}
      {saved ? null : (
        <fieldset className="stack">
          <legend className="visually-hidden">{t('checkout.address.title')}</legend>
          {block('')}
        </fieldset>
      )}
      <label className="check">
        <input type="checkbox" name="differentBilling" checked={differentBilling} onChange={(event) => setDifferentBilling(event.target.checked)} />
        <span>{t('checkout.address.differentBilling')}</span>
      </label>
      {differentBilling ? (
        <fieldset className="stack">
          <legend>{t('checkout.address.billingTitle')}</legend>
          {block('billing')}
        </fieldset>
      ) : null}
      {settings.companyOrders ? (
        <>
          <label className="check">
            <input type="checkbox" name="company" checked={company} onChange={(event) => setCompany(event.target.checked)} />
            <span>{t('checkout.address.company')}</span>
          </label>
          {company ? (
            <div className="grid grid--2">
              <FormField form={form} name="companyName" label={t('checkout.address.companyName')} autoComplete="organization" maxLength={ADDRESS_LIMITS.companyName} required />
              {/* SPEC §5 tax-id input: digits only (no e, +, -), cut to 11; the check digit is the schema's. */}
              <TextInput
                name="companyOib"
                label={t('checkout.address.companyOib')}
                value={form.values['companyOib'] ?? ''}
                onChange={(value) => form.set('companyOib', oibInput(value))}
                onBlur={() => form.blur('companyOib')}
                error={form.error('companyOib')}
                hint={t('checkout.address.oibHint')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={OIB_LENGTH}
                required
              />
            </div>
          ) : null}
        </>
      ) : null}
      <ConsentFields assignedTo="checkout" accepted={accepted} setAccepted={setAccepted} loadingText={t('checkout.loading')} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('checkout.saving') : t('checkout.continue')}
        </button>
      </div>
    </form>
  )
}
