import { useId, useState, type SubmitEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShopSettings } from '../../../contract/dto/shop-settings'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { useToast } from '../../lib/toasts'
import { TextInput } from '../../lib/ui/text-input'
import { FieldError } from '../../lib/ui/field-error'
import { useLocale, useT } from '../../i18n/i18n'
import { saveVatRates, shopSettingsQuery } from './api'
import { useServerFieldError } from './field-error'
import { parseRate } from '../catalogue-admin/product-editor/money'

/** The VAT rates the shop uses: remove one (unless products carry it), add one, save the list. */
export function VatRatesForm({ settings }: { settings: ShopSettings }) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const headingId = useId()
  const [rates, setRates] = useState<number[]>(() => settings.vatRates.map((use) => use.rate))
  const [draft, setDraft] = useState('')
  const [draftError, setDraftError] = useState<string | null>(null)
  const server = useServerFieldError(['rates'] as const)
  const inUse = new Map(settings.vatRates.map((use) => [use.rate, use.products]))
  const format = (rate: number) => rate.toLocaleString(locale === 'hr' ? 'hr-HR' : 'en-GB')
  const save = useMutation({
    mutationFn: (list: number[]) => saveVatRates(api, list),
    onSuccess: (saved) => {
      queryClient.setQueryData(shopSettingsQuery(api, locale).queryKey, saved)
      setRates(saved.vatRates.map((use) => use.rate))
      toast.success(t('adminShopSettings.vat.saved'))
    },
    onError: (failure) => {
      if (!server.take(failure)) showError(failure)
    },
  })

  const add = () => {
    const rate = parseRate(draft)
    if (rate === undefined) return setDraftError(t('adminShopSettings.vat.badRate'))
    if (rates.includes(rate)) return setDraftError(t('adminShopSettings.vat.duplicate', { rate: format(rate) }))
    setDraftError(null)
    setRates((current) => [...current, rate].sort((a, b) => b - a))
    setDraft('')
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    server.clear()
    if (rates.length === 0) return setDraftError(t('adminShopSettings.vat.empty'))
    save.mutate(rates)
  }

  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminShopSettings.vat.title')}</h2>
      <p className="muted">{t('adminShopSettings.vat.intro')}</p>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">{t('adminShopSettings.vat.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminShopSettings.vat.rate')}</th>
                <th scope="col">{t('adminShopSettings.vat.products')}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {rates.map((rate) => (
                <tr key={rate}>
                  <th scope="row">{t('adminShopSettings.vat.rateValue', { rate: format(rate) })}</th>
                  <td>{inUse.get(rate) ?? 0}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--secondary"
                      onClick={() => setRates((current) => current.filter((r) => r !== rate))}
                    >
                      {t('adminShopSettings.vat.remove', { rate: format(rate) })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="grid grid--2">
          <TextInput
            name="newVatRate"
            label={t('adminShopSettings.vat.newRate')}
            value={draft}
            inputMode="decimal"
            autoComplete="off"
            hint={t('adminShopSettings.vat.newRateHint')}
            error={draftError}
            onChange={setDraft}
          />
        </div>
        <FieldError id="vat-rates-error" error={server.errorOf('rates')} />
        <div className="button-row">
          <button type="button" className="btn btn--secondary" onClick={add}>
            {t('adminShopSettings.vat.add')}
          </button>
          <button type="submit" className="btn btn--primary" aria-busy={save.isPending || undefined}>
            {save.isPending ? t('adminShopSettings.saving') : t('adminShopSettings.save')}
          </button>
        </div>
      </form>
    </section>
  )
}
