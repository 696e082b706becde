import type { AdminOrderDetail } from '../dto/admin'
import { IdParamsSchema } from '../schemas/params'
import { RefundSchema } from '../schemas/refunds'
import { endpoint } from './endpoint'

/**
 * Issue 36, after the sale: staff give money back for a whole order or chosen lines and shipping —
 * through the payment provider (card, wallet) or paid out by hand (cash on delivery, bank transfer).
 */
export const refunds = {
  adminOrderRefund: endpoint<AdminOrderDetail>()({
    method: 'POST',
    path: 'api/v1/admin/orders/:id/refund',
    access: 'staff',
    area: 'orders',
    cache: 'none',
    params: IdParamsSchema,
    body: RefundSchema,
  }),
}
