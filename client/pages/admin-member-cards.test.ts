import { describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, CUSTOMER_EMAIL, page, sessionCookie, textOf } from '../../test/session'

/** The membership cards' admin page (issue 32): staff only, in both languages, in the admin menu. */
describe('/admin/member-cards', () => {
  it('attacker: a visitor or a customer is sent to the staff login', async () => {
    for (const cookie of [undefined, await sessionCookie(CUSTOMER_EMAIL)]) {
      for (const [path, login] of [
        ['/admin/member-cards', '/adminLogin'],
        ['/en/admin/member-cards?q=385', '/en/adminLogin'],
      ] as const) {
        const res = await page(path, cookie)
        expect(res.status, path).toBe(302)
        expect(res.headers.get('Location')).toBe(`${login}?redirect=${encodeURIComponent(path)}`)
      }
    }
  })

  it('shows staff the page with the issue form and the search, and the menu marks it', async () => {
    const cookie = await sessionCookie(ADMIN_EMAIL)
    const hr = await page('/admin/member-cards', cookie)
    expect(hr.status).toBe(200)
    expect(hr.headers.get('Cache-Control')).toBe('private, no-store')
    const html = await hr.text()
    expect(html).toMatch(
      /<a[^>]*href="\/admin\/member-cards"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="\/admin\/member-cards"/,
    )
    const text = textOf(html)
    expect(text).toContain('Članske iskaznice')
    expect(text).toContain('Izdaj novu iskaznicu')
    expect(text).toContain('Broj iskaznice (EAN-13)')
    expect(text).toContain('Broj iskaznice ili e-mail')

    const en = textOf(await (await page('/en/admin/member-cards', cookie)).text())
    expect(en).toContain('Membership cards')
    expect(en).toContain('Issue a new card')
    expect(en).toContain('Card number or e-mail')
  })
})
