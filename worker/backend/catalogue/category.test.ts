import { describe, expect, it } from 'vitest'
import type { CategoryNode, TagFilterResponse } from '../../../contract/dto/catalogue'
import { api } from './test-client'

describe('categories', () => {
  it('returns the category tree with children, images, slugs and product counts', async () => {
    const res = await api<CategoryNode[]>('POST', '/api/v1/product/web/category/filter', {
      body: { tree: true, sort: { param: 'id', order: 'asc' } },
      lang: 'en',
    })
    expect(res.status).toBe(200)
    const roots = res.body.data
    // The seeded roots first (other test files add categories of their own to the shared database).
    expect(roots.slice(0, 6).map((c) => c.slug)).toEqual([
      'games',
      'vr-gear',
      'apparel',
      'posters',
      'bundles',
      'digital',
    ])
    const apparel = roots.find((c) => c.id === 3)
    expect(apparel).toMatchObject({ name: 'Apparel', slugs: { hr: 'odjeca', en: 'apparel' }, slugMain: 'odjeca' })
    expect(apparel?.children.map((c) => c.slug)).toEqual(['t-shirts', 'hoodies'])
    expect(apparel?.productCount).toBeGreaterThanOrEqual(5)
    expect(apparel?.children.find((c) => c.slug === 'hoodies')?.productCount).toBeGreaterThanOrEqual(2)
    expect(apparel?.image?.urls.thumbnail).toMatch(/^\/media\/1\/1903\/thumbnail\//)
    const gear = roots.find((c) => c.id === 2)
    // Archived and hidden products are not counted.
    expect(gear?.productCount).toBe((gear?.children.find((c) => c.slug === 'accessories')?.productCount ?? 0) + 2)
    const flat = await api<CategoryNode[]>('POST', '/api/v1/product/web/category/filter', { body: { tree: false } })
    expect(flat.body.data.every((c) => c.children.length === 0)).toBe(true)
    expect(flat.body.data.some((c) => c.slug === 'majice')).toBe(true)
  })

  it('gets a category by id and by slug of either language', async () => {
    const byId = await api<CategoryNode>('GET', '/api/v1/product/web/category/get/3')
    expect(byId.body.data).toMatchObject({ id: 3, name: 'Odjeća', slug: 'odjeca' })
    expect(byId.body.data.children).toHaveLength(2)
    const bySlug = await api<CategoryNode>('GET', '/api/v1/product/web/category/getBySlug/hoodies')
    expect(bySlug.body.data).toMatchObject({ id: 5, name: 'Hoodice', slug: 'hoodice', parentId: 3 })
    expect(bySlug.body.data.sortDefaultType).toEqual({ param: 'id', order: 'desc' })
    expect(bySlug.body.data.sortTypes).toHaveLength(8)
    const missing = await api('GET', '/api/v1/product/web/category/getBySlug/nope')
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe('CATEGORY_NOT_FOUND')
    expect((await api('GET', '/api/v1/product/web/category/get/abc')).status).toBe(400)
    expect((await api('POST', '/api/v1/product/web/category/filter', { body: { tree: 'yes' } })).status).toBe(400)
  })

  it('filters tags with product counts', async () => {
    const res = await api<TagFilterResponse>('POST', '/api/v1/product/web/tag/filter', { body: {}, lang: 'en' })
    expect(res.status).toBe(200)
    const family = res.body.data.records.find((t) => t.slug === 'family-friendly')
    expect(family).toMatchObject({
      name: 'Family friendly',
      slugs: { hr: 'za-cijelu-obitelj', en: 'family-friendly' },
      productCount: 6,
    })
    const found = await api<TagFilterResponse>('POST', '/api/v1/product/web/tag/filter', {
      body: { keywords: 'poklon' },
    })
    expect(found.body.data.records.map((t) => t.slug)).toEqual(['ideje-za-poklon'])
    expect((await api('POST', '/api/v1/product/web/tag/filter', { body: { page: -1 } })).status).toBe(400)
  })
})
