import { describe, expect, it } from 'vitest'
import type {
  FinderDecision,
  SlugSearchResult,
  TermDto,
  TermFilterResponse,
  UrlOnLanguage,
} from '../../../contract/dto/cms'
import { call } from './test-helpers'

const decide = (slug: string, lang: 'hr' | 'en') =>
  call<FinderDecision>(`/api/v1/finder/decide?slug=${encodeURIComponent(slug)}`, { lang })
const urlOn = (body: Record<string, unknown>) => call<UrlOnLanguage>('/api/v1/finder/getUrlOnLanguage', { body })

describe('finder/decide', () => {
  it('resolves a page slug of either language, answered in the requested language', async () => {
    const hr = await decide('o-nama', 'hr')
    expect(hr.status).toBe(200)
    expect(hr.json.data.resourceType).toBe('page')
    const en = await decide('o-nama', 'en')
    expect(en.json.data.resourceType).toBe('page')
    expect(en.json.data.resource.slug).toBe('about-us')
    expect(en.json.data.resource.title).toBe('About us')
    const fromEnglish = await decide('about-us', 'hr')
    expect(fromEnglish.json.data.resource.slug).toBe('o-nama')
    if (fromEnglish.json.data.resourceType !== 'page')
      throw new Error(`o-nama resolved to ${fromEnglish.json.data.resourceType}`)
    expect(fromEnglish.json.data.resource.sections.length).toBeGreaterThan(0)
  })

  it('resolves posts and terms, and 404s unknown slugs', async () => {
    const post = await decide('year-in-review', 'hr')
    expect(post.json.data.resourceType).toBe('post')
    expect(post.json.data.resource.slug).toBe('godina-u-pregledu')
    const term = await decide('vr-tech', 'hr')
    expect(term.json.data.resourceType).toBe('term')
    expect(term.json.data.resource.slug).toBe('vr-tehnologija')
    const missing = await decide('ovo-ne-postoji-nigdje', 'en')
    expect(missing.status).toBe(404)
    expect((await call('/api/v1/finder/decide')).status).toBe(400)
  })

  it('searches slugs', async () => {
    const res = await call<SlugSearchResult[]>('/api/v1/finder/searchSlugs?s=dioklecijan')
    expect(
      res.json.data.some(
        (r) =>
          r.slug === 'sjene-dioklecijana-rekonstrukcija-palace' &&
          r.slugs.en === 'shadows-of-diocletian-rebuilding-the-palace',
      ),
    ).toBe(true)
  })
})

describe('finder/getUrlOnLanguage', () => {
  it('translates page, post, term and home URLs', async () => {
    expect((await urlOn({ newLanguage: 31, twoLetterCode: 'en', postId: 2 })).json.data.url).toBe('/en/about-us')
    expect((await urlOn({ newLanguage: 41, twoLetterCode: 'hr', postId: 2 })).json.data.url).toBe('/o-nama')
    expect((await urlOn({ newLanguage: 'eng', postId: 114 })).json.data.url).toBe('/en/year-in-review')
    expect((await urlOn({ newLanguage: 31, termId: 2 })).json.data.url).toBe('/en/blog/games')
    expect((await urlOn({ newLanguage: 41, termId: 2 })).json.data.url).toBe('/objave/igre')
    expect((await urlOn({ newLanguage: 41, postId: 1 })).json.data.url).toBe('/')
    expect((await urlOn({ newLanguage: 31, postId: 1 })).json.data.url).toBe('/en/')
    expect((await urlOn({ newLanguage: 31, eventId: 1 })).json.data.url).toBe('/en/event/1')
  })

  it('translates product and category URLs', async () => {
    expect((await urlOn({ newLanguage: 31, productId: 1 })).json.data.url).toBe('/en/product/izlog-deep-sea-vr')
    expect((await urlOn({ newLanguage: 41, categoryId: 1 })).json.data.url).toBe('/shop/igre')
  })

  it('rejects unknown languages and resources', async () => {
    expect((await urlOn({ newLanguage: 99, postId: 2 })).status).toBe(400)
    expect((await urlOn({ newLanguage: 31 })).status).toBe(400)
    expect((await urlOn({ newLanguage: 31, postId: 987654 })).status).toBe(404)
  })
})

describe('terms', () => {
  it('filters categories and tags, gets by id and by slug of either language', async () => {
    const res = await call<TermFilterResponse>('/api/v1/term/filter?termTypeTitles=category&noPaginate=true', {
      lang: 'en',
    })
    expect(res.json.data.categories.map((c) => c.slug)).toEqual(['news', 'games', 'vr-tech', 'events-news', 'projects'])
    expect(res.json.data.tags).toEqual([])
    expect(res.json.data.categories[1]?.postCount).toBeGreaterThanOrEqual(3)
    expect(res.json.data.categories[1]?.slugMain).toBe('igre')
    const byId = await call<TermDto>('/api/v1/term/get/3', { lang: 'hr' })
    expect(byId.json.data.slugs).toEqual({ hr: 'vr-tehnologija', en: 'vr-tech' })
    const bySlug = await call<TermDto>('/api/v1/term/getBySlug/projects', { lang: 'hr' })
    expect(bySlug.json.data.title).toBe('Projekti')
    expect((await call('/api/v1/term/getBySlug/nepostojeci')).status).toBe(404)
    expect((await call('/api/v1/term/filter?termTypeTitles=planet')).status).toBe(400)
    const standard = await call<{ data: TermDto[]; pagination: { totalRecords: number } }>(
      '/api/v1/term/filterStandard',
      { body: { page: 1, limit: 2, termTypeTitles: 'tag' } },
    )
    expect(standard.json.data.data).toHaveLength(2)
    expect(standard.json.data.pagination.totalRecords).toBe(3)
  })
})
