import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { ConsentLogDto } from '../../../contract/dto/cms'
import type { AdminConsentLogRow } from '../../../contract/dto/admin'
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
})
