import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type {
  AdminCommentRow,
  AdminConsentLogRow,
  AdminFailedRequestRow,
  AdminOrderDetail,
  AdminOrderRow,
  AdminOutboxRow,
  AdminRedirectRow,
  AdminSubmissionsPage,
  AdminSubscriberRow,
  ModerationPurge,
} from '../../contract/dto/admin'
import type { LastPagePage as LastPageList } from '../../contract/dto/cms'
import type { OrderCreateResult, PaymentMethod, PaymentType } from '../../contract/dto/commerce'
import { CHECKOUT_CONSENTS, callBackend, callBackendRaw, latestEmailTo } from './test-helpers'
import { seedBulkBackoffice } from './admin-lists-bulk-seed'
import {
  addItem,
  cartCall,
  newCustomer,
  newGuest,
  newSession,
  productId,
  SHIPPING_ADDRESS,
  type TestCustomer,
} from './commerce/test-fixtures'

let staff: TestCustomer
let customer: TestCustomer
let maskId = 0
let croatia = 0

beforeAll(async () => {
  staff = await newCustomer(true)
  customer = await newCustomer(false)
  maskId = await productId('IZL-HW-MASKA')
  croatia = (await env.DB.prepare("SELECT id FROM countries WHERE iso = 'HR'").first<{ id: number }>())?.id ?? 0
})

const asStaff = <T>(method: string, path: string, body?: unknown, language = 'hr') =>
  callBackend<T>(method, path, { token: staff.token, body, language })

/** A guest order of `qty` masks with GLS to Croatia, paid by `type`. */
async function placeOrder(type: PaymentType, qty = 1): Promise<{ id: number; slug: string; email: string }> {
  const session = await newSession()
  const guest = await newGuest(session)
  await addItem(session, maskId, qty)
  expect(
    (
      await cartCall('PUT', '/api/v2/delivery/saveDeliveryMethod', session, {
        userId: guest.id,
        deliveryMethodId: 1,
        countryId: croatia,
      })
    ).status,
  ).toBe(200)
  const methods = await cartCall<PaymentMethod[]>('POST', '/api/v2/payment/getApplicablePaymentMethods', session, {
    userId: guest.id,
  })
  const method = methods.json.data?.find((m) => m.paymentType === type)
  expect(
    (
      await cartCall('PUT', '/api/v2/payment/savePaymentMethod', session, {
        userId: guest.id,
        paymentMethodId: method?.id,
      })
    ).status,
  ).toBe(200)
  const created = await cartCall<OrderCreateResult>('POST', '/api/v2/order/create', session, {
    userId: guest.id,
    consents: CHECKOUT_CONSENTS,
    successURL: '/a',
    failureURL: '/b',
    shippingAddress: SHIPPING_ADDRESS,
  })
  expect(created.status).toBe(200)
  return { id: created.json.data?.orderId ?? 0, slug: created.json.data?.orderSlug ?? '', email: guest.email }
}

const stockOf = async (id: number) =>
  (await env.DB.prepare('SELECT stock_qty FROM products WHERE id = ?').bind(id).first<{ stock_qty: number }>())
    ?.stock_qty

