import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '../../../contract/dto/admin'
import type { CartReopen, Order, OrderCreateResult, PaymentMethod } from '../../../contract/dto/commerce'
import { backendApp } from '../app'
import { signOrderLink } from '../commerce/order-link'
import { CHECKOUT_CONSENTS, SEEDED, callBackend, callBackendRaw, loginAs, uniqueClientAddress } from '../test-helpers'
import {
  SHIPPING_ADDRESS,
  addItem,
  cartCall,
  newCustomer,
  newGuest,
  newSession,
  placeCardOrder,
} from '../commerce/test-fixtures'

/**
 * Issue 36, digital delivery: keys and downloads handed to paid orders (never before), the pool
 * under concurrent payments, a short pool and its top-up, downloads counted, expiring and renewed,
 * and the attacker's tries.
 */
let staffToken = ''

beforeAll(async () => {
  staffToken = (await loginAs(SEEDED.admin.email, SEEDED.admin.password)).accessToken
})

const unique = () => crypto.randomUUID().slice(0, 8)

/** A published eProduct of its own (its pool is this test's alone), with a file and `keys` keys. */
async function newGame(options: { keys: number; file?: string }): Promise<{ id: number; keys: string[] }> {
  const word = unique()
  const row = await env.DB.prepare(
    `INSERT INTO products (type, sku, published, retail_price_cents, basic_price_cents, tax_rate, stock_qty)
     VALUES ('eProduct', ?, 1, 1999, 1599, 25, NULL) RETURNING id`,
  )
    .bind(`T36D-${word}`)
    .first<{ id: number }>()
  const id = row!.id
  const keys = Array.from({ length: options.keys }, (_, i) => `KEY-${word}-${String(i).padStart(3, '0')}`)
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO product_translations (product_id, language, name, slug) VALUES (?, 'hr', ?, ?), (?, 'en', ?, ?)",
    ).bind(id, `Igra ${word}`, `igra-${word}`, id, `Game ${word}`, `game-${word}`),
    env.DB.prepare('INSERT INTO product_categories (product_id, category_id) VALUES (?, 3)').bind(id),
    ...keys.map((key) => env.DB.prepare('INSERT INTO licence_keys (product_id, key) VALUES (?, ?)').bind(id, key)),
  ])
  if (options.file !== undefined) {
    const r2Key = `product-files/${id}/${crypto.randomUUID()}`
    await env.MEDIA.put(r2Key, options.file)
    await env.DB.prepare(
      "INSERT INTO product_files (product_id, r2_key, name, size, mime) VALUES (?, ?, ?, ?, 'application/zip')",
    )
      .bind(id, r2Key, `Igra čarobna ${word}.zip`, options.file.length)
      .run()
  }
  return { id, keys }
}

const formPost = (path: string, fields: Record<string, string>) =>
  backendApp.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    },
    env,
  )
