import * as v from 'valibot'
import { ORDER_STATUSES } from '../dto/commerce'

/** An order status, as a filter or a stored value names it. */
export const OrderStatusSchema = v.picklist(ORDER_STATUSES, 'Unknown order status.')