describe('who may call /api/v1/admin/*', () => {
  const CALLS: Array<[string, string, unknown?]> = [
    ['GET', '/api/v1/admin/orders'],
    ['GET', '/api/v1/admin/orders/1'],
    ['POST', '/api/v1/admin/orders/1/markPaid'],
    ['POST', '/api/v1/admin/orders/1/cancel'],
    ['GET', '/api/v1/admin/comments'],
    ['POST', '/api/v1/admin/comments/1/decide', { status: 'published' }],
    ['DELETE', '/api/v1/admin/comments/1'],
    ['GET', '/api/v1/admin/forms'],
    ['GET', '/api/v1/admin/forms/1/submissions'],
    ['GET', '/api/v1/admin/forms/1/submissions.csv'],
    ['GET', '/api/v1/admin/newsletter'],
    ['GET', '/api/v1/admin/newsletter.csv'],
    ['DELETE', '/api/v1/admin/newsletter/1'],
    ['GET', '/api/v1/admin/redirects'],
    ['GET', '/api/v1/admin/redirects/failed'],
    ['POST', '/api/v1/admin/redirects', { from: '/a-b', to: '/' }],
    ['DELETE', '/api/v1/admin/redirects/1'],
    ['GET', '/api/v1/admin/outbox'],
    ['POST', '/api/v1/admin/outbox/1/retry'],
    [
      'PATCH',
      '/api/v1/admin/consents/1',
      { displayName: { hr: 'x', en: 'x' }, description: { hr: '', en: '' }, required: false },
    ],
    ['GET', '/api/v1/admin/consent-log'],
    ['GET', '/api/v1/admin/consent-log.csv'],
  ]

  it('a visitor gets 401, a customer 403, on every call, before any handler runs', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM redirects').first<{ n: number }>()
    for (const [method, path, body] of CALLS) {
      expect((await callBackend(method, path, { body })).status, `${method} ${path}`).toBe(401)
      const refused = await callBackend(method, path, { token: customer.token, body })
      expect(refused.status, `${method} ${path}`).toBe(403)
      expect(refused.json).toMatchObject({ code: 'BACKOFFICE_ONLY' })
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM redirects').first<{ n: number }>()).toEqual(before)
  })

  it('a demoted editor whose token still says backoffice is refused (the database decides)', async () => {
    const editor = await newCustomer(true)
    expect((await callBackend('GET', '/api/v1/admin/orders', { token: editor.token })).status).toBe(200)
    await env.DB.prepare('UPDATE users SET staff_role = NULL WHERE id = ?').bind(editor.userId).run()
    expect((await callBackend('GET', '/api/v1/admin/orders', { token: editor.token })).status).toBe(403)
  })

  it('answers are private and never stored', async () => {
    const res = await callBackendRaw('GET', '/api/v1/admin/orders', { token: staff.token })
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  })
})

