import { useId, useState, type SubmitEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SellerSettings, ShopSettings } from '../../../contract/dto/shop-settings'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { useToast } from '../../lib/toasts'
import { TextInput } from '../../lib/ui/text-input'
import { FieldError } from '../../lib/ui/field-error'
import { useLocale, useT } from '../../i18n/i18n'
import { saveSeller, shopSettingsQuery } from './api'
import { useServerFieldError } from './field-error'

const FIELDS = [
  'name',
  'street',
  'zipCode',
  'city',
  'country',
  'oib',
  'iban',
  'model',
  'invoicePremises',
  'invoiceDevice',
  'email',
  'phone',
] as const satisfies readonly (keyof SellerSettings)[]
type SellerField = (typeof FIELDS)[number]

const EMPTY: SellerSettings = {
  name: '',
  street: '',
  zipCode: '',
  city: '',
  country: 'HR',
  email: '',
  phone: '',
  iban: '',
  model: 'HR00',
  oib: '',
  invoicePremises: '',
  invoiceDevice: '',
}

/** The text fields of the record, in the form's order, with what the browser may fill in. */
const TEXT_FIELDS: ReadonlyArray<{
  field: Exclude<SellerField, 'country'>
  autoComplete: string
  type?: 'email' | 'tel'
  required: boolean
  max: number
  hint?: 'adminShopSettings.seller.modelHint' | 'adminShopSettings.seller.invoiceHint'
}> = [
  { field: 'name', autoComplete: 'organization', required: true, max: 70 },
  { field: 'street', autoComplete: 'street-address', required: true, max: 70 },
  { field: 'zipCode', autoComplete: 'postal-code', required: true, max: 10 },
  { field: 'city', autoComplete: 'address-level2', required: true, max: 60 },
  { field: 'oib', autoComplete: 'off', required: true, max: 11 },
  { field: 'iban', autoComplete: 'off', required: true, max: 42 },
  { field: 'model', autoComplete: 'off', required: true, max: 4, hint: 'adminShopSettings.seller.modelHint' },
  {
    field: 'invoicePremises',
    autoComplete: 'off',
    required: true,
    max: 20,
    hint: 'adminShopSettings.seller.invoiceHint',
  },
  { field: 'invoiceDevice', autoComplete: 'off', required: true, max: 10 },
  { field: 'email', autoComplete: 'email', type: 'email', required: true, max: 254 },
  { field: 'phone', autoComplete: 'tel', type: 'tel', required: false, max: 30 },
]

/** Who sells: one record for invoices, the HUB-3 slip, the packing slip and the contact page. */
export function SellerForm({ settings }: { settings: ShopSettings }) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const headingId = useId()
  const countryId = useId()
  const [seller, setSeller] = useState<SellerSettings>(settings.seller ?? EMPTY)
  const server = useServerFieldError(FIELDS)
  const save = useMutation({
    mutationFn: (record: SellerSettings) => saveSeller(api, record),
    onSuccess: (saved) => {
      queryClient.setQueryData(shopSettingsQuery(api, locale).queryKey, saved)
      if (saved.seller) setSeller(saved.seller)
      toast.success(t('adminShopSettings.seller.saved'))
    },
    onError: (failure) => {
      if (!server.take(failure)) showError(failure)
    },
  })

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    server.clear()
    save.mutate(seller)
  }

  const countryError = server.errorOf('country')
  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminShopSettings.seller.title')}</h2>
      <p className="muted">{t('adminShopSettings.seller.intro')}</p>
      {settings.seller ? null : <p className="notice">{t('adminShopSettings.seller.missing')}</p>}
      <form className="stack" onSubmit={submit} noValidate>
        <div className="grid grid--2">
          {TEXT_FIELDS.map(({ field, autoComplete, type, required, max, hint }) => (
            <TextInput
              key={field}
              name={field}
              type={type}
              label={t(`adminShopSettings.seller.${field}`)}
              value={seller[field]}
              required={required}
              maxLength={max}
              autoComplete={autoComplete}
              hint={hint ? t(hint) : undefined}
              error={server.errorOf(field)}
              onChange={(value) => setSeller((current) => ({ ...current, [field]: value }))}
            />
          ))}
          <div className={`field field--select${countryError ? ' field--invalid' : ''}`}>
            <label className="field__static-label" htmlFor={countryId}>
              {t('adminShopSettings.seller.country')}
            </label>
            <select
              id={countryId}
              name="country"
              className="select"
              value={seller.country}
              autoComplete="country"
              aria-invalid={countryError ? true : undefined}
              aria-describedby={countryError ? `${countryId}-error` : undefined}
              onChange={(event) => setSeller((current) => ({ ...current, country: event.currentTarget.value }))}
            >
              {settings.countries.map((country) => (
                <option key={country.iso} value={country.iso}>
                  {country.name}
                </option>
              ))}
            </select>
            <FieldError id={`${countryId}-error`} error={countryError} />
          </div>
        </div>
        <div className="button-row">
          <button type="submit" className="btn btn--primary" aria-busy={save.isPending || undefined}>
            {save.isPending ? t('adminShopSettings.saving') : t('adminShopSettings.save')}
          </button>
        </div>
      </form>
    </section>
  )
}
