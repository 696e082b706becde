import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { AdminOrderDetail, Carrier, PackingSlip } from '../../../contract/dto/admin'
import { fulfilment } from '../../../contract/endpoints/fulfilment'
import { callBackend, latestEmailTo, loginAs, SEEDED } from '../test-helpers'
import { newCustomer } from '../commerce/test-fixtures'
import { act, eventsOf, orderState, paidOrder, placeOrder, staff } from './test-orders'

/** Staff move an order on its way to the buyer: process, ship (all or some lines), deliver; cash on delivery is paid at delivery. */

const T_SHIRT = 'IZL-HW-MASKA'
const CHARGER = 'IZL-HW-PUNJAC'
const GAME = 'IZL-G-DUBOKO'

const detailOf = async (id: number): Promise<AdminOrderDetail> => {
  const res = await callBackend<AdminOrderDetail>('GET', `/api/v1/admin/orders/${id}`, { token: await staff() })
  if (!res.json.data) throw new Error(`order ${id}: ${res.status}`)
  return res.json.data
}

const allLines = (detail: AdminOrderDetail) => detail.shippable.map((l) => ({ orderLineId: l.orderLineId, qty: l.qty }))

describe('process', () => {
  it('paid → processing, once; e-mails the buyer; the page then offers shipping, not processing', async () => {
    const order = await paidOrder([[T_SHIRT, 1]])
    const before = await detailOf(order.id)
    expect(before.actions).toMatchObject({ process: true, ship: true, deliver: false })
    const requestId = crypto.randomUUID()
    const res = await act(order.id, 'process', { requestId })
    expect(res.status).toBe(200)
    expect(res.json.data?.order.status).toBe('processing')
    expect(res.json.data?.actions).toMatchObject({ process: false, ship: true, deliver: false })
    const mail = await latestEmailTo(order.email)
    expect(mail?.subject).toContain(order.slug)
    expect(mail?.subject).toMatch(/u obradi/)
    // The same click again: the order as it is, no second event.
    const again = await act(order.id, 'process', { requestId })
    expect(again.status).toBe(200)
    expect((await eventsOf(order.id)).filter((e) => e.event === 'processing')).toHaveLength(1)
  })

  it('is refused while the order awaits payment', async () => {
    const order = await placeOrder([[T_SHIRT, 1]])
    const res = await act(order.id, 'process')
    expect(res.status).toBe(409)
    expect(res.json.code).toBe('ORDER_NOT_PROCESSABLE')
    expect((await orderState(order.id))?.status).toBe('pending_payment')
  })
})

