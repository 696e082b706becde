import type { Shipment } from '../../../contract/dto/after-sale'
import type { AfterSaleView } from './after-sale-view'
import { readCarriers, trackingUrlOf } from './carriers'
import { shipmentRows } from './shipment-rows'

/** The order's shipments with their lines, carrier's name and tracking link (a carrier since removed from settings keeps its id as name). */
export async function shipmentsOf(view: AfterSaleView): Promise<Shipment[]> {
  const [rows, carriers] = await Promise.all([shipmentRows(view.env.DB, view.order.id), readCarriers(view.env.DB)])
  if (rows.length === 0) return []
  return rows.map((row) => {
    const carrier = row.carrier === null ? null : (carriers.find((c) => c.id === row.carrier) ?? null)
    return {
      id: row.id,
      carrier: row.carrier === null ? null : { id: row.carrier, name: carrier?.name ?? row.carrier },
      trackingNumber: row.trackingNumber,
      trackingUrl: trackingUrlOf(carrier, row.trackingNumber),
      shippedAt: row.shippedAt,
      deliveredAt: row.deliveredAt,
      lines: row.lines,
    }
  })
}
