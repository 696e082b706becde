import { describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, CUSTOMER_EMAIL, page, sessionCookie, textOf } from '../../test/session'

const ADMIN_PATHS = [
  ['/admin', '/adminLogin'],
  ['/admin/consent', '/adminLogin'],
  ['/admin/consent/privacy', '/adminLogin'],
  ['/admin/templates', '/adminLogin'],
  ['/admin/cache', '/adminLogin'],
  ['/en/admin', '/en/adminLogin'],
  ['/en/admin/cache', '/en/adminLogin'],
  ['/admin/mailbox', '/adminLogin'],
] as const

describe('admin access', () => {
  it('redirects anonymous visitors and customers to the admin login', async () => {
    const customer = await sessionCookie(CUSTOMER_EMAIL)
    for (const cookie of [undefined, customer]) {
      for (const [path, login] of ADMIN_PATHS) {
        const res = await page(path, cookie)
        expect(res.status, path).toBe(302)
        // …with the page asked for as the redirect back after the login.
        expect(res.headers.get('Location'), path).toBe(`${login}?redirect=${encodeURIComponent(path)}`)
      }
    }
  })

  it('shows the admin layout to a backoffice user: 200px menu, language switcher, back to the site', async () => {
    const cookie = await sessionCookie(ADMIN_EMAIL)
    const res = await page('/admin', cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    const html = await res.text()
    // The 200 px menu column (client/styles/layout.css .admin; one column on a phone).
    expect(html).toContain('class="panel stack admin__menu"')
    expect(html).toContain('href="/admin/consent"')
    expect(html).toContain('href="/admin/templates"')
    expect(html).toContain('href="/admin/cache"')
    expect(html).toContain('href="/en/admin"')
    expect(textOf(html)).toContain('Natrag na stranicu')
    const en = await page('/en/admin', cookie)
    expect(en.status).toBe(200)
    const enText = textOf(await en.text())
    expect(enText).toContain('Consents')
    expect(enText).toContain('Templates')
    expect(enText).toContain('Caches')
    expect(enText).toContain('Back to the site')
  })

  it('the admin login shows a form to visitors and sends backoffice users on to /admin', async () => {
    const res = await page('/adminLogin')
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain('name="username"')
    expect(html).toContain('name="password"')
    const admin = await page('/en/adminLogin', await sessionCookie(ADMIN_EMAIL))
    expect(admin.status).toBe(302)
    expect(admin.headers.get('Location')).toBe('/en/admin')
  })
})

describe('admin screens', () => {
  it('lists consents and shows one with its assignments', async () => {
    const cookie = await sessionCookie(ADMIN_EMAIL)
    const list = await page('/admin/consent', cookie)
    expect(list.status).toBe(200)
    const html = await list.text()
    expect(html).toContain('href="/admin/consent/privacy"')
    const detail = await page('/admin/consent/privacy', cookie)
    expect(detail.status).toBe(200)
    const text = textOf(await detail.text())
    expect(text).toContain('Dodjele')
    expect(text).toMatch(/Registracija — obavezna/)
    const missing = await page('/admin/consent/no-such-consent', cookie)
    expect(missing.status).toBe(404)
    await missing.body?.cancel()
  })

  it('lists templates with a create form, and offers the cache purge button', async () => {
    const cookie = await sessionCookie(ADMIN_EMAIL)
    const templates = await page('/en/admin/templates', cookie)
    expect(templates.status).toBe(200)
    const html = await templates.text()
    expect(html).toContain('<code>post</code>')
    expect(html).toContain('name="slug"')
    const cache = textOf(await (await page('/admin/cache', cookie)).text())
    expect(cache).toContain('Očisti predmemoriju')
  })
})