describe('ship', () => {
  it('a partial shipment, then the rest: partly_shipped → shipped, tracking link in the detail and the e-mail', async () => {
    const order = await paidOrder([
      [T_SHIRT, 2],
      [CHARGER, 1],
    ])
    const detail = await detailOf(order.id)
    expect(detail.shippable.map((l) => l.qty)).toEqual([2, 1])
    expect(detail.carriers.map((c) => c.id)).toContain('gls')
    const [shirt, charger] = detail.shippable
    const first = await act(order.id, 'ship', {
      carrier: 'gls',
      trackingNumber: 'AB 12/3',
      lines: [{ orderLineId: shirt?.orderLineId, qty: 1 }],
    })
    expect(first.status).toBe(200)
    expect(first.json.data?.order.status).toBe('partly_shipped')
    expect(first.json.data?.shippable).toEqual([
      { orderLineId: shirt?.orderLineId, name: shirt?.name, qty: 1 },
      { orderLineId: charger?.orderLineId, name: charger?.name, qty: 1 },
    ])
    const shipment = first.json.data?.order.afterSale.shipments[0]
    expect(shipment).toMatchObject({
      carrier: { id: 'gls', name: 'GLS' },
      trackingNumber: 'AB 12/3',
      trackingUrl: 'https://gls-group.eu/HR/hr/pracenje-posiljaka?match=AB%2012%2F3',
      deliveredAt: null,
      lines: [{ orderLineId: shirt?.orderLineId, qty: 1 }],
    })
    const mail = await latestEmailTo(order.email)
    expect(mail?.subject).toMatch(/poslana/)
    expect(mail?.text).toContain('AB 12/3')
    expect(mail?.html).toContain('https://gls-group.eu/HR/hr/pracenje-posiljaka?match=AB%2012%2F3')

    const rest = await act(order.id, 'ship', { carrier: null, trackingNumber: '', lines: allLines(first.json.data!) })
    expect(rest.status).toBe(200)
    expect(rest.json.data?.order.status).toBe('shipped')
    expect(rest.json.data?.shippable).toEqual([])
    expect(rest.json.data?.actions).toMatchObject({ ship: false, deliver: true })
    expect(rest.json.data?.order.afterSale.shipments).toHaveLength(2)
    const shipped = (await eventsOf(order.id)).filter((e) => e.event === 'shipped')
    expect(shipped.map((e) => e.to_status)).toEqual(['partly_shipped', 'shipped'])
    expect(JSON.parse(shipped[0]?.detail ?? '{}')).toMatchObject({ carrier: 'GLS', trackingNumber: 'AB 12/3' })
  })

  it('never more than is left, never a digital line, never an unknown carrier; a tracking number with a carrier', async () => {
    const order = await paidOrder([
      [T_SHIRT, 1],
      [GAME, 1],
    ])
    const detail = await detailOf(order.id)
    expect(detail.shippable).toHaveLength(1)
    const shirt = detail.shippable[0]!.orderLineId
    const game = detail.order.lines.find((l) => l.sku === GAME)!.id
    const tooMany = await act(order.id, 'ship', {
      carrier: null,
      trackingNumber: '',
      lines: [{ orderLineId: shirt, qty: 2 }],
    })
    expect(tooMany.status).toBe(409)
    expect(tooMany.json.code).toBe('SHIP_QTY_TOO_HIGH')
    const digital = await act(order.id, 'ship', {
      carrier: null,
      trackingNumber: '',
      lines: [{ orderLineId: game, qty: 1 }],
    })
    expect(digital.status).toBe(400)
    expect(digital.json.code).toBe('SHIP_LINE_NOT_SHIPPABLE')
    const twice = await act(order.id, 'ship', {
      carrier: null,
      trackingNumber: '',
      lines: [
        { orderLineId: shirt, qty: 1 },
        { orderLineId: shirt, qty: 1 },
      ],
    })
    expect(twice.json.code).toBe('SHIP_LINE_NOT_SHIPPABLE')
    const carrier = await act(order.id, 'ship', {
      carrier: 'nobody',
      trackingNumber: 'X',
      lines: [{ orderLineId: shirt, qty: 1 }],
    })
    expect(carrier.json.code).toBe('SHIP_CARRIER_UNKNOWN')
    const tracking = await act(order.id, 'ship', {
      carrier: 'dpd',
      trackingNumber: ' ',
      lines: [{ orderLineId: shirt, qty: 1 }],
    })
    expect(tracking.json.code).toBe('SHIP_TRACKING_REQUIRED')
    const invalid = await act(order.id, 'ship', { carrier: null, trackingNumber: '', lines: [] })
    expect(invalid.status).toBe(400)
    const noRequestId = await callBackend('POST', `/api/v1/admin/orders/${order.id}/ship`, {
      body: { requestId: 'not-a-uuid', carrier: null, trackingNumber: '', lines: [{ orderLineId: shirt, qty: 1 }] },
      token: await staff(),
    })
    expect(noRequestId.status).toBe(400)
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM shipments WHERE order_id = ?').bind(order.id).first('n'),
    ).toBe(0)
    expect((await orderState(order.id))?.status).toBe('paid')
  })

  it('units refunded before they left are not shipped: the rest ships the order in full', async () => {
    const order = await paidOrder([[T_SHIRT, 2]])
    const line = (await detailOf(order.id)).shippable[0]!.orderLineId
    await env.DB.batch([
      env.DB.prepare("INSERT INTO refunds (order_id, amount_cents, method) VALUES (?, 1900, 'manual')").bind(order.id),
      env.DB.prepare(
        'INSERT INTO refund_lines (refund_id, order_line_id, qty, amount_cents) VALUES ((SELECT MAX(id) FROM refunds), ?, 1, 1900)',
      ).bind(line),
      env.DB.prepare("UPDATE orders SET status = 'partly_refunded', version = version + 1 WHERE id = ?").bind(order.id),
    ])
    const detail = await detailOf(order.id)
    expect(detail.shippable).toEqual([expect.objectContaining({ orderLineId: line, qty: 1 })])
    const tooMany = await act(order.id, 'ship', {
      carrier: null,
      trackingNumber: '',
      lines: [{ orderLineId: line, qty: 2 }],
    })
    expect(tooMany.json.code).toBe('SHIP_QTY_TOO_HIGH')
    const res = await act(order.id, 'ship', { carrier: null, trackingNumber: '', lines: allLines(detail) })
    expect(res.json.data?.order.status).toBe('shipped')
    expect(res.json.data?.actions.deliver).toBe(true)
  })

  it('two clicks of the same shipment at once ship it once', async () => {
    const order = await paidOrder([[T_SHIRT, 1]])
    const lines = allLines(await detailOf(order.id))
    const body = { requestId: crypto.randomUUID(), carrier: 'posta', trackingNumber: 'RR123HR', lines }
    const [a, b] = await Promise.all([act(order.id, 'ship', body), act(order.id, 'ship', body)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM shipments WHERE order_id = ?').bind(order.id).first('n'),
    ).toBe(1)
  })

  it('two different shipments of the same lines at once: one ships, the other is told the order changed', async () => {
    const order = await paidOrder([[T_SHIRT, 1]])
    const lines = allLines(await detailOf(order.id))
    const [a, b] = await Promise.all([
      act(order.id, 'ship', { carrier: null, trackingNumber: '', lines }),
      act(order.id, 'ship', { carrier: null, trackingNumber: '', lines }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    // Lost the race inside the batch (ORDER_CHANGED), or came after it and read the order shipped.
    expect(['ORDER_CHANGED', 'ORDER_NOT_SHIPPABLE']).toContain(a.status === 409 ? a.json.code : b.json.code)
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM shipments WHERE order_id = ?').bind(order.id).first('n'),
    ).toBe(1)
  })
})

describe("the buyer's e-mails", () => {
  it("are written in the order's language: an English order's shipment e-mail, with the tracking link", async () => {
    const order = await placeOrder([[T_SHIRT, 1]], 'COD', 'en')
    const lines = allLines(await detailOf(order.id))
    expect((await act(order.id, 'ship', { carrier: 'dpd', trackingNumber: '0123 45', lines })).status).toBe(200)
    const mail = await latestEmailTo(order.email)
    expect(mail).toMatchObject({ kind: 'orderStatus', locale: 'en', subject: `Order ${order.slug} has shipped` })
    expect(mail?.text).toContain('Carrier: DPD')
    expect(mail?.text).toContain('Tracking number: 0123 45')
    expect(mail?.text).toContain(
      'Track your parcel: https://www.dpd.com/hr/hr/pracenje-posiljke/?parcelNumber=0123%2045',
    )
  })
})

describe('branch delivery', () => {
  it("the shipment e-mail and the buyer's order name the pickup branch", async () => {
    const order = await placeOrder([[T_SHIRT, 1]], 'COD', 'hr', 1)
    const lines = allLines(await detailOf(order.id))
    const shipped = await act(order.id, 'ship', { carrier: 'posta', trackingNumber: 'RR9HR', lines })
    expect(shipped.json.data?.order.deliveryBranch).toMatchObject({ name: 'Zagreb – Ilica' })
    const mail = await latestEmailTo(order.email)
    expect(mail?.text).toContain('Preuzimanje u poslovnici: Zagreb – Ilica, Ilica 42, 10000 Zagreb')
    expect(mail?.text).toContain('https://posiljka.posta.hr/hr/tracking/trackingdata?barcode=RR9HR')
  })
})

describe('deliver', () => {
  it('shipped → delivered: delivered_at on the order and its shipments; refused before everything shipped', async () => {
    const order = await paidOrder([[T_SHIRT, 2]])
    const line = (await detailOf(order.id)).shippable[0]!.orderLineId
    await act(order.id, 'ship', { carrier: null, trackingNumber: '', lines: [{ orderLineId: line, qty: 1 }] })
    const early = await act(order.id, 'deliver')
    expect(early.status).toBe(409)
    expect(early.json.code).toBe('ORDER_NOT_DELIVERABLE')
    await act(order.id, 'ship', { carrier: null, trackingNumber: '', lines: [{ orderLineId: line, qty: 1 }] })
    const res = await act(order.id, 'deliver')
    expect(res.status).toBe(200)
    expect(res.json.data?.order.status).toBe('delivered')
    expect(res.json.data?.actions).toMatchObject({ process: false, ship: false, deliver: false })
    expect((await orderState(order.id))?.delivered_at).toBeTruthy()
    expect(res.json.data?.order.afterSale.shipments.every((s) => s.deliveredAt !== null)).toBe(true)
    expect((await latestEmailTo(order.email))?.subject).toMatch(/isporučena/)
  })

  it('cash on delivery: placed → processing → shipped → delivered, and paid at delivery (paid_at and the paid event)', async () => {
    const order = await placeOrder([[T_SHIRT, 1]], 'COD')
    expect(await orderState(order.id)).toMatchObject({ status: 'placed', paid_at: null })
    expect((await act(order.id, 'process')).status).toBe(200)
    const lines = allLines(await detailOf(order.id))
    expect((await act(order.id, 'ship', { carrier: 'boxnow', trackingNumber: 'BN1', lines })).status).toBe(200)
    expect((await orderState(order.id))?.paid_at).toBeNull()
    const res = await act(order.id, 'deliver')
    expect(res.status).toBe(200)
    const state = await orderState(order.id)
    expect(state).toMatchObject({ status: 'delivered' })
    expect(state?.paid_at).toBeTruthy()
    expect(state?.paid_at).toBe(state?.delivered_at)
    expect(res.json.data?.paidAt).toBe(state?.paid_at)
    const events = await eventsOf(order.id)
    // After these, what afterPayment adds (the invoice's event).
    expect(events.slice(0, 5).map((e) => e.event)).toEqual(['placed', 'processing', 'shipped', 'delivered', 'paid'])
    expect(events[4]).toMatchObject({ actor: SEEDED.admin.email, to_status: 'delivered' })
  })
})

describe('who may act', () => {
  const rows = Object.values(fulfilment)
  it('every fulfilment row is staff-only', () => {
    for (const row of rows) expect(row.access).toBe('staff')
  })

  it('anonymous callers and customers are refused on every row, and nothing changes', async () => {
    const order = await paidOrder([[T_SHIRT, 1]])
    const customer = await newCustomer()
    const seeded = (await loginAs(SEEDED.customer.email, SEEDED.customer.password)).accessToken
    const line = (await detailOf(order.id)).shippable[0]!.orderLineId
    const body = {
      requestId: crypto.randomUUID(),
      carrier: null,
      trackingNumber: '',
      lines: [{ orderLineId: line, qty: 1 }],
    }
    for (const row of rows) {
      const path = '/' + row.path.replace(':id', String(order.id))
      for (const token of [undefined, customer.token, seeded]) {
        const res = await callBackend(row.method, path, { body: row.method === 'GET' ? undefined : body, token })
        expect([401, 403]).toContain(res.status)
      }
    }
    expect(await orderState(order.id)).toMatchObject({ status: 'paid' })
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM shipments WHERE order_id = ?').bind(order.id).first('n'),
    ).toBe(0)
  })

  it('an unknown order is a 404', async () => {
    const res = await act(99_999_999, 'process')
    expect(res.status).toBe(404)
  })
})

describe('packing slip', () => {
  it('names the seller, the order, where it goes and only its physical lines with SKU and quantity', async () => {
    const order = await paidOrder([
      [T_SHIRT, 2],
      [GAME, 1],
    ])
    const res = await callBackend<PackingSlip>('GET', `/api/v1/admin/orders/${order.id}/packingSlip`, {
      token: await staff(),
    })
    expect(res.status).toBe(200)
    const slip = res.json.data!
    expect(slip.seller.name).toBe('izlog d.o.o.')
    expect(slip.number).toBe(order.slug)
    expect(slip.shippingAddress).toMatchObject({ firstName: 'Ana', city: 'Zagreb' })
    expect(slip.lines).toEqual([expect.objectContaining({ sku: T_SHIRT, qty: 2 })])
  })
})

describe('carriers', () => {
  it('staff read and replace the carriers, audited; the new template makes the tracking links; a bad list is a 400', async () => {
    const token = await staff()
    const before = await callBackend<Carrier[]>('GET', '/api/v1/admin/settings/carriers', { token })
    expect(before.status).toBe(200)
    expect(before.json.data?.map((c) => c.id)).toEqual(['gls', 'posta', 'dpd', 'boxnow'])
    const changed = [
      ...(before.json.data ?? []),
      { id: 'overseas', name: 'Overseas Express', trackingUrl: 'https://track.example/{tracking}/status' },
    ]
    try {
      const put = await callBackend<Carrier[]>('PUT', '/api/v1/admin/settings/carriers', {
        token,
        body: { carriers: changed },
      })
      expect(put.status).toBe(200)
      expect(put.json.data).toEqual(changed)
      const entry = await env.DB.prepare(
        "SELECT actor_email, detail FROM audit_log WHERE action = 'carriers.update' ORDER BY id DESC LIMIT 1",
      ).first<{ actor_email: string; detail: string }>()
      expect(entry?.actor_email).toBe(SEEDED.admin.email)
      expect(JSON.parse(entry?.detail ?? '{}')).toEqual({ carriers: ['gls', 'posta', 'dpd', 'boxnow', 'overseas'] })

      const order = await paidOrder([[T_SHIRT, 1]])
      const shipped = await act(order.id, 'ship', {
        carrier: 'overseas',
        trackingNumber: 'Ž 1',
        lines: allLines(await detailOf(order.id)),
      })
      expect(shipped.json.data?.order.afterSale.shipments[0]?.trackingUrl).toBe(
        'https://track.example/%C5%BD%201/status',
      )

      const twice = [...changed, changed[0]]
      for (const carriers of [
        twice,
        [{ id: 'x', name: 'X', trackingUrl: 'javascript:alert(1)' }],
        [{ id: 'Bad Id', name: 'X', trackingUrl: '' }],
      ]) {
        const bad = await callBackend('PUT', '/api/v1/admin/settings/carriers', { token, body: { carriers } })
        expect(bad.status).toBe(400)
      }
      const customer = await newCustomer()
      const refused = await callBackend('PUT', '/api/v1/admin/settings/carriers', {
        token: customer.token,
        body: { carriers: [] },
      })
      expect(refused.status).toBe(403)
    } finally {
      await callBackend('PUT', '/api/v1/admin/settings/carriers', { token, body: { carriers: before.json.data } })
    }
    expect((await callBackend<Carrier[]>('GET', '/api/v1/admin/settings/carriers', { token })).json.data).toEqual(
      before.json.data,
    )
  })
})
