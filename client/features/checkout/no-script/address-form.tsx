import { dataText, useI18n } from '../../../i18n/i18n'
import { AddressFields, CompanyFields } from '../../addresses/address-fields'
import { FormField } from '../../../lib/form/form-field'
import { validateForm } from '../../../lib/form/validate-form'
import type { ViewerInfo } from '../../../lib/page-types'
import { checkoutFormActions, type NoScriptDraft } from '../../../../contract/checkout-form'
import {
  addressLine,
  blockValues,
  emptyAddressValues,
  preferredBilling,
  preferredDelivery,
  savedAddressValues,
} from '../../../../contract/address-values'
import { addressFormSchema } from '../../../../contract/schemas/checkout'
import type { CheckoutSettings } from '../../../../contract/dto/settings'
import type { AddressDto } from '../../../../contract/dto/users'
import { staticForm } from './static-form'
import { ReturnTo } from './return-to'

interface Props {
  draft: NoScriptDraft | null
  viewer: ViewerInfo | null
  savedAddresses: AddressDto[]
  settings: CheckoutSettings
  digitalOnly: boolean
  /** The last post was refused for its fields: each shows its error. */
  invalid: boolean
  onlyCountry: string | null
}

const ID = 'checkout-nojs'

/**
 * The address step as a form the browser posts (issue 38, no app): every block is there at once —
 * the different billing address and the company's fields are used only when their box is ticked —
 * starting from the draft (what was typed last) or, for a customer, the address book.
 */
export function NoScriptAddressForm({
  draft,
  viewer,
  savedAddresses,
  settings,
  digitalOnly,
  invalid,
  onlyCountry,
}: Props) {
  const i18n = useI18n()
  const { t } = i18n
  const guest = viewer === null
  const firstDelivery = draft ? null : preferredDelivery(savedAddresses)
  const billing = draft ? null : preferredBilling(savedAddresses)
  const savedId = draft ? draft.savedAddressId : (firstDelivery?.id ?? null)
  const values: Record<string, string> = {
    ...emptyAddressValues(''),
    ...(onlyCountry ? { country: onlyCountry } : {}),
    ...(firstDelivery ? savedAddressValues(firstDelivery, '') : {}),
    ...(billing && billing.id !== firstDelivery?.id ? blockValues(billing, true) : {}),
    ...draft?.values,
  }
  const differentBilling = !digitalOnly && (draft?.differentBilling ?? false)
  const company = settings.companyOrders && (draft?.company ?? false)
  const checked = invalid
    ? validateForm(
        addressFormSchema({
          guest,
          shipping: savedId === null,
          specialChars: settings.specialCharValidation,
          differentBilling,
          company,
          digitalOnly,
        }),
        values,
      )
    : null
  const errors = checked && !checked.ok ? checked.errors : {}
  const form = staticForm(values, (name) => {
    const issue = errors[name]
    return issue ? dataText(i18n, issue.key, issue.params) : undefined
  })
  const title = t(digitalOnly ? 'checkout.address.billingTitle' : 'checkout.address.title')

  return (
    <form
      method="post"
      action={checkoutFormActions.address}
      className="form stack checkout-step"
      noValidate
      aria-labelledby={`${ID}-title`}
    >
      <ReturnTo />
      <h2 id={`${ID}-title`}>{title}</h2>
      {digitalOnly ? <p className="muted">{t('checkout.address.digitalOnly')}</p> : null}
      {guest ? (
        <fieldset className="stack">
          <legend>{t('checkout.address.contact')}</legend>
          <p className="muted">{t('checkout.address.asGuest')}</p>
          <FormField
            form={form}
            name="email"
            id={`${ID}-email`}
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
          <p className="muted">{t('checkout.noScript.savedHint')}</p>
          {savedAddresses.map((address) => (
            <label className="check checkout-choice" key={address.id}>
              <input type="radio" name="savedAddress" value={address.id} defaultChecked={savedId === address.id} />
              <span>
                <strong>
                  {address.firstName} {address.lastName}
                </strong>
                <span className="checkout-choice__text">{addressLine(address)}</span>
              </span>
            </label>
          ))}
          <label className="check checkout-choice">
            <input type="radio" name="savedAddress" value="new" defaultChecked={savedId === null} />
            <span>{t('checkout.address.newAddress')}</span>
          </label>
        </fieldset>
      ) : null}
      <fieldset className="stack">
        <legend className={savedAddresses.length > 0 && !guest ? undefined : 'visually-hidden'}>
          {savedAddresses.length > 0 && !guest ? t('checkout.address.newAddress') : title}
        </legend>
        <AddressFields
          form={form}
          prefix=""
          idPrefix={ID}
          section={digitalOnly ? 'billing' : 'shipping'}
          withPhone={!digitalOnly}
        />
      </fieldset>
      {digitalOnly ? null : (
        <>
          <label className="check">
            <input type="checkbox" name="differentBilling" value="on" defaultChecked={differentBilling} />
            <span>{t('checkout.address.differentBilling')}</span>
          </label>
          <fieldset className="stack">
            <legend>{t('checkout.address.billingTitle')}</legend>
            <p className="muted">{t('checkout.noScript.billingHint')}</p>
            <AddressFields form={form} prefix="billing" idPrefix={ID} section="billing" />
          </fieldset>
        </>
      )}
      {settings.companyOrders ? (
        <>
          <label className="check">
            <input type="checkbox" name="company" value="on" defaultChecked={company} />
            <span>{t('checkout.address.company')}</span>
          </label>
          <p className="muted">{t('checkout.noScript.companyHint')}</p>
          <CompanyFields form={form} idPrefix={ID} />
        </>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary">
          {t('checkout.continue')}
        </button>
      </div>
    </form>
  )
}
