import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { ConsentLogDto } from '../../../contract/dto/cms'
import type { AdminConsentLogRow } from '../../../contract/dto/admin'
import { COOKIE_CATEGORIES } from '../../../contract/schemas/engagement'
import { NEWSLETTER_CONSENT } from '../../../contract/schemas/consents'
import { SEEDED, callBackend, loginAs, uniqueEmail } from '../test-helpers'

/** What the edge passes along: the visitor's address and the opaque id of its consent cookie. */
const edgeHeaders = (address: string, visitorId: string = crypto.randomUUID()) => ({
  'x-izlog-client-address': address,
  'x-izlog-visitor-id': visitorId,
})
const uniqueAddress = () => `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`

const logChoice = (address: string, consents: string[] = ['necessary'], visitorId?: string) =>
  callBackend<ConsentLogDto>('POST', '/api/v1/web/consent/log/create', {
    body: { sourceType: 'cookie', consents },
    headers: edgeHeaders(address, visitorId),
  })

interface LogRow {
  status: string
  status_timestamp: string
  source_type: string
  consents: string
  user_type: string
  email: string | null
  user_id: number | null
  client_address: string | null
  visitor_id: string | null
}
const rowOf = (id: number | undefined) =>
  env.DB.prepare('SELECT * FROM consent_logs WHERE id = ?')
    .bind(id ?? 0)
    .first<LogRow>()

