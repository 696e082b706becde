import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { ErasureResult, PersonalDataExport } from '../../../contract/dto/privacy'
import { callBackend, callBackendRaw, loginAs, SEEDED } from '../test-helpers'
import { recomputeProductRating } from '../cms/product-rating'
import { PERSONAL_DATA } from './personal-data'
import { createTestPerson, holds, rowidsOf, rowsByRowid, tracesOf, type TestPerson } from './test-person'

const EXPORT = '/api/v1/user/web/privacy/export'
const ERASE = '/api/v1/user/web/privacy/erase'
const adminExport = (id: number | string) => `/api/v1/admin/customers/${id}/export`
const adminErase = (id: number | string) => `/api/v1/admin/customers/${id}/erase`

const eraseSelf = (person: TestPerson, password = person.password) =>
  callBackend<ErasureResult>('POST', ERASE, { token: person.tokens.accessToken, body: { password } })

describe('erasing a customer (GDPR Art. 17)', () => {
  it('leaves no personal value of theirs in any listed column, keeps the invoice, and ends their sessions', async () => {
    const person = await createTestPerson('era')
    const other = await createTestPerson('oth')
    const before = await rowidsOf(person)
    // The walk is only a proof if the person had rows in every table the list names.
    const empty = PERSONAL_DATA.filter((entry) => (before[entry.table] ?? []).length === 0).map((e) => e.table)
    expect(empty).toEqual([])
    const otherBefore = await rowidsOf(other)
    const otherRows: Record<string, unknown> = {}
    for (const entry of PERSONAL_DATA)
      otherRows[entry.table] = await rowsByRowid(entry.table, otherBefore[entry.table] ?? [])

    const erased = await eraseSelf(person)
    expect(erased.status, JSON.stringify(erased.json)).toBe(200)
    expect(erased.json.data?.kept).toContain('invoices')

    expect(await tracesOf(person, before)).toEqual([])
    const foundAfter = await rowidsOf(person)
    for (const entry of PERSONAL_DATA) expect(foundAfter[entry.table], entry.table).toEqual([])
    // Deleted rows are gone; anonymised ones stay; the invoice stays as issued, buyer included.
    for (const entry of PERSONAL_DATA) {
      const left = await rowsByRowid(entry.table, before[entry.table] ?? [])
      if (entry.erase.kind === 'delete') expect(left, entry.table).toEqual([])
      else expect(left.length, entry.table).toBe(before[entry.table]?.length)
    }
    const invoice = await rowsByRowid('invoices', before['invoices'] ?? [])
    expect(String(invoice[0]?.['document'])).toContain(person.mark)
    const order = (await rowsByRowid('orders', before['orders'] ?? []))[0]
    expect(order?.['order_total_cents']).toBe(1250)
    expect(await env.MEDIA.get(person.uploadKey)).toBeNull()

    // Nobody else's rows changed.
    for (const entry of PERSONAL_DATA)
      expect(await rowsByRowid(entry.table, otherBefore[entry.table] ?? []), entry.table).toEqual(
        otherRows[entry.table],
      )
    expect(await env.MEDIA.get(other.uploadKey)).not.toBeNull()

    // Their sessions end: no login, no refresh, the access token's account is gone.
    await expect(loginAs(person.email, person.password)).rejects.toThrow()
    const refresh = await callBackend('GET', '/api/v1/refresh', {
      headers: { refreshToken: person.tokens.refreshToken },
    })
    expect(refresh.status).toBe(401)
    const profile = await callBackend('GET', '/api/v1/user/web/profile', { token: person.tokens.accessToken })
    expect(profile.status).toBe(401)
    expect((await callBackend('GET', EXPORT, { token: person.tokens.accessToken })).status).toBe(401)
    // The other customer still logs in.
    await expect(loginAs(other.email, other.password)).resolves.toBeTruthy()

    const audit = await env.DB.prepare(
      "SELECT actor_email, detail FROM audit_log WHERE action = 'customer.erase' AND subject = ?",
    )
      .bind(`user:${person.id}`)
      .first<{ actor_email: string; detail: string }>()
    expect(audit).not.toBeNull()
    expect(audit?.actor_email).toBe('')
    expect(holds(audit?.detail, person.mark)).toBe(false)
  })

  it('refuses a wrong password and erases nothing', async () => {
    const person = await createTestPerson('pwd')
    const res = await eraseSelf(person, 'kriva-lozinka-99')
    expect(res.status).toBe(403)
    expect(res.json.code).toBe('PRIVACY_WRONG_PASSWORD')
    await expect(loginAs(person.email, person.password)).resolves.toBeTruthy()
    const missing = await callBackend('POST', ERASE, { token: person.tokens.accessToken, body: {} })
    expect(missing.status).toBe(400)
  })

  it('lets staff erase a customer, audited with who did it and nothing of the customer', async () => {
    const person = await createTestPerson('stf')
    const admin = await loginAs(SEEDED.admin.email, SEEDED.admin.password)
    // A second review of theirs, published on another product: its rating counts it until the erasure.
    const product = await env.DB.prepare('SELECT id FROM products ORDER BY id DESC LIMIT 1').first<{ id: number }>()
    const productId = product?.id ?? 0
    await env.DB.prepare(
      "INSERT INTO comments (resource_type, resource_id, user_id, body, rating, status) VALUES ('product', ?, ?, 'recenzija', 1, 'published')",
    )
      .bind(productId, person.id)
      .run()
    expect((await recomputeProductRating(env.DB, productId)).count).toBeGreaterThan(0)
    const before = await rowidsOf(person)
    const res = await callBackend<ErasureResult>('POST', adminErase(person.id), { token: admin.accessToken })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(await tracesOf(person, before)).toEqual([])
    const rating = await env.DB.prepare(
      `SELECT rating_count AS stored, (SELECT COUNT(*) FROM comments WHERE resource_type = 'product' AND resource_id = products.id
         AND status = 'published' AND rating IS NOT NULL) AS counted FROM products WHERE id = ?`,
    )
      .bind(productId)
      .first<{ stored: number; counted: number }>()
    expect(rating?.stored).toBe(rating?.counted)
    const audit = await env.DB.prepare(
      "SELECT actor_email, detail FROM audit_log WHERE action = 'customer.erase' AND subject = ?",
    )
      .bind(`user:${person.id}`)
      .first<{ actor_email: string; detail: string }>()
    expect(audit?.actor_email).toBe(SEEDED.admin.email)
    expect(JSON.parse(audit?.detail ?? '{}')).toEqual({ by: 'staff' })
    expect((await callBackend('POST', adminErase(person.id), { token: admin.accessToken })).status).toBe(404)
  })
})

