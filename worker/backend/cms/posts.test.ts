import { describe, expect, it } from 'vitest'
import type { Paginated, PostDto } from '../../../contract/dto/cms'
import { call, freshCustomer, tokenFor } from './test-helpers'

const filter = (body: Record<string, unknown>, lang: 'hr' | 'en' = 'hr') =>
  call<Paginated<PostDto>>('/api/v1/post/filterStandard', { body, lang })

describe('post/filterStandard', () => {
  it('lists published posts newest first with pagination', async () => {
    const first = await filter({ page: 1, limit: 5 })
    expect(first.status).toBe(200)
    const { data, pagination } = first.json.data
    expect(data).toHaveLength(5)
    expect(pagination.totalRecords).toBeGreaterThanOrEqual(14)
    expect(pagination.totalPages).toBe(Math.ceil(pagination.totalRecords / 5))
    const dates = data.map((p) => p.published_at ?? '')
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(data.every((p) => p.postType === 'post' && p.resourceType === 'post')).toBe(true)
    const second = await filter({ page: 2, limit: 5 })
    const ids = new Set(data.map((p) => p.id))
    expect(second.json.data.data.some((p) => ids.has(p.id))).toBe(false)
    expect((second.json.data.data[0]?.published_at ?? '') <= (dates[4] ?? '')).toBe(true)
  })

  it('filters by term slug in either language and answers in the requested language', async () => {
    const hr = await filter({ page: 1, limit: 20, termSlugs: ['igre'] })
    const en = await filter({ page: 1, limit: 20, termSlugs: ['games'] }, 'en')
    expect(hr.json.data.pagination.totalRecords).toBeGreaterThanOrEqual(3)
    expect(en.json.data.data.map((p) => p.id)).toEqual(hr.json.data.data.map((p) => p.id))
    for (const post of hr.json.data.data) expect(post.terms.categories.some((c) => c.slug === 'igre')).toBe(true)
    const sample = en.json.data.data[0]
    expect(sample?.terms.categories.some((c) => c.slug === 'games' && c.title === 'Games')).toBe(true)
    expect(sample?.slugs.hr).not.toBe(sample?.slugs.en)
    expect(sample?.slug).toBe(sample?.slugs.en)
    expect(sample?.media?.newPath).toMatch(/^\/media\/1\/\d+\/medium\/.+\.svg$/)
    expect(sample?.user.displayName.length).toBeGreaterThan(0)
  })

  it('filters by a published_at date range', async () => {
    const all = await filter({ page: 1, limit: 100 })
    const dates = all.json.data.data.map((p) => p.published_at ?? '')
    const from = dates[8] ?? ''
    const to = dates[3] ?? ''
    const ranged = await filter({ page: 1, limit: 100, dateFrom: from, dateTo: to })
    expect(ranged.json.data.data).toHaveLength(6)
    expect(ranged.json.data.data.every((p) => (p.published_at ?? '') >= from && (p.published_at ?? '') <= to)).toBe(
      true,
    )
  })

  it('lists pages by post type and searches keywords', async () => {
    const pages = await filter({ page: 1, limit: 50, postTypeSlugs: ['page'] })
    expect(pages.json.data.data.map((p) => p.slug)).toEqual(
      expect.arrayContaining([
        'naslovnica',
        'o-nama',
        'kontakt',
        'usluge',
        'karijere',
        'politika-privatnosti',
        'uvjeti-prodaje',
      ]),
    )
    const found = await filter({ page: 1, limit: 10, keywords: 'vatrogasce' })
    expect(found.json.data.data.map((p) => p.slug)).toContain('vr-obuka-za-vatrogasce')
    const teaser = await filter({ page: 1, limit: 2, display: 'teaser' })
    expect(teaser.json.data.data[0]?.body).toBe('')
  })

  it('rejects bad input with 400', async () => {
    expect((await filter({ page: 'x' })).status).toBe(400)
    expect((await filter({ dateFrom: 'yesterday' })).status).toBe(400)
  })
})

