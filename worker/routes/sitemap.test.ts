import { describe, expect, it } from 'vitest'
import { appFetch, ORIGIN, sameOrigin } from '../../test/edge/helpers'
import { blogCategoryResources, productResource, renderSitemap, robotsTxt } from './sitemap'
import type { TermFilterResponse } from '../../contract/dto/cms'
import { disallowedPaths } from '../../contract/routes'

interface Entry {
  type: string
  slugs: { hr: string; en: string }
  paths: { hr: string; en: string }
  images: string[]
}

/** A database time ('2026-03-01 10:20:30', UTC) or an ISO time, as ISO. */
const utc = (time: string) => (time.includes('T') ? time : `${time.replace(' ', 'T')}Z`)

function urlBlocks(xml: string): string[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '')
}

function blockFor(xml: string, loc: string): string {
  const block = urlBlocks(xml).find((b) => b.includes(`<loc>${loc}</loc>`))
  expect(block, `no <url> for ${loc}`).toBeDefined()
  return block ?? ''
}

function expectAlternates(block: string, hr: string, en: string) {
  expect(block).toContain(`<xhtml:link rel="alternate" hreflang="hr" href="${hr}"/>`)
  expect(block).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`)
  expect(block).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${hr}"/>`)
}

describe('/sitemap.xml', () => {
  it('lists pages, posts and products in both languages with hreflang, x-default and images', async () => {
    const res = await appFetch('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/xml/)
    const xml = await res.text()
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"')

    // Home in both languages.
    expectAlternates(blockFor(xml, `${ORIGIN}/`), `${ORIGIN}/`, `${ORIGIN}/en/`)
    expectAlternates(blockFor(xml, `${ORIGIN}/en/`), `${ORIGIN}/`, `${ORIGIN}/en/`)

    const entries = await appFetch('/api/v1/sitemap/entries')
    const { data } = await entries.json<{ data: { entries: Entry[] } }>()
    for (const type of ['page', 'post'] as const) {
      const entry = data.entries.find((e) => e.type === type && e.images.length > 0 && e.paths.hr !== '/')
      expect(entry, `a ${type} with an image`).toBeDefined()
      if (!entry) continue
      const hr = `${ORIGIN}${entry.paths.hr}`
      const en = `${ORIGIN}${entry.paths.en}`
      for (const loc of [hr, en]) {
        const block = blockFor(xml, loc)
        expectAlternates(block, hr, en)
        expect(block).toContain(`<image:image><image:loc>${ORIGIN}${entry.images[0]}</image:loc></image:image>`)
        expect(block).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
      }
    }

    const products = await appFetch(
      '/api/v1/product/web/filter',
      sameOrigin({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ page: 1, limit: 50, filters: [{ key: 'archived', value: 'false' }] }),
      }),
    )
    const { data: list } = await products.json<{
      data: { records: Array<{ slugs: { hr: string; en: string }; media: { urls?: { large?: string } } | null }> }
    }>()
    const product = list.records.find((p) => p.media?.urls?.large)
    expect(product, 'a product with an image').toBeDefined()
    if (product) {
      const hr = `${ORIGIN}/product/${encodeURIComponent(product.slugs.hr)}`
      const en = `${ORIGIN}/en/product/${encodeURIComponent(product.slugs.en)}`
      const block = blockFor(xml, en)
      expectAlternates(block, hr, en)
      expect(block).toContain(`<image:loc>${ORIGIN}${product.media?.urls?.large ?? ''}</image:loc>`)
    }
    // Categories link to the shop.
    expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/shop/[^<]+</loc>`))
    expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/en/shop/[^<]+</loc>`))
  })

  it('lists every blog category with posts in both languages, and each product with its lastmod (W3C date)', async () => {
    const xml = await (await appFetch('/sitemap.xml')).text()
    const terms = await appFetch('/api/v1/term/filter?termTypeTitles=category&noPaginate=true')
    const { data } = await terms.json<{ data: TermFilterResponse }>()
    const categories = data.categories.filter((term) => term.postCount > 0)
    expect(categories.length).toBeGreaterThan(0)
    for (const term of categories) {
      const hr = `${ORIGIN}/objave/${encodeURIComponent(term.slugs.hr)}`
      const en = `${ORIGIN}/en/blog/${encodeURIComponent(term.slugs.en)}`
      expectAlternates(blockFor(xml, hr), hr, en)
      expectAlternates(blockFor(xml, en), hr, en)
    }

    const products = await appFetch(
      '/api/v1/product/web/filter',
      sameOrigin({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          page: 1,
          limit: 10_000,
          allowUnlimited: true,
          filters: [{ key: 'archived', value: 'false' }],
          select: ['slugs', 'updatedAt'],
        }),
      }),
    )
    const { data: list } = await products.json<{
      data: { records: Array<{ slugs: { hr: string; en: string }; updatedAt: string }> }
    }>()
    expect(list.records.length).toBeGreaterThan(0)
    for (const product of list.records) {
      for (const loc of [
        `${ORIGIN}/product/${encodeURIComponent(product.slugs.hr)}`,
        `${ORIGIN}/en/product/${encodeURIComponent(product.slugs.en)}`,
      ]) {
        const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(blockFor(xml, loc))?.[1] ?? ''
        // W3C Datetime (sitemaps.org): a full date and time in UTC.
        expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/)
        // The sitemap is cached: a product another test changed since may be newer than its lastmod, never older.
        expect(Date.parse(lastmod)).toBeLessThanOrEqual(Date.parse(utc(product.updatedAt)))
      }
    }
  })

  it("a product's lastmod is its updated time", () => {
    const resource = productResource({ slugs: { hr: 'bura', en: 'bura-en' }, updatedAt: '2026-03-01 10:20:30' })
    expect(resource?.lastmod).toBe('2026-03-01 10:20:30')
    const xml = renderSitemap('https://izlog.hr', resource ? [resource] : [])
    expect(urlBlocks(xml).map((block) => /<lastmod>([^<]+)<\/lastmod>/.exec(block)?.[1])).toEqual([
      '2026-03-01T10:20:30.000Z',
      '2026-03-01T10:20:30.000Z',
    ])
    expect(blogCategoryResources([{ slugs: { hr: 'novosti', en: 'news' }, postCount: 0 }])).toEqual([])
  })

  it('escapes XML and uses absolute URLs', () => {
    const xml = renderSitemap('https://izlog.hr', [
      { paths: { hr: '/a&b', en: '/en/a&b' }, images: ['/media/1/2/large/x.png', 'https://cdn.example/y.png'] },
    ])
    expect(xml).toContain('<loc>https://izlog.hr/a&amp;b</loc>')
    expect(xml).toContain('<image:loc>https://izlog.hr/media/1/2/large/x.png</image:loc>')
    expect(xml).toContain('<image:loc>https://cdn.example/y.png</image:loc>')
    expect(urlBlocks(xml)).toHaveLength(2)
  })

  it('PUBLIC_ORIGIN wins over the request origin', async () => {
    const res = await appFetch('/sitemap.xml', {}, { PUBLIC_ORIGIN: 'https://www.izlog.hr' })
    const xml = await res.text()
    expect(xml).toContain('<loc>https://www.izlog.hr/</loc>')
    expect(xml).not.toContain(ORIGIN)
  })
})

