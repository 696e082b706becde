import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { AdminAuditEntry } from '../../../contract/dto/admin'
import type { LastPagePage } from '../../../contract/dto/cms'
import type { ErasureResult, PersonalDataExport, PersonDataSummary } from '../../../contract/dto/privacy'
import { accountWithRole } from '../staff/test-fixtures'
import { callBackend, callBackendRaw, loginAs, SEEDED } from '../test-helpers'
import { PERSON_WITHOUT_ACCOUNT } from './erase'
import { PERSONAL_DATA } from './personal-data'
import { createTestGuest, createTestPerson, holds, rowidsOf, rowsByRowid, tracesOf } from './test-person'

const FIND = '/api/v1/admin/privacy/person'
const EXPORT = '/api/v1/admin/privacy/person/export'
const ERASE = '/api/v1/admin/privacy/person/erase'
const HISTORY = '/api/v1/admin/privacy/history'

/** The tables only an account has rows in: a person without one has none there. */
const ACCOUNT_ONLY = [
  'user_identities',
  'refresh_tokens',
  'wishlists',
  'comments',
  'user_companies',
  'user_addresses',
  'users',
]

const staffToken = async () => (await loginAs(SEEDED.admin.email, SEEDED.admin.password)).accessToken

const auditEntries = (action: string) =>
  env.DB.prepare('SELECT actor_email, subject, detail FROM audit_log WHERE action = ? ORDER BY id')
    .bind(action)
    .all<{ actor_email: string; subject: string; detail: string }>()
    .then((result) => result.results)

