import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AbandonedCart, Cart, CartSession } from '../../../contract/dto/commerce'
import { callBackend } from '../test-helpers'
import { addItem, cartCall, newCustomer, newSession, productId, type TestCustomer } from './test-fixtures'

const ids = { mask: 0, grip: 0, artbook: 0, visor: 0 }
beforeAll(async () => {
  ids.mask = await productId('IZL-HW-MASKA')
  ids.grip = await productId('IZL-HW-GRIP')
  ids.artbook = await productId('IZL-ARTBOOK')
  ids.visor = await productId('IZL-HW-VIZOR-X1')
})

const handOver = (customer: TestCustomer, device: Partial<CartSession>) =>
  callBackend<AbandonedCart | null>('POST', '/api/v2/cart/getAbandoned', { token: customer.token, body: device })
const linesOf = async (session: CartSession) => {
  const res = await cartCall<Cart>('POST', '/api/v2/cart/getCart', session)
  return {
    status: res.status,
    lines: Object.fromEntries((res.json.data?.items ?? []).map((item) => [item.productId, item.qty])),
  }
}

/** The customer's cart, filled on their first device while logged in. */
async function accountCart(customer: TestCustomer, lines: Array<[number, number]>): Promise<CartSession> {
  const session = await newSession()
  for (const [id, qty] of lines) await addItem(session, id, qty, undefined, { token: customer.token })
  return session
}

describe('cart at login: merged, never dropped', () => {
  it("merges the anonymous cart's lines into the customer's cart (same product → quantities added)", async () => {
    const customer = await newCustomer()
    const account = await accountCart(customer, [
      [ids.mask, 1],
      [ids.grip, 1],
    ])
    const anonymous = await newSession()
    await addItem(anonymous, ids.mask, 2)
    await addItem(anonymous, ids.artbook, 1)

    const res = await handOver(customer, anonymous)
    expect(res.status).toBe(200)
    const device = res.json.data
    if (!device) throw new Error('no cart handed over')
    expect(device.cartId).toBe(account.cartId)
    expect(device.mergedLines).toBe(2)
    expect((await linesOf(device)).lines).toEqual({ [ids.mask]: 3, [ids.grip]: 1, [ids.artbook]: 1 })
    const old = await env.DB.prepare('SELECT status FROM carts WHERE id = ?')
      .bind(anonymous.cartId)
      .first<{ status: string }>()
    expect(old?.status).toBe('archived')
  })

  it('caps merged quantities by stock', async () => {
    const customer = await newCustomer()
    await accountCart(customer, [[ids.visor, 20]])
    const anonymous = await newSession()
    await addItem(anonymous, ids.visor, 10)
    const device = (await handOver(customer, anonymous)).json.data
    if (!device) throw new Error('no cart handed over')
    const stock = await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?')
      .bind(ids.visor)
      .first<{ stock_qty: number }>()
    expect((await linesOf(device)).lines[ids.visor]).toBe(Math.min(30, stock?.stock_qty ?? 0))
  })

  it('without an account cart the anonymous cart becomes the customer’s, with nothing to merge', async () => {
    const customer = await newCustomer()
    const anonymous = await newSession()
    await addItem(anonymous, ids.mask, 1)
    const res = await handOver(customer, anonymous)
    expect(res.json.data).toEqual({ ...anonymous, mergedLines: 0 })
    const row = await env.DB.prepare('SELECT user_id FROM carts WHERE id = ?')
      .bind(anonymous.cartId)
      .first<{ user_id: number }>()
    expect(row?.user_id).toBe(customer.userId)
  })

  it("never merges another customer's cart", async () => {
    const owner = await newCustomer()
    const theirs = await accountCart(owner, [[ids.mask, 1]])
    const intruder = await newCustomer()
    const res = await handOver(intruder, theirs)
    expect(res.json.data).toBeNull()
    expect((await linesOf(theirs)).lines).toEqual({ [ids.mask]: 1 })
  })
})

describe('one cart on two devices', () => {
  it("a login on a second device does not end the first device's cart; both see the same lines", async () => {
    const customer = await newCustomer()
    const first = await accountCart(customer, [[ids.mask, 1]])
    const second = (await handOver(customer, {})).json.data
    if (!second) throw new Error('no cart handed over')
    expect(second.cartId).toBe(first.cartId)
    expect(second.protectCode).not.toBe(first.protectCode)

    expect((await linesOf(first)).status).toBe(200)
    await addItem(second, ids.grip, 1, undefined, { token: customer.token })
    expect((await linesOf(first)).lines).toEqual({ [ids.mask]: 1, [ids.grip]: 1 })
    expect((await linesOf(second)).lines).toEqual({ [ids.mask]: 1, [ids.grip]: 1 })

    // A third login keeps both earlier devices working as well.
    const third = (await handOver(customer, {})).json.data
    if (!third) throw new Error('no cart handed over')
    for (const device of [first, second, third]) expect((await linesOf(device)).status).toBe(200)
  })
})
