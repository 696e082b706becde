import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callBackend, latestEmailTo, loginAs, uniqueEmail, REGISTER_CONSENTS } from '../test-helpers'

async function newUser(password = 'prva-lozinka-1') {
  const email = uniqueEmail('pw')
  const res = await callBackend('POST', '/api/v1/user/web/register', {
    body: {
      email,
      password,
      confirmedPassword: password,
      firstName: 'Pero',
      lastName: 'Perić',
      consents: REGISTER_CONSENTS,
    },
  })
  expect(res.status).toBe(201)
  return { email, tokens: await loginAs(email, password) }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('password change', () => {
  it('enforces the rules and changes the password', async () => {
    const { email, tokens } = await newUser()
    const token = tokens.accessToken
    const wrongOld = await callBackend('POST', '/api/v1/user/password/reset', {
      token,
      body: { oldPassword: 'kriva-lozinka', newPassword: 'nova-lozinka-2' },
    })
    expect(wrongOld.status).toBe(400)
    expect(wrongOld.json.code).toBe('INCORRECT_OLD_PASSWORD')
    const same = await callBackend('POST', '/api/v1/user/password/reset', {
      token,
      body: { oldPassword: 'prva-lozinka-1', newPassword: 'prva-lozinka-1' },
    })
    expect(same.status).toBe(400)
    expect(same.json).toMatchObject({ message: 'Nova lozinka mora se razlikovati od stare', field: 'newPassword' })
    const short = await callBackend('POST', '/api/v1/user/password/reset', {
      token,
      body: { oldPassword: 'prva-lozinka-1', newPassword: 'kratka' },
    })
    expect(short.status).toBe(400)
    const repeat = await callBackend('POST', '/api/v1/user/password/reset', {
      token,
      body: { oldPassword: 'prva-lozinka-1', newPassword: 'nova-lozinka-2', newPasswordAgain: 'nova-lozinka-3' },
    })
    expect(repeat.status).toBe(400)
    expect(
      (
        await callBackend('POST', '/api/v1/user/password/reset', {
          body: { oldPassword: 'prva-lozinka-1', newPassword: 'nova-lozinka-2' },
        })
      ).status,
    ).toBe(401)

    const changed = await callBackend('POST', '/api/v1/user/password/reset', {
      token,
      body: { oldPassword: 'prva-lozinka-1', newPassword: 'nova-lozinka-2' },
    })
    expect(changed.status).toBe(200)
    expect(
      (await callBackend('POST', '/api/v1/login', { body: { username: email, password: 'prva-lozinka-1' } })).status,
    ).toBe(401)
    expect((await loginAs(email, 'nova-lozinka-2')).accessToken).toBeTruthy()
  })
})

describe('forgot and set password', () => {
  it('answers the same for unknown e-mails and sets a new password with the logged link token', async () => {
    const ghost = uniqueEmail('ghost')
    const unknown = await callBackend('POST', '/api/v1/user/password/forgot', {
      body: { email: ghost },
      language: 'en',
    })
    expect(unknown.status).toBe(200)
    expect(await latestEmailTo(ghost)).toBeNull()

    const { email, tokens } = await newUser()
    const known = await callBackend('POST', '/api/v1/user/password/forgot', { body: { email }, language: 'en' })
    expect(known.status).toBe(200)
    // Same answer whether or not the account exists (no user enumeration).
    expect(known.json.data).toEqual(unknown.json.data)
    expect(known.json.data).toEqual({ code: 'PASSWORD_RESET_SENT' })
    // The link is in the e-mail (outbox), in the language of the request, never in the answer.
    const mail = await latestEmailTo(email)
    expect(mail).toMatchObject({ kind: 'passwordReset', locale: 'en', subject: 'Set a new password', status: 'queued' })
    expect(mail?.text).toContain('valid for one hour')
    const match = /\/en\/forgot-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.html ?? '')
    expect(match).not.toBeNull()
    const resetToken = match?.[1] ?? ''
    const stored = await env.DB.prepare('SELECT password_reset_token FROM users WHERE email = ?')
      .bind(email)
      .first<{ password_reset_token: string }>()
    expect(stored?.password_reset_token).not.toBe(resetToken)

    expect(
      (await callBackend('POST', '/api/v1/user/password/set', { body: { token: resetToken, newPassword: 'short' } }))
        .status,
    ).toBe(400)
    expect(
      (
        await callBackend('POST', '/api/v1/user/password/set', {
          body: { token: 'wrong-token', newPassword: 'treca-lozinka-3' },
        })
      ).status,
    ).toBe(400)
    const set = await callBackend('POST', '/api/v1/user/password/set', {
      body: { token: resetToken, newPassword: 'treca-lozinka-3' },
    })
    expect(set.status).toBe(200)
    // The link works once, old sessions end, the new password works.
    expect(
      (
        await callBackend('POST', '/api/v1/user/password/set', {
          body: { token: resetToken, newPassword: 'cetvrta-lozinka-4' },
        })
      ).status,
    ).toBe(400)
    expect(
      (await callBackend('GET', '/api/v1/refresh', { headers: { refreshToken: tokens.refreshToken } })).status,
    ).toBe(401)
    expect((await loginAs(email, 'treca-lozinka-3')).accessToken).toBeTruthy()
  })

  it('refuses an expired reset token', async () => {
    const { email } = await newUser()
    await callBackend('POST', '/api/v1/user/password/forgot', { body: { email } })
    const mail = await latestEmailTo(email)
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? ''
    expect(mail?.text).toContain('/zaboravljena-lozinka?token=')
    expect(mail?.subject).toBe('Postavljanje nove lozinke')
    await env.DB.prepare("UPDATE users SET password_reset_expires_at = '2000-01-01T00:00:00.000Z' WHERE email = ?")
      .bind(email)
      .run()
    const res = await callBackend('POST', '/api/v1/user/password/set', {
      body: { token: resetToken, newPassword: 'treca-lozinka-3' },
    })
    expect(res.status).toBe(400)
    expect(res.json.code).toBe('INVALID_RESET_TOKEN')
  })
})
