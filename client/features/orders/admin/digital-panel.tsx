import type { AdminOrderDetail } from '../../../../contract/dto/admin'

/** `/admin/orders/{id}`, issue 36: keys and downloads of the digital lines, key pools (helper B). */
export function DigitalPanel(_props: { detail: AdminOrderDetail; onUpdated: (detail: AdminOrderDetail) => void }) {
  return null
}