describe('orders', () => {
  it('lists, searches and filters by status on the server', async () => {
    const transfer = await placeOrder('BANK_TRANSFER')
    const cod = await placeOrder('COD')
    const all = await asStaff<LastPageList<AdminOrderRow>>('GET', '/api/v1/admin/orders')
    expect(all.status).toBe(200)
    expect(all.json.data?.perPage).toBe(25)
    expect(all.json.data?.data[0]?.id).toBeGreaterThanOrEqual(cod.id)
    const bySlug = await asStaff<LastPageList<AdminOrderRow>>('GET', `/api/v1/admin/orders?q=${transfer.slug}`)
    expect(bySlug.json.data?.data.map((row) => row.slug)).toEqual([transfer.slug])
    const byEmail = await asStaff<LastPageList<AdminOrderRow>>(
      'GET',
      `/api/v1/admin/orders?q=${encodeURIComponent(cod.email)}`,
    )
    expect(byEmail.json.data?.data).toEqual([
      expect.objectContaining({
        slug: cod.slug,
        status: 'placed',
        paymentType: 'COD',
        customer: `${SHIPPING_ADDRESS.firstName} ${SHIPPING_ADDRESS.lastName}`,
      }),
    ])
    const pending = await asStaff<LastPageList<AdminOrderRow>>('GET', '/api/v1/admin/orders?status=pending_payment')
    expect(pending.json.data?.data.every((row) => row.status === 'pending_payment')).toBe(true)
    expect(pending.json.data?.data.some((row) => row.id === transfer.id)).toBe(true)
    // LIKE wildcards in the search are literal.
    expect((await asStaff<LastPageList<AdminOrderRow>>('GET', '/api/v1/admin/orders?q=%25')).json.data?.total).toBe(0)
    expect((await asStaff('GET', '/api/v1/admin/orders?status=dispatched')).status).toBe(400)
  })

  it('marks a bank transfer paid once, and the customer is told through the outbox in the order language', async () => {
    const order = await placeOrder('BANK_TRANSFER')
    const detail = await asStaff<AdminOrderDetail>('GET', `/api/v1/admin/orders/${order.id}`)
    expect(detail.json.data).toMatchObject({
      actions: { markPaid: true, cancel: true },
      customer: { kind: 'guest' },
      order: { slug: order.slug, status: 'pending_payment' },
    })
    const paid = await asStaff<AdminOrderDetail>('POST', `/api/v1/admin/orders/${order.id}/markPaid`)
    expect(paid.status).toBe(200)
    expect(paid.json.data).toMatchObject({ order: { status: 'paid' }, actions: { markPaid: false, cancel: false } })
    expect(paid.json.data?.history.map((entry) => entry.event)).toEqual(['placed', 'paid', 'invoiceIssued'])
    expect(paid.json.data?.history[1]?.by).toBe(staff.email)
    const mail = await latestEmailTo(order.email)
    expect(mail).toMatchObject({
      kind: 'orderStatus',
      locale: 'hr',
      subject: `Uplata za narudžbu ${order.slug} je zaprimljena`,
    })
    expect(mail?.text).toContain('/narudzba?t=')
    const again = await asStaff('POST', `/api/v1/admin/orders/${order.id}/markPaid`, undefined, 'en')
    expect(again.status).toBe(409)
    expect(again.json.code).toBe('ORDER_NOT_AWAITING_TRANSFER')
  })

  it('a cash-on-delivery order cannot be marked paid by bank transfer', async () => {
    const order = await placeOrder('COD')
    expect((await asStaff('POST', `/api/v1/admin/orders/${order.id}/markPaid`)).status).toBe(409)
    expect((await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(order.id).first())?.['status']).toBe(
      'placed',
    )
  })

  it('cancels once, puts the stock back and tells the customer', async () => {
    const stock = await stockOf(maskId)
    const order = await placeOrder('COD', 2)
    expect(await stockOf(maskId)).toBe((stock ?? 0) - 2)
    const cancelled = await asStaff<AdminOrderDetail>('POST', `/api/v1/admin/orders/${order.id}/cancel`)
    expect(cancelled.json.data).toMatchObject({
      order: { status: 'cancelled' },
      actions: { markPaid: false, cancel: false },
    })
    expect(await stockOf(maskId)).toBe(stock)
    expect(await latestEmailTo(order.email)).toMatchObject({
      kind: 'orderStatus',
      subject: `Narudžba ${order.slug} je otkazana`,
    })
    expect((await asStaff('POST', `/api/v1/admin/orders/${order.id}/cancel`)).status).toBe(409)
    expect(await stockOf(maskId)).toBe(stock)
  })

  it('an unknown order is a translated 404', async () => {
    const res = await asStaff('GET', '/api/v1/admin/orders/99999999', undefined, 'en')
    expect(res.status).toBe(404)
    expect(res.json.code).toBe('ORDER_NOT_FOUND')
  })
})

