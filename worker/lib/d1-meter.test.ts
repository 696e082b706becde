import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { meterD1 } from './d1-meter'

/** The round-trip meter counts what the app makes D1 do, by the order of calls (no clock). */
describe('meterD1', () => {
  it('counts each awaited statement as its own wave', async () => {
    const meter = meterD1(env.DB)
    expect(await meter.db.prepare('SELECT ? AS n').bind(1).first('n')).toBe(1)
    expect((await meter.db.prepare('SELECT 2 AS n').all()).results).toEqual([{ n: 2 }])
    expect(await meter.db.prepare('SELECT 3 AS n').raw()).toEqual([[3]])
    expect(meter.queries).toBe(3)
    expect(meter.waves).toBe(3)
    expect(meter.calls.map((call) => call.wave)).toEqual([1, 2, 3])
  })

  it('puts calls started while another is in flight into the same wave', async () => {
    const meter = meterD1(env.DB, { delayMs: 5 })
    const values = await Promise.all([1, 2, 3].map((n) => meter.db.prepare('SELECT ? AS n').bind(n).first('n')))
    expect(values).toEqual([1, 2, 3])
    await meter.db.prepare('SELECT 4').run()
    expect(meter.queries).toBe(4)
    expect(meter.waves).toBe(2)
    expect(meter.calls.map((call) => call.wave)).toEqual([1, 1, 1, 2])
  })

  it('puts a call started after an answer a wave later, though another call is still in flight', async () => {
    const meter = meterD1(env.DB)
    const slow = meter.db.prepare('SELECT 1').first()
    await meter.db.prepare('SELECT 2').first()
    // SELECT 1 may still be in flight; SELECT 3 waited for SELECT 2's answer, so it is sequential.
    await meter.db.prepare('SELECT 3').first()
    await slow
    expect(meter.calls.map((call) => call.wave)).toEqual([1, 1, 2])
    expect(meter.waves).toBe(2)
  })

  it('counts a batch as one round trip and runs the real statements', async () => {
    const meter = meterD1(env.DB)
    const results = await meter.db.batch<{ n: number }>([
      meter.db.prepare('SELECT ? AS n').bind(7),
      meter.db.prepare('SELECT ? AS n').bind(8),
    ])
    expect(results.map((result) => result.results[0]?.n)).toEqual([7, 8])
    expect(meter.queries).toBe(1)
    expect(meter.waves).toBe(1)
    expect(meter.calls[0]?.sql).toBe('SELECT ? AS n ; SELECT ? AS n')
  })

  it('meters a D1 session with the same counters', async () => {
    const meter = meterD1(env.DB)
    const session = meter.db.withSession('first-primary')
    expect(await session.prepare('SELECT 1 AS n').first('n')).toBe(1)
    await session.batch([session.prepare('SELECT 2'), session.prepare('SELECT 3')])
    await meter.db.prepare('SELECT 4').first()
    expect(meter.queries).toBe(3)
    expect(meter.waves).toBe(3)
  })

  it('still counts a failed statement and opens the next wave after it', async () => {
    const meter = meterD1(env.DB)
    await expect(meter.db.prepare('SELECT * FROM no_such_table').all()).rejects.toThrow()
    await meter.db.prepare('SELECT 1').first()
    expect(meter.queries).toBe(2)
    expect(meter.waves).toBe(2)
  })
})
