import type { OrderStatus } from '../../../contract/dto/commerce'

/** Statuses in which the buyer has paid (or, cash on delivery, will have paid on delivery) and the goods may move. */
export const PAID_STATUSES: readonly OrderStatus[] = [
  'paid',
  'processing',
  'partly_shipped',
  'shipped',
  'delivered',
  'return_requested',
  'return_received',
  'partly_refunded',
  'refunded',
]

/** Paid and not wholly refunded: money is left to give back, and digital lines still deliver. */
const REFUNDABLE_STATUSES = PAID_STATUSES.filter((status) => status !== 'refunded')

/**
 * The order's state machine (issue 36): from which statuses each action may start. Where an action
 * leads depends on the order (a partial shipment stays `partly_shipped`, a partial refund
 * `partly_refunded`), so each action's module computes its `to`; this table is the one place that
 * says what is allowed when. Staff's page shows only the actions the server allows now
 * (AdminOrderDetail.actions).
 *
 *   pending_payment ─paid─▶ paid ─process─▶ processing ─ship─▶ partly_shipped ─ship─▶ shipped ─deliver─▶ delivered
 *   placed (cash on delivery) ─process/ship─▶ … ─deliver (paid now)─▶ delivered
 *   delivered ─requestReturn─▶ return_requested ─receiveReturn─▶ return_received ─refund─▶ (partly_)refunded
 *   pending_payment / placed ─cancel─▶ cancelled;  pending_payment ─fail─▶ failed
 */
export const ORDER_ACTIONS = {
  /** The provider confirmed a card or wallet payment; staff saw a bank transfer arrive. */
  pay: ['pending_payment'],
  cancel: ['pending_payment', 'placed'],
  process: ['paid', 'placed'],
  ship: ['paid', 'placed', 'processing', 'partly_shipped', 'partly_refunded'],
  deliver: ['shipped'],
  /**
   * Digital lines delivered on payment (keys and downloads); a short key pool holds the order in
   * processing. Keys or a file that arrive later still reach an order that has shipped its goods
   * meanwhile, or one paid on delivery (cash on delivery), as long as it is not refunded.
   */
  deliverDigital: [...REFUNDABLE_STATUSES, 'placed'],
  refund: REFUNDABLE_STATUSES,
  requestReturn: ['delivered', 'partly_refunded', 'return_received'],
  decideReturn: ['return_requested'],
  receiveReturn: ['return_requested'],
} satisfies Record<string, readonly OrderStatus[]>

export type OrderAction = keyof typeof ORDER_ACTIONS

export const allows = (action: OrderAction, status: OrderStatus): boolean =>
  (ORDER_ACTIONS[action] as readonly OrderStatus[]).includes(status)

/** The buyer has nothing more to pay now: paid (and on in its life), or placed for cash on delivery. */
export const isPaidOrPlaced = (status: OrderStatus): boolean => status === 'placed' || PAID_STATUSES.includes(status)