const payByCard = (payPath: string) =>
  formPost(payPath, { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' })

const orderRow = (id: number) =>
  env.DB.prepare('SELECT slug, status, email, delivered_at FROM orders WHERE id = ?')
    .bind(id)
    .first<{ slug: string; status: string; email: string; delivered_at: string | null }>()

const keysOf = async (orderId: number) =>
  (
    await env.DB.prepare('SELECT key FROM licence_keys WHERE order_id = ? ORDER BY id')
      .bind(orderId)
      .all<{ key: string }>()
  ).results.map((r) => r.key)

const poolLeft = async (productId: number) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM licence_keys WHERE product_id = ? AND assigned_at IS NULL')
    .bind(productId)
    .first<{ n: number }>())!.n

/** The order as its signed link shows it (what the e-mail's link opens). */
async function byLink(orderId: number): Promise<{ order: Order; token: string }> {
  const token = await signOrderLink(env, (await orderRow(orderId))!.slug)
  const res = await callBackend<Order>('GET', `/api/v2/order/link/${token}`)
  expect(res.status, res.json.message).toBe(200)
  return { order: res.json.data!, token }
}

const events = async (orderId: number) =>
  (
    await env.DB.prepare('SELECT event FROM order_events WHERE order_id = ? ORDER BY id')
      .bind(orderId)
      .all<{ event: string }>()
  ).results.map((r) => r.event)

const emailsTo = async (recipient: string) =>
  (
    await env.DB.prepare(
      'SELECT kind, subject, html, text FROM email_outbox WHERE lower(recipient) = lower(?) ORDER BY id',
    )
      .bind(recipient)
      .all<{ kind: string; subject: string; html: string; text: string }>()
  ).results

/** A guest's digital-only order paid by bank transfer (awaiting the money). */
async function placeBankOrder(product: number, qty = 1): Promise<{ orderId: number; email: string }> {
  const session = await newSession()
  const guest = await newGuest(session)
  await addItem(session, product, qty)
  const methods = await cartCall<PaymentMethod[]>('POST', '/api/v2/payment/getApplicablePaymentMethods', session, {})
  const bank = methods.json.data?.find((m) => m.paymentType === 'BANK_TRANSFER')
  await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, { paymentMethodId: bank?.id })
  const created = await callBackend<OrderCreateResult>('POST', '/api/v2/order/create', {
    body: {
      ...session,
      consents: CHECKOUT_CONSENTS,
      successURL: '/naplata/uspjesna',
      failureURL: '/naplata/neuspjesna',
      billingAddress: SHIPPING_ADDRESS,
    },
    headers: { 'x-izlog-client-address': uniqueClientAddress() },
  })
  expect(created.status, created.json.message).toBe(200)
  return { orderId: created.json.data!.orderId, email: guest.email }
}

describe('keys and downloads on payment', () => {
  it('a card payment confirmed by the provider hands over the keys and the download, and the e-mail has them', async () => {
    const game = await newGame({ keys: 3, file: 'PK-zip-bytes' })
    const placed = await placeCardOrder(game.id, 2)
    // Awaiting payment: nothing is handed over, nothing shown.
    expect(await keysOf(placed.orderId)).toEqual([])
    expect((await byLink(placed.orderId)).order.afterSale.digital).toEqual([])

    expect((await payByCard(placed.payPath)).status).toBe(303)
    expect(await keysOf(placed.orderId)).toEqual(game.keys.slice(0, 2))
    expect(await poolLeft(game.id)).toBe(1)
    const row = await orderRow(placed.orderId)
    // Digital only and all handed over: delivered.
    expect(row?.status).toBe('delivered')
    expect(row?.delivered_at).not.toBeNull()
    expect((await events(placed.orderId)).slice(0, 4)).toEqual(['placed', 'paid', 'keysAssigned', 'delivered'])

    const { order } = await byLink(placed.orderId)
    const [line] = order.afterSale.digital
    expect(line?.keys).toEqual(game.keys.slice(0, 2).map((key) => ({ key, revoked: false })))
    expect(line?.keysMissing).toBe(0)
    expect(line?.download).toMatchObject({ size: 12, downloadsLeft: 5, expired: false })
    expect(line?.download?.url).toMatch(/^\/api\/v2\/order\/download\/[A-Za-z0-9_-]{43}$/)

    const mail = (await emailsTo(row!.email)).find((m) => m.kind === 'orderConfirmation')
    expect(mail?.text).toContain(game.keys[0])
    expect(mail?.text).toContain(game.keys[1])
    expect(mail?.html).toContain(line!.download!.url)

    const file = await callBackendRaw('GET', line!.download!.url)
    expect(file.status).toBe(200)
    expect(await file.text()).toBe('PK-zip-bytes')
    expect(file.headers.get('content-disposition')).toContain('attachment;')
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent(line!.download!.fileName))
    expect((await byLink(placed.orderId)).order.afterSale.digital[0]?.download?.downloadsLeft).toBe(4)
    // The browser's cart session ends as after any paid order, though the order is delivered already.
    const reopened = await cartCall<CartReopen>('POST', '/api/v2/cart/reopen', placed.session)
    expect(reopened.json.data).toEqual({ state: 'ordered', orderSlug: placed.orderSlug })
  })

  it("a bank transfer gets its keys only when staff mark it paid, and the 'paid' e-mail has them", async () => {
    const game = await newGame({ keys: 2 })
    const { orderId, email } = await placeBankOrder(game.id)
    expect((await orderRow(orderId))?.status).toBe('pending_payment')
    expect(await keysOf(orderId)).toEqual([])

    const paid = await callBackend<AdminOrderDetail>('POST', `/api/v1/admin/orders/${orderId}/markPaid`, {
      token: staffToken,
    })
    expect(paid.status, paid.json.message).toBe(200)
    expect(await keysOf(orderId)).toEqual([game.keys[0]])
    expect(paid.json.data?.order.afterSale.digital[0]?.keys).toEqual([{ key: game.keys[0], revoked: false }])
    expect(paid.json.data?.order.status).toBe('delivered')
    expect(paid.json.data?.keyPools).toEqual([
      { productId: game.id, name: expect.any(String), available: 1, low: true },
    ])
    const mail = (await emailsTo(email)).at(-1)
    expect(mail?.kind).toBe('orderStatus')
    expect(mail?.text).toContain(game.keys[0])
  })
})

