import { describe, expect, it } from 'vitest'
import type { ElementsResponse, LayoutElement, NavigationLink } from '../../../contract/dto/cms'
import { call, freshCustomer, tokenFor } from './test-helpers'

const tree = (handler: string, lang: 'hr' | 'en') =>
  call<NavigationLink[]>(`/api/v1/navigation/tree/${handler}`, { lang })

describe('navigation/tree', () => {
  it('builds the main tree with a children panel and per-language paths', async () => {
    const hr = await tree('main', 'hr')
    expect(hr.status).toBe(200)
    const shop = hr.json.data[0]
    expect(shop?.name).toBe('Trgovina')
    expect(shop?.href).toBe('/shop')
    expect(shop?.children.map((c) => c.href)).toContain('/shop/igre')
    expect(hr.json.data.find((l) => l.name === 'O nama')?.href).toBe('/o-nama')
    const blog = hr.json.data.find((l) => l.name === 'Objave')
    expect(blog?.children.find((c) => c.name === 'Igre')?.href).toBe('/objave/igre')

    const en = await tree('main', 'en')
    expect(en.json.data[0]?.name).toBe('Shop')
    expect(en.json.data[0]?.children.find((c) => c.name === 'Games')?.href).toBe('/en/shop/games')
    expect(en.json.data.find((l) => l.name === 'About us')?.href).toBe('/en/about-us')
    expect(en.json.data.find((l) => l.name === 'Services')?.href).toBe('/en/services')
  })

  it('serves the four footer menus, with product links', async () => {
    for (const handler of ['footer1', 'footer2', 'footer3', 'footer4']) {
      const res = await tree(handler, 'hr')
      expect(res.status).toBe(200)
      expect(res.json.data.length).toBeGreaterThan(0)
    }
    const games = await tree('footer4', 'en')
    expect(games.json.data[0]?.href).toBe('/en/product/izlog-deep-sea-vr')
    const help = await tree('footer3', 'hr')
    expect(help.json.data.map((l) => l.href)).toEqual([
      '/kontakt',
      '/uvjeti-prodaje',
      '/politika-privatnosti',
      '/profil',
    ])
    expect((await tree('footer9', 'hr')).status).toBe(404)
  })
})

describe('elements', () => {
  it('returns header, footer and cookie elements in the request language', async () => {
    const res = await call<ElementsResponse>('/api/v1/element/getByHandlers', {
      body: { handlers: ['header-section', 'footer-section', 'cookie-section'] },
      lang: 'en',
    })
    expect(res.status).toBe(200)
    const [header, footer, cookie] = res.json.data.elements
    if (header?.handler !== 'header-section') throw new Error(`header missing: ${String(header?.handler)}`)
    expect(header.options.contactPage.href).toBe('/en/contact')
    if (footer?.handler !== 'footer-section') throw new Error('footer missing')
    expect(footer.language_code).toBe('en')
    expect(footer.type).toBe('static-element')
    expect([footer.options.footer1, footer.options.footer2, footer.options.footer3, footer.options.footer4]).toEqual([
      'Shop',
      'Studio',
      'Help',
      'Our games',
    ])
    expect(footer.options.socialItems.map((s) => s.icon)).toEqual(['facebook', 'instagram', 'linkedin', 'youtube', 'x'])
    expect(footer.options.newsletter.thankYouTitle.length).toBeGreaterThan(0)
    expect(cookie?.handler).toBe('cookie-section')
    expect((await call('/api/v1/element/getByHandlers', { body: { handlers: ['sidebar'] } })).status).toBe(400)
  })

  it('lets only backoffice users update elements, with validated options', async () => {
    const list = await call<ElementsResponse>('/api/v1/element/getByHandlers', {
      body: { handlers: ['header-section'] },
      lang: 'hr',
    })
    const header = list.json.data.elements[0]
    if (!header) throw new Error('header missing')
    const customer = await freshCustomer()
    const admin = await tokenFor('admin@izlog.hr')
    const patch = { options: { contactPage: { label: 'Pišite nam', href: '/kontakt' } } }
    expect(
      (await call(`/api/v1/element/update/${header.id}`, { method: 'PATCH', body: patch, token: customer.token }))
        .status,
    ).toBe(403)
    const bad = await call(`/api/v1/element/update/${header.id}`, {
      method: 'PATCH',
      body: { options: { contactPage: { label: 'x', href: 'javascript:alert(1)' } } },
      token: admin,
    })
    expect(bad.status).toBe(400)
    const ok = await call<LayoutElement>(`/api/v1/element/update/${header.id}`, {
      method: 'PATCH',
      body: patch,
      token: admin,
    })
    expect(ok.status).toBe(200)
    if (ok.json.data.handler !== 'header-section') throw new Error(`updated element is ${ok.json.data.handler}`)
    expect(ok.json.data.options.contactPage.label).toBe('Pišite nam')
    await call(`/api/v1/element/update/${header.id}`, {
      method: 'PATCH',
      body: { options: { contactPage: { label: 'Kontakt', href: '/kontakt' } } },
      token: admin,
    })
    const dup = await call('/api/v1/element/create', {
      body: { handler: 'header-section', language: 'hr', title: 'Drugo', options: patch.options },
      token: admin,
    })
    expect(dup.status).toBe(409)
  })
})

