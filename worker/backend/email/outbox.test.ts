import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../index'
import { callBackend, latestEmailTo, uniqueEmail } from '../test-helpers'
import { deliverDueEmails } from './deliver'
import {
  enqueueEmail,
  findOutboxEmail,
  MAX_ATTEMPTS,
  RECIPIENT_CAP,
  RECIPIENT_CAP_REASON,
  retryDelayMs,
  retryEmail,
} from './outbox'
import { verifyEmailMessage } from './templates'

/**
 * The outbox: every e-mail is a D1 row first; a sender takes the due ones, a failure is retried
 * after a growing delay, and nothing is lost while the provider is down. The providers here are
 * fakes with the real interfaces (a send_email binding, an HTTP API behind fetch).
 */

afterEach(() => {
  vi.restoreAllMocks()
})

/**
 * A send_email binding that fails its first `failures` calls for `failing` (every recipient when
 * not given; other tests' e-mails in the shared outbox may be due too), then accepts and numbers them.
 */
function fakeEmailBinding(failures = 0, failing?: string) {
  const sent: Array<{ to: string; from: string; subject: string; html?: string; text?: string }> = []
  let calls = 0
  const binding = {
    send: (message: { to: string; from: string; subject: string; html?: string; text?: string }) => {
      if (failing === undefined || message.to === failing) calls++
      if ((failing === undefined || message.to === failing) && calls <= failures)
        return Promise.reject(new Error('provider down (503)'))
      sent.push(message)
      return Promise.resolve({ messageId: `msg-${sent.length}` })
    },
  }
  return { binding: binding as unknown as SendEmail, sent, calls: () => calls }
}

/** Sends what other tests left due by `at` (to the dev mailbox), so each run here sees its own e-mail. */
async function drainOutbox(at: Date) {
  while ((await deliverDueEmails({ ...env, EMAIL_SENDER: '' }, at)).sent > 0);
}

async function queued(recipient: string, at: Date) {
  await drainOutbox(at)
  return enqueueEmail(
    env.DB,
    'verifyEmail',
    recipient,
    'en',
    verifyEmailMessage('en', 'Ana', '/en/confirm-email?verificationToken=abc'),
    at,
  )
}