describe('bundles', () => {
  it("a bundle of two games hands each game's key and file under the bundle's line", async () => {
    const first = await newGame({ keys: 2, file: 'first-game' })
    const second = await newGame({ keys: 2 })
    const word = unique()
    const bundle = await env.DB.prepare(
      `INSERT INTO products (type, sku, published, retail_price_cents, basic_price_cents, tax_rate, stock_qty)
       VALUES ('bundle', ?, 1, 2999, 2399, 25, NULL) RETURNING id`,
    )
      .bind(`T36B-${word}`)
      .first<{ id: number }>()
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO product_translations (product_id, language, name, slug) VALUES (?, 'hr', ?, ?), (?, 'en', ?, ?)",
      ).bind(bundle!.id, `Paket ${word}`, `paket-${word}`, bundle!.id, `Bundle ${word}`, `bundle-${word}`),
      env.DB.prepare('INSERT INTO product_categories (product_id, category_id) VALUES (?, 3)').bind(bundle!.id),
      env.DB.prepare(
        'INSERT INTO bundle_components (bundle_id, component_id, qty, position) VALUES (?, ?, 1, 0), (?, ?, 1, 1)',
      ).bind(bundle!.id, first.id, bundle!.id, second.id),
    ])
    const placed = await placeCardOrder(bundle!.id, 1)
    expect((await payByCard(placed.payPath)).status).toBe(303)
    expect(await keysOf(placed.orderId)).toEqual([first.keys[0], second.keys[0]])
    expect((await orderRow(placed.orderId))?.status).toBe('delivered')
    const lines = (await byLink(placed.orderId)).order.afterSale.digital
    expect(lines).toHaveLength(2)
    expect(lines[0]?.orderLineId).toBe(lines[1]?.orderLineId)
    expect(lines[0]?.keys).toEqual([{ key: first.keys[0], revoked: false }])
    expect(lines[1]?.keys).toEqual([{ key: second.keys[0], revoked: false }])
    expect(lines[1]?.download).toBeNull()
    expect(await (await callBackendRaw('GET', lines[0]!.download!.url)).text()).toBe('first-game')
  })
})

