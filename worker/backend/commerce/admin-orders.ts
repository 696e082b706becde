import type { Context } from 'hono'
import type { AdminOrderDetail, AdminOrderRow } from '../../../contract/dto/admin'
import type { OrderStatus, PaymentType } from '../../../contract/dto/commerce'
import { buildPath } from '../../../contract/routes'
import type { BackendEnv } from '../context'
import type { Bindings } from '../../lib/bindings'
import type { AfterSaleView } from '../fulfilment/after-sale-view'
import { fulfilmentStaffView } from '../fulfilment/staff-view'
import { keyPoolsOf } from '../digital/staff-view'
import { canResendInvoice } from '../invoices/staff-view'
import { refundStaffView } from '../refunds/staff-view'
import { returnActionsOf } from '../returns/staff-view'
import { findOrderById, orderDto, markPaid, PAYMENT_TYPES, type StoredOrder } from './orders'
import { signOrderLink } from './order-link'
import { queueEmail } from '../email/queue'
import { emailLink } from '../email/links'
import { orderStatusMessage, type OrderStatusEvent } from '../email/templates'
import { fromCents } from '../money'
import { containsSql } from '../contains-text'
import { batchRows, columns, type Row } from '../rows'
import { ORDER_STATUSES } from '../../../contract/dto/commerce'
import { returnStockStatement } from '../catalogue/product-rows'

/** The orders staff see and act on (issue 16). Money in cents in the database, euros out. */

interface OrderListRow {
  id: number
  slug: string
  status: OrderStatus
  created_at: string
  email: string
  customer: string | null
  order_total_cents: number
  currency: string
  items_count: number
  payment_type: PaymentType | null
  payment_method_name: string | null
}

const orders = columns('orders')
const readOrderListRow = (r: Row): OrderListRow => ({
  id: orders.int(r, 'id'),
  slug: orders.text(r, 'slug'),
  status: orders.oneOf(r, 'status', ORDER_STATUSES),
  created_at: orders.text(r, 'created_at'),
  email: orders.text(r, 'email'),
  customer: orders.nullableText(r, 'customer'),
  order_total_cents: orders.int(r, 'order_total_cents'),
  currency: orders.text(r, 'currency'),
  items_count: orders.int(r, 'items_count'),
  payment_type: r.payment_type === null ? null : orders.oneOf(r, 'payment_type', PAYMENT_TYPES),
  payment_method_name: orders.nullableText(r, 'payment_method_name'),
})

/** The buyer's name from the billing address, else the shipping one (JSON snapshots). */
const CUSTOMER_SQL = `TRIM(COALESCE(json_extract(billing_address, '$.firstName') || ' ' || json_extract(billing_address, '$.lastName'),
  json_extract(shipping_address, '$.firstName') || ' ' || json_extract(shipping_address, '$.lastName'), ''))`

export interface OrderListFilter {
  storeId: number
  q?: string
  status?: OrderStatus
}

