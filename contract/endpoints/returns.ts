import type { AdminOrderDetail } from '../dto/admin'
import type { Order } from '../dto/commerce'
import {
  ReturnDecisionSchema,
  ReturnOrderParamsSchema,
  ReturnParamsSchema,
  ReturnRefusalSchema,
  ReturnRequestSchema,
} from '../schemas/returns'
import { cartBound, endpoint } from './endpoint'

/**
 * Issue 36, after the sale: return requests. The buyer asks within 14 days of delivery (their
 * account, their cart session — a `cart` row, so the edge adds it when the browser has one — or the
 * signed order link's token); staff accept, refuse or mark the goods received.
 */
export const returns = {
  orderReturnRequest: endpoint<Order>()({
    method: 'POST',
    path: 'api/v2/order/:slug/returns',
    access: 'cart',
    cartOptional: true,
    cache: 'none',
    params: ReturnOrderParamsSchema,
    body: cartBound(ReturnRequestSchema),
  }),
  adminReturnAccept: endpoint<AdminOrderDetail>()({
    method: 'POST',
    path: 'api/v1/admin/orders/:id/returns/:returnId/accept',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: ReturnParamsSchema,
    body: ReturnDecisionSchema,
  }),
  adminReturnRefuse: endpoint<AdminOrderDetail>()({
    method: 'POST',
    path: 'api/v1/admin/orders/:id/returns/:returnId/refuse',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: ReturnParamsSchema,
    body: ReturnRefusalSchema,
  }),
  adminReturnReceive: endpoint<AdminOrderDetail>()({
    method: 'POST',
    path: 'api/v1/admin/orders/:id/returns/:returnId/receive',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: ReturnParamsSchema,
    body: ReturnDecisionSchema,
  }),
}
