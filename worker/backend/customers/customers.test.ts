import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { LastPagePage } from '../../../contract/dto/cms'
import type { AdminCustomerDetail, AdminCustomerRow } from '../../../contract/dto/customers'
import {
  callBackend,
  latestEmailTo,
  loginAs,
  REGISTER_CONSENTS,
  SEEDED,
  uniqueClientAddress,
  uniqueEmail,
  type TestTokens,
} from '../test-helpers'
import { hashPassword } from '../users/crypto'
import { createTestPerson } from '../privacy/test-person'

const LIST = '/api/v1/admin/customers'
const detailPath = (id: number | string) => `/api/v1/admin/customers/${id}`
const PROFILE = '/api/v1/user/web/profile'

const adminTokens = () => loginAs(SEEDED.admin.email, SEEDED.admin.password)

/** A customer account of its own (confirmed or not), with a password that opens only it. */
async function createCustomer(
  prefix: string,
  options: { verified?: boolean; firstName?: string } = {},
): Promise<{ id: number; email: string; password: string }> {
  const email = uniqueEmail(prefix)
  const password = `lozinka-${crypto.randomUUID().slice(0, 8)}`
  const hash = await hashPassword(password)
  const row = await env.DB.prepare(
    `INSERT INTO users (email, username, password_hash, password_salt, password_iterations, first_name, last_name, email_verified, verification_token)
     VALUES (?1, ?1, ?2, ?3, ?4, ?5, 'Kupac', ?6, ?7) RETURNING id`,
  )
    .bind(
      email,
      hash.hash,
      hash.salt,
      hash.iterations,
      options.firstName ?? 'Ana',
      options.verified === false ? 0 : 1,
      options.verified === false ? `old-${crypto.randomUUID()}` : null,
    )
    .first<{ id: number }>()
  if (!row) throw new Error('no customer')
  return { id: row.id, email, password }
}

const list = (token: string, query = '') =>
  callBackend<LastPagePage<AdminCustomerRow>>('GET', `${LIST}${query}`, { token })

const act = (token: string, id: number, action: 'block' | 'unblock' | 'resend-confirmation') =>
  callBackend<AdminCustomerDetail>('POST', `${detailPath(id)}/${action}`, { token })

describe('the backoffice customer list (issue 37)', () => {
  it('finds a customer by e-mail and by name, pages, and leaves staff out', async () => {
    const admin = await adminTokens()
    const marker = `Zrinka${crypto.randomUUID().slice(0, 6)}`
    const one = await createCustomer('cust-list', { firstName: marker })
    const two = await createCustomer('cust-list', { firstName: marker })
    const cartId = `cart-${crypto.randomUUID()}`
    await env.DB.batch([
      env.DB.prepare('INSERT INTO carts (id, protect_code_hash, user_id) VALUES (?1, ?1, ?2)').bind(cartId, one.id),
      env.DB.prepare(
        "INSERT INTO orders (slug, cart_id, user_id, email, language, status, order_total_cents) VALUES (?1, ?2, ?3, ?4, 'hr', 'paid', 990)",
      ).bind(`o-${cartId}`, cartId, one.id, one.email),
    ])

    const byEmail = await list(admin.accessToken, `?q=${encodeURIComponent(one.email.toUpperCase())}`)
    expect(byEmail.status).toBe(200)
    expect(byEmail.json.data?.data.map((row) => row.id)).toEqual([one.id])
    expect(byEmail.json.data?.data[0]).toMatchObject({
      email: one.email,
      firstName: marker,
      orderCount: 1,
      emailVerified: true,
      blockedAt: null,
    })

    const byName = await list(admin.accessToken, `?q=${encodeURIComponent(`${marker.toLowerCase()} kupac`)}`)
    expect(byName.json.data?.data.map((row) => row.id)).toEqual([two.id, one.id])
    expect(byName.json.data?.total).toBe(2)

    const secondPage = await list(admin.accessToken, `?q=${encodeURIComponent(marker)}&page=2`)
    expect(secondPage.json.data).toMatchObject({ page: 2, total: 2, data: [] })

    const staff = await list(admin.accessToken, `?q=${encodeURIComponent(SEEDED.admin.email)}`)
    expect(staff.json.data?.data).toEqual([])
  })

  it('answers the first page of everyone at once, at most one page of rows', async () => {
    const admin = await adminTokens()
    const all = await list(admin.accessToken)
    expect(all.status).toBe(200)
    expect(all.json.data?.data.length).toBeLessThanOrEqual(all.json.data?.perPage ?? 0)
    expect(all.json.data?.lastPage).toBe(Math.max(1, Math.ceil((all.json.data?.total ?? 0) / 25)))
  })

  it('refuses a search too long with a translated 400', async () => {
    const admin = await adminTokens()
    const res = await list(admin.accessToken, `?q=${'a'.repeat(200)}`)
    expect(res.status).toBe(400)
  })
})

