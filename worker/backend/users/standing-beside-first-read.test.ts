import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { meterD1 } from '../../lib/d1-meter'
import { addItem, cartCall, newCustomer, newSession, productId } from '../commerce/test-fixtures'
import type { CartSession } from '../../../contract/dto/commerce'
import { BackendError } from '../http'
import { readsOnly, standingBesideFirstRead } from './standing-beside-first-read'

/**
 * Issue 38: a logged-in shopper's cart and checkout calls read the account's standing beside their
 * first query. The attacker's side: a blocked or removed account still writes nothing and learns
 * nothing, whatever the call would have done.
 */

const block = (userId: number) =>
  env.DB.prepare("UPDATE users SET blocked_at = '2026-11-28T00:00:00Z' WHERE id = ?").bind(userId).run()

const savedDelivery = async (cartId: string | number) =>
  (
    await env.DB.prepare('SELECT delivery_method_id AS id FROM carts WHERE id = ?')
      .bind(cartId)
      .first<{ id: number | null }>()
  )?.id ?? null

const saveDelivery = (session: CartSession, token: string) =>
  cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, { deliveryMethodId: 1, branchId: null }, { token })

async function customerWithCart() {
  const customer = await newCustomer()
  const session = await newSession()
  await addItem(session, await productId('IZL-HW-MASKA'), 1, undefined, { token: customer.token })
  return { customer, session }
}

describe('the account standing beside the first read', () => {
  it('knows a plain SELECT from a statement that writes or is in doubt', () => {
    expect(readsOnly('SELECT staff_role FROM users WHERE id = ?')).toBe(true)
    expect(readsOnly('  select updated_at from carts')).toBe(true)
    expect(readsOnly('WITH RECURSIVE cats(id) AS (SELECT 1) SELECT id FROM cats')).toBe(true)
    for (const sql of [
      'INSERT INTO carts (store_id) VALUES (1)',
      'UPDATE carts SET version = version + 1 WHERE id = ? RETURNING *',
      'DELETE FROM cart_items WHERE cart_id = ?',
      'REPLACE INTO settings (key, value) VALUES (?, ?)',
      'WITH gone AS (SELECT id FROM carts) DELETE FROM cart_items WHERE cart_id IN gone',
      'PRAGMA table_info(carts)',
      'SELECT 1; UPDATE users SET blocked_at = NULL',
    ])
      expect(readsOnly(sql), sql).toBe(false)
  })

  it('reads the standing in the same round trip as the first read; a write waits for it', async () => {
    const customer = await newCustomer()
    const meter = meterD1(env.DB)
    const beside = standingBesideFirstRead(meter.db, customer.userId)
    const [first, second] = await Promise.all([
      beside.db.prepare('SELECT id FROM users WHERE id = ?').bind(customer.userId).first<{ id: number }>(),
      beside.db.batch([beside.db.prepare('SELECT 1 AS one')]),
    ])
    expect(first?.id).toBe(customer.userId)
    expect(second[0]?.results).toEqual([{ one: 1 }])
    expect(meter.waves).toBe(1)
    expect(meter.calls.some((call) => call.sql.includes('staff_role, blocked_at'))).toBe(true)
    await beside.db.prepare("UPDATE users SET first_name = 'Ana' WHERE id = ?").bind(customer.userId).run()
    expect(meter.waves).toBe(2)
    expect(await beside.standing()).toEqual({ staffRole: null, blocked: false })
  })

  it('attacker: a blocked account writes nothing, in a statement or a batch', async () => {
    const customer = await newCustomer()
    await block(customer.userId)
    const beside = standingBesideFirstRead(env.DB, customer.userId)
    const rename = () => beside.db.prepare("UPDATE users SET first_name = 'Mallory' WHERE id = ?").bind(customer.userId)
    await expect(rename().run()).rejects.toBeInstanceOf(BackendError)
    await expect(beside.db.batch([beside.db.prepare('SELECT 1'), rename()])).rejects.toMatchObject({ status: 401 })
    const row = await env.DB.prepare('SELECT first_name FROM users WHERE id = ?')
      .bind(customer.userId)
      .first<{ first_name: string }>()
    expect(row?.first_name).toBe('Test')
  })

  it('attacker: a blocked customer’s checkout step is refused with 401 and saves nothing', async () => {
    const { customer, session } = await customerWithCart()
    const before = await cartCall('POST', '/api/v2/cart/getCart', session, {}, { token: customer.token })
    expect(before.status).toBe(200)
    await block(customer.userId)

    const save = await saveDelivery(session, customer.token)
    expect(save.status).toBe(401)
    expect(save.json.code).toBe('TOKEN_UNDEFINED')
    expect(await savedDelivery(session.cartId)).toBeNull()

    // A call that only reads answers 401 too: what it found never reaches the blocked account.
    const read = await cartCall('POST', '/api/v2/cart/getCart', session, {}, { token: customer.token })
    expect(read.status).toBe(401)
    expect(read.json.data ?? null).toBeNull()
    expect(JSON.stringify(read.json)).not.toContain('IZL-HW-MASKA')
  })

  it('attacker: the token of a removed account counts for nothing on a cart call', async () => {
    const { customer, session } = await customerWithCart()
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(customer.userId).run()
    const save = await saveDelivery(session, customer.token)
    expect(save.status).toBe(401)
    expect(await savedDelivery(session.cartId)).toBeNull()
  })

  it('a customer in good standing saves the step', async () => {
    const { customer, session } = await customerWithCart()
    const save = await saveDelivery(session, customer.token)
    expect(save.status, JSON.stringify(save.json)).toBe(200)
    expect(await savedDelivery(session.cartId)).toBe(1)
  })
})
