import type { Context } from 'hono'
import type { BackendEnv } from '../context'
import { refuse } from '../http'
import { findOrderById, type StoredOrder } from './orders'
import { adminOrderDetail } from './admin-orders'
import type { AdminOrderDetail } from '../../../contract/dto/admin'

/** An order of the caller's store (another store's order is not found, as in the order list). */
export async function staffOrder(c: Context<BackendEnv>, id: number): Promise<StoredOrder> {
  const order = await findOrderById(c.env.DB, id)
  if (!order || order.storeId !== c.get('storeId')) throw refuse(404, 'ORDER_NOT_FOUND')
  return order
}

/** Who acts: the staff member's e-mail, as the order's history shows it. */
export const staffName = (c: Context<BackendEnv>): string => c.get('apiUser')?.email ?? 'staff'

/** Staff's answer after an action: the order as it is now (read again), as the order page shows it. */
export async function currentDetail(c: Context<BackendEnv>, order: StoredOrder): Promise<AdminOrderDetail> {
  return adminOrderDetail(c.env, (await findOrderById(c.env.DB, order.id)) ?? order)
}