describe('staff and a person without an account (GDPR Art. 15, 17 and 20)', () => {
  it('finds what the shop holds under the e-mail, in any case of letters', async () => {
    const guest = await createTestGuest('gfi')
    const token = await staffToken()
    const found = await callBackend<PersonDataSummary>('POST', FIND, {
      token,
      body: { email: guest.email.toUpperCase() },
    })
    expect(found.status, JSON.stringify(found.json)).toBe(200)
    const summary = found.json.data!
    expect(summary.customerId).toBeNull()
    expect(summary.email).toBe(guest.email)
    const tables = summary.holdings.map((holding) => holding.table)
    const expected = PERSONAL_DATA.map((entry) => entry.table).filter((table) => !ACCOUNT_ONLY.includes(table))
    expect(tables.sort()).toEqual(expected.sort())
    expect(summary.holdings.find((holding) => holding.table === 'consent_logs')?.rows).toBe(2)
    expect(summary.orders).toEqual([
      { id: expect.any(Number), slug: `o-${guest.mark}`, status: 'delivered', createdAt: expect.any(String) },
    ])
  })

  it('exports their rows as one JSON file named without the e-mail, audited with who downloaded it', async () => {
    const guest = await createTestGuest('gex')
    const other = await createTestGuest('gox')
    const res = await callBackendRaw('POST', EXPORT, { token: await staffToken(), body: { email: guest.email } })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="izlog-personal-data-guest-[\d-]+\.json"$/,
    )
    const doc = ((await res.json()) as { data: PersonalDataExport }).data
    expect(doc.person).toEqual({ accountId: null, email: guest.email })
    expect(doc.tables['orders']?.[0]?.['slug']).toBe(`o-${guest.mark}`)
    expect(doc.tables['newsletter_subscriptions']).toHaveLength(1)
    expect(JSON.stringify(doc)).not.toContain(other.mark)
    expect(JSON.stringify(doc)).not.toMatch(/confirmation_token|token_hash/)
    const audit = (await auditEntries('person.export')).at(-1)
    expect(audit).toMatchObject({ actor_email: SEEDED.admin.email, subject: PERSON_WITHOUT_ACCOUNT })
    expect(JSON.parse(audit?.detail ?? '{}')).toEqual({ email: guest.email })
  })

  it('erases them everywhere, keeps the invoice, touches nobody else, and audits without naming them', async () => {
    const guest = await createTestGuest('ger')
    const other = await createTestGuest('goe')
    const token = await staffToken()
    const person = { id: null, email: guest.email }
    const before = await rowidsOf(person)
    const otherBefore = await rowidsOf({ id: null, email: other.email })
    const otherRows: Record<string, unknown> = {}
    for (const entry of PERSONAL_DATA)
      otherRows[entry.table] = await rowsByRowid(entry.table, otherBefore[entry.table] ?? [])
    // Downloaded first: that audit entry names the e-mail until the erasure.
    expect((await callBackendRaw('POST', EXPORT, { token, body: { email: guest.email } })).status).toBe(200)

    const erased = await callBackend<ErasureResult>('POST', ERASE, { token, body: { email: guest.email } })
    expect(erased.status, JSON.stringify(erased.json)).toBe(200)
    expect(erased.json.data?.kept).toContain('invoices')

    expect(await tracesOf(guest, before)).toEqual([])
    const after = await rowidsOf(person)
    for (const entry of PERSONAL_DATA)
      if (entry.erase.kind !== 'keep') expect(after[entry.table], entry.table).toEqual([])
    const invoice = await rowsByRowid('invoices', before['invoices'] ?? [])
    expect(String(invoice[0]?.['document'])).toContain(guest.mark)
    const order = (await rowsByRowid('orders', before['orders'] ?? []))[0]
    expect(order).toMatchObject({ slug: `o-${guest.mark}`, order_total_cents: 1250, email: '' })
    expect(await env.MEDIA.get(guest.uploadKey)).toBeNull()
    for (const entry of PERSONAL_DATA)
      expect(await rowsByRowid(entry.table, otherBefore[entry.table] ?? []), entry.table).toEqual(
        otherRows[entry.table],
      )
    expect(await env.MEDIA.get(other.uploadKey)).not.toBeNull()

    const audit = (await auditEntries('person.erase')).at(-1)
    expect(audit).toMatchObject({ actor_email: SEEDED.admin.email, subject: PERSON_WITHOUT_ACCOUNT })
    expect(JSON.parse(audit?.detail ?? '{}')).toEqual({ by: 'staff', orders: [`o-${guest.mark}`] })
    for (const entry of await auditEntries('person.export')) expect(holds(entry.detail, guest.email)).toBe(false)
    // Staff read that record, newest first.
    const history = await callBackend<LastPagePage<AdminAuditEntry>>('GET', `${HISTORY}?page=1`, { token })
    expect(history.json.data?.data[0]).toMatchObject({ action: 'person.erase', actorEmail: SEEDED.admin.email })
    expect(history.json.data?.data[1]).toMatchObject({ action: 'person.export', detail: { email: '' } })

    // Nothing is left to find, download or erase.
    const again = await callBackend('POST', ERASE, { token, body: { email: guest.email } })
    expect(again.status).toBe(404)
    expect(again.json.code).toBe('PERSON_NOT_FOUND')
    expect(again.json.message).toBeTruthy()
  })

  it('sends a person with an account to the customer page: the e-mail of an account, or of orders an account placed', async () => {
    const customer = await createTestPerson('gac')
    const token = await staffToken()
    const found = await callBackend<PersonDataSummary>('POST', FIND, { token, body: { email: customer.email } })
    expect(found.json.data?.customerId).toBe(customer.id)
    // The customer changed their e-mail since ordering: the old address's orders are still theirs.
    const oldEmail = `old-${customer.mark}@example.com`
    await env.DB.prepare('UPDATE orders SET email = ? WHERE user_id = ?').bind(oldEmail, customer.id).run()
    const byOrder = await callBackend<PersonDataSummary>('POST', FIND, { token, body: { email: oldEmail } })
    expect(byOrder.json.data?.customerId).toBe(customer.id)
    const before = await rowidsOf(customer)
    for (const email of [customer.email, oldEmail]) {
      for (const path of [EXPORT, ERASE]) {
        const res = await callBackend('POST', path, { token, body: { email } })
        expect(res.status, `${path} ${email}`).toBe(409)
        expect(res.json.code).toBe('PRIVACY_HAS_ACCOUNT')
      }
    }
    expect(await rowidsOf(customer)).toEqual(before)
    await expect(loginAs(customer.email, customer.password)).resolves.toBeTruthy()
  })

  it('never erases a staff account, and refuses bad input with a translated 4xx', async () => {
    const token = await staffToken()
    for (const path of [FIND, EXPORT, ERASE]) {
      const staff = await callBackend('POST', path, { token, body: { email: SEEDED.admin.email } })
      expect(staff.status, path).toBe(409)
      expect(staff.json.code).toBe('PRIVACY_STAFF_ACCOUNT')
      for (const body of [{ email: 'not-an-email' }, {}, { email: 42 }]) {
        const bad = await callBackend('POST', path, { token, body })
        expect(bad.status, `${path} ${JSON.stringify(body)}`).toBe(400)
        expect(bad.json.message).toBeTruthy()
      }
    }
    await expect(loginAs(SEEDED.admin.email, SEEDED.admin.password)).resolves.toBeTruthy()
    const nobody = await callBackend('POST', EXPORT, { token, body: { email: 'nikoga-nema@example.com' } })
    expect(nobody.status).toBe(404)
  })

  it('attacker: anonymous callers, customers and staff without the orders area reach nobody', async () => {
    const guest = await createTestGuest('gat')
    const before = await rowidsOf({ id: null, email: guest.email })
    const customer = await createTestPerson('gcu')
    const catalogue = await accountWithRole('catalogue')
    const content = await accountWithRole('content')
    for (const caller of [undefined, customer.tokens.accessToken, catalogue.token]) {
      const history = await callBackend('GET', `${HISTORY}?page=1`, { token: caller })
      expect(history.status).toBe(caller ? 403 : 401)
    }
    for (const path of [FIND, EXPORT, ERASE]) {
      expect((await callBackend('POST', path, { body: { email: guest.email } })).status, path).toBe(401)
      for (const caller of [customer.tokens.accessToken, catalogue.token, content.token]) {
        const res = await callBackend('POST', path, { token: caller, body: { email: guest.email } })
        expect(res.status, path).toBe(403)
      }
    }
    expect(await rowidsOf({ id: null, email: guest.email })).toEqual(before)
  })
})