describe('the consent log (anonymous: the cookie notice writes to it)', () => {
  it('is rate-limited per client address: 429 with Retry-After, nothing stored; other addresses still log', async () => {
    const address = uniqueAddress()
    const visitorId = crypto.randomUUID()
    for (let i = 0; i < 30; i++) expect((await logChoice(address, ['necessary'], visitorId)).status).toBe(201)
    const refused = await logChoice(address, ['necessary', 'marketing'], visitorId)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM consent_logs WHERE visitor_id = ? AND status <> 'necessaryOnly'")
        .bind(visitorId)
        .first<{ n: number }>(),
    ).toEqual({ n: 0 })
    expect((await logChoice(uniqueAddress(), ['necessary'], visitorId)).status).toBe(201)
  })

  it("a visitor's choice is tied to its consent cookie, timed by the server and its status follows from the categories", async () => {
    const visitorId = crypto.randomUUID()
    const before = Date.now()
    const res = await logChoice(uniqueAddress(), ['necessary', 'analytics'], visitorId)
    expect(res.status).toBe(201)
    expect(res.json.data).toMatchObject({
      status: 'partial',
      sourceType: 'cookie',
      consents: ['necessary', 'analytics'],
      user: { userType: 'guest', email: null },
    })
    const row = await rowOf(res.json.data?.id)
    expect(row).toMatchObject({
      visitor_id: visitorId,
      user_id: null,
      user_type: 'guest',
      email: null,
      source_type: 'cookie',
    })
    expect(Date.parse(row?.status_timestamp ?? '')).toBeGreaterThanOrEqual(before - 1000)
    expect((await logChoice(uniqueAddress(), ['necessary', 'marketing', 'analytics'])).json.data?.status).toBe(
      'accepted',
    )
    expect((await logChoice(uniqueAddress(), ['necessary'])).json.data?.status).toBe('necessaryOnly')
  })

  it("a logged-in customer's choice is tied to their user id and e-mail from the access token", async () => {
    const { accessToken } = await loginAs(SEEDED.customer.email, SEEDED.customer.password)
    const res = await callBackend<ConsentLogDto>('POST', '/api/v1/web/consent/log/create', {
      token: accessToken,
      body: { sourceType: 'cookie', consents: ['necessary'] },
      headers: edgeHeaders(uniqueAddress()),
    })
    expect(res.status).toBe(201)
    const row = await rowOf(res.json.data?.id)
    const customer = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind(SEEDED.customer.email)
      .first<{ id: number }>()
    expect(row).toMatchObject({ user_type: 'registered', user_id: customer?.id, email: SEEDED.customer.email })
  })

  it("attacker: an anonymous entry with someone else's e-mail, 'registered', a 2019 time and source 'register' never becomes that person's decision", async () => {
    const victim = uniqueEmail('victim')
    const forged = {
      status: 'accepted',
      statusTimestamp: '2019-03-01T10:00:00.000Z',
      consents: ['privacy', 'marketing'],
      user: { userType: 'registered', email: victim },
    }
    const asRegister = await callBackend('POST', '/api/v1/web/consent/log/create', {
      body: { ...forged, sourceType: 'register' },
      headers: edgeHeaders(uniqueAddress()),
    })
    expect(asRegister.status).toBe(400)
    for (const sourceType of ['checkout', 'newsletter', 'contact']) {
      expect(
        (
          await callBackend('POST', '/api/v1/web/consent/log/create', {
            body: { ...forged, sourceType },
            headers: edgeHeaders(uniqueAddress()),
          })
        ).status,
      ).toBe(400)
    }
    // Through the one source a browser may log, the body's who, when and status are not taken.
    const asCookie = await callBackend<ConsentLogDto>('POST', '/api/v1/web/consent/log/create', {
      body: { ...forged, sourceType: 'cookie', consents: ['necessary', 'marketing', 'analytics'] },
      headers: edgeHeaders(uniqueAddress()),
    })
    expect(asCookie.status).toBe(201)
    const row = await rowOf(asCookie.json.data?.id)
    expect(row).toMatchObject({ email: null, user_type: 'guest', user_id: null })
    expect(row?.status_timestamp.startsWith('2019')).toBe(false)
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM consent_logs WHERE email = ?')
        .bind(victim)
        .first<{ n: number }>(),
    ).toEqual({ n: 0 })
    const staff = await loginAs(SEEDED.admin.email, SEEDED.admin.password)
    const audit = await callBackend<{ data: AdminConsentLogRow[] }>(
      'GET',
      `/api/v1/admin/consent-log?q=${encodeURIComponent(victim)}`,
      { token: staff.accessToken },
    )
    expect(audit.json.data?.data).toEqual([])
  })

  it("attacker: without the edge's visitor id (or with one the edge never makes) an anonymous entry is refused", async () => {
    const bare = await callBackend('POST', '/api/v1/web/consent/log/create', {
      body: { sourceType: 'cookie', consents: ['necessary'] },
      headers: { 'x-izlog-client-address': uniqueAddress() },
    })
    expect(bare.status).toBe(400)
    expect(bare.json.code).toBe('VISITOR_UNKNOWN')
    const madeUp = await callBackend('POST', '/api/v1/web/consent/log/create', {
      body: { sourceType: 'cookie', consents: ['necessary'] },
      headers: { 'x-izlog-client-address': uniqueAddress(), 'x-izlog-visitor-id': 'kupac@izlog.hr' },
    })
    expect(madeUp.status).toBe(400)
  })

  it('refuses categories that are not cookie categories and a choice without the necessary ones', async () => {
    expect((await logChoice(uniqueAddress(), ['privacy'])).status).toBe(400)
    expect((await logChoice(uniqueAddress(), ['marketing'])).status).toBe(400)
  })

  it('registration logs its consents itself, as the new user (the public call cannot)', async () => {
    const email = uniqueEmail('reglog')
    const visitorId = crypto.randomUUID()
    const res = await callBackend('POST', '/api/v1/user/web/register', {
      body: {
        email,
        password: 'dobra-lozinka',
        confirmedPassword: 'dobra-lozinka',
        firstName: 'Ana',
        lastName: 'Horvat',
        consents: [{ id: 2, uniqueNumber: 'privacy', accepted: true }],
      },
      headers: edgeHeaders(uniqueAddress(), visitorId),
    })
    expect(res.status).toBe(201)
    const user = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: number }>()
    const row = await env.DB.prepare('SELECT * FROM consent_logs WHERE user_id = ?')
      .bind(user?.id ?? 0)
      .first<LogRow>()
    expect(row).toMatchObject({
      source_type: 'register',
      user_type: 'registered',
      email,
      visitor_id: visitorId,
      status: 'accepted',
    })
    expect(JSON.parse(row?.consents ?? '[]')).toEqual([
      expect.objectContaining({ uniqueNumber: 'privacy', accepted: true }),
    ])
  })

  it('a cookie choice and a newsletter sign-up are logged under separate ids, also from a form that sends no consents', async () => {
    const visitorId = crypto.randomUUID()
    const email = uniqueEmail('consent-ids')
    expect((await logChoice(uniqueAddress(), ['necessary', 'marketing'], visitorId)).status).toBe(201)
    // The home page's sign-up sends the address only.
    const signUp = await callBackend('POST', '/api/v1/newsletter/subscribe', {
      body: { email },
      headers: edgeHeaders(uniqueAddress()),
    })
    expect(signUp.status).toBe(201)
    const logged = await env.DB.prepare(
      'SELECT source_type, consents FROM consent_logs WHERE visitor_id = ? OR email = ? ORDER BY id',
    )
      .bind(visitorId, email)
      .all<Pick<LogRow, 'source_type' | 'consents'>>()
    expect(logged.results.map((row) => [row.source_type, JSON.parse(row.consents)])).toEqual([
      ['cookie', ['necessary', 'marketing']],
      ['newsletter', [NEWSLETTER_CONSENT]],
    ])
    expect(COOKIE_CATEGORIES).not.toContain(NEWSLETTER_CONSENT)

    // Staff filtering by the newsletter consent find the sign-up, not the cookie choice.
    const admin = await loginAs(SEEDED.admin.email, SEEDED.admin.password)
    const byConsent = (consent: string, q: string) =>
      callBackend<{ data: AdminConsentLogRow[] }>('GET', `/api/v1/admin/consent-log?consent=${consent}&q=${q}`, {
        token: admin.accessToken,
      })
    expect((await byConsent(NEWSLETTER_CONSENT, visitorId)).json.data?.data).toEqual([])
    expect((await byConsent(NEWSLETTER_CONSENT, email)).json.data?.data).toEqual([
      expect.objectContaining({ sourceType: 'newsletter', consents: [NEWSLETTER_CONSENT] }),
    ])
    // And no consent of the CMS may take a cookie category's name.
    const taken = await callBackend('POST', '/api/v1/consent/create', {
      body: {
        uniqueNumber: 'marketing',
        displayName: { hr: 'Marketing', en: 'Marketing' },
        description: { hr: '<p>x</p>', en: '<p>x</p>' },
      },
      token: admin.accessToken,
    })
    expect(taken.status).toBe(409)
  })
})

