import type { ReturnRequestInput } from '../../../contract/schemas/returns'
import { refuse } from '../http'
import type { StoredOrder } from '../commerce/orders'
import { isRepeat, runOrderChange, type OrderChangeOutcome } from '../fulfilment/order-change'
import { insertReturnStatements } from './return-rows'
import { orderReturnWindow } from './return-window'

/** The wanted quantities per order line (a line named twice counts once, with both quantities). */
function wantedByLine(lines: ReturnRequestInput['lines']): Map<number, number> {
  const wanted = new Map<number, number>()
  for (const line of lines) wanted.set(line.orderLineId, (wanted.get(line.orderLineId) ?? 0) + line.qty)
  return wanted
}

/**
 * The buyer's request to send goods back: within the window, only physical lines that reached them
 * and no more than is left to return. One guarded change: the order → return_requested with the
 * event, the request and its lines. Refusals are translated 4xx answers.
 */
export async function requestReturn(
  db: D1Database,
  order: StoredOrder,
  input: ReturnRequestInput,
): Promise<OrderChangeOutcome> {
  const window = await orderReturnWindow(db, order)
  if (window.returnableUntil === null) {
    // A repeated click whose first request already went through closed the window: answer as it is.
    if (await isRepeat(db, order.id, input.requestId)) return 'repeat'
    throw refuse(409, 'RETURN_NOT_POSSIBLE')
  }
  const wanted = wantedByLine(input.lines)
  const lines = [...wanted].map(([orderLineId, qty]) => ({ orderLineId, qty }))
  for (const line of lines) {
    const left = window.returnable.find((candidate) => candidate.orderLineId === line.orderLineId)?.qty ?? 0
    if (left === 0) throw refuse(400, 'RETURN_LINE_NOT_RETURNABLE', { field: 'lines' })
    if (line.qty > left) throw refuse(400, 'RETURN_QTY_TOO_HIGH', { params: { max: left }, field: 'lines' })
  }
  return runOrderChange(
    db,
    {
      order,
      event: 'returnRequested',
      to: 'return_requested',
      actor: 'buyer',
      requestId: input.requestId,
      detail: { lines, reason: input.reason },
    },
    (guard) => insertReturnStatements(db, guard, order.id, input.reason, lines),
  )
}
