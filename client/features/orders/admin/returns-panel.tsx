import type { AdminOrderDetail } from '../../../../contract/dto/admin'

/** `/admin/orders/{id}`, issue 36: return requests: accept, refuse, receive (helper E). */
export function ReturnsPanel(_props: { detail: AdminOrderDetail; onUpdated: (detail: AdminOrderDetail) => void }) {
  return null
}
