import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { THROTTLES } from '../request-budget'
import { callBackend, type BackendResult } from '../test-helpers'
import { freshCustomer } from './test-helpers'

/**
 * The shop is no mail cannon (issue 32): newsletter sign-ups, CMS forms, the contact form and
 * comments are throttled per client address and per target (request-budget.ts, THROTTLES). Each
 * test uses its own client addresses and e-mails, since the budgets live in the shared database.
 */

const address = () => `test-${crypto.randomUUID()}`
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@test.izlog.hr`
const post = <T = unknown>(
  path: string,
  body: unknown,
  from: string,
  options: { language?: string; token?: string } = {},
) =>
  callBackend<T>('POST', path, {
    body,
    headers: { 'x-izlog-client-address': from },
    language: options.language ?? 'hr',
    ...(options.token ? { token: options.token } : {}),
  })

const mailsTo = async (recipient: string) =>
  (
    await env.DB.prepare('SELECT COUNT(*) AS n FROM email_outbox WHERE lower(recipient) = lower(?)')
      .bind(recipient)
      .first<{ n: number }>()
  )?.n ?? 0

/** Refused with the wait: the edge writes it into the text in the caller's language. */
function expectThrottled(res: BackendResult<unknown>) {
  expect(res.status).toBe(429)
  expect(res.json.code).toBe('TOO_MANY_REQUESTS')
  const wait = Number(res.headers.get('Retry-After'))
  expect(wait).toBeGreaterThan(0)
  expect(res.json.params).toEqual({ seconds: wait })
}

const subscribe = (email: string, from: string, language = 'hr') =>
  post('/api/v1/newsletter/subscribe', { email }, from, { language })
const workshop = (email: string, from: string) =>
  post('/api/v1/form/storeData', { id: 2, data: { name: 'Ivo Ivić', email, subject: 'history', headsets: true } }, from)
const contact = (email: string, from: string) =>
  post(
    '/api/v1/contact/contactAdmin',
    { name: 'Maja Marić', email, reason: 'other', message: 'Posjetite https://primjer.example', consents: ['privacy'] },
    from,
  )

describe('newsletter/subscribe', () => {
  it("attacker: signs a stranger's address up again and again from many addresses — the stranger gets the allowed few e-mails, then 429", async () => {
    const victim = unique('victim')
    const allowed = THROTTLES.newsletter.perTarget.limit
    for (let i = 0; i < allowed; i++) expect((await subscribe(victim, address())).status).toBe(201)
    expectThrottled(await subscribe(victim.toUpperCase(), address(), 'en'))
    expect(await mailsTo(victim)).toBe(allowed)
  })

  it('attacker: one client signs up many different addresses — refused after its budget', async () => {
    const from = address()
    for (let i = 0; i < THROTTLES.newsletter.perClient.limit; i++)
      expect((await subscribe(unique('list'), from)).status).toBe(201)
    const refused = unique('list')
    expectThrottled(await subscribe(refused, from))
    expect(await mailsTo(refused)).toBe(0)
    // Another visitor is not held up by it.
    expect((await subscribe(unique('neighbour'), address())).status).toBe(201)
  })
})

describe('form/storeData (a form that confirms by e-mail)', () => {
  it("attacker: fills the workshop sign-up with a stranger's address over and over — the stranger gets the allowed few, then 429", async () => {
    const victim = unique('victim')
    const allowed = THROTTLES.formSubmission.perTarget.limit
    for (let i = 0; i < allowed; i++) expect((await workshop(victim, address())).status).toBe(201)
    expectThrottled(await workshop(victim, address()))
    expect(await mailsTo(victim)).toBe(allowed)
  })

  it('attacker: one client sends the form for many addresses — refused after its budget; invalid submissions spend nothing', async () => {
    const from = address()
    expect((await workshop('not-an-email', from)).status).toBe(400)
    for (let i = 0; i < THROTTLES.formSubmission.perClient.limit; i++)
      expect((await workshop(unique('class'), from)).status).toBe(201)
    expectThrottled(await workshop(unique('class'), from))
  })
})

describe('contact/contactAdmin', () => {
  it('attacker: floods the contact form (their text and links) — refused after the budget per client and per sender address', async () => {
    const from = address()
    for (let i = 0; i < THROTTLES.contact.perClient.limit; i++)
      expect((await contact(unique('spam'), from)).status).toBe(201)
    expectThrottled(await contact(unique('spam'), from))

    const sender = unique('sender')
    for (let i = 0; i < THROTTLES.contact.perTarget.limit; i++)
      expect((await contact(sender, address())).status).toBe(201)
    expectThrottled(await contact(sender, address()))
  })
})

describe('comment/create', () => {
  const comment = (token: string, from: string) =>
    post(
      '/api/v1/comment/create',
      { resourceType: 'post', resourceId: 102, body: `Pogledajte https://primjer.example ${crypto.randomUUID()}` },
      from,
      { token },
    )

  it('attacker: one account posts comment after comment from rotating addresses — refused after its budget', async () => {
    const spammer = await freshCustomer('spammer')
    for (let i = 0; i < THROTTLES.comment.perTarget.limit; i++)
      expect((await comment(spammer.token, address())).status).toBe(201)
    expectThrottled(await comment(spammer.token, address()))
  })

  it('attacker: one client posts through many accounts — refused after its budget; another reader may still comment', async () => {
    const from = address()
    for (let i = 0; i < THROTTLES.comment.perClient.limit; i++)
      expect((await comment((await freshCustomer('sock')).token, from)).status).toBe(201)
    expectThrottled(await comment((await freshCustomer('sock')).token, from))
    expect((await comment((await freshCustomer('reader')).token, address())).status).toBe(201)
  })
})
