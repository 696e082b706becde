import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useApi } from '../../lib/api-context'
import { useLocale, useT, type MessageKey } from '../../i18n/i18n'
import { FormField } from '../../lib/form/form-field'
import { FormSelect } from '../../lib/form/form-select'
import type { FormController, FormValues } from '../../lib/form/use-form'
import { TextInput } from '../../lib/ui/text-input'
import { ADDRESS_FIELDS, ADDRESS_LIMITS, billingKey, type AddressField } from '../../../contract/schemas/checkout'
import { OIB_LENGTH, oibInput } from '../../../contract/validation/oib'
import { countriesQuery } from './queries'

const LABELS: Record<AddressField, MessageKey> = {
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

interface AddressFieldsProps<Values extends FormValues> {
  form: FormController<Values>
  /** '' for the delivery (or only) address, 'billing' for the billing block (`billingCity`, …). */
  prefix: '' | 'billing'
  /** Keeps ids unique when two forms with addresses share a page (checkout, register, address book). */
  idPrefix: string
  /** The autocomplete section: 'shipping', 'billing', or '' for an address book entry. */
  section: 'shipping' | 'billing' | ''
  /** False where the form asks for the names elsewhere (register: the account's names). */
  withNames?: boolean
  /** False where nothing is delivered (a digital-only checkout asks for the invoice's address only). */
  withPhone?: boolean
}

/**
 * SPEC §5 address fields (names, phone, country from the checkout's allowed countries, city,
 * street, house number, ZIP) bound to a form; the checkout, the register form and the address book
 * use the same block, so the rules and labels are the same everywhere.
 */
export function AddressFields<Values extends FormValues>({
  form,
  prefix,
  idPrefix,
  section,
  withNames = true,
  withPhone = true,
}: AddressFieldsProps<Values>) {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const countries = useQuery(countriesQuery(api, locale))
  const nameOf = (field: AddressField) => (prefix ? billingKey(field) : field) as keyof Values & string
  const autoComplete = (field: AddressField) => (section ? `${section} ${AUTOCOMPLETE[field]}` : AUTOCOMPLETE[field])
  // The one country the shop delivers to is filled in; with more, the shopper chooses (the select
  // starts on its empty option, so `required` means a choice was made).
  const only = countries.data?.length === 1 ? countries.data[0]!.iso : null
  const countryName = nameOf('country')
  const countryValue = form.values[countryName] ?? ''
  const { set } = form
  useEffect(() => {
    if (only !== null && countryValue === '') set(countryName, only)
  }, [only, countryValue, countryName, set])

  const countrySelect = () => (
    <FormSelect
      form={form}
      name={nameOf('country')}
      id={`${idPrefix}-${nameOf('country')}`}
      label={t(LABELS.country)}
      options={(countries.data ?? []).map((country) => ({ value: country.iso, label: country.name }))}
      placeholder={only !== null && countryValue === only ? undefined : t('checkout.address.choosePlaceholder')}
      required
      autoComplete={autoComplete('country')}
    />
  )

  return (
    <>
      {countries.isError ? (
        <p className="notice notice--error" role="alert">
          {t('checkout.address.countriesFailed')}{' '}
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void countries.refetch()}>
            {t('checkout.retry')}
          </button>
        </p>
      ) : null}
      <div className="grid grid--2">
        {ADDRESS_FIELDS.filter(
          (field) => (withNames || (field !== 'firstName' && field !== 'lastName')) && (withPhone || field !== 'phone'),
        ).map((field) =>
          field === 'country' ? (
            <div key={field}>{countrySelect()}</div>
          ) : (
            <FormField
              key={field}
              form={form}
              id={`${idPrefix}-${nameOf(field)}`}
              name={nameOf(field)}
              label={t(LABELS[field])}
              type={field === 'phone' ? 'tel' : 'text'}
              autoComplete={autoComplete(field)}
              maxLength={MAX[field]}
              required
            />
          ),
        )}
      </div>
    </>
  )
}

/** The company name and OIB fields (SPEC §5 tax-id input: digits only, cut to 11; the check digit is the schema's). */
export function CompanyFields<Values extends FormValues>({
  form,
  idPrefix,
}: {
  form: FormController<Values>
  idPrefix: string
}) {
  const t = useT()
  const name = 'companyName' as keyof Values & string
  const oib = 'companyOib' as keyof Values & string
  return (
    <div className="grid grid--2">
      <FormField
        form={form}
        id={`${idPrefix}-companyName`}
        name={name}
        label={t('checkout.address.companyName')}
        autoComplete="organization"
        maxLength={ADDRESS_LIMITS.companyName}
        required
      />
      <TextInput
        id={`${idPrefix}-companyOib`}
        name={oib}
        label={t('checkout.address.companyOib')}
        value={form.values[oib] ?? ''}
        onChange={(value) => form.set(oib, oibInput(value))}
        onBlur={() => form.blur(oib)}
        error={form.error(oib)}
        hint={t('checkout.address.oibHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={OIB_LENGTH}
        required
      />
    </div>
  )
}