describe('navigation/update (edit mode: footer menus in place)', () => {
  it('renames, reorders, adds and removes links of a footer menu in one language; the attacker and bad targets are refused', async () => {
    const admin = await tokenFor('admin@izlog.hr')
    const original = (await tree('footer2', 'hr')).json.data
    const originalEn = (await tree('footer2', 'en')).json.data
    const put = (links: unknown, lang: 'hr' | 'en' = 'hr', token: string | null = admin) =>
      call<NavigationLink[]>('/api/v1/navigation/update/footer2', { method: 'PUT', token, lang, body: { links } })
    try {
      const [first, ...rest] = original
      const written = await put([
        ...rest.map((link) => ({ id: link.id, name: link.name, newTab: false })),
        { id: first!.id, name: 'Prvo, sada zadnje', newTab: true },
        { name: 'GitHub', target: { kind: 'custom', href: 'https://github.com/izlog' }, newTab: true },
        { name: 'Kategorija', target: { kind: 'category', id: 1 }, newTab: false },
      ])
      expect(written.status, JSON.stringify(written.json)).toBe(200)
      expect(written.json.data.map((link) => link.name)).toEqual([
        ...rest.map((link) => link.name),
        'Prvo, sada zadnje',
        'GitHub',
        'Kategorija',
      ])
      expect(written.json.data.at(-3)).toMatchObject({ href: first!.href, target: '_blank' })
      expect(written.json.data.at(-2)).toMatchObject({ href: 'https://github.com/izlog', type: 'custom' })
      // The English names are their own: the renamed link keeps its English name, new links start with the given one.
      const en = (await tree('footer2', 'en')).json.data
      expect(en.find((link) => link.id === first!.id)?.name).toBe(
        originalEn.find((link) => link.id === first!.id)?.name,
      )
      expect(en.map((link) => link.name)).toContain('GitHub')

      expect(
        (await put([{ name: 'x', target: { kind: 'product', id: 99_999_999 }, newTab: false }])).json,
      ).toMatchObject({
        code: 'MENU_TARGET_NOT_FOUND',
        params: { n: 1 },
      })
      expect((await put([{ id: 99_999_999, name: 'x', newTab: false }], 'en')).json).toMatchObject({
        code: 'MENU_LINK_INVALID',
        params: { n: 1 },
      })
      expect(
        (await put([{ name: 'x', target: { kind: 'custom', href: 'javascript:alert(1)' }, newTab: false }])).status,
      ).toBe(400)
      expect(
        (await call('/api/v1/navigation/update/main', { method: 'PUT', token: admin, body: { links: [] } })).status,
      ).toBe(400)
      expect((await put([], 'hr', null)).status).toBe(401)
      expect((await put([], 'hr', (await freshCustomer('menu')).token)).status).toBe(403)
      // Nothing of the refused writes was stored.
      expect((await tree('footer2', 'hr')).json.data).toHaveLength(original.length + 2)
    } finally {
      await put(original.map((link) => ({ id: link.id, name: link.name, newTab: link.target === '_blank' })))
    }
    expect((await tree('footer2', 'hr')).json.data).toEqual(original)
  })
})
