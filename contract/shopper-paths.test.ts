import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'
import { buildPath, matchRoute } from './routes'
import { SHOPPER_PATHS, shopperPath, type ShopperRoute } from './shopper-paths'

const ROUTES = Object.keys(SHOPPER_PATHS) as ShopperRoute[]

describe('the product island’s paths (issue 38): built without the route manifest, as the manifest builds them', () => {
  it('gives each of its routes the path buildPath gives, in every served language', () => {
    for (const locale of LOCALES)
      for (const name of ROUTES) {
        expect(shopperPath(name, locale)).toBe(buildPath(name, locale))
        expect(shopperPath(name, locale, { slug: 'vr-kit' })).toBe(buildPath(name, locale, { slug: 'vr-kit' }))
      }
  })

  it('keeps a hostile slug inside its segment: the path still matches the route it was built for', () => {
    const hostile = '../../admin?x=1#y/%2F'
    for (const locale of LOCALES)
      for (const name of ['product', 'shop'] as const) {
        const path = shopperPath(name, locale, { slug: hostile })
        expect(path).not.toContain('/../')
        expect(path).not.toMatch(/[?#]/)
        expect(matchRoute(path)).toEqual({ name, locale, params: { slug: hostile } })
      }
  })
})
