import { useState, type SubmitEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { AdminDeliveryMethod } from '../../../contract/dto/shop-methods'
import { callApi } from '../../../contract/endpoints/call'
import type { DeliveryMethodInput } from '../../../contract/schemas/shop-methods'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { useToast } from '../../lib/toasts'
import { TextInput } from '../../lib/ui/text-input'
import { useLocale, useT } from '../../i18n/i18n'
import {
  draftInput,
  isDraftError,
  methodDraft,
  newZone,
  type DraftError,
  type MethodDraft,
  type ZoneDraft,
} from './method-draft'

/**
 * One delivery method's form: names and descriptions in both languages, the default price and
 * free-shipping sum, the countries it delivers to, its zones (a price for some countries), active.
 */
export function DeliveryMethodEditor({
  method,
  onSaved,
  onCancel,
}: {
  /** null: a new method. */
  method: AdminDeliveryMethod | null
  onSaved: (saved: AdminDeliveryMethod) => void
  onCancel: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const [draft, setDraft] = useState<MethodDraft>(() => methodDraft(method, locale))
  const [error, setError] = useState<DraftError | null>(null)
  const idBase = method ? `method-${method.id}` : 'method-new'
  const save = useMutation({
    mutationFn: (body: DeliveryMethodInput) =>
      method
        ? callApi(api, 'PUT api/v1/admin/settings/deliveryMethods/:id', { params: { id: String(method.id) }, body })
        : callApi(api, 'POST api/v1/admin/settings/deliveryMethods', { body }),
    onSuccess: (saved) => {
      toast.success(t('adminShopMethods.saved', { name: saved.name[locale] || saved.name.hr }))
      onSaved(saved)
    },
    onError: showError,
  })
  const set = (change: Partial<MethodDraft>) => setDraft((current) => ({ ...current, ...change }))
  const setZone = (key: string, change: Partial<ZoneDraft>) =>
    set({ zones: draft.zones.map((zone) => (zone.key === key ? { ...zone, ...change } : zone)) })
  const errorOf = (field: string) => (error?.field === field ? t(error.message) : null)

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    const input = draftInput(draft, locale)
    if (isDraftError(input)) {
      setError(input)
      document.getElementById(`${idBase}-${input.field}`)?.focus()
      return
    }
    setError(null)
    save.mutate(input)
  }

  const title = method
    ? t('adminShopMethods.editing', { name: method.name[locale] || method.name.hr })
    : t('adminShopMethods.newMethod')
  return (
    <form className="panel stack" onSubmit={submit} noValidate aria-label={title}>
      <h2>{title}</h2>
      <TextInput
        label={t('adminShopMethods.nameHr')}
        name="nameHr"
        value={draft.nameHr}
        onChange={(nameHr) => set({ nameHr })}
        required
        maxLength={120}
      />
      <TextInput
        label={t('adminShopMethods.nameEn')}
        name="nameEn"
        value={draft.nameEn}
        onChange={(nameEn) => set({ nameEn })}
        required
        maxLength={120}
      />
      <TextInput
        type="textarea"
        label={t('adminShopMethods.descriptionHr')}
        name="descriptionHr"
        value={draft.descriptionHr}
        onChange={(descriptionHr) => set({ descriptionHr })}
        maxLength={1000}
        rows={3}
      />
      <TextInput
        type="textarea"
        label={t('adminShopMethods.descriptionEn')}
        name="descriptionEn"
        value={draft.descriptionEn}
        onChange={(descriptionEn) => set({ descriptionEn })}
        maxLength={1000}
        rows={3}
      />
      <TextInput
        id={`${idBase}-price`}
        label={t('adminShopMethods.price')}
        name="price"
        value={draft.price}
        onChange={(price) => set({ price })}
        inputMode="decimal"
        required
        error={errorOf('price')}
      />
      <TextInput
        id={`${idBase}-freeOver`}
        label={t('adminShopMethods.freeOver')}
        name="freeOver"
        value={draft.freeOver}
        onChange={(freeOver) => set({ freeOver })}
        inputMode="decimal"
        hint={t('adminShopMethods.freeOverHint')}
        error={errorOf('freeOver')}
      />
      <fieldset className="stack">
        <legend>{t('adminShopMethods.countriesLegend')}</legend>
        <label className="check">
          <input
            type="radio"
            name={`${idBase}-everywhere`}
            checked={draft.everywhere}
            onChange={() => set({ everywhere: true })}
          />
          <span>{t('adminShopMethods.allCountries')}</span>
        </label>
        <label className="check">
          <input
            type="radio"
            name={`${idBase}-everywhere`}
            checked={!draft.everywhere}
            onChange={() => set({ everywhere: false })}
          />
          <span>{t('adminShopMethods.someCountries')}</span>
        </label>
        {draft.everywhere ? null : (
          <TextInput
            id={`${idBase}-countries`}
            label={t('adminShopMethods.countries')}
            name="countries"
            value={draft.countries}
            onChange={(countries) => set({ countries })}
            hint={t('adminShopMethods.countriesHint')}
            autoComplete="off"
            required
            error={errorOf('countries')}
          />
        )}
      </fieldset>
      <fieldset className="stack">
        <legend>{t('adminShopMethods.zonesLegend')}</legend>
        <p className="muted">{t('adminShopMethods.zonesHint')}</p>
        {draft.zones.map((zone, index) => (
          <fieldset key={zone.key} className="stack">
            <legend>{t('adminShopMethods.zone', { number: index + 1 })}</legend>
            <TextInput
              id={`${idBase}-zone-countries-${zone.key}`}
              label={t('adminShopMethods.countries')}
              name={`zone-countries-${zone.key}`}
              value={zone.countries}
              onChange={(countries) => setZone(zone.key, { countries })}
              hint={t('adminShopMethods.countriesHint')}
              autoComplete="off"
              required
              error={errorOf(`zone-countries-${zone.key}`)}
            />
            <TextInput
              id={`${idBase}-zone-price-${zone.key}`}
              label={t('adminShopMethods.price')}
              name={`zone-price-${zone.key}`}
              value={zone.price}
              onChange={(price) => setZone(zone.key, { price })}
              inputMode="decimal"
              required
              error={errorOf(`zone-price-${zone.key}`)}
            />
            <TextInput
              id={`${idBase}-zone-free-${zone.key}`}
              label={t('adminShopMethods.freeOver')}
              name={`zone-free-${zone.key}`}
              value={zone.freeOver}
              onChange={(freeOver) => setZone(zone.key, { freeOver })}
              inputMode="decimal"
              hint={t('adminShopMethods.freeOverHint')}
              error={errorOf(`zone-free-${zone.key}`)}
            />
            <div className="button-row">
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => set({ zones: draft.zones.filter((z) => z.key !== zone.key) })}
              >
                {t('adminShopMethods.removeZone', { number: index + 1 })}
              </button>
            </div>
          </fieldset>
        ))}
        <div className="button-row">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => set({ zones: [...draft.zones, newZone()] })}
          >
            {t('adminShopMethods.addZone')}
          </button>
        </div>
      </fieldset>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(event) => set({ active: event.currentTarget.checked })}
        />
        <span>{t('adminShopMethods.active')}</span>
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