/** Does a crawler that follows RFC 9309 (prefix rules, `$` anchors the end) keep out of `path`? */
function robotsBlocks(robots: string, path: string): boolean {
  return robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length))
    .some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)))
}

describe('/robots.txt', () => {
  it('allows everything but the admin, API, cart, checkout and profile areas, and names the sitemap', async () => {
    const res = await appFetch('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/plain/)
    const text = await res.text()
    expect(text).toContain('User-agent: *')
    expect(text).toContain('Allow: /')
    for (const path of [
      '/admin$',
      '/admin/',
      '/en/admin$',
      '/api/',
      '/kosarica$',
      '/en/cart$',
      '/naplata/',
      '/en/checkout?',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`)
    }
    // A rule blocks its route only: no parameter pattern, and no prefix of an unrelated page.
    expect(text).not.toMatch(/Disallow: [^\n]*:/)
    expect(text).toContain('Disallow: /profil/narudzbe/\n')
    for (const path of ['/admin', '/kosarica', '/profil', '/naplata']) expect(text).not.toContain(`Disallow: ${path}\n`)
    expect(robotsBlocks(text, '/admin')).toBe(true)
    expect(robotsBlocks(text, '/admin?page=2')).toBe(true)
    expect(robotsBlocks(text, '/admin/narudzbe')).toBe(true)
    expect(robotsBlocks(text, '/profil/narudzbe/IZL-2026-000001')).toBe(true)
    expect(robotsBlocks(text, '/administracija-igara')).toBe(false)
    expect(robotsBlocks(text, '/profilirani-clanak')).toBe(false)
    expect(robotsBlocks(text, '/o-nama')).toBe(false)
    // Exactly the API and the routes the manifest marks robots: 'disallow'.
    const disallowed = text
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length))
    expect(disallowed.sort()).toEqual(['/api/', ...disallowedPaths()].sort())
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    expect(robotsTxt('https://izlog.hr')).toContain('Sitemap: https://izlog.hr/sitemap.xml')
  })
})