describe('the outbox', () => {
  it('retries after the provider fails once, with the reason stored, and sends it on the next run', async () => {
    const start = new Date(Date.now() + 3_600_000)
    const to = uniqueEmail('retry')
    const id = await queued(to, start)
    const provider = fakeEmailBinding(1, to)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const cloudflare = { ...env, EMAIL_SENDER: 'cloudflare', EMAIL: provider.binding }

    await deliverDueEmails(cloudflare, start)
    const waiting = await findOutboxEmail(env.DB, id)
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: 'provider down (503)' })
    // Not due again before the backoff has passed.
    expect(new Date(waiting?.nextAttemptAt ?? 0).getTime() - start.getTime()).toBe(retryDelayMs(1))
    await deliverDueEmails(cloudflare, new Date(start.getTime() + 30_000))
    expect((await findOutboxEmail(env.DB, id))?.attempts).toBe(1)

    await deliverDueEmails(cloudflare, new Date(start.getTime() + retryDelayMs(1)))
    expect(await findOutboxEmail(env.DB, id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      sentVia: 'cloudflare',
      lastError: null,
      providerId: expect.stringMatching(/^msg-/),
    })
    const message = provider.sent.find((m) => m.to === to)
    expect(message).toMatchObject({ from: env.EMAIL_FROM, subject: 'Confirm your e-mail address' })
    expect(message?.html).toContain('/en/confirm-email?verificationToken=abc')
    expect(message?.text).toContain('Hello Ana,')
  })

  it('gives up after MAX_ATTEMPTS with the last reason; staff can retry it', async () => {
    let now = new Date(Date.now() + 7_200_000)
    const id = await queued(uniqueEmail('fail'), now)
    const provider = fakeEmailBinding(Number.POSITIVE_INFINITY)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDueEmails({ ...env, EMAIL_SENDER: 'cloudflare', EMAIL: provider.binding }, now)
      now = new Date(now.getTime() + retryDelayMs(attempt))
    }
    expect(await findOutboxEmail(env.DB, id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: 'provider down (503)',
    })
    expect(await retryEmail(env.DB, id, now)).toBe(true)
    await deliverDueEmails({ ...env, EMAIL_SENDER: 'cloudflare', EMAIL: fakeEmailBinding().binding }, now)
    expect((await findOutboxEmail(env.DB, id))?.status).toBe('sent')
  })

  it('the HTTP sender posts JSON with the bearer key and a deadline; a 5xx is a failed attempt', async () => {
    const now = new Date(Date.now() + 10_800_000)
    const to = uniqueEmail('http')
    const id = await queued(to, now)
    const requests: Request[] = []
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const request = new Request(input, init)
      requests.push(request)
      return Promise.resolve(
        requests.length === 1 ? new Response('overloaded', { status: 503 }) : Response.json({ id: 'api-42' }),
      )
    })
    const http = { ...env, EMAIL_SENDER: 'http', EMAIL_API_URL: 'https://mail.example/send', EMAIL_API_KEY: 'key-1' }
    await deliverDueEmails(http, now)
    expect(await findOutboxEmail(env.DB, id)).toMatchObject({
      status: 'queued',
      lastError: 'the e-mail API answered 503: overloaded',
    })
    await deliverDueEmails(http, new Date(now.getTime() + retryDelayMs(1)))
    expect(await findOutboxEmail(env.DB, id)).toMatchObject({ status: 'sent', sentVia: 'http', providerId: 'api-42' })
    const request = requests.find((r) => r.url === 'https://mail.example/send')
    expect(request?.method).toBe('POST')
    expect(request?.headers.get('authorization')).toBe('Bearer key-1')
    expect(init(fetchSpy)?.signal).toBeInstanceOf(AbortSignal)
    const body = (await requests.at(-1)?.json()) as { to: string[]; subject: string }
    expect(body).toMatchObject({ to: [to], subject: 'Confirm your e-mail address' })
  })

  it('production without a sender keeps the e-mails queued and says why; development delivers to the dev mailbox', async () => {
    const now = new Date(Date.now() + 14_400_000)
    const id = await queued(uniqueEmail('prod'), now)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const report = await deliverDueEmails({ ...env, ENVIRONMENT: 'production', EMAIL_SENDER: '' }, now)
    expect(report.waiting).toBeGreaterThan(0)
    expect(String(error.mock.calls[0]?.[0])).toContain('no EMAIL_SENDER is configured')
    expect(await findOutboxEmail(env.DB, id)).toMatchObject({ status: 'queued', attempts: 0 })
    await deliverDueEmails({ ...env, EMAIL_SENDER: '' }, now)
    expect(await findOutboxEmail(env.DB, id)).toMatchObject({ status: 'sent', sentVia: 'dev-mailbox' })
  })

  it('production holds an e-mail whose link has no origin (a cron job without PUBLIC_ORIGIN) with the reason, and sends absolute links; development sends both', async () => {
    const now = new Date(Date.now() + 18_000_000)
    const relative = await queued(uniqueEmail('no-origin'), now)
    const absolute = await enqueueEmail(
      env.DB,
      'verifyEmail',
      uniqueEmail('origin'),
      'en',
      verifyEmailMessage('en', 'Ana', 'https://izlog.hr/en/confirm-email?verificationToken=abc'),
      now,
    )
    const provider = fakeEmailBinding()
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const production = { ...env, ENVIRONMENT: 'production', EMAIL_SENDER: 'cloudflare', EMAIL: provider.binding }
    const report = await deliverDueEmails(production, now)
    expect(report).toMatchObject({ sent: 1, failed: 1 })
    expect(await findOutboxEmail(env.DB, relative)).toMatchObject({
      status: 'failed',
      attempts: 0,
      lastError: expect.stringContaining('no site address (PUBLIC_ORIGIN is empty'),
    })
    expect(String(error.mock.calls[0]?.[0])).toContain(`e-mail ${relative} (verifyEmail)`)
    expect(await findOutboxEmail(env.DB, absolute)).toMatchObject({ status: 'sent', sentVia: 'cloudflare' })
    expect(provider.sent.map((m) => m.html).join('')).not.toContain('href="/en/')

    // Staff's retry does not send it either while its link has no origin.
    expect(await retryEmail(env.DB, relative, now)).toBe(true)
    await deliverDueEmails(production, now)
    expect((await findOutboxEmail(env.DB, relative))?.status).toBe('failed')
    expect(provider.sent).toHaveLength(1)

    // Development and tests go on sending paths (the dev mailbox resolves them on its own site).
    expect(await retryEmail(env.DB, relative, now)).toBe(true)
    await deliverDueEmails({ ...env, EMAIL_SENDER: '' }, now)
    expect(await findOutboxEmail(env.DB, relative)).toMatchObject({ status: 'sent', sentVia: 'dev-mailbox' })
  })

  it("the Worker's scheduled handler (the Cron Trigger) delivers what is due", async () => {
    const to = uniqueEmail('cron')
    const id = await queued(to, new Date(Date.now() - 1000))
    const provider = fakeEmailBinding()
    const ctx = createExecutionContext()
    await worker.scheduled(
      createScheduledController({ cron: '*/2 * * * *', scheduledTime: Date.now() }),
      { ...env, EMAIL_SENDER: 'cloudflare', EMAIL: provider.binding },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect((await findOutboxEmail(env.DB, id))?.status).toBe('sent')
    expect(provider.sent.some((m) => m.to === to)).toBe(true)
  })
})

