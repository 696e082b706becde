import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ORIGIN, apiData, page } from '../session'
import type { CategoryNode, ProductFilterResponse } from '../../contract/dto/catalogue'
import type { SitemapEntriesResponse, TermFilterResponse } from '../../contract/dto/cms'
import type { Locale } from '../../contract/locales'
import { buildPath, matchRoute } from '../../contract/routes'
import { imageSize } from '../../worker/backend/media/dimensions'

/**
 * The pages' schema.org markup read the way a validator reads it (issue 34): every JSON-LD block of the HTML
 * parsed, its types and required properties checked, its URLs absolute and real (the search template opens the
 * search page of that language, the logo and og:image are PNGs of the declared size), and every BreadcrumbList
 * the same trail as the visible breadcrumb — home, a shop category, a product, a blog category, a post and a
 * page, in both languages.
 */

type Thing = Record<string, unknown> & { '@type': string }
/** The languages the site serves (a declared, not enabled one has no pages). */
type Shown = Extract<Locale, 'hr' | 'en'>

const LANGUAGE: Record<Shown, string> = { hr: 'hrv', en: 'eng' }
const NAV_LABEL: Record<Shown, string> = { hr: 'Putanja', en: 'Breadcrumb' }

function jsonLd(html: string): Thing[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => {
    const data = JSON.parse(m[1] ?? 'null') as Thing
    // What a validator needs first: the vocabulary and a type.
    expect(data['@context']).toBe('https://schema.org')
    expect(typeof data['@type']).toBe('string')
    return data
  })
}

const decode = (text: string) =>
  text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim()

/** The visible breadcrumb: [name, absolute URL] per entry (the current page, a span, has the page's own URL). */
function visibleCrumbs(html: string, locale: Shown, pageUrl: string): Array<[string, string]> {
  const nav = new RegExp(`<nav aria-label="${NAV_LABEL[locale]}"[^>]*>([\\s\\S]*?)</nav>`).exec(html)
  expect(nav, 'a visible breadcrumb').not.toBeNull()
  return [...(nav?.[1] ?? '').matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => {
    const item = m[1] ?? ''
    const link = /<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/.exec(item)
    if (link) return [decode(link[2] ?? ''), ORIGIN + decode(link[1] ?? '')]
    expect(item).toContain('aria-current="page"')
    return [decode(item.replace(/<[^>]+>/g, '')), pageUrl]
  })
}

function meta(html: string, property: string): string | null {
  const tag = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`property="${property}"`))
  return tag ? decode(/content="([^"]*)"/.exec(tag)?.[1] ?? '') : null
}

/** A same-site absolute URL → its path (anything else fails the test). */
function sitePath(url: unknown): string {
  expect(typeof url).toBe('string')
  expect(String(url).startsWith(`${ORIGIN}/`), `${String(url)} is absolute on the site`).toBe(true)
  return String(url).slice(ORIGIN.length)
}

