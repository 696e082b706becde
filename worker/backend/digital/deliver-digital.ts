import type { Context } from 'hono'
import { LOW_KEY_POOL } from '../../../contract/schemas/digital-delivery'
import type { BackendEnv } from '../context'
import { findOrderById } from '../commerce/orders'
import { orderEventStatement, runOrderChange } from '../fulfilment/order-change'
import { allows } from '../fulfilment/order-states'
import { digitalUnitsOf, hasPhysicalLines } from './digital-units'
import {
  assignKeysStatement,
  clearPoolLow,
  keysLeft,
  keysOfOrder,
  keysOwed,
  markPoolLow,
  ordersWaitingFor,
} from './licence-keys'
import { currentLinks, linkHash, newLinkStatements } from './download-links'
import { queueDigitalReady, queueKeysMissing, queuePoolLow } from './digital-emails'

/**
 * Digital delivery (issue 36). Once an order is paid (never before), each digital line gets its
 * licence keys and its download link in one guarded change ('keysAssigned'). Then the order settles:
 * keys still owed hold it in processing ('keysMissing', staff are e-mailed); a digital-only order
 * with everything handed over is delivered; an order with goods to ship stays for shipping. An
 * eProduct given neither keys nor a file yet is owed keys too, but holds nothing: the order stays
 * paid (staff's panel shows the keys missing) until keys are added. Keys or a file that arrive
 * later reach the waiting orders at once (deliverWaiting).
 */

/** Attempts at a change that lost a race (another change of the same order came first). */
const ATTEMPTS = 3

/** What the order's digital lines are owed now, read from the order as it is. */
async function owedNow(db: D1Database, orderId: number) {
  const order = await findOrderById(db, orderId)
  if (!order || order.paidAt === null || !allows('deliverDigital', order.status)) return null
  const units = await digitalUnitsOf(db, order.id, order.language)
  if (units.length === 0) return null
  const [keys, links] = await Promise.all([keysOfOrder(db, order.id), currentLinks(db, order.id)])
  const owing = units.flatMap((unit) => {
    const owed = keysOwed(unit, keys)
    return owed > 0 ? [{ unit, owed }] : []
  })
  const linkless = units.filter(
    (unit) => unit.hasFile && !links.some((l) => l.orderLineId === unit.orderLineId && l.productId === unit.productId),
  )
  return { order, units, owing, linkless }
}

/**
 * Hands the order's lines the keys and links they are owed in one guarded batch. A change that lost
 * a race is tried again from the order as it then is. Answers whether anything was to hand over.
 */
async function handOver(c: Context<BackendEnv>, orderId: number): Promise<boolean> {
  const db = c.env.DB
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const now = await owedNow(db, orderId)
    if (!now) return false
    const left = await keysLeft(
      db,
      now.owing.map(({ unit }) => unit.productId),
    )
    // A pool with nothing left gives nothing: no change is written for it.
    const owing = now.owing.filter(({ unit }) => (left.get(unit.productId) ?? 0) > 0)
    const { order, linkless } = now
    if (owing.length === 0 && linkless.length === 0) return false
    const hashes = await Promise.all(linkless.map((unit) => linkHash(c.env, unit, 0)))
    const outcome = await runOrderChange(
      db,
      {
        order,
        event: 'keysAssigned',
        to: order.status,
        actor: 'system',
        requestId: `digital:${order.id}:${order.version}`,
        detail: {
          lines: owing.map(({ unit, owed }) => ({ orderLineId: unit.orderLineId, productId: unit.productId, owed })),
          downloads: linkless.length,
        },
      },
      (guard) => [
        ...owing.map(({ unit }) => assignKeysStatement(db, order.id, unit, guard)),
        ...linkless.flatMap((unit, i) => newLinkStatements(db, order.id, unit, 0, hashes[i] ?? '', guard)),
      ],
    )
    if (outcome !== 'stale') return true
  }
  return false
}

/** Staff hear once of each pool that is now below the low mark (the first delivery to see it low sets the mark). */
async function warnLowPools(c: Context<BackendEnv>, orderId: number, names: Map<number, string>) {
  const left = await keysLeft(c.env.DB, [...names.keys()])
  for (const [productId, available] of left)
    if (available < LOW_KEY_POOL && (await markPoolLow(c.env.DB, productId, available)))
      await queuePoolLow(c, { id: orderId }, { name: names.get(productId) ?? String(productId), available })
}

export type Settled = 'waiting' | 'delivered' | 'complete' | 'none'

/**
 * After a hand-over: keys still owed hold the order in processing (staff told once, when it first
 * falls short); a digital-only order with everything handed over is delivered.
 */
async function settle(c: Context<BackendEnv>, orderId: number, tellStaff: boolean): Promise<Settled> {
  const db = c.env.DB
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const now = await owedNow(db, orderId)
    if (!now) return 'none'
    const { order, owing } = now
    // Only a pool that ran short holds the order; a product never given keys (nor a file) waits in 'paid'.
    if (owing.length > 0 && !owing.some(({ unit }) => unit.hasPool)) return 'waiting'
    if (owing.length > 0) {
      const missing = owing.map(({ unit, owed }) => ({ name: unit.name, count: owed }))
      const detail = { missing: owing.reduce((sum, { owed }) => sum + owed, 0) }
      // Only a paid order moves to processing; one further on (shipped, paid on delivery) keeps its status.
      if (order.status !== 'paid') {
        if (!tellStaff) return 'waiting'
        await orderEventStatement(db, order.id, 'keysMissing', 'system', detail).run()
      } else {
        const outcome = await runOrderChange(db, {
          order,
          event: 'keysMissing',
          to: 'processing',
          actor: 'system',
          requestId: `keys-missing:${order.id}:${order.version}`,
          detail,
        })
        if (outcome === 'stale') continue
      }
      if (tellStaff) await queueKeysMissing(c, order, missing)
      return 'waiting'
    }
    if ((order.status !== 'paid' && order.status !== 'processing') || (await hasPhysicalLines(db, order.id)))
      return 'complete'
    const outcome = await runOrderChange(db, {
      order,
      event: 'delivered',
      to: 'delivered',
      actor: 'system',
      requestId: `digital-delivered:${order.id}:${order.version}`,
      set: { delivered_at: new Date().toISOString() },
    })
    if (outcome !== 'stale') return 'delivered'
  }
  return 'none'
}

/** A paid order's digital lines get their keys and downloads (afterPayment calls it once the order is paid). */
export async function deliverDigital(c: Context<BackendEnv>, orderId: number): Promise<Settled> {
  const db = c.env.DB
  const now = await owedNow(db, orderId)
  if (!now) return 'none'
  const pools = new Map(now.owing.filter(({ unit }) => unit.hasPool).map(({ unit }) => [unit.productId, unit.name]))
  await handOver(c, orderId)
  await warnLowPools(c, orderId, pools)
  return settle(c, orderId, true)
}

/**
 * Staff added keys to a product's pool or gave it its file: the paid orders waiting for them get
 * them at once, oldest first, and each buyer who got something is e-mailed their keys and downloads.
 */
export async function deliverWaiting(c: Context<BackendEnv>, productId: number): Promise<number[]> {
  await clearPoolLow(c.env.DB, productId, LOW_KEY_POOL)
  const served: number[] = []
  for (const orderId of await ordersWaitingFor(c.env.DB, productId)) {
    if (!(await handOver(c, orderId))) continue
    await settle(c, orderId, false)
    await queueDigitalReady(c, orderId)
    served.push(orderId)
  }
  return served
}
