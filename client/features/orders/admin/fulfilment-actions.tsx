import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminOrderDetail } from '../../../../contract/dto/admin'
import { ApiError } from '../../../../contract/api'
import { callApi } from '../../../../contract/endpoints/call'
import { useApi } from '../../../lib/api-context'
import { useErrorToast } from '../../../lib/api-error-message'
import { useToast } from '../../../lib/toasts'
import { useT } from '../../../i18n/i18n'

export interface ShipLines {
  carrier: string | null
  trackingNumber: string
  lines: Array<{ orderLineId: number; qty: number }>
}

export type FulfilmentAction = { kind: 'process' } | { kind: 'deliver' } | ({ kind: 'ship' } & ShipLines)

const SUCCESS = {
  process: 'adminFulfilment.processed',
  ship: 'adminFulfilment.shipped',
  deliver: 'adminFulfilment.delivered',
} as const

/**
 * Staff's process / ship / deliver calls. Each click is one request id (a retry of the same click
 * would send it again, so the server does it once); a change another person made first (409
 * ORDER_CHANGED) reloads the order so the page shows what is true now.
 */
export function useFulfilmentAction(detail: AdminOrderDetail, onUpdated: (detail: AdminOrderDetail) => void) {
  const t = useT()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const id = detail.order.id
  return useMutation({
    mutationFn: (action: FulfilmentAction) => {
      const requestId = crypto.randomUUID()
      if (action.kind === 'ship') {
        const { kind: _kind, ...shipment } = action
        return callApi(api, 'POST api/v1/admin/orders/:id/ship', { params: { id }, body: { requestId, ...shipment } })
      }
      return action.kind === 'process'
        ? callApi(api, 'POST api/v1/admin/orders/:id/process', { params: { id }, body: { requestId } })
        : callApi(api, 'POST api/v1/admin/orders/:id/deliver', { params: { id }, body: { requestId } })
    },
    onSuccess: (updated, action) => {
      onUpdated(updated)
      toast.success(t(SUCCESS[action.kind], { number: updated.order.slug }))
    },
    onError: async (error) => {
      showError(error)
      if (error instanceof ApiError && error.code === 'ORDER_CHANGED')
        await queryClient.invalidateQueries({ queryKey: ['backoffice', 'order'] })
    },
  })
}
