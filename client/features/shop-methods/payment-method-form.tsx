import { useState, type SubmitEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { AdminDeliveryMethod, AdminPaymentMethod } from '../../../contract/dto/shop-methods'
import { callApi } from '../../../contract/endpoints/call'
import type { PaymentMethodInput } from '../../../contract/schemas/shop-methods'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { useToast } from '../../lib/toasts'
import { TextInput } from '../../lib/ui/text-input'
import { useLocale, useT } from '../../i18n/i18n'

/** One payment method's form: names and descriptions in both languages, active, the delivery methods it goes with. */
export function PaymentMethodForm({
  method,
  deliveryMethods,
  onSaved,
}: {
  method: AdminPaymentMethod
  deliveryMethods: AdminDeliveryMethod[]
  onSaved: (saved: AdminPaymentMethod) => void
}) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const [draft, setDraft] = useState<PaymentMethodInput>(() => ({
    name: method.name,
    description: method.description,
    active: method.active,
    deliveryMethodIds: method.deliveryMethodIds,
  }))
  const save = useMutation({
    mutationFn: (body: PaymentMethodInput) =>
      callApi(api, 'PUT api/v1/admin/settings/paymentMethods/:id', { params: { id: String(method.id) }, body }),
    onSuccess: (saved) => {
      toast.success(t('adminShopMethods.saved', { name: saved.name[locale] || saved.name.hr }))
      onSaved(saved)
    },
    onError: showError,
  })
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!save.isPending) save.mutate(draft)
  }
  const text = (part: 'name' | 'description', lang: 'hr' | 'en', value: string) =>
    setDraft((current) => ({ ...current, [part]: { ...current[part], [lang]: value } }))
  const toggle = (id: number, on: boolean) =>
    setDraft((current) => ({
      ...current,
      deliveryMethodIds: on ? [...current.deliveryMethodIds, id] : current.deliveryMethodIds.filter((d) => d !== id),
    }))
  const idBase = `payment-${method.id}`
  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby={`${idBase}-title`}>
      <TextInput
        label={t('adminShopMethods.nameHr')}
        name={`${idBase}-nameHr`}
        value={draft.name.hr}
        onChange={(v) => text('name', 'hr', v)}
        required
        maxLength={120}
      />
      <TextInput
        label={t('adminShopMethods.nameEn')}
        name={`${idBase}-nameEn`}
        value={draft.name.en}
        onChange={(v) => text('name', 'en', v)}
        required
        maxLength={120}
      />
      <TextInput
        type="textarea"
        label={t('adminShopMethods.descriptionHr')}
        name={`${idBase}-descriptionHr`}
        value={draft.description.hr}
        onChange={(v) => text('description', 'hr', v)}
        maxLength={1000}
        rows={2}
      />
      <TextInput
        type="textarea"
        label={t('adminShopMethods.descriptionEn')}
        name={`${idBase}-descriptionEn`}
        value={draft.description.en}
        onChange={(v) => text('description', 'en', v)}
        maxLength={1000}
        rows={2}
      />
      <label className="check">
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(event) => {
            const active = event.currentTarget.checked
            setDraft((current) => ({ ...current, active }))
          }}
        />
        <span>{t('adminShopMethods.active')}</span>
      </label>
      <fieldset className="stack" aria-describedby={`${idBase}-allowed-hint`}>
        <legend>{t('adminShopMethods.allowedLegend')}</legend>
        <p id={`${idBase}-allowed-hint`} className="muted">
          {t('adminShopMethods.allowedHint')}
        </p>
        {deliveryMethods.map((delivery) => (
          <label key={delivery.id} className="check">
            <input
              type="checkbox"
              checked={draft.deliveryMethodIds.includes(delivery.id)}
              onChange={(event) => toggle(delivery.id, event.currentTarget.checked)}
            />
            <span>
              {delivery.name[locale] || delivery.name.hr}
              {delivery.active ? null : ` (${t('adminShopMethods.inactive')})`}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="button-row">
        <button type="submit" className="btn btn--primary" aria-busy={save.isPending || undefined}>
          {t('adminShopMethods.save')}
        </button>
      </div>
    </form>
  )
}
