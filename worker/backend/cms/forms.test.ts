import { env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type {
  NewsletterConfirmResult,
  NewsletterSubscription,
  ConsentLogDto,
  FormConfirmResult,
  FormDto,
  FormSubmissionResult,
  LastPagePage,
  RecordsPage,
  ConsentAssignmentDto,
  ConsentDto,
  WebConsentsResponse,
} from '../../../contract/dto/cms'
import { call, freshCustomer, tokenFor } from './test-helpers'
import { callBackend, latestEmailTo } from '../test-helpers'
import { backendApp } from '../app'

const unique = (p: string) => `${p}-${crypto.randomUUID().slice(0, 8)}@test.izlog.hr`

describe('forms', () => {
  it('lists and gets forms with translated fields', async () => {
    const list = await call<{ data: FormDto[] }>('/api/v1/form/filter', { body: {}, lang: 'en' })
    expect(list.json.data.data.map((f) => f.slug)).toEqual(expect.arrayContaining(['contact', 'workshop-signup']))
    const contact = await call<FormDto>('/api/v1/form/get/1', { lang: 'hr' })
    const reason = contact.json.data.fields.find((f) => f.name === 'reason')
    expect(reason?.options?.map((o) => o.label)).toEqual([
      'Digitalni blizanci',
      'Prilagođeno XR rješenje',
      'Razvoj simulacija',
      'Ostalo',
    ])
    expect((await call('/api/v1/form/get/9999')).status).toBe(404)
  })

  it('validates storeData against the form fields', async () => {
    const base = {
      name: 'Ana Anić',
      email: unique('ana'),
      reason: 'customXr',
      message: 'Zanima nas XR rješenje za muzej.',
    }
    const missing = await call('/api/v1/form/storeData', { body: { id: 1, data: { ...base, message: '' } } })
    expect(missing.status).toBe(400)
    expect(missing.json).toMatchObject({ code: 'FORM_FIELD_REQUIRED', params: { label: 'Poruka' }, field: 'message' })
    const badEmail = await call('/api/v1/form/storeData', {
      body: { id: 1, data: { ...base, email: 'ana@' } },
      lang: 'en',
    })
    expect(badEmail.status).toBe(400)
    expect(badEmail.json).toMatchObject({
      code: 'FORM_FIELD_INVALID_EMAIL',
      params: { label: 'E-mail' },
      field: 'email',
    })
    expect(
      (await call('/api/v1/form/storeData', { body: { id: 1, data: { ...base, reason: 'vacation' } } })).status,
    ).toBe(400)
    expect((await call('/api/v1/form/storeData', { body: { id: 1, data: { ...base, extra: 'x' } } })).status).toBe(400)
    expect((await call('/api/v1/form/storeData', { body: { id: 1, data: 'text' } })).status).toBe(400)
    const ok = await call<FormSubmissionResult>('/api/v1/form/storeData', { body: { id: 1, data: base } })
    expect(ok.status).toBe(201)
    expect(ok.json.data).toEqual({ id: ok.json.data.id, formId: 1, confirmed: true })
  })

  it('confirms the e-mail of confirm-email forms through the link of the e-mail alone, and answers the goal', async () => {
    const email = unique('ivo')
    const res = await call<FormSubmissionResult>('/api/v1/form/storeData', {
      body: { id: 2, data: { name: 'Ivo Ivić', email, subject: 'history', headsets: true } },
      lang: 'en',
    })
    expect(res.status).toBe(201)
    // The page learns only that a confirmation is due: the token travels to the mailbox, never back.
    expect(res.json.data).toEqual({ id: res.json.data.id, formId: 2, confirmed: false })
    expect(JSON.stringify(res.json)).not.toMatch(/token|confirmation/i)
    const mail = await latestEmailTo(email)
    expect(mail).toMatchObject({
      kind: 'formConfirmation',
      locale: 'en',
      subject: 'Confirm your submission: Workshop sign-up',
    })
    const token = /\/en\/confirm-email\?formConfirmation=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? ''
    expect(token.length).toBeGreaterThanOrEqual(16)
    const confirmed = await call<FormConfirmResult>(`/api/v1/form/confirmEmail/${token}`)
    expect(confirmed.status).toBe(200)
    expect(confirmed.json.data).toMatchObject({
      confirmed: true,
      goalType: 'message',
      goal: expect.stringContaining('workshop sign-up is confirmed'),
      email,
    })
    const row = await env.DB.prepare('SELECT confirmed_at FROM form_submissions WHERE id = ?')
      .bind(res.json.data.id)
      .first<{ confirmed_at: string | null }>()
    expect(row?.confirmed_at).toBe(confirmed.json.data.confirmedAt)
    expect((await call(`/api/v1/form/confirmEmail/${'x'.repeat(32)}`)).status).toBe(404)
  })
})

describe('forms with a captcha (verified on the server)', () => {
  const CAPTCHA_FORM = 90
  const submit = (recaptchaResponse: string | undefined, overrides: Record<string, string> = {}) =>
    backendApp.request(
      '/api/v1/form/storeData',
      {
        method: 'POST',
        headers: { apiKey: env.API_KEY, language: 'hrv', 'content-type': 'application/json' },
        body: JSON.stringify({ id: CAPTCHA_FORM, data: { email: unique('captcha') }, recaptchaResponse }),
      },
      { ...env, ...overrides },
    )
  const TURNSTILE = { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'site-key', CAPTCHA_SECRET: 'captcha-secret' }

  beforeAll(async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT OR IGNORE INTO forms (id, slug, confirm_email, captcha) VALUES (?, 'beta-testers', 0, 1)",
      ).bind(CAPTCHA_FORM),
      env.DB.prepare(
        "INSERT OR IGNORE INTO form_translations (form_id, language, name, fields) VALUES (?, 'hr', 'Beta testeri', ?)",
      ).bind(CAPTCHA_FORM, JSON.stringify([{ name: 'email', type: 'email', label: 'E-mail', required: true }])),
    ])
  })
  afterEach(() => vi.restoreAllMocks())

  it('without a configured captcha the form says so (SPEC message) and stores nothing', async () => {
    const res = await submit('anything')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'CAPTCHA_NOT_CONFIGURED' })
    expect((await call<FormDto>(`/api/v1/form/get/${CAPTCHA_FORM}`)).json.data.captcha).toBe(true)
  })

  it("asks the provider with our secret: a solved challenge passes, anything else is refused, and the provider's outage is a 503", async () => {
    const asked: URLSearchParams[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify')
      const form = new URLSearchParams(String(init?.body))
      asked.push(form)
      if (form.get('response') === 'down') throw new Error('connect ETIMEDOUT')
      return Response.json({ success: form.get('secret') === 'captcha-secret' && form.get('response') === 'solved' })
    })
    expect((await submit('solved', TURNSTILE)).status).toBe(201)
    expect(asked[0]?.get('secret')).toBe('captcha-secret')
    const wrong = await submit('guessed', TURNSTILE)
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ code: 'CAPTCHA_FAILED' })
    expect((await submit(undefined, TURNSTILE)).status).toBe(400)
    expect((await submit('down', TURNSTILE)).status).toBe(503)
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM form_submissions WHERE form_id = ?')
      .bind(CAPTCHA_FORM)
      .first<{ n: number }>()
    expect(stored?.n).toBe(1)
  })
})

