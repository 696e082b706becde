import type { OrderStatus } from '../../../contract/dto/commerce'
import type { StoredOrder } from '../commerce/orders'
import { refuse } from '../http'
import { isRepeat, runOrderChange, type OrderChange, type OrderChangeOutcome } from '../fulfilment/order-change'
import {
  decideReturnStatement,
  guardedEventStatement,
  hasRefunds,
  listReturns,
  otherReturnStatuses,
  receiveReturnStatement,
  restockReturnStatement,
} from './return-rows'
import { returnActions } from './staff-view'

export type StaffReturnAction = 'accept' | 'refuse' | 'receive'

/** The refusal when the return (or the order) is not in a state the action starts from. */
const NOT_ALLOWED_REFUSALS = {
  accept: 'RETURN_NOT_ACCEPTABLE',
  refuse: 'RETURN_NOT_REFUSABLE',
  receive: 'RETURN_NOT_RECEIVABLE',
} as const satisfies Record<StaffReturnAction, string>

export interface StaffReturnDecision {
  action: StaffReturnAction
  returnId: number
  staff: string
  requestId: string
  note: string
}

/**
 * The order's status once a return is refused: still awaiting another open request; else goods
 * of another return are back; else as it was before any request (refunded in part, or delivered).
 */
async function statusAfterRefusal(db: D1Database, order: StoredOrder, returnId: number): Promise<OrderStatus> {
  const others = await otherReturnStatuses(db, order.id, returnId)
  if (others.some((status) => status === 'requested' || status === 'accepted')) return order.status
  if (others.includes('received')) return 'return_received'
  return (await hasRefunds(db, order.id)) ? 'partly_refunded' : 'delivered'
}

/** After the goods came back: the order waits for the refund, unless another request is still open. */
async function statusAfterReceipt(db: D1Database, order: StoredOrder, returnId: number): Promise<OrderStatus> {
  const others = await otherReturnStatuses(db, order.id, returnId)
  return others.some((status) => status === 'requested' || status === 'accepted') ? order.status : 'return_received'
}

/**
 * Staff accept, refuse or receive one return of the order: one guarded change (order_events keeps
 * who and when), once per click. Receiving puts the returned quantities back in stock.
 */
export async function decideReturn(
  db: D1Database,
  order: StoredOrder,
  decision: StaffReturnDecision,
): Promise<OrderChangeOutcome> {
  const request = (await listReturns(db, order.id)).find((candidate) => candidate.id === decision.returnId)
  if (!request) throw refuse(404, 'RETURN_NOT_FOUND')
  if (await isRepeat(db, order.id, decision.requestId)) return 'repeat'
  if (!returnActions(order, request)[decision.action]) throw refuse(409, NOT_ALLOWED_REFUSALS[decision.action])
  const { action, returnId, staff, note } = decision
  const lines = request.lines.map(({ orderLineId, qty }) => ({ orderLineId, qty }))
  const base: Pick<OrderChange, 'order' | 'actor' | 'requestId'> = {
    order,
    actor: staff,
    requestId: decision.requestId,
  }
  if (action === 'accept')
    return runOrderChange(
      db,
      { ...base, event: 'returnAccepted', to: order.status, detail: { returnId, note } },
      (guard) => [decideReturnStatement(db, guard, returnId, ['requested'], 'accepted', staff, note)],
    )
  if (action === 'refuse')
    return runOrderChange(
      db,
      {
        ...base,
        event: 'returnRefused',
        to: await statusAfterRefusal(db, order, returnId),
        detail: { returnId, note },
      },
      (guard) => [decideReturnStatement(db, guard, returnId, ['requested', 'accepted'], 'refused', staff, note)],
    )
  return runOrderChange(
    db,
    {
      ...base,
      event: 'returnReceived',
      to: await statusAfterReceipt(db, order, returnId),
      detail: { returnId, lines, ...(note ? { note } : {}) },
    },
    (guard) => [
      receiveReturnStatement(db, guard, returnId, staff, note),
      restockReturnStatement(db, guard, returnId),
      guardedEventStatement(db, guard, order.id, 'restocked', staff, { returnId, lines }),
    ],
  )
}