/** A page of the store's orders, newest first: by number, e-mail or name (`q`) and status. */
export async function listAdminOrders(
  db: D1Database,
  filter: OrderListFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const where = ['store_id = ?']
  const binds: unknown[] = [filter.storeId]
  if (filter.status) {
    where.push('status = ?')
    binds.push(filter.status)
  }
  if (filter.q) {
    where.push(`(${containsSql('slug', '?')} OR ${containsSql('email', '?')} OR ${containsSql(CUSTOMER_SQL, '?')})`)
    binds.push(filter.q, filter.q, filter.q)
  }
  const clause = where.join(' AND ')
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT id, slug, status, created_at, email, ${CUSTOMER_SQL} AS customer, order_total_cents, currency, items_count, payment_type, payment_method_name
         FROM orders WHERE ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total FROM orders WHERE ${clause}`).bind(...binds),
  ])
  const list = batchRows(rows, readOrderListRow)
  return {
    rows: list.map((row) => ({
      id: row.id,
      slug: row.slug,
      status: row.status,
      createdAt: row.created_at,
      email: row.email,
      customer: row.customer ?? '',
      orderTotal: fromCents(row.order_total_cents),
      currency: row.currency,
      itemsCount: row.items_count,
      paymentType: row.payment_type,
      paymentMethod: row.payment_method_name,
    })),
    total: batchRows(count, (r) => orders.int(r, 'total'))[0] ?? 0,
  }
}

/** Statuses staff may cancel from: nothing was charged by a provider (a paid order needs a refund first). */
const CANCELLABLE: readonly OrderStatus[] = ['pending_payment', 'placed']

export const canMarkPaid = (order: Pick<StoredOrder, 'status' | 'paymentType'>): boolean =>
  order.paymentType === 'BANK_TRANSFER' && order.status === 'pending_payment'
export const canCancel = (order: Pick<StoredOrder, 'status'>): boolean => CANCELLABLE.includes(order.status)

/** The order for staff: as its customer sees it, who bought it, its history, and each domain's actions and facts. */
export async function adminOrderDetail(env: Bindings, order: StoredOrder): Promise<AdminOrderDetail> {
  const view: AfterSaleView = { env, order, audience: 'staff', linkToken: null }
  const dto = await orderDto(env, order, view)
  const [shipping, keyPools, resendInvoice, refunds, returns] = await Promise.all([
    fulfilmentStaffView(view, dto),
    keyPoolsOf(view),
    canResendInvoice(view),
    refundStaffView(view, dto),
    returnActionsOf(view, dto),
  ])
  const address = order.billingAddress ?? order.shippingAddress
  return {
    order: dto,
    customer: {
      kind: order.userId !== null ? 'registered' : 'guest',
      userId: order.userId,
      name: address ? `${address.firstName} ${address.lastName}`.trim() : '',
      phone: address?.contactPhone ?? '',
    },
    paymentType: order.paymentType,
    paidAt: order.paidAt,
    updatedAt: order.updatedAt,
    history: dto.afterSale.history,
    actions: {
      markPaid: canMarkPaid(order),
      cancel: canCancel(order),
      process: shipping.process,
      ship: shipping.ship,
      deliver: shipping.deliver,
      refund: refunds.refund,
      resendInvoice,
      returns,
    },
    shippable: shipping.shippable,
    carriers: shipping.carriers,
    refundable: refunds.refundable,
    keyPools,
  }
}

/** A bank transfer's money arrived: paid, by whom. False when the order was not waiting for it. */
export async function markBankTransferPaid(db: D1Database, order: StoredOrder, staff: string): Promise<boolean> {
  if (!canMarkPaid(order)) return false
  const [update] = await db.batch(markPaid(db, order.id, staff, { paidBy: staff, paidVia: 'bank-transfer' }))
  return update?.meta.changes === 1
}

/** Cancels an order that nobody charged yet; its reserved stock goes back to the shelf, in one transaction. */
export async function cancelOrder(db: D1Database, order: StoredOrder, staff: string): Promise<boolean> {
  if (!canCancel(order)) return false
  const allowed = CANCELLABLE.map((status) => `'${status}'`).join(', ')
  const [, update] = await db.batch([
    returnStockStatement(db, order.id, `status IN (${allowed})`),
    db
      .prepare(
        `UPDATE orders SET status = 'cancelled', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), version = version + 1,
           extended_details = json_patch(extended_details, ?)
         WHERE id = ? AND status IN (${allowed})`,
      )
      .bind(JSON.stringify({ cancelledBy: staff, cancelledAt: new Date().toISOString() }), order.id),
    db
      .prepare(
        `INSERT INTO order_events (order_id, event, from_status, to_status, actor) SELECT ?, 'cancelled', ?, 'cancelled', ? WHERE changes() = 1`,
      )
      .bind(order.id, order.status, staff),
  ])
  return (update?.meta.changes ?? 0) === 1
}

/** The customer hears of a status change through the outbox, in the order's language, with the signed order link. */
export async function notifyOrderStatus(
  c: Context<BackendEnv>,
  orderId: number,
  event: OrderStatusEvent,
): Promise<void> {
  const order = await findOrderById(c.env.DB, orderId)
  if (!order) return
  const token = await signOrderLink(c.env, order.slug)
  const dto = await orderDto(c.env, order, { audience: 'buyer', linkToken: token })
  const link = emailLink(c, buildPath('orderLink', dto.language, {}, { t: token }))
  await queueEmail(c, 'orderStatus', dto.email, dto.language, orderStatusMessage(dto, event, link))
}