describe('contact/contactAdmin', () => {
  const message = (reason: string, consents: unknown[] = ['privacy']) => ({
    name: 'Maja Marić',
    email: unique('maja'),
    reason,
    message: 'Trebamo simulaciju evakuacije škole.',
    consents,
  })

  it('accepts the four SPEC reasons and stores them as contact form submissions', async () => {
    for (const reason of ['digitalTwinning', 'customXr', 'simulation', 'other']) {
      const res = await call<{ id: number; received: boolean }>('/api/v1/contact/contactAdmin', {
        body: message(reason),
      })
      expect(res.status).toBe(201)
      const row = await env.DB.prepare('SELECT form_id, data FROM form_submissions WHERE id = ?')
        .bind(res.json.data.id)
        .first<{ form_id: number; data: string }>()
      expect(row?.form_id).toBe(1)
      expect(JSON.parse(row?.data ?? '{}')).toMatchObject({ reason })
    }
  })

  it('rejects unknown reasons, bad e-mails and missing required consents', async () => {
    expect((await call('/api/v1/contact/contactAdmin', { body: message('lunch') })).status).toBe(400)
    expect((await call('/api/v1/contact/contactAdmin', { body: { ...message('other'), email: 'nope' } })).status).toBe(
      400,
    )
    const noConsent = await call('/api/v1/contact/contactAdmin', { body: message('other', []) })
    expect(noConsent.status).toBe(400)
    expect(noConsent.json.code).toBe('CONSENT_REQUIRED')
    const declined = await call('/api/v1/contact/contactAdmin', {
      body: message('other', [{ uniqueNumber: 'privacy', accepted: false }]),
      lang: 'en',
    })
    expect(declined.status).toBe(400)
  })
})

