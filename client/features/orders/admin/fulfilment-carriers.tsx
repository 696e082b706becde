import { useState, type SubmitEvent } from 'react'
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { ApiFetch } from '../../../../contract/api'
import type { Carrier } from '../../../../contract/dto/admin'
import { callApi } from '../../../../contract/endpoints/call'
import type { Locale } from '../../../../contract/locales'
import { useApi } from '../../../lib/api-context'
import { useErrorToast } from '../../../lib/api-error-message'
import { useToast } from '../../../lib/toasts'
import { TextInput } from '../../../lib/ui/text-input'
import { FieldError } from '../../../lib/ui/field-error'
import { useLocale, useT } from '../../../i18n/i18n'

export const carriersQuery = (api: ApiFetch, locale: Locale) =>
  queryOptions({
    queryKey: ['backoffice', 'carriers', locale] as const,
    queryFn: () => callApi(api, 'GET api/v1/admin/settings/carriers', {}),
    staleTime: 0,
  })

/** A row being edited: `key` keeps React's identity while the code itself changes. */
type CarrierRow = Carrier & { key: string }

const withKeys = (carriers: Carrier[]): CarrierRow[] => carriers.map((c) => ({ ...c, key: crypto.randomUUID() }))

/** `/admin/settings/shipping`: the carriers staff ship with — name, code and tracking address template. */
export function CarrierSettings() {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(carriersQuery(api, locale))
  const [rows, setRows] = useState<CarrierRow[]>(() => withKeys(data))
  const [error, setError] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: (carriers: Carrier[]) => callApi(api, 'PUT api/v1/admin/settings/carriers', { body: { carriers } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(carriersQuery(api, locale).queryKey, saved)
      setRows(withKeys(saved))
      toast.success(t('adminCarriers.saved'))
    },
    onError: showError,
  })

  const update = (key: string, change: Partial<Carrier>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)))

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    const carriers = rows.map(({ id, name, trackingUrl }) => ({
      id: id.trim(),
      name: name.trim(),
      trackingUrl: trackingUrl.trim(),
    }))
    const duplicate = carriers.find((carrier, index) => carriers.findIndex((c) => c.id === carrier.id) !== index)
    if (duplicate) {
      setError(t('adminCarriers.duplicateId', { id: duplicate.id }))
      return
    }
    setError(null)
    save.mutate(carriers)
  }

  return (
    <form className="stack carrier-settings" onSubmit={submit} noValidate>
      <p>{t('adminCarriers.intro')}</p>
      {rows.length === 0 ? <p className="muted">{t('adminCarriers.empty')}</p> : null}
      {rows.map((row, index) => (
        <fieldset key={row.key} className="panel stack carrier-settings__row">
          <legend>{t('adminCarriers.carrier', { number: index + 1 })}</legend>
          <TextInput
            label={t('adminCarriers.name')}
            name={`name-${row.key}`}
            value={row.name}
            onChange={(name) => update(row.key, { name })}
            required
            maxLength={80}
          />
          <TextInput
            label={t('adminCarriers.id')}
            name={`id-${row.key}`}
            value={row.id}
            onChange={(id) => update(row.key, { id })}
            hint={t('adminCarriers.idHint')}
            required
            maxLength={40}
            autoComplete="off"
          />
          <TextInput
            type="url"
            label={t('adminCarriers.trackingUrl')}
            name={`url-${row.key}`}
            value={row.trackingUrl}
            onChange={(trackingUrl) => update(row.key, { trackingUrl })}
            hint={t('adminCarriers.trackingUrlHint')}
            maxLength={500}
          />
          <div className="button-row">
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
            >
              {t('adminCarriers.remove', { name: row.name || t('adminCarriers.carrier', { number: index + 1 }) })}
            </button>
          </div>
        </fieldset>
      ))}
      <FieldError id="carrier-settings-error" error={error} />
      <div className="button-row">
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() =>
            setRows((current) => [...current, { id: '', name: '', trackingUrl: '', key: crypto.randomUUID() }])
          }
        >
          {t('adminCarriers.add')}
        </button>
        <button type="submit" className="btn btn--primary" aria-busy={save.isPending || undefined}>
          {t('adminCarriers.save')}
        </button>
      </div>
    </form>
  )
}
