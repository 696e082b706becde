import type { Context } from 'hono'
import type { RefundInput } from '../../../contract/schemas/refunds'
import type { BackendEnv } from '../context'
import { refuse } from '../http'
import { fromCents } from '../money'
import { findOrderById, type StoredOrder } from '../commerce/orders'
import { refundPayment } from '../commerce/sandbox-payments'
import { isRepeat, runOrderChange } from '../fulfilment/order-change'
import { allows } from '../fulfilment/order-states'
import { issueCreditNote } from '../invoices/issue-credit-note'
import { qtyLeft } from './refund-amounts'
import { planRefund, type RefundPlan } from './refund-plan'
import { isDigitalLine, refundableOf } from './refundable'
import {
  claimOrderForRefund,
  refundIdOfRequest,
  releaseClaimStatement,
  refundStatements,
  restockStatement,
  returnRefundedStatement,
  returnStatusOf,
  revokeDownloadsStatement,
  revokeKeysStatement,
  sideEventStatement,
} from './refund-rows'
import { notifyRefund } from './refund-email'

/** How often a refund the provider already paid out is written again after losing a race to another change. */
const PAID_OUT_ATTEMPTS = 3

/**
 * Staff give money back (issue 36). The amount comes from the order as stored, never from the page:
 * the chosen lines at what the buyer paid for them (coupon shared out), plus shipping. A card or
 * wallet payment is refunded by the provider first (nothing is written when it fails); then one
 * guarded batch writes the refund, its lines, the new status (refunded when everything paid is
 * back, else partly refunded) and its effects: stock back on the shelf when staff say so, the
 * refunded digital units' keys revoked (and the line's downloads once all of it is refunded), the
 * return it settles marked refunded. A repeated request id changes nothing ('repeat'). One refund
 * of an order runs at a time (it claims the order first): the provider checks money, not lines, so
 * two refunds of the same line at once would both be paid out and only one written.
 */
export async function makeRefund(
  c: Context<BackendEnv>,
  order: StoredOrder,
  input: RefundInput,
  staff: string,
): Promise<'done' | 'repeat'> {
  const db = c.env.DB
  if (await isRepeat(db, order.id, input.requestId)) return 'repeat'
  if (!allows('refund', order.status)) throw refuse(409, 'REFUND_NOT_ALLOWED')
  if (input.returnId !== null && (await returnStatusOf(db, order.id, input.returnId)) === null)
    throw refuse(404, 'REFUND_RETURN_UNKNOWN')
  // One refund of the order at a time: another one in flight means the order is changing under us.
  if (!(await claimOrderForRefund(db, order.id, input.requestId))) throw refuse(409, 'ORDER_CHANGED')
  try {
    return await refundClaimed(c, order.id, input, staff)
  } finally {
    await releaseClaimStatement(db, order.id, input.requestId).run()
  }
}

