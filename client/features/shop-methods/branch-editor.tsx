import { useState, type SubmitEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { AdminDeliveryBranch } from '../../../contract/dto/shop-methods'
import { callApi } from '../../../contract/endpoints/call'
import type { DeliveryBranchInput } from '../../../contract/schemas/shop-methods'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { useToast } from '../../lib/toasts'
import { TextInput } from '../../lib/ui/text-input'
import { useLocale, useT } from '../../i18n/i18n'

/** One pickup branch's form: names and opening hours in both languages, address, active. */
export function BranchEditor({
  methodId,
  branch,
  onSaved,
  onCancel,
}: {
  methodId: number
  /** null: a new branch of the method. */
  branch: AdminDeliveryBranch | null
  onSaved: () => void
  onCancel: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const [draft, setDraft] = useState<DeliveryBranchInput>(() => ({
    name: { hr: branch?.name.hr ?? '', en: branch?.name.en ?? '' },
    address: branch?.address ?? '',
    hours: { hr: branch?.hours.hr ?? '', en: branch?.hours.en ?? '' },
    active: branch?.active ?? true,
  }))
  const save = useMutation({
    mutationFn: (body: DeliveryBranchInput) =>
      branch
        ? callApi(api, 'PUT api/v1/admin/settings/deliveryBranches/:id', { params: { id: String(branch.id) }, body })
        : callApi(api, 'POST api/v1/admin/settings/deliveryMethods/:id/branches', {
            params: { id: String(methodId) },
            body,
          }),
    onSuccess: (saved) => {
      toast.success(t('adminShopMethods.saved', { name: saved.name[locale] || saved.name.hr }))
      onSaved()
    },
    onError: showError,
  })
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!save.isPending) save.mutate(draft)
  }
  const title = branch
    ? t('adminShopMethods.editing', { name: branch.name[locale] || branch.name.hr })
    : t('adminShopMethods.newBranch')
  const both = (part: 'name' | 'hours', lang: 'hr' | 'en', value: string) =>
    setDraft((current) => ({ ...current, [part]: { ...current[part], [lang]: value } }))
  return (
    <form className="panel stack" onSubmit={submit} noValidate aria-label={title}>
      <h4>{title}</h4>
      <TextInput
        label={t('adminShopMethods.branchNameHr')}
        name="branchNameHr"
        value={draft.name.hr}
        onChange={(v) => both('name', 'hr', v)}
        required
        maxLength={120}
      />
      <TextInput
        label={t('adminShopMethods.branchNameEn')}
        name="branchNameEn"
        value={draft.name.en}
        onChange={(v) => both('name', 'en', v)}
        required
        maxLength={120}
      />
      <TextInput
        label={t('adminShopMethods.address')}
        name="address"
        value={draft.address}
        onChange={(address) => setDraft((current) => ({ ...current, address }))}
        required
        maxLength={300}
      />
      <TextInput
        label={t('adminShopMethods.hoursHr')}
        name="hoursHr"
        value={draft.hours.hr}
        onChange={(v) => both('hours', 'hr', v)}
        hint={t('adminShopMethods.hoursHint')}
        maxLength={300}
      />
      <TextInput
        label={t('adminShopMethods.hoursEn')}
        name="hoursEn"
        value={draft.hours.en}
        onChange={(v) => both('hours', 'en', v)}
        maxLength={300}
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
        <span>{t('adminShopMethods.branchActive')}</span>
      </label>
      <div className="button-row">
        <button type="submit" className="btn btn--primary" aria-busy={save.isPending || undefined}>
          {t('adminShopMethods.save')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('adminShopMethods.cancel')}
        </button>
      </div>
    </form>
  )
}