describe('the cap on e-mails to one address', () => {
  const write = (recipient: string, at: Date) =>
    enqueueEmail(env.DB, 'orderStatus', recipient, 'hr', verifyEmailMessage('hr', 'Ana', '/x'), at)
  const statusOf = async (id: number) => (await findOutboxEmail(env.DB, id))?.status

  it(`attacker: a stranger's inbox gets no more than ${RECIPIENT_CAP.limit} e-mails an hour however many calls send to it; the rest are kept back with the reason`, async () => {
    const victim = uniqueEmail('victim')
    const now = new Date()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const ids: number[] = []
    for (let i = 0; i < RECIPIENT_CAP.limit + 3; i++) ids.push(await write(i % 2 ? victim.toUpperCase() : victim, now))
    const statuses = await Promise.all(ids.map(statusOf))
    expect(statuses.filter((s) => s === 'queued')).toHaveLength(RECIPIENT_CAP.limit)
    const kept = await findOutboxEmail(env.DB, ids.at(-1) ?? 0)
    expect(kept).toMatchObject({ status: 'failed', attempts: 0, lastError: RECIPIENT_CAP_REASON })
    // Kept back means never sent: delivery takes only queued e-mails.
    const provider = vi.fn(() => Promise.resolve({ messageId: 'x' }))
    await deliverDueEmails(
      { ...env, EMAIL_SENDER: 'cloudflare', EMAIL: { send: provider } as unknown as SendEmail },
      now,
    )
    expect(await statusOf(ids.at(-1) ?? 0)).toBe('failed')
  })

  it('an address gets its e-mails again once the window has passed, and other addresses are never held up', async () => {
    const busy = uniqueEmail('busy')
    const start = new Date(Date.now() + 20 * 3_600_000)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (let i = 0; i < RECIPIENT_CAP.limit; i++) await write(busy, start)
    await drainOutbox(start)
    expect(await statusOf(await write(busy, start))).toBe('failed')
    expect(await statusOf(await write(uniqueEmail('other'), start))).toBe('queued')
    expect(await statusOf(await write(busy, new Date(start.getTime() + RECIPIENT_CAP.windowMs + 1000)))).toBe('queued')
  })
})

describe('e-mails the backend writes', () => {
  it('registration with verification required queues the confirmation e-mail in the language of the request', async () => {
    await env.DB.prepare(
      "UPDATE settings SET value = 'true' WHERE group_name = 'user' AND key = 'emailVerificationRequired'",
    ).run()
    try {
      const email = uniqueEmail('verify')
      const res = await callBackend('POST', '/api/v1/user/web/register', {
        body: {
          email,
          password: 'lozinka-123',
          confirmedPassword: 'lozinka-123',
          firstName: 'Iva',
          lastName: 'Ivić',
          consents: ['privacy'],
        },
        language: 'hr',
      })
      expect(res.status).toBe(201)
      expect(JSON.stringify(res.json)).not.toContain('verificationToken')
      const mail = await latestEmailTo(email)
      expect(mail).toMatchObject({ kind: 'verifyEmail', locale: 'hr', subject: 'Potvrdite svoju e-mail adresu' })
      expect(mail?.text).toContain('Pozdrav Iva,')
      const token = /verificationToken=([A-Za-z0-9_-]+)/.exec(mail?.html ?? '')?.[1] ?? ''
      expect(mail?.html).toContain(`href="/potvrdi-email?verificationToken=${token}"`)
      const verified = await callBackend('GET', `/api/v1/user/web/verify/${token}`)
      expect(verified.json.data).toEqual({ verified: true, email })
    } finally {
      await env.DB.prepare(
        "UPDATE settings SET value = 'false' WHERE group_name = 'user' AND key = 'emailVerificationRequired'",
      ).run()
    }
  })

  it('escapes what a user typed into the HTML', () => {
    const message = verifyEmailMessage('en', '<img src=x onerror=alert(1)>', '/en/x?a=1&b="2"')
    expect(message.html).not.toContain('<img src=x')
    expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(message.html).toContain('href="/en/x?a=1&amp;b=&quot;2&quot;"')
  })
})

function init(spy: { mock: { calls: unknown[][] } }): RequestInit | undefined {
  return spy.mock.calls.at(-1)?.[1] as RequestInit | undefined
}