describe('migration 0029 (consent ids)', () => {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0029_'))
  const insert = (source: string, consents: string, email: string) =>
    env.DB.prepare(
      `INSERT INTO consent_logs (status, status_timestamp, source_type, consents, user_type, email)
       VALUES ('accepted', '2026-01-01T00:00:00.000Z', ?, ?, 'guest', ?) RETURNING id`,
    )
      .bind(source, consents, email)
      .first<{ id: number }>()

  it("gives back the newsletter consent its id in stored entries, keeps the cookie rows' category, and changes nothing when run again", async () => {
    expect(migration).toBeDefined()
    const email = uniqueEmail('migrated')
    const cookie = await insert('cookie', '["necessary","marketing"]', email)
    const register = await insert(
      'register',
      '[{"uniqueNumber":"privacy","accepted":true},{"uniqueNumber":"marketing","accepted":false}]',
      email,
    )
    const checkout = await insert('checkout', '["terms-of-sale","privacy","marketing"]', email)
    const homeSignUp = await insert('newsletter', '[]', email)
    const run = () => env.DB.batch((migration?.queries ?? []).map((query) => env.DB.prepare(query)))
    const stored = async () =>
      Promise.all([cookie, register, checkout, homeSignUp].map(async (row) => (await rowOf(row?.id))?.consents))
    const expected = [
      '["necessary","marketing"]',
      '[{"uniqueNumber":"privacy","accepted":true},{"uniqueNumber":"newsletter","accepted":false}]',
      '["terms-of-sale","privacy","newsletter"]',
      '["newsletter"]',
    ]
    await run()
    expect(await stored()).toEqual(expected)
    await run()
    expect(await stored()).toEqual(expected)
    const consents = await env.DB.prepare('SELECT unique_number FROM consents WHERE id = 3').first<{
      unique_number: string
    }>()
    expect(consents?.unique_number).toBe(NEWSLETTER_CONSENT)
  })
})
