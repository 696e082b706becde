import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { LastPagePage } from '../../../contract/dto/cms'
import type { StaffInvited, StaffMemberDto } from '../../../contract/dto/staff'
import { callBackend, latestEmailTo, loginAs, uniqueEmail } from '../test-helpers'
import { accountWithRole } from './test-fixtures'

const auditOf = (userId: number) =>
  env.DB.prepare('SELECT actor_user_id, action, detail FROM audit_log WHERE subject = ? ORDER BY id').bind(
    `user:${userId}`,
  )

/** The token in the invitation's link (/zaboravljena-lozinka?token=… or /en/forgot-password?token=…). */
function invitationToken(text: string): string {
  const match = /(?:zaboravljena-lozinka|forgot-password)\?token=([A-Za-z0-9_-]+)/.exec(text)
  if (!match?.[1]) throw new Error(`no invitation link in: ${text}`)
  return match[1]
}

describe('staff management (owner only)', () => {
  it('invites a new account: it is listed as invited, the e-mail links to setting a password, and the invitee logs in', async () => {
    const owner = await accountWithRole('owner')
    const email = uniqueEmail('invitee')
    const invited = await callBackend<StaffInvited>('POST', '/api/v1/admin/staff', {
      token: owner.token,
      language: 'en',
      body: { email, role: 'content', firstName: 'Iva' },
    })
    expect(invited.status).toBe(201)
    expect(invited.json.data).toMatchObject({ created: true, member: { email, role: 'content', status: 'invited' } })
    const id = invited.json.data?.member.id ?? 0

    const list = await callBackend<LastPagePage<StaffMemberDto>>('GET', `/api/v1/admin/staff?q=${email}`, {
      token: owner.token,
    })
    expect(list.status).toBe(200)
    expect(list.json.data?.data.map((m) => m.email)).toEqual([email])

    const mail = await latestEmailTo(email)
    expect(mail).toMatchObject({ kind: 'staffInvitation', locale: 'en' })
    expect(mail?.text).toContain('content')
    const token = invitationToken(mail?.text ?? '')
    const set = await callBackend('POST', '/api/v1/user/password/set', {
      body: { token, newPassword: 'urednica-lozinka-1', confirmPassword: 'urednica-lozinka-1' },
    })
    expect(set.status).toBe(200)
    const login = await loginAs(email, 'urednica-lozinka-1')
    const profile = await callBackend<{ staffRole: string; isBackofficeUser: boolean }>('GET', '/api/v1/user/profile', {
      token: login.accessToken,
    })
    expect(profile.json.data).toMatchObject({ staffRole: 'content', isBackofficeUser: true })

    const after = await callBackend<LastPagePage<StaffMemberDto>>('GET', `/api/v1/admin/staff?q=${email}`, {
      token: owner.token,
    })
    expect(after.json.data?.data[0]?.status).toBe('active')
    expect(after.json.data?.data[0]?.lastLoginAt).not.toBeNull()

    const audit = await auditOf(id).all<{ actor_user_id: number; action: string; detail: string }>()
    expect(audit.results[0]).toMatchObject({ actor_user_id: owner.userId, action: 'staff.invite' })
    expect(JSON.parse(audit.results[0]?.detail ?? '{}')).toEqual({ role: 'content', created: true })
  })

  it('promotes an existing customer, and refuses an e-mail that is already staff (409)', async () => {
    const owner = await accountWithRole('owner')
    const customer = await accountWithRole(null, 'customer')
    const promoted = await callBackend<StaffInvited>('POST', '/api/v1/admin/staff', {
      token: owner.token,
      body: { email: customer.email, role: 'orders' },
    })
    expect(promoted.status).toBe(201)
    expect(promoted.json.data).toMatchObject({ created: false, member: { id: customer.userId, role: 'orders' } })
    expect((await latestEmailTo(customer.email))?.kind).toBe('staffInvitation')
    const again = await callBackend('POST', '/api/v1/admin/staff', {
      token: owner.token,
      body: { email: customer.email.toUpperCase(), role: 'content' },
    })
    expect(again.status).toBe(409)
    expect(again.json.code).toBe('STAFF_ALREADY_STAFF')
  })

  it('changes a role (audited), and the next call of the old token already has the new role', async () => {
    const owner = await accountWithRole('owner')
    const staff = await accountWithRole('orders')
    expect((await callBackend('GET', '/api/v1/admin/orders', { token: staff.token })).status).toBe(200)
    const changed = await callBackend<StaffMemberDto>('PUT', `/api/v1/admin/staff/${staff.userId}/role`, {
      token: owner.token,
      body: { role: 'catalogue' },
    })
    expect(changed.status).toBe(200)
    expect(changed.json.data?.role).toBe('catalogue')
    expect((await callBackend('GET', '/api/v1/admin/orders', { token: staff.token })).status).toBe(403)
    const audit = await auditOf(staff.userId).all<{ action: string; detail: string }>()
    expect(audit.results.map((r) => r.action)).toContain('staff.role')
    expect(JSON.parse(audit.results.at(-1)?.detail ?? '{}')).toEqual({ from: 'orders', to: 'catalogue' })
  })

  it('removes an account from staff: it stays a customer, its sessions end, its token no longer reaches staff calls', async () => {
    const owner = await accountWithRole('owner')
    const email = uniqueEmail('leaving')
    const invited = await callBackend<StaffInvited>('POST', '/api/v1/admin/staff', {
      token: owner.token,
      body: { email, role: 'catalogue' },
    })
    const id = invited.json.data?.member.id ?? 0
    const token = invitationToken((await latestEmailTo(email))?.text ?? '')
    await callBackend('POST', '/api/v1/user/password/set', {
      body: { token, newPassword: 'odlazim-lozinka-1', confirmPassword: 'odlazim-lozinka-1' },
    })
    const login = await loginAs(email, 'odlazim-lozinka-1')
    const removed = await callBackend('DELETE', `/api/v1/admin/staff/${id}`, { token: owner.token })
    expect(removed.status).toBe(200)
    expect(removed.json.data).toEqual({ id, removed: true })
    const row = await env.DB.prepare('SELECT staff_role, is_backoffice_user FROM users WHERE id = ?').bind(id).first()
    expect(row).toEqual({ staff_role: null, is_backoffice_user: 0 })
    expect((await callBackend('GET', '/api/v1/admin/catalogue/categories', { token: login.accessToken })).status).toBe(
      403,
    )
    const refresh = await callBackend('GET', '/api/v1/refresh', { headers: { refreshToken: login.refreshToken } })
    expect(refresh.status).toBe(401)
    const audit = await auditOf(id).all<{ action: string }>()
    expect(audit.results.map((r) => r.action)).toEqual(['staff.invite', 'staff.remove'])
    expect((await callBackend('DELETE', `/api/v1/admin/staff/${id}`, { token: owner.token })).status).toBe(404)
  })

  it('never demotes or removes the last owner (409)', async () => {
    const owners = await env.DB.prepare("SELECT id FROM users WHERE staff_role = 'owner'").all<{ id: number }>()
    const first = await accountWithRole('owner')
    // Every other owner steps down but one: the test's own owner is the last.
    const others = owners.results.map((r) => r.id)
    await env.DB.prepare(
      `UPDATE users SET staff_role = 'content' WHERE id IN (${others.map(() => '?').join(',') || 'NULL'})`,
    )
      .bind(...others)
      .run()
    try {
      const demote = await callBackend('PUT', `/api/v1/admin/staff/${first.userId}/role`, {
        token: first.token,
        body: { role: 'content' },
      })
      expect(demote.status).toBe(409)
      expect(demote.json.code).toBe('STAFF_LAST_OWNER')
      const remove = await callBackend('DELETE', `/api/v1/admin/staff/${first.userId}`, { token: first.token })
      expect(remove.status).toBe(409)
      expect(remove.json.code).toBe('STAFF_LAST_OWNER')
      expect(await env.DB.prepare('SELECT staff_role FROM users WHERE id = ?').bind(first.userId).first()).toEqual({
        staff_role: 'owner',
      })
    } finally {
      await env.DB.prepare(
        `UPDATE users SET staff_role = 'owner' WHERE id IN (${others.map(() => '?').join(',') || 'NULL'})`,
      )
        .bind(...others)
        .run()
    }
  })

  it('attacker: non-owner staff and customers cannot list, invite, change or remove staff', async () => {
    const target = await accountWithRole('orders')
    const customer = await accountWithRole(null, 'customer')
    for (const role of ['catalogue', 'orders', 'content'] as const) {
      const staff = await accountWithRole(role)
      for (const [method, path, body] of [
        ['GET', '/api/v1/admin/staff', undefined],
        ['POST', '/api/v1/admin/staff', { email: uniqueEmail('x'), role: 'owner' }],
        ['PUT', `/api/v1/admin/staff/${target.userId}/role`, { role: 'owner' }],
        ['PUT', `/api/v1/admin/staff/${staff.userId}/role`, { role: 'owner' }],
        ['DELETE', `/api/v1/admin/staff/${target.userId}`, undefined],
      ] as const) {
        const res = await callBackend(method, path, { token: staff.token, body })
        expect(res.status, `${method} ${path} as ${role}`).toBe(403)
        const asCustomer = await callBackend(method, path, { token: customer.token, body })
        expect(asCustomer.status, `${method} ${path} as a customer`).toBe(403)
      }
    }
    expect(await env.DB.prepare('SELECT staff_role FROM users WHERE id = ?').bind(target.userId).first()).toEqual({
      staff_role: 'orders',
    })
  })

  it('refuses bad input with 400: an unknown role, a bad e-mail', async () => {
    const owner = await accountWithRole('owner')
    const target = await accountWithRole('content')
    const badRole = await callBackend('POST', '/api/v1/admin/staff', {
      token: owner.token,
      body: { email: uniqueEmail('x'), role: 'admin' },
    })
    expect(badRole.status).toBe(400)
    const badEmail = await callBackend('POST', '/api/v1/admin/staff', {
      token: owner.token,
      body: { email: 'not-an-email', role: 'content' },
    })
    expect(badEmail.status).toBe(400)
    const badChange = await callBackend('PUT', `/api/v1/admin/staff/${target.userId}/role`, {
      token: owner.token,
      body: { role: null },
    })
    expect(badChange.status).toBe(400)
    const customer = await accountWithRole(null, 'customer')
    const notStaff = await callBackend('PUT', `/api/v1/admin/staff/${customer.userId}/role`, {
      token: owner.token,
      body: { role: 'owner' },
    })
    expect(notStaff.status).toBe(404)
    expect(notStaff.json.code).toBe('STAFF_NOT_FOUND')
  })
})
