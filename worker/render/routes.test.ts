import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from '../../contract/locales'
import { buildPath, ROUTE_NAMES, type RouteName } from '../../contract/routes'
import { clientManifest } from '../generated/client-manifest'
import { nonceOf, scriptTags } from './test-app'
import { signAccessToken } from '../lib/tokens'
import { ACCESS_COOKIE } from '../lib/cookies'
import { cookieHeader } from '../../test/edge/helpers'

/** Parameters of seeded content: the first CMS page (not the home page) and event of the sitemap. */
async function sampleParams(): Promise<Partial<Record<RouteName, Record<Locale, Record<string, string>>>>> {
  const res = await SELF.fetch('http://localhost/api/v1/sitemap/entries')
  expect(res.status).toBe(200)
  const body = (await res.json()) as {
    data?: { entries?: Array<{ type: string; id: number; slugs: Record<Locale, string> }> }
  }
  const entries = body.data?.entries ?? []
  const pageEntry = entries.find((entry) => entry.type === 'page' && entry.slugs.hr !== 'naslovnica')
  const event = entries.find((entry) => entry.type === 'event')
  if (!pageEntry || !event) throw new Error('the seed has no CMS page or event in the sitemap')
  return {
    adminConsentDetail: { hr: { slug: 'privacy' }, en: { slug: 'privacy' } },
    adminOrderDetail: { hr: { id: '1' }, en: { id: '1' } },
    adminCustomerDetail: { hr: { id: '2' }, en: { id: '2' } },
    adminCouponEdit: { hr: { id: '1' }, en: { id: '1' } },
    adminPackingSlip: { hr: { id: '1' }, en: { id: '1' } },
    adminProductEdit: { hr: { id: '1' }, en: { id: '1' } },
    adminFormSubmissions: { hr: { id: '1' }, en: { id: '1' } },
    profileOrder: { hr: { slug: 'IZL-2026-000001' }, en: { slug: 'IZL-2026-000001' } },
    event: { hr: { id: String(event.id) }, en: { id: String(event.id) } },
    page: { hr: { slug: pageEntry.slugs.hr }, en: { slug: pageEntry.slugs.en } },
  }
}

function expectDocument(res: Response, html: string, locale: Locale) {
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
  expect(html).toContain(`<html lang="${locale}"`)
  expect(html).toMatch(/<title>[^<]+<\/title>/)
  expect(html).toMatch(/<meta name="description" content="[^"]+"/)
  expect(html).toContain('<header class="site-header')
  expect(html).toContain('<footer class="site-footer"')
  // The app's loader names the entry first (it starts it after the first paint).
  expect(html).toContain(`(function(){var m=["${clientManifest.script}"`)
  const nonce = nonceOf(res)
  expect(nonce).not.toBe('')
  for (const tag of scriptTags(html)) expect(tag, tag).toContain(`nonce="${nonce}"`)
  expect(html).toContain('id="__IZLOG_BOOT__"')
  expect(html).toContain('id="__IZLOG_I18N__"')
  expect(html).toMatch(
    /<script type="application\/json" id="__IZLOG_STATE__" nonce="[^"]+">[\s\S]*<\/script><\/body><\/html>$/,
  )
}

describe('every route of the manifest renders in both languages', async () => {
  const params = await sampleParams()
  const cases = ROUTE_NAMES.flatMap((name) => LOCALES.map((locale) => ({ name, locale })))

  it.each(cases)('$name ($locale)', async ({ name, locale }) => {
    const query = name === 'confirmEmail' ? { goal: 'izlog', goalType: 'message' } : undefined
    const path = buildPath(name, locale, params[name]?.[locale] ?? {}, query)
    const res = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' })
    if (res.status >= 300 && res.status < 400) {
      // Guarded routes (admin, guest-only, /product without slug) may redirect before streaming.
      expect(res.headers.get('location')).toBeTruthy()
      await res.body?.cancel()
      return
    }
    const html = await res.text()
    expect(res.status, `${path}`).toBe(200)
    expectDocument(res, html, locale)
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost\/[^"]*"\/>/)
    expect(html).toContain(`hrefLang="${locale}"`)
  })
})

