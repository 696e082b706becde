import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { findOrderById, markPaid, type StoredOrder } from '../commerce/orders'
import { runOrderChange, type OrderChange } from './order-change'
import { eventsOf, orderState, paidOrder, placeOrder } from './test-orders'

/**
 * One change of an order after the sale: the guarded order update, its event and its effects in
 * one batch — done once per request id, and never on top of a change it did not see.
 */

const T_SHIRT: [string, number] = ['IZL-HW-MASKA', 1]

async function stored(id: number): Promise<StoredOrder> {
  const order = await findOrderById(env.DB, id)
  if (!order) throw new Error('order missing')
  return order
}

/** An effect that leaves a trace: a note in the order's history, written only inside the winning batch. */
const noteEffect = (orderId: number, note: string) => (guard: string) => [
  env.DB.prepare(
    `INSERT INTO order_events (order_id, event, actor, detail) SELECT ?, 'invoiceSent', 'test', ? WHERE ${guard}`,
  ).bind(orderId, JSON.stringify({ note })),
]
const notes = async (orderId: number) =>
  (await eventsOf(orderId)).filter((e) => e.event === 'invoiceSent').map((e) => JSON.parse(e.detail).note as string)

const processing = (order: StoredOrder, requestId = crypto.randomUUID()): OrderChange => ({
  order,
  event: 'processing',
  to: 'processing',
  actor: 'staff@test',
  requestId,
})

describe('runOrderChange', () => {
  it('done: moves the order to the next version and status, writes its event and runs its effects', async () => {
    const { id } = await paidOrder([T_SHIRT])
    const before = await stored(id)
    const requestId = crypto.randomUUID()
    expect(await runOrderChange(env.DB, processing(before, requestId), noteEffect(id, 'a'))).toBe('done')
    const after = await orderState(id)
    expect(after).toMatchObject({ status: 'processing', version: before.version + 1 })
    const event = (await eventsOf(id)).find((e) => e.event === 'processing')
    expect(event).toMatchObject({
      from_status: 'paid',
      to_status: 'processing',
      actor: 'staff@test',
      request_id: requestId,
    })
    expect(await notes(id)).toEqual(['a'])
  })

  it('repeat: the same request id twice is one change, its effects once', async () => {
    const { id } = await paidOrder([T_SHIRT])
    const before = await stored(id)
    const change = processing(before)
    expect(await runOrderChange(env.DB, change, noteEffect(id, 'first'))).toBe('done')
    expect(await runOrderChange(env.DB, change, noteEffect(id, 'second'))).toBe('repeat')
    expect((await eventsOf(id)).filter((e) => e.event === 'processing')).toHaveLength(1)
    expect(await notes(id)).toEqual(['first'])
    expect((await orderState(id))?.version).toBe(before.version + 1)
  })

  it('repeat: the same request sent twice at once is one change', async () => {
    const { id } = await paidOrder([T_SHIRT])
    const change = processing(await stored(id))
    const outcomes = await Promise.all([
      runOrderChange(env.DB, change, noteEffect(id, 'x')),
      runOrderChange(env.DB, change, noteEffect(id, 'x')),
    ])
    expect(outcomes.sort()).toEqual(['done', 'repeat'])
    expect((await eventsOf(id)).filter((e) => e.event === 'processing')).toHaveLength(1)
    expect(await notes(id)).toEqual(['x'])
  })

  it('stale: two different changes from the same read version — one wins, the loser wrote nothing', async () => {
    const { id } = await paidOrder([T_SHIRT])
    const read = await stored(id)
    const outcomes = await Promise.all([
      runOrderChange(env.DB, processing(read), noteEffect(id, 'one')),
      runOrderChange(env.DB, { ...processing(read), event: 'cancelled', to: 'cancelled' }, noteEffect(id, 'two')),
    ])
    expect(outcomes.sort()).toEqual(['done', 'stale'])
    const events = (await eventsOf(id)).map((e) => e.event)
    expect(events.filter((e) => e === 'processing' || e === 'cancelled')).toHaveLength(1)
    expect(await notes(id)).toHaveLength(1)
    expect((await orderState(id))?.version).toBe(read.version + 1)
  })

  it('stale: a change from an old read after another change is refused, effects not run', async () => {
    const { id } = await paidOrder([T_SHIRT])
    const read = await stored(id)
    expect(await runOrderChange(env.DB, processing(read))).toBe('done')
    expect(await runOrderChange(env.DB, processing(read), noteEffect(id, 'late'))).toBe('stale')
    expect(await notes(id)).toEqual([])
  })
})

describe('events of payment', () => {
  it("markPaid writes exactly one 'paid' event, and none when run again", async () => {
    const { id } = await placeOrder([T_SHIRT])
    await env.DB.batch(markPaid(env.DB, id, 'provider', {}))
    await env.DB.batch(markPaid(env.DB, id, 'provider', {}))
    const events = await eventsOf(id)
    expect(events.map((e) => e.event)).toEqual(['placed', 'paid'])
    expect(events[1]).toMatchObject({ from_status: 'pending_payment', to_status: 'paid', actor: 'provider' })
  })
})
