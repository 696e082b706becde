import type { AdminOrderDetail } from '../../../../contract/dto/admin'

/** A part of `/admin/orders/{id}` (issue 36): the order as staff see it, and where an action's answer goes. */
export interface OrderPanelProps {
  detail: AdminOrderDetail
  /** An action answered with the order as it is now. */
  onUpdated: (detail: AdminOrderDetail) => void
}