describe('moderation', () => {
  it('approving a review publishes it and sets the rating; rejecting withdraws it; the answer names the pages to purge', async () => {
    const author = await newCustomer(false)
    const created = await callBackend<{ id: number }>('POST', '/api/v1/comment/create', {
      token: author.token,
      body: { resourceType: 'product', resourceId: maskId, body: 'Odlična maska', rating: 4 },
    })
    expect(created.status).toBe(201)
    const id = created.json.data?.id ?? 0
    const queue = await asStaff<LastPageList<AdminCommentRow>>(
      'GET',
      '/api/v1/admin/comments?status=pending&type=product',
    )
    const row = queue.json.data?.data.find((entry) => entry.id === id)
    expect(row).toMatchObject({
      resourceTitle: expect.any(String),
      resourcePath: expect.stringMatching(/^\/product\//),
      authorEmail: author.email,
      rating: 4,
    })
    // Per product: only that product's entries.
    const forMask = await asStaff<LastPageList<AdminCommentRow>>(
      'GET',
      `/api/v1/admin/comments?status=pending&type=product&resource=${maskId}`,
    )
    expect(forMask.json.data?.data.some((entry) => entry.id === id)).toBe(true)
    expect(
      forMask.json.data?.data.every((entry) => entry.resourceId === maskId && entry.resourceType === 'product'),
    ).toBe(true)

    const approved = await asStaff<{ status: string; purge: ModerationPurge }>(
      'POST',
      `/api/v1/admin/comments/${id}/decide`,
      { status: 'published' },
    )
    expect(approved.json.data?.status).toBe('published')
    expect(approved.json.data?.purge.paths).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/product\//), expect.stringMatching(/^\/en\/product\//)]),
    )
    expect(approved.json.data?.purge.productSlugs).toHaveLength(2)
    const visible = await callBackend<{ data: Array<{ id: number }> }>('POST', '/api/v1/comment/filterStandard', {
      body: { resourceType: 'product', resourceId: maskId },
    })
    expect(visible.json.data?.data.some((entry) => entry.id === id)).toBe(true)

    expect((await asStaff('POST', `/api/v1/admin/comments/${id}/decide`, { status: 'rejected' })).status).toBe(200)
    const hidden = await callBackend<{ data: Array<{ id: number }> }>('POST', '/api/v1/comment/filterStandard', {
      body: { resourceType: 'product', resourceId: maskId },
    })
    expect(hidden.json.data?.data.some((entry) => entry.id === id)).toBe(false)
    const rejected = await asStaff<LastPageList<AdminCommentRow>>('GET', '/api/v1/admin/comments?status=rejected')
    expect(rejected.json.data?.data.some((entry) => entry.id === id)).toBe(true)

    expect((await asStaff('DELETE', `/api/v1/admin/comments/${id}`)).status).toBe(200)
    expect(await env.DB.prepare('SELECT id FROM comments WHERE id = ?').bind(id).first()).toBeNull()
    expect((await asStaff('DELETE', `/api/v1/admin/comments/${id}`)).status).toBe(404)
    expect((await asStaff('POST', `/api/v1/admin/comments/${id}/decide`, { status: 'deleted' })).status).toBe(400)
  })
})