/** The refund itself, its order claimed: read, priced, paid out, written, then its credit note and e-mail. */
async function refundClaimed(
  c: Context<BackendEnv>,
  orderId: number,
  input: RefundInput,
  staff: string,
): Promise<'done' | 'repeat'> {
  const db = c.env.DB
  // Read again now that no other refund can be under way (one may have ended since the first read).
  let current = await findOrderById(db, orderId)
  if (!current) throw refuse(404, 'ORDER_NOT_FOUND')
  if (await isRepeat(db, orderId, input.requestId)) return 'repeat'
  if (!allows('refund', current.status)) throw refuse(409, 'REFUND_NOT_ALLOWED')
  let refundable = await refundableOf(db, current)
  let plan = planRefund(refundable, input)
  let providerRef: string | null = null
  if (refundable.method === 'provider') {
    const answer = await refundPayment(c.env, current, plan.amountCents, input.requestId)
    if (!answer.ok)
      throw answer.reason === 'exceeds' ? refuse(409, 'REFUND_PROVIDER_REFUSED') : refuse(502, 'REFUND_PROVIDER_FAILED')
    providerRef = answer.reference
  }
  for (let attempt = 1; ; attempt++) {
    const order = current
    const outcome = await runOrderChange(
      db,
      {
        order,
        event: 'refunded',
        to: plan.whole ? 'refunded' : 'partly_refunded',
        actor: staff,
        requestId: input.requestId,
        detail: {
          amount: fromCents(plan.amountCents),
          shipping: fromCents(plan.shippingCents),
          method: refundable.method,
          lines: plan.lines.map(({ line, qty }) => ({ orderLineId: line.id, name: line.name, qty })),
          reason: input.reason,
        },
      },
      (guard) => refundEffects(db, order, input, plan, { providerRef, staff, method: refundable.method }, guard),
    )
    if (outcome === 'repeat') return 'repeat'
    if (outcome === 'done') break
    // Lost to another change of the order (a shipment, a return: never another refund, which waits
    // for the claim). Money the provider already paid out must still be recorded: the order is read
    // again and, if this refund still fits it unchanged, written on it.
    if (providerRef === null || attempt >= PAID_OUT_ATTEMPTS) throw refuse(409, 'ORDER_CHANGED')
    const reread = await findOrderById(db, orderId)
    if (!reread || !allows('refund', reread.status)) throw paidOutButChanged(order, providerRef)
    const again = await refundableOf(db, reread)
    let replanned: RefundPlan
    try {
      replanned = planRefund(again, input)
    } catch {
      throw paidOutButChanged(order, providerRef)
    }
    if (replanned.amountCents !== plan.amountCents) throw paidOutButChanged(order, providerRef)
    current = reread
    refundable = again
    plan = replanned
  }
  const refundId = await refundIdOfRequest(db, orderId, input.requestId)
  if (refundId !== null) {
    await issueCreditNote(c, refundId)
    await notifyRefund(c, orderId, refundId)
  }
  return 'done'
}

/** The provider paid out but the order changed so that this refund no longer fits it: staff must look (logged with the provider's reference). */
function paidOutButChanged(order: StoredOrder, providerRef: string) {
  console.error(
    `izlog: order ${order.slug}: the provider refunded (${providerRef}) but the order changed before the refund was recorded`,
  )
  return refuse(409, 'ORDER_CHANGED')
}

function refundEffects(
  db: D1Database,
  order: StoredOrder,
  input: RefundInput,
  plan: RefundPlan,
  how: { providerRef: string | null; staff: string; method: 'provider' | 'manual' },
  guard: string,
): D1PreparedStatement[] {
  const statements = refundStatements(
    db,
    {
      orderId: order.id,
      requestId: input.requestId,
      amountCents: plan.amountCents,
      shippingCents: plan.shippingCents,
      method: how.method,
      providerRef: how.providerRef,
      reason: input.reason,
      returnId: input.returnId,
      staff: how.staff,
      lines: plan.lines.map(({ line, qty, amountCents }) => ({ orderLineId: line.id, qty, amountCents })),
    },
    guard,
  )
  const restocked = input.restock ? plan.lines.filter(({ line }) => line.tracksStock && !isDigitalLine(line)) : []
  if (restocked.length > 0) {
    statements.push(...restocked.map(({ line, qty }) => restockStatement(db, line.id, qty, guard)))
    const detail = { lines: restocked.map(({ line, qty }) => ({ orderLineId: line.id, name: line.name, qty })) }
    statements.push(sideEventStatement(db, order.id, 'restocked', how.staff, detail, guard))
  }
  const digital = plan.lines.filter(({ line }) => isDigitalLine(line))
  if (digital.length > 0) {
    for (const { line, qty } of digital) {
      const allOfIt = qty >= qtyLeft(line)
      const keysInForce = line.keys - line.revokedKeys
      const keys = allOfIt ? keysInForce : Math.min(keysInForce, qty * Math.floor(line.keys / line.qty))
      if (keys > 0) statements.push(revokeKeysStatement(db, line.id, keys, guard))
      if (allOfIt) statements.push(revokeDownloadsStatement(db, line.id, guard))
    }
    const detail = { lines: digital.map(({ line, qty }) => ({ orderLineId: line.id, name: line.name, qty })) }
    statements.push(sideEventStatement(db, order.id, 'keysRevoked', how.staff, detail, guard))
  }
  if (input.returnId !== null) statements.push(returnRefundedStatement(db, order.id, input.returnId, guard))
  return statements
}
