import { ORDER_EVENT_NAMES, type OrderEvent } from '../../../contract/dto/after-sale'
import { ORDER_STATUSES } from '../../../contract/dto/commerce'
import { allRows, columns, type Row } from '../rows'
import type { AfterSaleView } from './after-sale-view'

const events = columns('order_events')
const readEvent = (r: Row) => ({
  at: events.text(r, 'at'),
  event: events.oneOf(r, 'event', ORDER_EVENT_NAMES),
  from: r.from_status === null ? null : events.oneOf(r, 'from_status', ORDER_STATUSES),
  to: r.to_status === null ? null : events.oneOf(r, 'to_status', ORDER_STATUSES),
  actor: events.nullableText(r, 'actor'),
  detail: events.json<Record<string, unknown>>(r, 'detail', {}),
})

/** The order's history, oldest first: staff see who made each change, the buyer does not. */
export async function orderHistory(view: AfterSaleView): Promise<OrderEvent[]> {
  const rows = await allRows(
    view.env.DB.prepare(
      'SELECT at, event, from_status, to_status, actor, detail FROM order_events WHERE order_id = ? ORDER BY id',
    ).bind(view.order.id),
    readEvent,
  )
  return rows.map((row) => ({
    at: row.at,
    event: row.event,
    from: row.from,
    to: row.to,
    by: view.audience === 'staff' ? row.actor : null,
    detail: row.detail,
  }))
}