describe('forms, newsletter and the consent log', () => {
  it('a form’s submissions are paged and exported as CSV with formulas defused', async () => {
    const form = await env.DB.prepare(
      "SELECT f.id, t.fields FROM forms f JOIN form_translations t ON t.form_id = f.id AND t.language = 'hr' WHERE f.confirm_email = 0 AND f.captcha = 0 LIMIT 1",
    ).first<{ id: number; fields: string }>()
    if (!form) throw new Error('no seeded form without confirmation')
    const fields = JSON.parse(form.fields) as Array<{ name: string; type: string }>
    const data = Object.fromEntries(
      fields.map((field) => [
        field.name,
        field.type === 'checkbox'
          ? true
          : field.type === 'email'
            ? 'ana@example.com'
            : field.type === 'select'
              ? ''
              : '=HYPERLINK("http://evil")',
      ]),
    )
    await env.DB.prepare(
      "INSERT INTO form_submissions (form_id, language, data, email) VALUES (?, 'hr', ?, 'ana@example.com')",
    )
      .bind(form.id, JSON.stringify(data))
      .run()
    const page = await asStaff<AdminSubmissionsPage>('GET', `/api/v1/admin/forms/${form.id}/submissions`)
    expect(page.json.data?.form.fields.length).toBe(fields.length)
    expect(page.json.data?.data[0]?.email).toBe('ana@example.com')
    const csv = await callBackendRaw('GET', `/api/v1/admin/forms/${form.id}/submissions.csv`, { token: staff.token })
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('Content-Disposition')).toMatch(/^attachment; filename=".+-submissions\.csv"$/)
    const bytes = new Uint8Array(await csv.arrayBuffer())
    // A byte order mark first, so spreadsheet programs read UTF-8 (TextDecoder drops it when decoding).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.startsWith('ID,Poslano,Jezik,E-mail,Potvrđeno')).toBe(true)
    if (Object.values(data).includes('=HYPERLINK("http://evil")')) {
      expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`)
      expect(text).not.toMatch(/(^|,)=HYPERLINK/m)
    }
    expect((await asStaff('GET', '/api/v1/admin/forms/99999/submissions')).status).toBe(404)
  })

  it('newsletter: searched, only confirmed addresses exported, unsubscribe removes the address', async () => {
    const confirmed = `nl-yes-${crypto.randomUUID().slice(0, 8)}@example.com`
    const pending = `nl-no-${crypto.randomUUID().slice(0, 8)}@example.com`
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO newsletter_subscriptions (email, language, confirmed_at) VALUES (?, 'en', '2026-11-01T00:00:00.000Z')",
      ).bind(confirmed),
      env.DB.prepare("INSERT INTO newsletter_subscriptions (email, language) VALUES (?, 'hr')").bind(pending),
    ])
    const found = await asStaff<LastPageList<AdminSubscriberRow>>('GET', `/api/v1/admin/newsletter?q=${confirmed}`)
    expect(found.json.data?.data).toEqual([
      expect.objectContaining({ email: confirmed, confirmed: true, language: 'en' }),
    ])
    const pendingOnly = await asStaff<LastPageList<AdminSubscriberRow>>('GET', '/api/v1/admin/newsletter?state=pending')
    expect(pendingOnly.json.data?.data.every((row) => !row.confirmed)).toBe(true)
    const csv = await (await callBackendRaw('GET', '/api/v1/admin/newsletter.csv', { token: staff.token })).text()
    expect(csv).toContain(confirmed)
    expect(csv).not.toContain(pending)
    const id = found.json.data?.data[0]?.id ?? 0
    expect((await asStaff('DELETE', `/api/v1/admin/newsletter/${id}`)).status).toBe(200)
    expect(
      (await asStaff<LastPageList<AdminSubscriberRow>>('GET', `/api/v1/admin/newsletter?q=${confirmed}`)).json.data
        ?.total,
    ).toBe(0)
  })

  it('consents: edited in both languages; the log says who, what, when and from where, and exports', async () => {
    const code = `audit-${crypto.randomUUID().slice(0, 8)}`
    const made = await asStaff<{ id: number }>('POST', '/api/v1/consent/create', {
      uniqueNumber: code,
      displayName: { hr: 'Privola', en: 'Consent' },
      required: true,
    })
    expect(made.status).toBe(201)
    const consentId = made.json.data?.id ?? 0
    const updated = await asStaff<{ displayNames: { hr: string; en: string }; required: boolean }>(
      'PATCH',
      `/api/v1/admin/consents/${consentId}`,
      {
        displayName: { hr: 'Marketinške poruke', en: 'Marketing messages' },
        description: { hr: '<p>Opis<script>alert(1)</script></p>', en: '<p>Text</p>' },
        required: false,
      },
    )
    expect(updated.json.data).toMatchObject({
      displayNames: { hr: 'Marketinške poruke', en: 'Marketing messages' },
      required: false,
    })
    expect(
      (
        await env.DB.prepare("SELECT description FROM consent_translations WHERE consent_id = ? AND language = 'hr'")
          .bind(consentId)
          .first<{ description: string }>()
      )?.description,
    ).not.toContain('script')
    expect(
      (
        await asStaff('PATCH', '/api/v1/admin/consents/99999', {
          displayName: { hr: 'a', en: 'a' },
          description: { hr: '', en: '' },
          required: true,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await asStaff('PATCH', `/api/v1/admin/consents/${consentId}`, {
          displayName: { hr: '', en: 'a' },
          description: { hr: '', en: '' },
          required: true,
        })
      ).status,
    ).toBe(400)

    // A visitor's cookie choice: tied to the visitor id the edge passes, searched by it.
    const visitorId = crypto.randomUUID()
    const logged = await callBackend('POST', '/api/v1/web/consent/log/create', {
      headers: { 'x-izlog-client-address': '203.0.113.7', 'x-izlog-visitor-id': visitorId },
      body: { sourceType: 'cookie', consents: ['necessary', 'marketing'] },
    })
    expect(logged.status).toBe(201)
    const log = await asStaff<LastPageList<AdminConsentLogRow>>('GET', `/api/v1/admin/consent-log?q=${visitorId}`)
    expect(log.json.data?.data).toEqual([
      expect.objectContaining({
        visitorId,
        email: null,
        userId: null,
        sourceType: 'cookie',
        consents: ['necessary', 'marketing'],
        clientAddress: '203.0.113.7',
        status: 'partial',
      }),
    ])
    const byConsent = await asStaff<LastPageList<AdminConsentLogRow>>(
      'GET',
      `/api/v1/admin/consent-log?consent=marketing&source=cookie&q=${visitorId}`,
    )
    expect(byConsent.json.data?.total).toBe(1)
    const csv = await (
      await callBackendRaw('GET', `/api/v1/admin/consent-log.csv?q=${visitorId}`, {
        token: staff.token,
        language: 'en',
      })
    ).text()
    expect(csv.split('\r\n')[0]).toBe(
      'ID,Decision,Decided at,Source,Consents,User type,E-mail,User ID,Visitor ID,Client address,Logged at',
    )
    expect(csv).toContain(`necessary marketing,guest,,,${visitorId},203.0.113.7`)
  })
})

describe('generated rows (the bench’s 10,000 per list)', () => {
  it('fills every admin list once, and the lists page and search through them', async () => {
    expect(await seedBulkBackoffice(env, 40)).toBe(true)
    expect(await seedBulkBackoffice(env, 40)).toBe(false)
    const found = await asStaff<LastPageList<AdminOrderRow>>('GET', '/api/v1/admin/orders?q=IZL-B-000040')
    expect(found.json.data?.data).toEqual([
      expect.objectContaining({ slug: 'IZL-B-000040', customer: 'Ime40 Prezime40', email: 'kupac40@bulk.example' }),
    ])
    const detail = await asStaff<AdminOrderDetail>('GET', `/api/v1/admin/orders/${found.json.data?.data[0]?.id}`)
    expect(detail.json.data?.order.lines).toHaveLength(1)
    for (const [path, query] of [
      ['/api/v1/admin/comments', 'q=Komentar broj 8'],
      ['/api/v1/admin/newsletter', 'q=pretplata7@bulk.example'],
      ['/api/v1/admin/outbox', 'q=primatelj7@bulk.example'],
      ['/api/v1/admin/consent-log', 'q=privola7@bulk.example'],
      ['/api/v1/admin/redirects/failed', 'q=/bulk/nema-7'],
      ['/api/v1/admin/coupons', 'q=BULK000007'],
    ] as const) {
      const res = await asStaff<LastPageList<unknown>>('GET', `${path}?${query.replace(/ /g, '%20')}`)
      expect(res.json.data?.total, path).toBeGreaterThanOrEqual(1)
    }
    const secondPage = await asStaff<LastPageList<AdminOrderRow>>('GET', '/api/v1/admin/orders?page=2')
    const total = secondPage.json.data?.total ?? 0
    expect(total).toBeGreaterThanOrEqual(40)
    expect(secondPage.json.data?.data.length).toBe(Math.min(25, total - 25))
  })
})

describe('templates', () => {
  it('a template’s preview: the sections a new page starts with, and its latest pages with their paths', async () => {
    const preview = await asStaff<{
      template: { slug: string }
      starter: Array<{ type: string; title: string }>
      pages: Array<{ title: string; path: string; status: string }>
      total: number
    }>('GET', '/api/v1/admin/templates/page', undefined, 'en')
    expect(preview.status).toBe(200)
    expect(preview.json.data?.template.slug).toBe('page')
    expect(preview.json.data?.starter).toEqual([
      expect.objectContaining({ type: 'hero', title: 'The new page’s title' }),
    ])
    expect(preview.json.data?.total).toBeGreaterThan(0)
    expect(preview.json.data?.pages.length).toBeLessThanOrEqual(5)
    expect(preview.json.data?.pages.every((page) => page.path.startsWith('/en'))).toBe(true)
    expect((await asStaff('GET', '/api/v1/admin/templates/nema-ga')).status).toBe(404)
    expect((await callBackend('GET', '/api/v1/admin/templates/page', { token: customer.token })).status).toBe(403)
  })
})

describe('redirects and the outbox', () => {
  it('a missed path, most hit first, becomes a redirect and leaves the log; loops and duplicates are refused', async () => {
    const missed = `/stara-stranica-${crypto.randomUUID().slice(0, 6)}`
    for (let i = 0; i < 3; i += 1)
      await callBackend('POST', '/api/v1/redirect/addFailedRequest', { body: { path: missed } })
    const failed = await asStaff<LastPageList<AdminFailedRequestRow>>(
      'GET',
      `/api/v1/admin/redirects/failed?q=${missed}`,
    )
    expect(failed.json.data?.data).toEqual([expect.objectContaining({ path: missed, hits: 3 })])
    const top = await asStaff<LastPageList<AdminFailedRequestRow>>('GET', '/api/v1/admin/redirects/failed')
    const hits = top.json.data?.data.map((row) => row.hits) ?? []
    expect(hits).toEqual([...hits].sort((a, b) => b - a))

    const created = await asStaff<AdminRedirectRow>('POST', '/api/v1/admin/redirects', {
      from: `${missed}/`,
      to: '/o-nama',
    })
    expect(created.status).toBe(201)
    expect(created.json.data).toMatchObject({ from: missed, to: '/o-nama', status: 301 })
    expect(
      (await asStaff<LastPageList<AdminFailedRequestRow>>('GET', `/api/v1/admin/redirects/failed?q=${missed}`)).json
        .data?.total,
    ).toBe(0)
    expect((await callBackend('GET', `/api/v1/redirect/resolve?path=${encodeURIComponent(missed)}`)).json.data).toEqual(
      { to: '/o-nama', status: 301 },
    )

    expect((await asStaff('POST', '/api/v1/admin/redirects', { from: missed, to: '/usluge' })).status).toBe(409)
    expect((await asStaff('POST', '/api/v1/admin/redirects', { from: '/o-nama', to: missed })).status).toBe(400)
    for (const to of ['https://evil.example/', '//evil.example', '/a?b=1', 'o-nama']) {
      const bad = await asStaff('POST', '/api/v1/admin/redirects', { from: '/neka', to }, 'en')
      expect(bad.status, to).toBe(400)
    }
    const removed = await asStaff<AdminRedirectRow>('DELETE', `/api/v1/admin/redirects/${created.json.data?.id}`)
    expect(removed.json.data?.from).toBe(missed)
    expect((await callBackend('GET', `/api/v1/redirect/resolve?path=${encodeURIComponent(missed)}`)).status).toBe(404)
  })

  it('the outbox shows delivery without bodies; a failed e-mail is retried, a sent one is not', async () => {
    const now = new Date().toISOString()
    const failed = await env.DB.prepare(
      "INSERT INTO email_outbox (kind, recipient, locale, subject, html, text, status, attempts, next_attempt_at, last_error, created_at) VALUES ('verifyEmail', 'x@example.com', 'hr', 'S', '<p>secret link</p>', 'secret link', 'failed', 6, ?, 'provider down', ?) RETURNING id",
    )
      .bind(now, now)
      .first<{ id: number }>()
    const list = await asStaff<LastPageList<AdminOutboxRow>>('GET', '/api/v1/admin/outbox?status=failed')
    const row = list.json.data?.data.find((entry) => entry.id === failed?.id)
    expect(row).toMatchObject({ status: 'failed', attempts: 6, lastError: 'provider down', preparing: false })
    expect(JSON.stringify(list.json)).not.toContain('secret link')
    const retried = await asStaff<AdminOutboxRow>('POST', `/api/v1/admin/outbox/${failed?.id}/retry`)
    expect(retried.json.data).toMatchObject({ status: 'queued', attempts: 0 })
    await env.DB.prepare("UPDATE email_outbox SET status = 'sent' WHERE id = ?").bind(failed?.id).run()
    expect((await asStaff('POST', `/api/v1/admin/outbox/${failed?.id}/retry`)).status).toBe(409)
  })
})