describe('post/get, create and update', () => {
  const translation = (slug: string, title = 'Naslov objave') => ({
    title,
    slug,
    excerpt: 'Sažetak',
    body: '<p onclick="x()">Tekst <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
  })

  it('gets a post by id and hides unknown ones', async () => {
    const ok = await call<PostDto>('/api/v1/post/get/101', { lang: 'en' })
    expect(ok.status).toBe(200)
    expect(ok.json.data.slug).toBe('we-opened-a-studio-in-split')
    expect((await call('/api/v1/post/get/999999')).status).toBe(404)
    expect((await call('/api/v1/post/get/abc')).status).toBe(400)
  })

  it('only backoffice users may create posts', async () => {
    const body = { translations: { hr: translation('zabranjena-objava'), en: translation('forbidden-post') } }
    expect((await call('/api/v1/post/create', { body })).status).toBe(401)
    const customer = await freshCustomer()
    expect((await call('/api/v1/post/create', { body, token: customer.token })).status).toBe(403)
    const admin = await tokenFor('admin@izlog.hr')
    const suffix = crypto.randomUUID().slice(0, 8)
    const created = await call<PostDto>('/api/v1/post/create', {
      body: {
        status: 'published',
        termIds: [1],
        translations: { hr: translation(`nova-objava-${suffix}`), en: translation(`new-post-${suffix}`, 'Post title') },
      },
      token: admin,
    })
    expect(created.status).toBe(201)
    expect(created.json.data.body).not.toMatch(/script|onclick|javascript|alert/)
    expect(created.json.data.body).toContain('<p>Tekst')
    expect(created.json.data.terms.categories[0]?.slug).toBe('novosti')
    const updated = await call<PostDto>(`/api/v1/post/update/${created.json.data.id}`, {
      method: 'PATCH',
      body: { translations: { en: { title: 'Renamed' } } },
      token: admin,
      lang: 'en',
    })
    expect(updated.status).toBe(200)
    expect(updated.json.data.title).toBe('Renamed')
    expect(updated.json.data.slug).toBe(`new-post-${suffix}`)
    expect(
      (
        await call(`/api/v1/post/update/${created.json.data.id}`, {
          method: 'PATCH',
          body: { status: 'draft' },
          token: customer.token,
        })
      ).status,
    ).toBe(403)
  })

  it('enforces slug rules: minimum 4, well formed, unique per language', async () => {
    const admin = await tokenFor('admin@izlog.hr')
    const short = await call('/api/v1/post/create', {
      body: { translations: { hr: translation('abc'), en: translation('abcd-en') } },
      token: admin,
    })
    expect(short.status).toBe(400)
    expect(short.json.message).toContain('Slug je kratak')
    const malformed = await call('/api/v1/post/create', {
      body: { translations: { hr: translation('Loš Slug!'), en: translation('fine-slug') } },
      token: admin,
    })
    expect(malformed.status).toBe(400)
    expect(malformed.json.message).toBe('Slug smije sadržavati samo mala slova, brojeve i crtice')
    const taken = await call('/api/v1/post/create', {
      body: { translations: { hr: translation('o-nama'), en: translation(`free-${crypto.randomUUID().slice(0, 6)}`) } },
      token: admin,
    })
    expect(taken.status).toBe(409)
    const patchShort = await call('/api/v1/post/update/101', {
      method: 'PATCH',
      body: { translations: { hr: { slug: 'ab' } } },
      token: admin,
    })
    expect(patchShort.status).toBe(400)
    expect(patchShort.json.message).toContain('Slug je kratak')
  })

  it('refuses to save an empty component page', async () => {
    const admin = await tokenFor('admin@izlog.hr')
    const suffix = crypto.randomUUID().slice(0, 8)
    const empty = { title: 'Prazna', slug: `prazna-${suffix}` }
    const res = await call('/api/v1/post/create', {
      body: { postType: 'page', translations: { hr: empty, en: { title: 'Empty', slug: `empty-${suffix}` } } },
      token: admin,
      lang: 'en',
    })
    expect(res.status).toBe(400)
    expect(res.json.code).toBe('EMPTY_PAGE')
    const clear = await call('/api/v1/post/update/2', {
      method: 'PATCH',
      body: { translations: { hr: { sections: [] } } },
      token: admin,
    })
    expect(clear.status).toBe(400)
    expect(clear.json.code).toBe('EMPTY_PAGE')
  })

  it('manages post types (backoffice only)', async () => {
    const admin = await tokenFor('admin@izlog.hr')
    const customer = await freshCustomer()
    expect((await call('/api/v1/postType/filterStandard', { body: {}, token: customer.token })).status).toBe(403)
    const slug = `tip-${crypto.randomUUID().slice(0, 8)}`
    const created = await call<{ id: number; slug: string }>('/api/v1/postType/create', {
      body: { slug, title: 'Tip' },
      token: admin,
    })
    expect(created.status).toBe(201)
    expect((await call('/api/v1/postType/create', { body: { slug, title: 'Tip' }, token: admin })).status).toBe(409)
    const list = await call<Paginated<{ slug: string }>>('/api/v1/postType/filterStandard', {
      body: { limit: 100 },
      token: admin,
    })
    expect(list.json.data.data.map((t) => t.slug)).toEqual(expect.arrayContaining(['post', 'page', slug]))
    expect(
      (await call(`/api/v1/postType/delete/${created.json.data.id}`, { method: 'DELETE', token: customer.token }))
        .status,
    ).toBe(403)
    expect(
      (await call(`/api/v1/postType/delete/${created.json.data.id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(200)
    expect((await call('/api/v1/postType/delete/1', { method: 'DELETE', token: admin })).status).toBe(409)
  })
})
