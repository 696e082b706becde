import type { AdminOrderDetail } from '../../../../contract/dto/admin'

/** `/admin/orders/{id}`, issue 36: invoice and credit notes, download and re-send (helper C). */
export function InvoicesPanel(_props: { detail: AdminOrderDetail; onUpdated: (detail: AdminOrderDetail) => void }) {
  return null
}