describe('a short pool', () => {
  it('holds the order in processing, tells staff, and hands the keys over when staff add them', async () => {
    const game = await newGame({ keys: 1 })
    const placed = await placeCardOrder(game.id, 3)
    await payByCard(placed.payPath)
    expect(await keysOf(placed.orderId)).toEqual([game.keys[0]])
    expect((await orderRow(placed.orderId))?.status).toBe('processing')
    expect(await events(placed.orderId)).toContain('keysMissing')
    const staffMail = (await emailsTo('info@izlog.hr')).filter((m) => m.kind === 'digitalStaff')
    expect(staffMail.some((m) => m.subject.includes(placed.orderSlug))).toBe(true)

    const detail = await callBackend<AdminOrderDetail>('GET', `/api/v1/admin/orders/${placed.orderId}`, {
      token: staffToken,
    })
    expect(detail.json.data?.order.afterSale.digital[0]?.keysMissing).toBe(2)
    expect(detail.json.data?.keyPools[0]).toMatchObject({ available: 0, low: true })
    const buyer = (await orderRow(placed.orderId))!.email
    const confirmation = (await emailsTo(buyer)).find((m) => m.kind === 'orderConfirmation')
    expect(confirmation?.text).toContain(game.keys[0])

    // Staff add three keys: the waiting order takes two at once, and its buyer gets them by e-mail.
    const added = await callBackend<{ available: number }>('POST', `/api/v1/admin/products/${game.id}/keys`, {
      token: staffToken,
      body: { text: 'NEW-A\nNEW-B\nNEW-C' },
    })
    expect(added.status, added.json.message).toBe(201)
    expect(added.json.data?.available).toBe(1)
    expect(await keysOf(placed.orderId)).toEqual([game.keys[0], 'NEW-A', 'NEW-B'])
    expect((await orderRow(placed.orderId))?.status).toBe('delivered')
    const arrived = (await emailsTo(buyer)).at(-1)
    expect(arrived?.kind).toBe('digitalKeys')
    expect(arrived?.text).toContain('NEW-A')
    expect(arrived?.text).toContain('NEW-B')
  })

  it('a game never given keys nor a file stays paid, owing its key, until staff add keys', async () => {
    const game = await newGame({ keys: 0 })
    const placed = await placeCardOrder(game.id, 1)
    await payByCard(placed.payPath)
    expect((await orderRow(placed.orderId))?.status).toBe('paid')
    expect(await events(placed.orderId)).not.toContain('keysMissing')
    expect((await byLink(placed.orderId)).order.afterSale.digital[0]).toMatchObject({ keys: [], keysMissing: 1 })
    const added = await callBackend('POST', `/api/v1/admin/products/${game.id}/keys`, {
      token: staffToken,
      body: { text: `LATE-${placed.orderSlug}` },
    })
    expect(added.status).toBe(201)
    expect(await keysOf(placed.orderId)).toEqual([`LATE-${placed.orderSlug}`])
    expect((await orderRow(placed.orderId))?.status).toBe('delivered')
  })

  it('keys added later reach an order that has moved on meanwhile (shipped), which keeps its status', async () => {
    const game = await newGame({ keys: 1 })
    await env.DB.prepare('UPDATE licence_keys SET assigned_at = created_at WHERE product_id = ?').bind(game.id).run()
    const placed = await placeCardOrder(game.id, 1)
    await payByCard(placed.payPath)
    expect((await orderRow(placed.orderId))?.status).toBe('processing')
    // As if staff shipped the order's goods while its key was missing.
    await env.DB.prepare("UPDATE orders SET status = 'shipped', version = version + 1 WHERE id = ?")
      .bind(placed.orderId)
      .run()
    const added = await callBackend('POST', `/api/v1/admin/products/${game.id}/keys`, {
      token: staffToken,
      body: { text: `MOVED-${placed.orderSlug}` },
    })
    expect(added.status).toBe(201)
    expect(await keysOf(placed.orderId)).toEqual([`MOVED-${placed.orderSlug}`])
    expect((await orderRow(placed.orderId))?.status).toBe('shipped')
  })

  it('a file staff upload after the sale reaches the paid order waiting for it, and its buyer by e-mail', async () => {
    const game = await newGame({ keys: 0 })
    const placed = await placeCardOrder(game.id, 1)
    await payByCard(placed.payPath)
    expect((await orderRow(placed.orderId))?.status).toBe('paid')
    const version = (await env.DB.prepare('SELECT version FROM products WHERE id = ?')
      .bind(game.id)
      .first<{ version: number }>())!.version
    const form = new FormData()
    form.set('version', String(version))
    form.set('file', new File(['late-file'], 'kasno.zip', { type: 'application/zip' }))
    const uploaded = await callBackend('PUT', `/api/v1/admin/products/${game.id}/file`, {
      token: staffToken,
      body: form,
    })
    expect(uploaded.status, uploaded.json.message).toBe(200)
    expect((await orderRow(placed.orderId))?.status).toBe('delivered')
    const [line] = (await byLink(placed.orderId)).order.afterSale.digital
    expect(line).toMatchObject({ keys: [], keysMissing: 0, download: { fileName: 'kasno.zip', downloadsLeft: 5 } })
    const mail = (await emailsTo((await orderRow(placed.orderId))!.email)).at(-1)
    expect(mail?.kind).toBe('digitalKeys')
    expect(mail?.html).toContain(line!.download!.url)
    expect(await (await callBackendRaw('GET', line!.download!.url)).text()).toBe('late-file')
  })

  it('20 orders paid at the same moment from a pool of 15: 15 distinct keys, 5 short, the pool at 0', async () => {
    const game = await newGame({ keys: 15 })
    const placed = []
    for (let i = 0; i < 20; i++) placed.push(await placeCardOrder(game.id, 1))
    const paid = await Promise.all(placed.map((order) => payByCard(order.payPath)))
    expect(paid.map((res) => res.status)).toEqual(Array(20).fill(303))

    const assigned = (
      await env.DB.prepare('SELECT key, order_id FROM licence_keys WHERE product_id = ? AND order_id IS NOT NULL')
        .bind(game.id)
        .all<{ key: string; order_id: number }>()
    ).results
    expect(assigned).toHaveLength(15)
    expect(new Set(assigned.map((k) => k.key)).size).toBe(15)
    expect(new Set(assigned.map((k) => k.order_id)).size).toBe(15)
    expect(await poolLeft(game.id)).toBe(0)
    const statuses = await Promise.all(placed.map(async (order) => (await orderRow(order.orderId))?.status))
    expect(statuses.filter((s) => s === 'delivered')).toHaveLength(15)
    expect(statuses.filter((s) => s === 'processing')).toHaveLength(5)
    // Staff hear once that the pool ran low, though many orders took it below the mark at once.
    const lowMails = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM email_outbox WHERE kind = 'digitalStaff'
         AND subject LIKE '%' || (SELECT name FROM product_translations WHERE product_id = ? AND language = 'hr') || '%'`,
    )
      .bind(game.id)
      .first<{ n: number }>()
    expect(lowMails?.n).toBe(1)
  })
})

describe('downloads', () => {
  async function paidGameOrder(content: string) {
    const game = await newGame({ keys: 0, file: content })
    const placed = await placeCardOrder(game.id, 1)
    await payByCard(placed.payPath)
    const { order, token } = await byLink(placed.orderId)
    return { game, placed, order, token, url: order.afterSale.digital[0]!.download!.url }
  }

  it('counts each download, refuses the sixth, refuses an expired link, and the buyer renews it', async () => {
    const { placed, url, token } = await paidGameOrder('file-A')
    // A product with a file and no pool owes no keys: delivered at once.
    expect((await orderRow(placed.orderId))?.status).toBe('delivered')
    for (let i = 0; i < 5; i++) expect((await callBackendRaw('GET', url)).status).toBe(200)
    const sixth = await callBackend('GET', url)
    expect(sixth.status).toBe(410)
    expect(sixth.json.code).toBe('DOWNLOAD_USED_UP')
    const spent = (await byLink(placed.orderId)).order.afterSale.digital[0]?.download
    expect(spent).toMatchObject({ downloadsLeft: 0, expired: true })

    const line = (await byLink(placed.orderId)).order.afterSale.digital[0]!.orderLineId
    const renewPath = `/api/v2/order/${placed.orderSlug}/downloads/${line}/renew`
    // Nobody but the buyer: no session, a wrong link, another order's link.
    expect((await callBackend('POST', renewPath, { body: {} })).status).toBe(404)
    expect((await callBackend('POST', renewPath, { body: { linkToken: 'x.y.z' } })).status).toBe(404)
    const other = await paidGameOrder('file-B')
    expect((await callBackend('POST', renewPath, { body: { linkToken: other.token } })).status).toBe(404)

    const renewed = await callBackend<Order>('POST', renewPath, { body: { linkToken: token } })
    expect(renewed.status, renewed.json.message).toBe(200)
    const fresh = renewed.json.data!.afterSale.digital[0]!.download!
    expect(fresh).toMatchObject({ downloadsLeft: 5, expired: false })
    expect(fresh.url).not.toBe(url)
    expect(await events(placed.orderId)).toContain('downloadRenewed')
    expect(await (await callBackendRaw('GET', fresh.url)).text()).toBe('file-A')
    // The old link ended with the renewal.
    expect((await callBackend('GET', url)).json.code).toBe('DOWNLOAD_REVOKED')
    // A second click on a link still valid changes nothing.
    const again = await callBackend<Order>('POST', renewPath, { body: { linkToken: token } })
    expect(again.json.data!.afterSale.digital[0]!.download!.url).toBe(fresh.url)

    await env.DB.prepare(
      "UPDATE download_links SET expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 minute') WHERE order_id = ?",
    )
      .bind(placed.orderId)
      .run()
    const expired = await callBackend('GET', fresh.url)
    expect(expired.status).toBe(410)
    expect(expired.json.code).toBe('DOWNLOAD_EXPIRED')
  })

  it('the account that bought it renews its link; another account cannot', async () => {
    const buyer = await newCustomer()
    const stranger = await newCustomer()
    const game = await newGame({ keys: 0, file: 'account-file' })
    const placed = await placeCardOrder(game.id, 1, buyer)
    await payByCard(placed.payPath)
    await env.DB.prepare('UPDATE download_links SET downloads = max_downloads WHERE order_id = ?')
      .bind(placed.orderId)
      .run()
    const line = (await byLink(placed.orderId)).order.afterSale.digital[0]!.orderLineId
    const renewPath = `/api/v2/order/${placed.orderSlug}/downloads/${line}/renew`
    expect((await callBackend('POST', renewPath, { body: {}, token: stranger.token })).status).toBe(404)
    const renewed = await callBackend<Order>('POST', renewPath, { body: {}, token: buyer.token })
    expect(renewed.status, renewed.json.message).toBe(200)
    const download = renewed.json.data!.afterSale.digital[0]!.download!
    expect(download).toMatchObject({ downloadsLeft: 5, expired: false })
    expect(await (await callBackendRaw('GET', download.url)).text()).toBe('account-file')
  })

  it("never opens another order's file; a guessed token is a 404; a refunded order's link is refused", async () => {
    const a = await paidGameOrder('secret-A')
    const b = await paidGameOrder('secret-B')
    expect(await (await callBackendRaw('GET', a.url)).text()).toBe('secret-A')
    expect(await (await callBackendRaw('GET', b.url)).text()).toBe('secret-B')
    const guessed = await callBackend('GET', `/api/v2/order/download/${'A'.repeat(43)}`)
    expect(guessed.status).toBe(404)
    expect(guessed.json.code).toBe('DOWNLOAD_NOT_FOUND')
    expect((await callBackend('GET', '/api/v2/order/download/not-a-token')).status).toBe(400)
    // Renewing order B's line through order A's slug is not found.
    const bLine = b.order.afterSale.digital[0]!.orderLineId
    const cross = await callBackend('POST', `/api/v2/order/${a.placed.orderSlug}/downloads/${bLine}/renew`, {
      body: { linkToken: a.token },
    })
    expect(cross.status).toBe(404)

    await env.DB.prepare("UPDATE orders SET status = 'refunded' WHERE id = ?").bind(a.placed.orderId).run()
    const refused = await callBackend('GET', a.url)
    expect(refused.status).toBe(410)
    expect(refused.json.code).toBe('DOWNLOAD_REVOKED')
    expect((await byLink(a.placed.orderId)).order.afterSale.digital[0]?.download).toBeNull()
  })
})
