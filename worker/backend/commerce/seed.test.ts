import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { seed } from '../seed'

describe('commerce seed', () => {
  it('is idempotent and holds the coupons, delivery and payment methods', async () => {
    const count = async (table: string) =>
      (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0
    const tables = [
      'coupons',
      'delivery_methods',
      'delivery_method_translations',
      'delivery_branches',
      'delivery_branch_translations',
      'payment_methods',
      'payment_method_translations',
    ]
    const before = await Promise.all(tables.map(count))
    await seed(env)
    expect(await Promise.all(tables.map(count))).toEqual(before)
    const codes = await env.DB.prepare('SELECT code FROM coupons WHERE id <= 4 ORDER BY id').all<{ code: string }>()
    expect(codes.results.map((r) => r.code)).toEqual(['IZLOG10', 'DOBRODOSLI5', 'EXPIRED2025', 'VR25'])
    const types = await env.DB.prepare('SELECT payment_type FROM payment_methods ORDER BY sort_order').all<{
      payment_type: string
    }>()
    expect(types.results.map((r) => r.payment_type)).toEqual(['HPF', 'COD', 'WALLET', 'BANK_TRANSFER'])
    expect(await count('delivery_branches')).toBeGreaterThanOrEqual(3)
  })
})