describe('exporting a person (GDPR Art. 15 and 20)', () => {
  it('gives the customer every table with their rows as one JSON file, without secrets', async () => {
    const person = await createTestPerson('exp')
    const res = await callBackendRaw('GET', EXPORT, { headers: { accessToken: person.tokens.accessToken } })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="izlog-personal-data-\d+-[\d-]+\.json"$/,
    )
    const body = (await res.json()) as { data: PersonalDataExport }
    const doc = body.data
    expect(doc.person).toEqual({ accountId: person.id, email: person.email })
    for (const entry of PERSONAL_DATA) expect(doc.tables[entry.table]?.length, entry.table).toBeGreaterThan(0)
    expect(doc.retention['invoices']).toBeTruthy()
    const text = JSON.stringify(doc)
    expect(text).not.toMatch(/password_hash|password_salt|token_hash|confirmation_token/)
    expect(doc.tables['user_identities']?.[0]).not.toHaveProperty('subject')
    expect(doc.tables['users']?.[0]?.['first_name']).toBe(`Ime ${person.mark}`)
  })

  it("lets staff export a customer, and never shows one customer another's data", async () => {
    const person = await createTestPerson('sxp')
    const other = await createTestPerson('sxo')
    const admin = await loginAs(SEEDED.admin.email, SEEDED.admin.password)
    const staff = await callBackend<PersonalDataExport>('GET', adminExport(person.id), { token: admin.accessToken })
    expect(staff.status).toBe(200)
    expect(JSON.stringify(staff.json.data)).toContain(person.mark)
    expect(JSON.stringify(staff.json.data)).not.toContain(other.mark)
    const own = await callBackend<PersonalDataExport>('GET', EXPORT, { token: other.tokens.accessToken })
    expect(JSON.stringify(own.json.data)).not.toContain(person.mark)
    expect((await callBackend('GET', adminExport(999_999_999), { token: admin.accessToken })).status).toBe(404)
    expect((await callBackend('GET', adminExport('abc'), { token: admin.accessToken })).status).toBe(400)
  })
})

describe('who may export and erase', () => {
  it('refuses customers the staff calls, and anonymous callers everything', async () => {
    const person = await createTestPerson('atk')
    const attacker = await createTestPerson('atx')
    const token = attacker.tokens.accessToken
    expect((await callBackend('GET', adminExport(person.id), { token })).status).toBe(403)
    expect((await callBackend('POST', adminErase(person.id), { token })).status).toBe(403)
    expect((await callBackend('GET', EXPORT)).status).toBe(401)
    expect((await callBackend('POST', ERASE, { body: { password: person.password } })).status).toBe(401)
    // The attacker's own erase call with the victim's password erases nobody.
    expect((await eraseSelf(attacker, person.password)).status).toBe(403)
    await expect(loginAs(person.email, person.password)).resolves.toBeTruthy()
    await expect(loginAs(attacker.email, attacker.password)).resolves.toBeTruthy()
  })

  it('never erases a staff account, and staff cannot export one as a customer', async () => {
    const admin = await loginAs(SEEDED.admin.email, SEEDED.admin.password)
    const self = await callBackend('POST', ERASE, {
      token: admin.accessToken,
      body: { password: SEEDED.admin.password },
    })
    expect(self.status).toBe(409)
    expect(self.json.code).toBe('PRIVACY_STAFF_ACCOUNT')
    const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind(SEEDED.admin.email)
      .first<{ id: number }>()
    const staff = await callBackend('POST', adminErase(row?.id ?? 0), { token: admin.accessToken })
    expect(staff.status).toBe(404)
    expect(staff.json.code).toBe('CUSTOMER_NOT_FOUND')
    const exported = await callBackend('GET', `/api/v1/admin/customers/${row?.id ?? 0}/export`, {
      token: admin.accessToken,
    })
    expect(exported.status).toBe(404)
    await expect(loginAs(SEEDED.admin.email, SEEDED.admin.password)).resolves.toBeTruthy()
  })
})
