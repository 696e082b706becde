import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { UserDto } from '../../../contract/dto/users'
import {
  REGISTER_CONSENTS,
  callBackend,
  latestEmailTo,
  loginAs,
  uniqueClientAddress,
  uniqueEmail,
} from '../test-helpers'

/**
 * An e-mail change (issue 32) takes effect only when the link sent to the new address is opened;
 * the current address keeps working meanwhile and is told about the request.
 */

const PASSWORD = 'promjena-lozinka-1'

async function customer() {
  const email = uniqueEmail('change')
  const res = await callBackend('POST', '/api/v1/user/web/register', {
    body: {
      email,
      password: PASSWORD,
      confirmedPassword: PASSWORD,
      firstName: 'Mia',
      lastName: 'Mijić',
      consents: REGISTER_CONSENTS,
    },
  })
  expect(res.status).toBe(201)
  return { email, token: (await loginAs(email, PASSWORD)).accessToken }
}

const changeEmail = (token: string, email: string, from = uniqueClientAddress()) =>
  callBackend<UserDto>('PATCH', '/api/v1/user/web/update', {
    token,
    body: { email, currentPassword: PASSWORD },
    headers: { 'x-izlog-client-address': from },
    language: 'en',
  })

const linkTokenIn = (text: string | undefined) => /verificationToken=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1] ?? ''

describe('an e-mail change waits for the new address', () => {
  it("attacker: moves their account onto the victim's address — nothing changes until the victim's mailbox confirms it; the victim's address still has no account", async () => {
    const attacker = await customer()
    const victim = uniqueEmail('change-victim')
    const moved = await changeEmail(attacker.token, victim)
    expect(moved.status).toBe(200)
    expect(moved.json.data).toMatchObject({ email: attacker.email, pendingEmail: victim })
    expect(await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(victim).first()).toBeNull()
    expect(
      (await callBackend('POST', '/api/v1/login', { body: { username: victim, password: PASSWORD } })).status,
    ).toBe(401)
    expect((await loginAs(attacker.email, PASSWORD)).accessToken).toBeTruthy()
  })

  it("attacker: takes the victim's e-mail address as a username instead (login accepts either) — refused; a username sent along with the new e-mail just follows it", async () => {
    const attacker = await customer()
    const victim = uniqueEmail('change-username')
    const asUsername = await callBackend('PATCH', '/api/v1/user/web/update', {
      token: attacker.token,
      body: { username: victim },
    })
    expect(asUsername.status).toBe(400)
    expect(asUsername.json).toMatchObject({ code: 'USERNAME_IS_EMAIL', field: 'username' })
    const registered = await callBackend('POST', '/api/v1/user/web/register', {
      body: {
        email: uniqueEmail('change-reg'),
        username: victim,
        password: PASSWORD,
        confirmedPassword: PASSWORD,
        firstName: 'A',
        lastName: 'B',
        consents: REGISTER_CONSENTS,
      },
    })
    expect(registered.json.code).toBe('USERNAME_IS_EMAIL')
    const both = await callBackend<UserDto>('PATCH', '/api/v1/user/web/update', {
      token: attacker.token,
      body: { email: victim, username: victim, currentPassword: PASSWORD },
    })
    expect(both.json.data).toMatchObject({ email: attacker.email, username: attacker.email, pendingEmail: victim })
  })

  it('the link at the new address makes the change; the old address is told; the link works once', async () => {
    const account = await customer()
    const newEmail = uniqueEmail('change-new')
    expect((await changeEmail(account.token, newEmail)).status).toBe(200)

    const notice = await latestEmailTo(account.email)
    expect(notice).toMatchObject({
      kind: 'emailChangeNotice',
      subject: 'A change of your account’s e-mail address was requested',
    })
    expect(notice?.text).toContain(newEmail)
    const confirmation = await latestEmailTo(newEmail)
    expect(confirmation).toMatchObject({ kind: 'emailChange', subject: 'Confirm your new e-mail address' })
    const token = linkTokenIn(confirmation?.text)
    expect(confirmation?.text).toContain(`/en/confirm-email?verificationToken=${token}`)

    const confirmed = await callBackend('GET', `/api/v1/user/web/verify/${token}`)
    expect(confirmed.status).toBe(200)
    expect(confirmed.json.data).toEqual({ verified: true, email: newEmail })
    const profile = await callBackend<UserDto>('GET', '/api/v1/user/web/profile', {
      token: (await loginAs(newEmail, PASSWORD)).accessToken,
    })
    expect(profile.json.data).toMatchObject({ email: newEmail, username: newEmail, pendingEmail: null })
    expect(
      (await callBackend('POST', '/api/v1/login', { body: { username: account.email, password: PASSWORD } })).status,
    ).toBe(401)
    expect((await callBackend('GET', `/api/v1/user/web/verify/${token}`)).status).toBe(404)
  })

  it('an expired link changes nothing', async () => {
    const account = await customer()
    const newEmail = uniqueEmail('change-late')
    await changeEmail(account.token, newEmail)
    await env.DB.prepare("UPDATE users SET pending_email_expires_at = '2000-01-01T00:00:00.000Z' WHERE email = ?")
      .bind(account.email)
      .run()
    expect(
      (await callBackend('GET', `/api/v1/user/web/verify/${linkTokenIn((await latestEmailTo(newEmail))?.text)}`))
        .status,
    ).toBe(404)
    expect((await loginAs(account.email, PASSWORD)).accessToken).toBeTruthy()
  })

  it('attacker: asks for change after change to flood an inbox — refused after the per-address budget', async () => {
    const victim = uniqueEmail('change-flood')
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await changeEmail((await customer()).token, victim)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
