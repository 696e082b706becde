import { env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AdminFormRow } from '../../../contract/dto/admin'
import type { FormDto } from '../../../contract/dto/cms'
import { callBackend } from '../test-helpers'
import { newCustomer, type TestCustomer } from '../commerce/test-fixtures'

/**
 * A form's captcha (issue 32): staff switch it in the forms admin, and every path that stores a
 * submission of a captcha form (form/storeData, contact/contactAdmin) verifies one. The contact
 * form is switched back off after each test (other tests send it without a captcha).
 */

const TURNSTILE = { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'site-key', CAPTCHA_SECRET: 'captcha-secret' }
let staff: TestCustomer
let customer: TestCustomer
let contactFormId = 0

beforeAll(async () => {
  staff = await newCustomer(true)
  customer = await newCustomer(false)
  contactFormId = (await env.DB.prepare("SELECT id FROM forms WHERE slug = 'contact'").first<{ id: number }>())?.id ?? 0
})

afterEach(async () => {
  vi.restoreAllMocks()
  await env.DB.prepare('UPDATE forms SET captcha = 0 WHERE id = ?').bind(contactFormId).run()
})

const switchCaptcha = (token: string, id: number, captcha: unknown) =>
  callBackend<AdminFormRow>('PATCH', `/api/v1/admin/forms/${id}`, { token, body: { captcha } })

/** A contact message from its own client address; `answer` is the captcha widget's answer. */
const contactMessage = (answer?: string, vars: Partial<Env> = {}) =>
  callBackend<{ id: number }>('POST', '/api/v1/contact/contactAdmin', {
    body: {
      name: 'Maja Marić',
      email: `maja-${crypto.randomUUID().slice(0, 8)}@test.izlog.hr`,
      reason: 'other',
      message: 'Kupite jeftino: https://spam.example',
      consents: ['privacy'],
      recaptchaResponse: answer,
    },
    headers: { 'x-izlog-client-address': `test-${crypto.randomUUID()}` },
    env: vars,
  })

/** The provider's siteverify: only "solved" with our secret passes. */
function fakeProvider() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const form = new URLSearchParams(String(init?.body))
    return Response.json({ success: form.get('secret') === 'captcha-secret' && form.get('response') === 'solved' })
  })
}

const storedFor = async (id: number | undefined) =>
  id ? await env.DB.prepare('SELECT id FROM form_submissions WHERE id = ?').bind(id).first() : null

describe('the contact form with a captcha', () => {
  it("attacker: skips form/storeData and sends the captcha form's message through contact/contactAdmin without solving one — refused, nothing stored", async () => {
    await env.DB.prepare('UPDATE forms SET captcha = 1 WHERE id = ?').bind(contactFormId).run()
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM form_submissions WHERE form_id = ?')
      .bind(contactFormId)
      .first<{ n: number }>()
    const provider = fakeProvider()
    const unsolved = await contactMessage(undefined, TURNSTILE)
    expect(unsolved.status).toBe(400)
    expect(unsolved.json.code).toBe('CAPTCHA_FAILED')
    expect((await contactMessage('guessed', TURNSTILE)).json.code).toBe('CAPTCHA_FAILED')
    // Without a configured captcha such a form is not sent at all (as form/storeData answers).
    expect((await contactMessage('solved')).json.code).toBe('CAPTCHA_NOT_CONFIGURED')
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM form_submissions WHERE form_id = ?')
        .bind(contactFormId)
        .first<{ n: number }>(),
    ).toEqual(before)
    expect(provider).toHaveBeenCalled()
  })

  it('a solved captcha is verified on the server and the message is stored', async () => {
    await env.DB.prepare('UPDATE forms SET captcha = 1 WHERE id = ?').bind(contactFormId).run()
    fakeProvider()
    const sent = await contactMessage('solved', TURNSTILE)
    expect(sent.status).toBe(201)
    expect(await storedFor(sent.json.data?.id)).toBeTruthy()
  })

  it('without the captcha flag the contact form asks for none', async () => {
    const sent = await contactMessage()
    expect(sent.status).toBe(201)
  })
})

describe('PATCH api/v1/admin/forms/{id} (the captcha switch)', () => {
  it("staff switch a form's captcha on and off; the form and the forms list say so, and contactAdmin then asks for one", async () => {
    const on = await switchCaptcha(staff.token, contactFormId, true)
    expect(on.status).toBe(200)
    expect(on.json.data).toMatchObject({ id: contactFormId, slug: 'contact', captcha: true })
    expect((await callBackend<FormDto>('GET', `/api/v1/form/get/${contactFormId}`)).json.data?.captcha).toBe(true)
    expect(
      (await callBackend<AdminFormRow[]>('GET', '/api/v1/admin/forms', { token: staff.token })).json.data?.find(
        (f) => f.id === contactFormId,
      )?.captcha,
    ).toBe(true)
    expect((await contactMessage()).json.code).toBe('CAPTCHA_NOT_CONFIGURED')

    const off = await switchCaptcha(staff.token, contactFormId, false)
    expect(off.json.data?.captcha).toBe(false)
    expect((await contactMessage()).status).toBe(201)
  })

  it("attacker: a customer (or a visitor) switches the contact form's captcha off — refused, the flag stays", async () => {
    await env.DB.prepare('UPDATE forms SET captcha = 1 WHERE id = ?').bind(contactFormId).run()
    const asCustomer = await switchCaptcha(customer.token, contactFormId, false)
    expect(asCustomer.status).toBe(403)
    expect(asCustomer.json.code).toBe('BACKOFFICE_ONLY')
    expect(
      (await callBackend('PATCH', `/api/v1/admin/forms/${contactFormId}`, { body: { captcha: false } })).status,
    ).toBe(401)
    expect(
      (await env.DB.prepare('SELECT captcha FROM forms WHERE id = ?').bind(contactFormId).first<{ captcha: number }>())
        ?.captcha,
    ).toBe(1)
  })

  it('refuses what is not a switch, and forms that do not exist', async () => {
    expect((await switchCaptcha(staff.token, contactFormId, 'yes')).status).toBe(400)
    expect((await switchCaptcha(staff.token, 987654, true)).status).toBe(404)
  })
})
