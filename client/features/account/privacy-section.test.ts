import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CUSTOMER_EMAIL, page, post, sessionCookie, textOf } from '../../../test/session'

/** A customer of this test alone (a password nobody knows: the erasure is only ever refused here). */
async function freshCustomer(): Promise<string> {
  const email = `privatnost-${crypto.randomUUID().slice(0, 12)}@example.com`
  await env.DB.prepare(
    `INSERT INTO users (email, username, password_hash, password_salt, password_iterations, first_name, last_name, email_verified)
     VALUES (?1, ?1, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=', 'AAAAAAAAAAAAAAAAAAAAAA==', 1000, 'Pri', 'Vatnost', 1)`,
  )
    .bind(email)
    .run()
  return email
}

describe("the profile's 'Your data' (issue 37)", () => {
  it('offers a logged-in customer the download and the deletion, in both languages', async () => {
    const cookie = await sessionCookie(CUSTOMER_EMAIL)
    const hr = textOf(await (await page('/profil', cookie)).text())
    expect(hr).toContain('Vaši podaci')
    expect(hr).toContain('Preuzmi moje podatke')
    expect(hr).toContain('Obriši moj račun')
    const en = textOf(await (await page('/en/profile', cookie)).text())
    expect(en).toContain('Your data')
    expect(en).toContain('Download my data')
    expect(en).toContain('Delete my account')
  })

  it("exports the session's own customer through the edge, and refuses an erasure with a wrong password in their language", async () => {
    const email = await freshCustomer()
    const cookie = await sessionCookie(email)
    const exported = await page('/api/v1/user/web/privacy/export', cookie)
    expect(exported.status).toBe(200)
    const body = (await exported.json()) as { data: { person: { email: string } } }
    expect(body.data.person.email).toBe(email)
    const refused = await post('/api/v1/user/web/privacy/erase', { password: 'kriva-lozinka-1' }, cookie)
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toBe('Lozinka nije točna. Račun nije obrisan.')
    const still = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?')
      .bind(email)
      .first<{ n: number }>()
    expect(still?.n).toBe(1)
  })

  it('refuses anonymous visitors both calls', async () => {
    expect((await page('/api/v1/user/web/privacy/export')).status).toBe(401)
    expect((await post('/api/v1/user/web/privacy/erase', { password: 'kriva-lozinka-1' })).status).toBe(401)
  })
})
