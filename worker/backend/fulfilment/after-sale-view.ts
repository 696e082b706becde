import type { Bindings } from '../../lib/bindings'
import type { StoredOrder } from '../commerce/orders'

/**
 * Who reads an order's after-sale part (issue 36): the buyer (their account, their cart session,
 * or the signed order link whose token then goes into the buyer's file and invoice links) or staff
 * (who also see who did what). Every part reader takes this view.
 */
export interface AfterSaleView {
  env: Bindings
  order: StoredOrder
  audience: 'buyer' | 'staff'
  /** The signed order link's token when the buyer reads through it (the e-mail's link, a guest's page). */
  linkToken: string | null
}