describe('a customer in the backoffice (issue 37)', () => {
  it('shows the profile, orders, addresses, consents, newsletter and card', async () => {
    const admin = await adminTokens()
    const person = await createTestPerson('cdet')
    const res = await callBackend<AdminCustomerDetail>('GET', detailPath(person.id), { token: admin.accessToken })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const detail = res.json.data
    expect(detail?.customer.email).toBe(person.email)
    expect(detail?.customer.addresses.length).toBeGreaterThan(0)
    expect(detail?.orders[0]).toMatchObject({ slug: `o-${person.mark}`, totalCents: 1250, status: 'delivered' })
    expect(detail?.orderCount).toBe(1)
    expect(detail?.consents.some((consent) => consent.sourceType === 'register')).toBe(true)
    expect(detail?.newsletter).toMatchObject({ language: 'hr', confirmedAt: null })
    expect(detail?.blockedAt).toBeNull()
    expect(detail?.history).toEqual([])

    // Downloading their data is in the log: who saw it, when.
    expect((await callBackend('GET', `${detailPath(person.id)}/export`, { token: admin.accessToken })).status).toBe(200)
    const after = await callBackend<AdminCustomerDetail>('GET', detailPath(person.id), { token: admin.accessToken })
    expect(after.json.data?.history[0]).toMatchObject({ action: 'customer.export', actorEmail: SEEDED.admin.email })
  })

  it('answers 404 for an unknown account and for a staff account', async () => {
    const admin = await adminTokens()
    expect((await callBackend('GET', detailPath(999_999_999), { token: admin.accessToken })).status).toBe(404)
    const staff = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind(SEEDED.admin.email)
      .first<{ id: number }>()
    const res = await callBackend('GET', detailPath(staff?.id ?? 0), { token: admin.accessToken })
    expect(res.status).toBe(404)
    expect(res.json.code).toBe('CUSTOMER_NOT_FOUND')
    expect((await act(admin.accessToken, staff?.id ?? 0, 'block')).status).toBe(404)
  })

  it('refuses an id that is not a number with 400', async () => {
    const admin = await adminTokens()
    expect((await callBackend('GET', detailPath('abc'), { token: admin.accessToken })).status).toBe(400)
  })
})

describe('blocking a customer (issue 37)', () => {
  it('refuses their login, their access token and their refresh at once; unblocking lets them log in again', async () => {
    const admin = await adminTokens()
    const customer = await createCustomer('cust-block')
    const session: TestTokens = await loginAs(customer.email, customer.password)
    expect((await callBackend('GET', PROFILE, { token: session.accessToken })).status).toBe(200)

    const blocked = await act(admin.accessToken, customer.id, 'block')
    expect(blocked.status, JSON.stringify(blocked.json)).toBe(200)
    expect(blocked.json.data?.blockedAt).not.toBeNull()
    expect(blocked.json.data?.history[0]).toMatchObject({ action: 'customer.block', actorEmail: SEEDED.admin.email })

    // The token signed before the block counts for nothing: the call is anonymous.
    expect((await callBackend('GET', PROFILE, { token: session.accessToken })).status).toBe(401)
    const refresh = await callBackend('GET', '/api/v1/refresh', { headers: { refreshToken: session.refreshToken } })
    expect(refresh.status).toBe(401)
    const revoked = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NULL',
    )
      .bind(customer.id)
      .first<{ n: number }>()
    expect(revoked?.n).toBe(0)

    const login = await callBackend('POST', '/api/v1/login', {
      body: { username: customer.email, password: customer.password },
    })
    expect(login.status).toBe(403)
    expect(login.json.code).toBe('ACCOUNT_BLOCKED')
    // A wrong password still says only that the login is wrong.
    const wrong = await callBackend('POST', '/api/v1/login', {
      body: { username: customer.email, password: 'nope-nope-1' },
    })
    expect(wrong.status).toBe(401)

    // Blocking twice changes nothing and writes no second entry.
    const again = await act(admin.accessToken, customer.id, 'block')
    expect(again.status).toBe(200)
    expect(again.json.data?.history.filter((entry) => entry.action === 'customer.block')).toHaveLength(1)

    const unblocked = await act(admin.accessToken, customer.id, 'unblock')
    expect(unblocked.status).toBe(200)
    expect(unblocked.json.data?.blockedAt).toBeNull()
    expect(unblocked.json.data?.history[0]?.action).toBe('customer.unblock')
    const back = await loginAs(customer.email, customer.password)
    expect((await callBackend('GET', PROFILE, { token: back.accessToken })).status).toBe(200)
    // The sessions the block ended stay ended.
    expect(
      (await callBackend('GET', '/api/v1/refresh', { headers: { refreshToken: session.refreshToken } })).status,
    ).toBe(401)
  })
})

