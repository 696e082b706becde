import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signAccessToken } from '../../lib/tokens'
import { ACCESS_COOKIE, post } from '../../../test/session'
import { callBackend, uniqueEmail } from '../test-helpers'

/** A user whose row says customer while the token still says backoffice (demoted, or a forged flag). */
async function demotedEditor(): Promise<{ token: string; cookie: string }> {
  const email = uniqueEmail('demoted')
  const row = await env.DB.prepare(
    `INSERT INTO users (email, username, password_hash, password_salt, password_iterations, first_name, last_name, email_verified)
     VALUES (?1, ?1, 'x', 'x', 100000, 'Bivši', 'Urednik', 1) RETURNING id`,
  )
    .bind(email)
    .first<{ id: number }>()
  if (!row) throw new Error('user insert failed')
  const token = await signAccessToken(env, {
    userId: row.id,
    email,
    firstName: 'Bivši',
    lastName: 'Urednik',
    isBackofficeUser: true,
  })
  return { token, cookie: `${ACCESS_COOKIE}=${token}` }
}

describe('the backoffice flag is re-checked against the user row', () => {
  it('backend admin and edit calls refuse a token whose user is no longer staff', async () => {
    const { token } = await demotedEditor()
    expect((await callBackend('GET', '/api/v1/user/profile', { token })).status).toBe(403)
    expect((await callBackend('POST', '/api/v1/media/filterStandard', { token, body: {} })).status).toBe(403)
    expect(
      (
        await callBackend('POST', '/api/v1/media/filterStandard', {
          token: await signAccessToken(env, {
            userId: 1,
            email: 'admin@izlog.hr',
            firstName: '',
            lastName: '',
            isBackofficeUser: true,
          }),
          body: {},
        })
      ).status,
    ).toBe(200)
  })

  it('edge admin actions refuse it too, and a current editor still gets through', async () => {
    const { cookie } = await demotedEditor()
    const res = await post('/api/admin/cache/purge', {}, cookie)
    expect(res.status).toBe(403)
    const admin = await env.DB.prepare("SELECT id, email FROM users WHERE email = 'admin@izlog.hr'").first<{
      id: number
      email: string
    }>()
    const adminToken = await signAccessToken(env, {
      userId: admin?.id ?? 0,
      email: admin?.email ?? '',
      firstName: 'A',
      lastName: 'B',
      isBackofficeUser: true,
    })
    expect((await post('/api/admin/cache/purge', {}, `${ACCESS_COOKIE}=${adminToken}`)).status).toBe(200)
  })
})