/** Width and height from a PNG's IHDR chunk. A static file comes from the assets, as Cloudflare serves it before the Worker. */
async function pngSize(path: string): Promise<{ width: number; height: number }> {
  const res = path.startsWith('/media/') ? await page(path) : await env.ASSETS.fetch(ORIGIN + path)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/png')
  const bytes = new Uint8Array(await res.arrayBuffer())
  expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
  const view = new DataView(bytes.buffer)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/** og:image is an absolute URL on the site of a PNG or JPEG whose real size is og:image:width × og:image:height. */
async function expectSocialImage(html: string): Promise<string> {
  const path = sitePath(meta(html, 'og:image'))
  const type = meta(html, 'og:image:type')
  expect(['image/png', 'image/jpeg']).toContain(type)
  expect(path).toMatch(type === 'image/png' ? /\.png$/ : /\.jpg$/)
  const declared = { width: Number(meta(html, 'og:image:width')), height: Number(meta(html, 'og:image:height')) }
  expect(declared).toEqual({ width: 1200, height: 630 })
  const res = path.startsWith('/media/') ? await page(path) : await env.ASSETS.fetch(ORIGIN + path)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe(type)
  expect(imageSize(new Uint8Array(await res.arrayBuffer()), type ?? '')).toEqual(declared)
  return path
}

/** The page's one BreadcrumbList: positions 1..n, absolute items, the same trail as the visible breadcrumb. */
function expectBreadcrumb(html: string, locale: Shown, pageUrl: string): Array<[string, string]> {
  const lists = jsonLd(html).filter((thing) => thing['@type'] === 'BreadcrumbList')
  expect(lists).toHaveLength(1)
  const items = lists[0]?.['itemListElement'] as Array<Record<string, unknown>>
  expect(items.length).toBeGreaterThanOrEqual(2)
  items.forEach((item, index) => {
    expect(item['@type']).toBe('ListItem')
    expect(item['position']).toBe(index + 1)
    expect(typeof item['name'] === 'string' && item['name'].length > 0).toBe(true)
    sitePath(item['item'])
  })
  const trail = items.map((item) => [item['name'], item['item']] as [string, string])
  expect(trail).toEqual(visibleCrumbs(html, locale, pageUrl))
  expect(trail[0]).toEqual([locale === 'hr' ? 'Naslovnica' : 'Home', ORIGIN + buildPath('home', locale)])
  expect(trail.at(-1)?.[1]).toBe(pageUrl)
  // The last entry is the page itself: its canonical URL.
  expect(html).toContain(`<link rel="canonical" href="${pageUrl}"/>`)
  return trail
}

async function html(path: string): Promise<string> {
  const res = await page(path)
  expect(res.status, path).toBe(200)
  return res.text()
}

describe.each(['hr', 'en'] as const)('structured data (%s)', (locale) => {
  it('home: Organization (name, url, PNG logo) and WebSite with a SearchAction on the search page of this language', async () => {
    const home = buildPath('home', locale)
    const doc = await html(home)
    const things = jsonLd(doc)
    const organization = things.find((thing) => thing['@type'] === 'Organization')
    expect(organization?.['name']).toBe('izlog')
    expect(organization?.['url']).toBe(ORIGIN + home)
    const logo = await pngSize(sitePath(organization?.['logo']))
    expect(logo.width).toBeGreaterThanOrEqual(112)

    const site = things.find((thing) => thing['@type'] === 'WebSite')
    expect(site).toMatchObject({ name: 'izlog', url: ORIGIN + home, inLanguage: locale })
    const action = site?.['potentialAction'] as Record<string, unknown>
    expect(action['@type']).toBe('SearchAction')
    expect(action['query-input']).toBe('required name=search_term_string')
    const template = String((action['target'] as Record<string, unknown>)['urlTemplate'])
    expect(template).toContain('{search_term_string}')
    // A real search: the template filled in opens this language's search page, searching that term.
    const searchUrl = new URL(template.replace('{search_term_string}', 'izlog'))
    expect(searchUrl.origin).toBe(ORIGIN)
    expect(matchRoute(searchUrl.pathname)).toMatchObject({ name: 'search', locale })
    const results = await html(searchUrl.pathname + searchUrl.search)
    expect(results).toContain(`<html lang="${locale}"`)
    expect(results).toMatch(/<input[^>]*value="izlog"/)
    expect(jsonLd(doc).some((thing) => thing['@type'] === 'BreadcrumbList')).toBe(false)
    await expectSocialImage(doc)
  })

  it('a shop category and a product: BreadcrumbList = the visible breadcrumb; og:image a PNG', async () => {
    const tree = await apiData<CategoryNode[]>('api/v1/product/web/category/filter', {
      method: 'POST',
      body: { tree: true, sort: { param: 'id', order: 'asc' } },
      language: LANGUAGE[locale],
    })
    const parent = tree.find((node) => node.children.length > 0) ?? tree[0]
    const category = parent?.children[0] ?? parent
    if (!parent || !category) throw new Error('no category seeded')
    const categoryUrl = ORIGIN + buildPath('shop', locale, { slug: category.slugs[locale] })
    const trail = expectBreadcrumb(await html(categoryUrl.slice(ORIGIN.length)), locale, categoryUrl)
    // Home → shop → every category above it → the category.
    expect(trail.slice(1).map(([name]) => name)).toEqual([
      locale === 'hr' ? 'Trgovina' : 'Shop',
      ...(category === parent ? [] : [parent.name]),
      category.name,
    ])

    const list = await apiData<ProductFilterResponse>('api/v1/product/web/filter', {
      method: 'POST',
      // The oldest first: the seeded products, with their pictures (other test files add newer ones without).
      body: { page: 1, limit: 20, sort: { param: 'id', order: 'asc' }, filters: [{ key: 'archived', value: 'false' }] },
      language: LANGUAGE[locale],
    })
    const product = list.records.find((record) => record.media)
    if (!product?.slugs) throw new Error('no product with an image')
    const productUrl = ORIGIN + buildPath('product', locale, { slug: product.slugs[locale] })
    const doc = await html(productUrl.slice(ORIGIN.length))
    expect(jsonLd(doc).map((thing) => thing['@type'])).toEqual(['Product', 'BreadcrumbList'])
    expectBreadcrumb(doc, locale, productUrl)
    // The product's own picture, made a PNG (the seeded images are SVGs, which social networks do not show).
    expect(await expectSocialImage(doc)).toMatch(new RegExp(`^/media/1/${product.media?.id ?? 0}/og/[^/]+\\.png$`))
  })

  it('a blog category, a post and a page: BreadcrumbList = the visible breadcrumb', async () => {
    const terms = await apiData<TermFilterResponse>('api/v1/term/filter?termTypeTitles=category&noPaginate=true', {
      language: LANGUAGE[locale],
    })
    const term = terms.categories.find((candidate) => candidate.postCount > 0)
    if (!term) throw new Error('no blog category with posts')
    const termUrl = ORIGIN + buildPath('blog', locale, { slug: term.slugs[locale] })
    const termTrail = expectBreadcrumb(await html(termUrl.slice(ORIGIN.length)), locale, termUrl)
    expect(termTrail.map(([name]) => name).slice(1)).toEqual([locale === 'hr' ? 'Objave' : 'Blog', term.title])

    const { entries } = await apiData<SitemapEntriesResponse>('api/v1/sitemap/entries')
    for (const type of ['post', 'page'] as const) {
      const entry = entries.find((candidate) => candidate.type === type && candidate.paths.hr !== '/')
      const path = entry?.paths[locale]
      if (!path) throw new Error(`no ${type} in the sitemap`)
      const doc = await html(path)
      const trail = expectBreadcrumb(doc, locale, ORIGIN + path)
      if (type === 'post') {
        expect(trail[1]).toEqual([locale === 'hr' ? 'Objave' : 'Blog', ORIGIN + buildPath('blog', locale)])
        expect(jsonLd(doc).some((thing) => thing['@type'] === 'BlogPosting')).toBe(true)
      } else expect(trail).toHaveLength(2)
      await expectSocialImage(doc)
    }
  })
})
