import type { OrderStatus } from '../../../contract/dto/commerce'
import type { ShipInput } from '../../../contract/schemas/fulfilment'
import type { StoredOrder } from '../commerce/orders'
import { refuse } from '../http'
import { guardedEventStatement, runOrderChange, type OrderChangeOutcome } from './order-change'
import { allows } from './order-states'
import { readCarriers } from './carriers'
import { deliverShipmentsStatement, insertShipmentStatements, leftToShip, physicalLines } from './shipment-rows'

/**
 * Staff's actions on an order's way to the buyer (issue 36): process, ship (some or all physical
 * lines), record the delivery. Each is refused (409) when the order's status does not allow it and
 * runs as one guarded change (order-change.ts); the caller answers 'repeat' and 'stale'.
 */

export interface StaffAction {
  order: StoredOrder
  staff: string
  requestId: string
}

export function processOrder(db: D1Database, { order, staff, requestId }: StaffAction): Promise<OrderChangeOutcome> {
  if (!allows('process', order.status)) throw refuse(409, 'ORDER_NOT_PROCESSABLE')
  return runOrderChange(db, { order, event: 'processing', to: 'processing', actor: staff, requestId })
}

/** Ships the chosen quantities of physical lines, never more than is left of a line; the order is shipped when nothing is left. */
export async function shipOrder(
  db: D1Database,
  { order, staff, requestId }: StaffAction,
  input: Omit<ShipInput, 'requestId'>,
): Promise<OrderChangeOutcome> {
  if (!allows('ship', order.status)) throw refuse(409, 'ORDER_NOT_SHIPPABLE')
  const [lines, carriers] = await Promise.all([physicalLines(db, order.id), readCarriers(db)])
  const carrier = input.carrier === null ? null : carriers.find((c) => c.id === input.carrier)
  if (carrier === undefined) throw refuse(400, 'SHIP_CARRIER_UNKNOWN', { field: 'carrier' })
  if (carrier && !input.trackingNumber) throw refuse(400, 'SHIP_TRACKING_REQUIRED', { field: 'trackingNumber' })
  const chosen = new Set<number>()
  for (const wanted of input.lines) {
    const line = lines.find((l) => l.orderLineId === wanted.orderLineId)
    if (!line || chosen.has(wanted.orderLineId))
      throw refuse(400, 'SHIP_LINE_NOT_SHIPPABLE', { params: { line: wanted.orderLineId }, field: 'lines' })
    chosen.add(wanted.orderLineId)
    const left = leftToShip(line)
    if (wanted.qty > left) throw refuse(409, 'SHIP_QTY_TOO_HIGH', { params: { name: line.name, left }, field: 'lines' })
  }
  const allShipped = lines.every(
    (line) => leftToShip(line) <= (input.lines.find((l) => l.orderLineId === line.orderLineId)?.qty ?? 0),
  )
  const to: OrderStatus = allShipped ? 'shipped' : 'partly_shipped'
  const detail = {
    carrier: carrier?.name ?? null,
    trackingNumber: input.trackingNumber,
    lines: input.lines.map((l) => ({
      ...l,
      name: lines.find((line) => line.orderLineId === l.orderLineId)?.name ?? '',
    })),
  }
  return runOrderChange(db, { order, event: 'shipped', to, actor: staff, requestId, detail }, (guard) =>
    insertShipmentStatements(
      db,
      {
        orderId: order.id,
        carrier: carrier?.id ?? null,
        trackingNumber: input.trackingNumber,
        shippedBy: staff,
        lines: input.lines,
      },
      guard,
    ),
  )
}

/** Cash on delivery not yet paid: the courier collected the money at delivery. */
export const paidOnDelivery = (order: Pick<StoredOrder, 'paymentType' | 'paidAt'>): boolean =>
  order.paymentType === 'COD' && order.paidAt === null

/** The buyer received everything: delivered (the 14 days to withdraw start), and cash on delivery is paid now too. */
export function deliverOrder(db: D1Database, { order, staff, requestId }: StaffAction): Promise<OrderChangeOutcome> {
  if (!allows('deliver', order.status)) throw refuse(409, 'ORDER_NOT_DELIVERABLE')
  const now = new Date().toISOString()
  const cash = paidOnDelivery(order)
  return runOrderChange(
    db,
    {
      order,
      event: 'delivered',
      to: 'delivered',
      actor: staff,
      requestId,
      detail: cash ? { paidOnDelivery: true } : {},
      set: cash ? { delivered_at: now, paid_at: now } : { delivered_at: now },
    },
    (guard) => [
      deliverShipmentsStatement(db, order.id, guard),
      ...(cash ? [guardedEventStatement(db, order.id, 'paid', staff, guard, { paidVia: 'cash-on-delivery' })] : []),
    ],
  )
}
