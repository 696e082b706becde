import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { AdminPaymentMethod } from '../../../contract/dto/shop-methods'
import { callApi } from '../../../contract/endpoints/call'
import { useApi } from '../../lib/api-context'
import { useErrorToast } from '../../lib/api-error-message'
import { useToast } from '../../lib/toasts'
import { useLocale, useT } from '../../i18n/i18n'
import { MoveButtons } from './move-buttons'
import { PaymentMethodForm } from './payment-method-form'
import { deliveryMethodsQuery, paymentMethodsQuery } from './queries'

/** `/admin/settings/payment`: the payment methods in checkout order, each with its form and up/down. */
export function PaymentMethods() {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const query = paymentMethodsQuery(api)
  const { data: methods } = useSuspenseQuery(query)
  const { data: deliveryMethods } = useSuspenseQuery(deliveryMethodsQuery(api))
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      callApi(api, 'POST api/v1/admin/settings/paymentMethods/:id/move', {
        params: { id: String(id) },
        body: { direction },
      }),
    onSuccess: (list) => {
      queryClient.setQueryData(query.queryKey, list)
      toast.success(t('adminShopMethods.moved'))
    },
    onError: showError,
  })
  const saved = (method: AdminPaymentMethod) =>
    queryClient.setQueryData(query.queryKey, (list: AdminPaymentMethod[] | undefined) =>
      (list ?? []).map((m) => (m.id === method.id ? method : m)),
    )
  return (
    <div className="stack">
      <p>{t('adminShopMethods.paymentIntro')}</p>
      {methods.length === 0 ? <p className="muted">{t('adminShopMethods.paymentEmpty')}</p> : null}
      <ol className="stack">
        {methods.map((method, index) => {
          const name = method.name[locale] || method.name.hr
          return (
            <li key={method.id} className="panel stack">
              <h2 id={`payment-${method.id}-title`}>
                {name}
                {method.active ? null : ` (${t('adminShopMethods.inactive')})`}
              </h2>
              <p>
                {t('adminShopMethods.paymentType', { type: t(`adminShopMethods.paymentTypes.${method.paymentType}`) })}
                {method.physicalOnly ? ` ${t('adminShopMethods.physicalOnly')}` : null}
              </p>
              <div className="button-row">
                <MoveButtons
                  name={name}
                  first={index === 0}
                  last={index === methods.length - 1}
                  busy={move.isPending}
                  onMove={(direction) => move.mutate({ id: method.id, direction })}
                />
              </div>
              <PaymentMethodForm key={method.id} method={method} deliveryMethods={deliveryMethods} onSaved={saved} />
            </li>
          )
        })}
      </ol>
    </div>
  )
}
