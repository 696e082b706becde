import type { AdminOrderDetail, Carrier, PackingSlip } from '../dto/admin'
import { IdParamsSchema } from '../schemas/params'
import { CarriersUpdateSchema, OrderActionSchema, ShipSchema } from '../schemas/fulfilment'
import { endpoint } from './endpoint'

/** Issue 36, after the sale: shipping, delivery and the order's state machine — staff's actions, each answering the order as it is now. */
export const fulfilment = {
  /** paid (or cash on delivery placed) → processing. */
  adminOrderProcess: endpoint<AdminOrderDetail>()({
    method: 'POST',
    path: 'api/v1/admin/orders/:id/process',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: IdParamsSchema,
    body: OrderActionSchema,
  }),
  /** Some or all physical lines leave with a carrier and tracking number → partly_shipped or shipped. */
  adminOrderShip: endpoint<AdminOrderDetail>()({
    method: 'POST',
    path: 'api/v1/admin/orders/:id/ship',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: IdParamsSchema,
    body: ShipSchema,
  }),
  /** shipped → delivered (cash on delivery: paid now). */
  adminOrderDeliver: endpoint<AdminOrderDetail>()({
    method: 'POST',
    path: 'api/v1/admin/orders/:id/deliver',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: IdParamsSchema,
    body: OrderActionSchema,
  }),
  adminOrderPackingSlip: endpoint<PackingSlip>()({
    method: 'GET',
    path: 'api/v1/admin/orders/:id/packingSlip',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: IdParamsSchema,
  }),
  /** The carriers staff ship with (setting shop.carriers): name and tracking URL template. */
  adminCarriers: endpoint<Carrier[]>()({
    method: 'GET',
    path: 'api/v1/admin/settings/carriers',
    access: 'staff',
    area: 'orders',
    cache: 'none',
  }),
  adminCarriersUpdate: endpoint<Carrier[]>()({
    method: 'PUT',
    path: 'api/v1/admin/settings/carriers',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    body: CarriersUpdateSchema,
  }),
}
