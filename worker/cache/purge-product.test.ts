import { describe, expect, it } from 'vitest'
import { bodyIds, categorySlugs, pageShowsProducts, productPurge, type ProductFootprint } from './purge-product'

/** What a product change purges, by the cached page's path (the edge test drives it through the API). */

// games (1) > vr gear (2); posters (6) on its own.
const index = new Map([
  [1, { parentId: null, slugs: ['igre', 'games'] }],
  [2, { parentId: 1, slugs: ['vr-oprema', 'vr-gear'] }],
  [6, { parentId: null, slugs: ['posteri', 'posters'] }],
])

const version = (change: Partial<ProductFootprint> = {}): ProductFootprint => ({
  id: 7,
  slugs: ['maska', 'mask'],
  categoryIds: [2],
  featured: false,
  shown: true,
  ...change,
})

describe('productPurge', () => {
  it('names the slugs of every version and the categories with their ancestors', () => {
    const purge = productPurge([version(), version({ slugs: ['nova-maska', 'new-mask'], categoryIds: [6] })], index)
    expect(purge).not.toBeNull()
    expect([...(purge?.productSlugs ?? [])]).toEqual(['maska', 'mask', 'nova-maska', 'new-mask'])
    expect([...(purge?.categorySlugs ?? [])].sort()).toEqual(
      ['games', 'igre', 'posteri', 'posters', 'vr-gear', 'vr-oprema'].sort(),
    )
    expect(purge?.featured).toBe(false)
  })

  it('a draft before and after purges nothing; published → draft purges both versions', () => {
    expect(productPurge([version({ shown: false }), version({ shown: false })], index)).toBeNull()
    const purge = productPurge([version(), version({ shown: false, slugs: ['skica', 'draft'] })], index)
    expect([...(purge?.productSlugs ?? [])]).toEqual(['maska', 'mask', 'skica', 'draft'])
  })

  it('a category the edge cannot place: every shop page', () => {
    expect(categorySlugs(index, [99])).toBeNull()
    const purge = productPurge([version({ categoryIds: [99] })], index)
    expect(purge && pageShowsProducts(purge, '/shop/anything')).toBe(true)
  })
})

describe('pageShowsProducts', () => {
  const purge = productPurge([version()], index)
  if (!purge) throw new Error('expected a purge')
  const shows = (path: string) => pageShowsProducts(purge, path)

  it('its pages, its categories and their ancestors, /shop, home and search — in both languages', () => {
    for (const path of [
      '/product/maska',
      '/en/product/mask',
      '/en/product/maska',
      '/shop',
      '/en/shop',
      '/shop/vr-oprema',
      '/shop/igre',
      '/en/shop/vr-gear',
      '/',
      '/en',
      '/pretraga',
      '/en/search',
    ])
      expect(shows(path), path).toBe(true)
  })

  it('not other products, other categories, CMS pages, the blog or personal pages', () => {
    for (const path of ['/product/poster', '/en/product/hoodie', '/shop/posteri', '/o-nama', '/objave', '/kontakt'])
      expect(shows(path), path).toBe(false)
  })

  it('a featured product: the CMS pages and posts too (their featured-products sections)', () => {
    const featured = productPurge([version({ featured: false }), version({ featured: true })], index)
    if (!featured) throw new Error('expected a purge')
    expect(pageShowsProducts(featured, '/o-nama')).toBe(true)
    expect(pageShowsProducts(featured, '/en/blog/a-post')).toBe(true)
    expect(pageShowsProducts(featured, '/product/poster')).toBe(false)
  })
})

describe('bodyIds', () => {
  it('reads a bulk body’s ids, nothing from anything else', () => {
    expect(bodyIds('{"action":"archive","ids":[3,4,-1,"5"]}')).toEqual([3, 4])
    expect(bodyIds('{"action":"archive"}')).toBeNull()
    expect(bodyIds('not json')).toBeNull()
  })
})
