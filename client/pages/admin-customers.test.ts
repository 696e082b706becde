import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, CUSTOMER_EMAIL, page, sessionCookie, textOf } from '../../test/session'

/** The customers' admin pages (issue 37): staff only, in both languages, in the admin menu. */
describe('/admin/customers', () => {
  it('attacker: a visitor or a customer is sent to the staff login', async () => {
    for (const cookie of [undefined, await sessionCookie(CUSTOMER_EMAIL)]) {
      for (const [path, login] of [
        ['/admin/customers', '/adminLogin'],
        ['/en/admin/customers?q=kupac', '/en/adminLogin'],
        ['/admin/customers/1', '/adminLogin'],
      ] as const) {
        const res = await page(path, cookie)
        expect(res.status, path).toBe(302)
        expect(res.headers.get('Location')).toBe(`${login}?redirect=${encodeURIComponent(path)}`)
      }
    }
  })

  it('shows staff the list with the search, and the menu marks it', async () => {
    const cookie = await sessionCookie(ADMIN_EMAIL)
    const hr = await page('/admin/customers', cookie)
    expect(hr.status).toBe(200)
    expect(hr.headers.get('Cache-Control')).toBe('private, no-store')
    const html = await hr.text()
    expect(html).toMatch(
      /<a[^>]*href="\/admin\/customers"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="\/admin\/customers"/,
    )
    const text = textOf(html)
    expect(text).toContain('Kupci')
    expect(text).toContain('Traži po imenu ili e-mail adresi')
    const en = textOf(await (await page('/en/admin/customers', cookie)).text())
    expect(en).toContain('Customers')
    expect(en).toContain('Search by name or e-mail address')
  })

  it('shows staff a customer in both languages, and answers 404 for an unknown one', async () => {
    const cookie = await sessionCookie(ADMIN_EMAIL)
    const customer = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind(CUSTOMER_EMAIL)
      .first<{ id: number }>()
    const hr = await page(`/admin/customers/${customer?.id ?? 0}`, cookie)
    expect(hr.status).toBe(200)
    const text = textOf(await hr.text())
    expect(text).toContain(CUSTOMER_EMAIL)
    expect(text).toContain('Blokiraj račun')
    expect(text).toContain('Dane privole')
    const en = textOf(await (await page(`/en/admin/customers/${customer?.id ?? 0}`, cookie)).text())
    expect(en).toContain('Block the account')
    expect(en).toContain('Consents given')
    expect((await page('/admin/customers/999999999', cookie)).status).toBe(404)
  })
})