describe('404', () => {
  it.each([
    ['/ovo/ne/postoji/nigdje', 'hr', 'Ups! Stranica nije pronađena', 'href="/" data-reload'],
    ['/en/this/does/not/exist', 'en', 'Oops! Page not found', 'href="/en/" data-reload'],
  ] as const)('unmatched %s → 404 page', async (path, locale, headline, home) => {
    const res = await SELF.fetch(`http://localhost${path}`)
    expect(res.status).toBe(404)
    const html = await res.text()
    expectDocument(res, html, locale)
    expect(html).toContain(headline)
    expect(html).toContain(home)
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(html).not.toContain('rel="canonical"')
  })

  it.each([
    ['/ova-stranica-sigurno-ne-postoji-7319', 'hr'],
    ['/en/this-page-surely-does-not-exist-7319', 'en'],
  ] as const)('unknown slug %s → 404', async (path, locale) => {
    const res = await SELF.fetch(`http://localhost${path}`)
    expect(res.status).toBe(404)
    expectDocument(res, await res.text(), locale)
  })
})

describe('document', () => {
  it('serialises only the active locale’s messages', async () => {
    const en = await (await SELF.fetch('http://localhost/en/this/does/not/exist')).text()
    const messages = /<script type="application\/json" id="__IZLOG_I18N__"[^>]*>(.*?)<\/script>/s.exec(en)?.[1] ?? ''
    expect(messages).toContain('Oops! Page not found')
    expect(messages).not.toContain('Ups! Stranica nije pronađena')
    const hr = await (await SELF.fetch('http://localhost/ovo/ne/postoji/nigdje')).text()
    const hrMessages = /<script type="application\/json" id="__IZLOG_I18N__"[^>]*>(.*?)<\/script>/s.exec(hr)?.[1] ?? ''
    expect(hrMessages).toContain('Unos ovog polja je obavezan')
    expect(hrMessages).not.toContain('Oops! Page not found')
  })

  it('the loader (nonced) starts the entry and preloads its chunks and the current route’s page chunk (not other pages’)', async () => {
    /** The module list of the document's loader script: the entry first, then what it preloads. */
    const loaderModules = (html: string) => {
      const loader = /<script nonce="([^"]+)">\(function\(\)\{var m=(\[[^\]]*\])/.exec(html)
      return { nonce: loader?.[1], modules: JSON.parse(loader?.[2] ?? 'null') as string[] | null }
    }
    const res = await SELF.fetch('http://localhost/en/contact')
    const html = await res.text()
    const { nonce, modules } = loaderModules(html)
    expect(nonce).toBe(nonceOf(res))
    // No module script or preload in the markup: nothing competes with the first paint.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/)
    const contact = clientManifest.pages.contact ?? []
    expect(contact.length).toBeGreaterThan(0)
    expect(modules).toEqual([...new Set([clientManifest.script, ...clientManifest.preload, ...contact])])
    const shopChunk = clientManifest.pages.shop?.[0]
    expect(shopChunk).toBeTruthy()
    expect(modules).not.toContain(shopChunk)
    // The 404 page is part of the shell: no page chunk to preload.
    const missing = await SELF.fetch('http://localhost/en/this/does/not/exist')
    expect(loaderModules(await missing.text()).modules).toEqual([clientManifest.script, ...clientManifest.preload])
  })

  it('the loader waits for the visitor on an anonymous content page and the cart, and starts at the first paint on other personal pages or for a signed-in visitor', async () => {
    const eagerOf = (html: string) => /,eager=(true|false),/.exec(html)?.[1]
    expect(eagerOf(await (await SELF.fetch('http://localhost/en/contact')).text())).toBe('false')
    expect(eagerOf(await (await SELF.fetch('http://localhost/')).text())).toBe('false')
    expect(eagerOf(await (await SELF.fetch('http://localhost/en/cart')).text())).toBe('false')
    expect(eagerOf(await (await SELF.fetch('http://localhost/en/checkout')).text())).toBe('true')
    const token = await signAccessToken(env, {
      userId: 2,
      email: 'kupac@izlog.hr',
      firstName: 'T',
      lastName: 'T',
      isBackofficeUser: false,
    })
    const signedIn = await SELF.fetch('http://localhost/en/contact', {
      headers: { Cookie: cookieHeader({ [ACCESS_COOKIE]: token }) },
    })
    expect(eagerOf(await signedIn.text())).toBe('true')
  })

  it('a different nonce on every response', async () => {
    const first = await SELF.fetch('http://localhost/en/cart')
    const second = await SELF.fetch('http://localhost/en/cart')
    await first.body?.cancel()
    await second.body?.cancel()
    expect(nonceOf(first)).not.toBe(nonceOf(second))
  })
})