describe('newsletter/subscribe', () => {
  it('double opt-in: the link in the e-mail confirms the subscription, then a second subscribe answers 409 already subscribed', async () => {
    const email = unique('news')
    const first = await call<NewsletterSubscription>('/api/v1/newsletter/subscribe', { body: { email }, lang: 'en' })
    expect(first.status).toBe(201)
    expect(first.json.data).toEqual({ email, subscribed: false, confirmationSent: true })
    const mail = await latestEmailTo(email)
    expect(mail).toMatchObject({
      kind: 'newsletterConfirmation',
      locale: 'en',
      subject: 'Confirm your newsletter subscription',
    })
    const token = /newsletterConfirmation=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
    expect(token).toBeTruthy()
    expect(mail?.text).toContain('/en/confirm-email?newsletterConfirmation=')

    // Before it is confirmed, subscribing again sends a new link (the old one no longer confirms).
    const resent = await call<NewsletterSubscription>('/api/v1/newsletter/subscribe', {
      body: { email: email.toUpperCase() },
    })
    expect(resent.status).toBe(201)
    const second = await latestEmailTo(email)
    expect(second?.subject).toBe('Potvrdite prijavu na newsletter')
    const fresh = /newsletterConfirmation=([A-Za-z0-9_-]+)/.exec(second?.text ?? '')?.[1]
    expect(fresh).not.toBe(token)
    expect((await call(`/api/v1/newsletter/confirmEmail/${token}`)).status).toBe(404)

    const confirmed = await call<NewsletterConfirmResult>(`/api/v1/newsletter/confirmEmail/${fresh}`)
    expect(confirmed.status).toBe(200)
    expect(confirmed.json.data).toEqual({ email, confirmed: true })
    const row = await env.DB.prepare('SELECT confirmed_at FROM newsletter_subscriptions WHERE email = ?')
      .bind(email)
      .first<{ confirmed_at: string | null }>()
    expect(row?.confirmed_at).toBeTruthy()
    // Opening the link twice is harmless.
    expect((await call(`/api/v1/newsletter/confirmEmail/${fresh}`)).status).toBe(200)

    const again = await call('/api/v1/newsletter/subscribe', { body: { email: email.toUpperCase() } })
    expect(again.status).toBe(409)
    expect(again.json.code).toBe('ALREADY_SUBSCRIBED')
  })

  it('refuses made-up and malformed confirmation links', async () => {
    expect((await call(`/api/v1/newsletter/confirmEmail/${'A'.repeat(43)}`)).status).toBe(404)
    expect((await call('/api/v1/newsletter/confirmEmail/short')).status).toBe(400)
  })

  it('rejects invalid e-mails with a code the edge words', async () => {
    const res = await call('/api/v1/newsletter/subscribe', { body: { email: 'not-an-email' } })
    expect(res.status).toBe(400)
    expect(res.json.code).toBe('INVALID_EMAIL')
    const en = await call('/api/v1/newsletter/subscribe', { body: {}, lang: 'en' })
    expect(en.status).toBe(400)
    expect(en.json.code).toBe('EMAIL_REQUIRED')
  })
})

