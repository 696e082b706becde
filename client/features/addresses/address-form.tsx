import { useEffect, useId, useRef, useState } from 'react'
import { useApi } from '../../lib/api-context'
import { useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { useForm } from '../../lib/form/use-form'
import { useViewer } from '../../lib/viewer'
import { addressFormSchema } from '../../../contract/schemas/checkout'
import type { AddressDto, AddressKind } from '../../../contract/dto/users'
import { AddressFields, CompanyFields } from './address-fields'
import { addressInput, emptyAddressValues, savedAddressValues } from '../../../contract/address-values'
import { addressApi } from './api'

const KINDS: readonly AddressKind[] = ['main', 'billing', 'shipping', 'other']

interface AddressFormProps {
  /** The address to edit, or null for a new one. */
  address: AddressDto | null
  specialChars: boolean
  companyOrders: boolean
  onSaved: () => Promise<void>
  onCancel: () => void
}

/** Adds or edits one address of the address book (SPEC §5 rules, company name + OIB with its check digit, the address's mark). */
export function AddressForm({ address, specialChars, companyOrders, onSaved, onCancel }: AddressFormProps) {
  const api = useApi()
  const t = useT()
  const viewer = useViewer()
  const showError = useErrorToast()
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [company, setCompany] = useState(companyOrders && Boolean(address?.companyName))
  const [kind, setKind] = useState<AddressKind>(address?.kind ?? 'other')
  const idPrefix = `address-${address?.id ?? 'new'}`

  useEffect(() => heading.current?.focus(), [])

  const form = useForm({
    schema: addressFormSchema({ guest: false, specialChars, differentBilling: false, company }),
    initial: address ? savedAddressValues(address, '') : emptyAddressValues(),
    submit: async () => {
      const contactEmail = address?.contactEmail || viewer?.email || ''
      const input = {
        ...addressInput(form.values, false, contactEmail, company),
        kind,
        type: kind === 'shipping' ? ('Shipping' as const) : ('Main' as const),
      }
      if (address) await addressApi.update(api, address.id, input)
      else await addressApi.create(api, input)
      await onSaved()
    },
    onError: showError,
  })

  return (
    <form className="form stack" onSubmit={form.onSubmit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {address ? t('customer.addresses.editTitle') : t('customer.addresses.addTitle')}
      </h3>
      <AddressFields form={form} prefix="" idPrefix={idPrefix} section="" />
      {companyOrders ? (
        <>
          <label className="check">
            <input
              type="checkbox"
              name="company"
              checked={company}
              onChange={(event) => setCompany(event.target.checked)}
            />
            <span>{t('customer.addresses.company')}</span>
          </label>
          {company ? <CompanyFields form={form} idPrefix={idPrefix} /> : null}
        </>
      ) : null}
      <fieldset className="stack">
        <legend>{t('customer.addresses.markLegend')}</legend>
        {KINDS.map((value) => (
          <label className="check" key={value}>
            <input
              type="radio"
              name={`${idPrefix}-kind`}
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
            />
            <span>{t(`customer.addresses.marks.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="button-row">
        <button
          type="submit"
          className="btn btn--primary"
          aria-disabled={form.submitting || undefined}
          aria-busy={form.submitting || undefined}
        >
          {form.submitting ? t('common.sending') : t('customer.addresses.save')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('customer.addresses.cancel')}
        </button>
      </div>
    </form>
  )
}
