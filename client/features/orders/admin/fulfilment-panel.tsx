import type { AdminOrderDetail } from '../../../../contract/dto/admin'

/** `/admin/orders/{id}`, issue 36: process, ship (carrier, tracking, lines), record delivery; the packing slip link (helper A). */
export function FulfilmentPanel(_props: { detail: AdminOrderDetail; onUpdated: (detail: AdminOrderDetail) => void }) {
  return null
}