describe('sending the confirmation e-mail again (issue 37)', () => {
  it('sends a new link through the outbox to an unconfirmed customer, audited; the old link stops working', async () => {
    const admin = await adminTokens()
    const customer = await createCustomer('cust-resend', { verified: false })
    const res = await act(admin.accessToken, customer.id, 'resend-confirmation')
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const mail = await latestEmailTo(customer.email)
    expect(mail?.kind).toBe('verifyEmail')
    const token = /verificationToken=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
    expect(token).toBeTruthy()
    const confirmed = await callBackend('GET', `/api/v1/user/web/verify/${token ?? ''}`)
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200)
    const after = await callBackend<AdminCustomerDetail>('GET', detailPath(customer.id), { token: admin.accessToken })
    expect(after.json.data?.customer.emailVerified).toBe(true)
    expect(after.json.data?.history.map((entry) => entry.action)).toContain('customer.resendConfirmation')

    // Confirmed now: nothing more is sent.
    const twice = await act(admin.accessToken, customer.id, 'resend-confirmation')
    expect(twice.status).toBe(409)
    expect(twice.json.code).toBe('CUSTOMER_ALREADY_CONFIRMED')
  })

  it('writes it in the language the customer registered in, not the staff member’s', async () => {
    const admin = await adminTokens()
    const email = uniqueEmail('cust-resend-en')
    const registered = await callBackend('POST', '/api/v1/user/web/register', {
      body: {
        email,
        password: 'lozinka-en-1',
        confirmedPassword: 'lozinka-en-1',
        firstName: 'Emma',
        lastName: 'English',
        consents: REGISTER_CONSENTS,
      },
      language: 'en',
      headers: { 'x-izlog-client-address': uniqueClientAddress() },
    })
    expect(registered.status, JSON.stringify(registered.json)).toBe(201)
    const row = await env.DB.prepare('SELECT id, language FROM users WHERE email = ?')
      .bind(email)
      .first<{ id: number; language: string }>()
    expect(row?.language).toBe('en')
    await env.DB.prepare('UPDATE users SET email_verified = 0 WHERE id = ?').bind(row?.id).run()
    // The staff member's backoffice speaks Croatian (the call's language header is hr).
    const res = await callBackend('POST', `${detailPath(row?.id ?? 0)}/resend-confirmation`, {
      token: admin.accessToken,
      language: 'hr',
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const mail = await latestEmailTo(email)
    expect(mail).toMatchObject({ kind: 'verifyEmail', locale: 'en' })
    expect(mail?.text).toContain('/en/')
  })
})

describe('who may see and change customers (issue 37)', () => {
  it('refuses visitors with 401 and customers with 403, on every call, and changes nothing', async () => {
    const victim = await createCustomer('cust-victim')
    const attacker = await createCustomer('cust-attacker')
    const tokens = await loginAs(attacker.email, attacker.password)
    const calls: Array<[string, string]> = [
      ['GET', LIST],
      ['GET', detailPath(victim.id)],
      ['POST', `${detailPath(victim.id)}/block`],
      ['POST', `${detailPath(victim.id)}/unblock`],
      ['POST', `${detailPath(victim.id)}/resend-confirmation`],
      ['GET', `${detailPath(victim.id)}/export`],
      ['POST', `${detailPath(victim.id)}/erase`],
    ]
    for (const [method, path] of calls) {
      expect((await callBackend(method, path)).status, `${method} ${path} visitor`).toBe(401)
      expect(
        (await callBackend(method, path, { token: tokens.accessToken })).status,
        `${method} ${path} customer`,
      ).toBe(403)
    }
    // Not even their own account through the staff calls.
    expect((await act(tokens.accessToken, attacker.id, 'block')).status).toBe(403)
    const still = await env.DB.prepare('SELECT blocked_at FROM users WHERE id = ?')
      .bind(victim.id)
      .first<{ blocked_at: string | null }>()
    expect(still?.blocked_at).toBeNull()
    await loginAs(victim.email, victim.password)
  })

  it('ignores a staff claim in a former staff member’s token once the account is a customer again', async () => {
    const admin = await adminTokens()
    const customer = await createCustomer('cust-demoted')
    await env.DB.prepare("UPDATE users SET staff_role = 'orders' WHERE id = ?").bind(customer.id).run()
    const staffSession = await loginAs(customer.email, customer.password)
    await env.DB.prepare('UPDATE users SET staff_role = NULL WHERE id = ?').bind(customer.id).run()
    expect((await callBackend('GET', LIST, { token: staffSession.accessToken })).status).toBe(403)
    expect((await list(admin.accessToken)).status).toBe(200)
  })
})
