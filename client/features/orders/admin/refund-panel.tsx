import type { AdminOrderDetail } from '../../../../contract/dto/admin'

/** `/admin/orders/{id}`, issue 36: refund the order or chosen lines and shipping (helper D). */
export function RefundPanel(_props: { detail: AdminOrderDetail; onUpdated: (detail: AdminOrderDetail) => void }) {
  return null
}