describe('consents', () => {
  it('lists consents per place with the required ones', async () => {
    const checkout = await call<WebConsentsResponse>('/api/v1/web/consent/filter', { body: { assignedTo: 'checkout' } })
    expect(checkout.json.data.consents.map((c) => c.uniqueNumber)).toEqual(['terms-of-sale', 'privacy', 'newsletter'])
    expect(checkout.json.data.requiredConsents).toEqual(['terms-of-sale', 'privacy'])
    const newsletter = await call<WebConsentsResponse>('/api/v1/web/consent/filter', {
      body: { assignedTo: 'newsletter' },
      lang: 'en',
    })
    expect(newsletter.json.data.requiredConsents).toEqual([])
    expect(newsletter.json.data.consents[0]?.displayName).toBe('I want to receive the newsletter')
    expect((await call('/api/v1/web/consent/filter', { body: { assignedTo: 'nowhere' } })).status).toBe(400)
    const records = await call<RecordsPage<ConsentDto>>('/api/v1/consent/filter?limit=100')
    expect(records.json.data.records.length).toBeGreaterThanOrEqual(3)
    expect(records.json.data.totalRecords).toBeGreaterThanOrEqual(3)
    const contact = await call<RecordsPage<ConsentDto>>('/api/v1/consent/filter?assignedTo=contact&limit=100')
    expect(contact.json.data.records.map((c) => c.uniqueNumber)).toEqual(['privacy'])
    const assignments = await call<LastPagePage<ConsentAssignmentDto>>('/api/v1/consent/assignments?perPage=50')
    expect(assignments.json.data.data.map((a) => a.assigned_to)).toEqual(
      expect.arrayContaining(['register', 'checkout', 'newsletter', 'contact', 'cookie']),
    )
  })

  it('creates consents and assignments for backoffice users only', async () => {
    const customer = await freshCustomer()
    const admin = await tokenFor('admin@izlog.hr')
    const uniqueNumber = `survey-${crypto.randomUUID().slice(0, 6)}`
    const body = {
      uniqueNumber,
      displayName: { hr: 'Anketa', en: 'Survey' },
      description: { hr: '<p onclick="x()">Anketa</p>', en: '<p>Survey</p>' },
    }
    expect((await call('/api/v1/consent/create', { body, token: customer.token })).status).toBe(403)
    const created = await call<ConsentDto>('/api/v1/consent/create', { body, token: admin })
    expect(created.status).toBe(201)
    expect(created.json.data.description).toBe('<p>Anketa</p>')
    expect((await call('/api/v1/consent/create', { body, token: admin })).status).toBe(409)
    const assigned = await call<WebConsentsResponse>('/api/v1/consent/create', {
      body: { assigned_to: 'cookie', consents: ['privacy', uniqueNumber], requiredConsents: [] },
      token: admin,
    })
    expect(assigned.status).toBe(201)
    expect(assigned.json.data.consents.map((c) => c.uniqueNumber)).toEqual(['privacy', uniqueNumber])
    expect(
      (
        await call('/api/v1/consent/create', {
          body: { assigned_to: 'cookie', consents: ['no-such-consent'] },
          token: admin,
        })
      ).status,
    ).toBe(400)
    await call('/api/v1/consent/create', { body: { assigned_to: 'cookie', consents: [] }, token: admin })
  })

  it('logs cookie decisions of the visitor the edge names, and only those', async () => {
    const visitorId = crypto.randomUUID()
    const log = (body: unknown) =>
      callBackend<ConsentLogDto>('POST', '/api/v1/web/consent/log/create', {
        body,
        headers: { 'x-izlog-visitor-id': visitorId },
      })
    const res = await log({ sourceType: 'cookie', consents: ['necessary', 'marketing'] })
    expect(res.status).toBe(201)
    expect(res.json.data?.user).toEqual({ userType: 'guest', email: null })
    expect(res.json.data?.consents).toEqual(['necessary', 'marketing'])
    const stored = await env.DB.prepare('SELECT source_type, status FROM consent_logs WHERE visitor_id = ?')
      .bind(visitorId)
      .first<{ source_type: string; status: string }>()
    expect(stored).toEqual({ source_type: 'cookie', status: 'partial' })
    expect((await log({ sourceType: 'x', consents: ['necessary'] })).status).toBe(400)
    expect((await log({ sourceType: 'cookie', consents: [] })).status).toBe(400)
  })
})
