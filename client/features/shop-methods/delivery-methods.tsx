import { useState } from 'react'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { AdminDeliveryMethod } from '../../../contract/dto/shop-methods'
import { callApi } from '../../../contract/endpoints/call'
import { formatMoney } from '../../../contract/format'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { useToast } from '../../lib/toasts'
import { useLocale, useT } from '../../i18n/i18n'
import { Branches } from './branches'
import { DeliveryMethodEditor } from './delivery-method-editor'
import { MoveButtons } from './move-buttons'
import { deliveryMethodsQuery } from './queries'

/** `/admin/settings/delivery`: the delivery methods in checkout order, each editable and movable, with its branches. */
export function DeliveryMethods() {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const query = deliveryMethodsQuery(api)
  const { data: methods } = useSuspenseQuery(query)
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: query.queryKey })
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      callApi(api, 'POST api/v1/admin/settings/deliveryMethods/:id/move', {
        params: { id: String(id) },
        body: { direction },
      }),
    onSuccess: (list) => {
      queryClient.setQueryData(query.queryKey, list)
      toast.success(t('adminShopMethods.moved'))
    },
    onError: showError,
  })
  const saved = (method: AdminDeliveryMethod) => {
    setEditing(null)
    void refresh()
    // Back on the list, the method's own edit button is where the keyboard continues.
    requestAnimationFrame(() => document.getElementById(`method-${method.id}-edit`)?.focus())
  }

  const summary = (method: AdminDeliveryMethod) => {
    const parts = [
      t('adminShopMethods.summary', {
        price: formatMoney(method.priceCents / 100, locale),
        countries: method.countries === 'ALL' ? t('adminShopMethods.everywhere') : method.countries.join(', '),
      }),
    ]
    if (method.freeOverCents !== null)
      parts.push(t('adminShopMethods.summaryFree', { amount: formatMoney(method.freeOverCents / 100, locale) }))
    if (method.rates.length > 0) parts.push(t('adminShopMethods.summaryZones', { count: method.rates.length }))
    if (!method.active) parts.push(t('adminShopMethods.inactive'))
    return parts.join(' · ')
  }

  return (
    <div className="stack">
      <p>{t('adminShopMethods.deliveryIntro')}</p>
      {methods.length === 0 ? <p className="muted">{t('adminShopMethods.empty')}</p> : null}
      <ol className="stack">
        {methods.map((method, index) => {
          const name = method.name[locale] || method.name.hr
          return (
            <li key={method.id} className="panel stack">
              {editing === method.id ? (
                <DeliveryMethodEditor method={method} onSaved={saved} onCancel={() => setEditing(null)} />
              ) : (
                <>
                  <h2>{name}</h2>
                  <p>{summary(method)}</p>
                  <div className="button-row">
                    <button
                      id={`method-${method.id}-edit`}
                      type="button"
                      className="btn btn--secondary"
                      onClick={() => setEditing(method.id)}
                    >
                      {t('adminShopMethods.edit', { name })}
                    </button>
                    <MoveButtons
                      name={name}
                      first={index === 0}
                      last={index === methods.length - 1}
                      busy={move.isPending}
                      onMove={(direction) => move.mutate({ id: method.id, direction })}
                    />
                  </div>
                  <Branches method={method} onChanged={() => void refresh()} />
                </>
              )}
            </li>
          )
        })}
      </ol>
      {editing === 'new' ? (
        <DeliveryMethodEditor method={null} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : (
        <div className="button-row">
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
            {t('adminShopMethods.add')}
          </button>
        </div>
      )}
    </div>
  )
}
