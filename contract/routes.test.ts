import { describe, expect, it } from 'vitest'
import { DECLARED_LOCALES, DEFAULT_LOCALE, LOCALES, localeFromPath } from './locales'
import { ROUTE_NAMES, buildPath, createRouteMatcher, matchRoute, routeEntry } from './routes'

const paramsOf = (pattern: string) => [...pattern.matchAll(/:(\w+)(\?)?/g)].map((m) => `${m[1]}${m[2] ?? ''}`)
/** A concrete path of a pattern: each parameter filled with `x`. */
const sample = (pattern: string) => pattern.replace(/:\w+\??/g, 'x')

describe('the German path set (SPEC §2): declared in the manifest, served only once configured', () => {
  const withGerman = createRouteMatcher([...LOCALES, 'de'], DEFAULT_LOCALE)

  it('is not served by the default configuration', () => {
    expect(LOCALES).not.toContain('de')
    expect(matchRoute('/de/produkt/x')).toBeNull()
    expect(matchRoute('/de/produkt')).toBeNull()
    expect(localeFromPath('/de/produkt/x')).toBe('hr')
  })

  it('is matched once `de` is among the configured languages, beside the others unchanged', () => {
    expect(withGerman('/de/produkt/x')).toEqual({ name: 'product', locale: 'de', params: { slug: 'x' } })
    expect(withGerman('/de/produkt')).toEqual({ name: 'product', locale: 'de', params: { slug: undefined } })
    expect(withGerman('/de')).toMatchObject({ name: 'home', locale: 'de' })
    expect(withGerman('/de/')).toMatchObject({ name: 'home', locale: 'de' })
    expect(withGerman('/de/warenkorb')).toMatchObject({ name: 'cart', locale: 'de' })
    expect(withGerman('/de/ueber-uns')).toEqual({ name: 'page', locale: 'de', params: { slug: 'ueber-uns' } })
    expect(withGerman('/en/product/x')).toEqual(matchRoute('/en/product/x'))
    expect(withGerman('/product/x')).toEqual(matchRoute('/product/x'))
    // Each language answers only its own set.
    expect(withGerman('/produkt/x')).toBeNull()
    expect(withGerman('/de/product/x')).toBeNull()
  })

  it('declares every route in every language, under its prefix and with the same parameters', () => {
    for (const name of ROUTE_NAMES) {
      const paths = routeEntry(name).paths
      for (const locale of DECLARED_LOCALES) {
        const path = paths[locale]
        if (locale !== DEFAULT_LOCALE) expect(path === `/${locale}` || path.startsWith(`/${locale}/`), path).toBe(true)
        expect(paramsOf(path), `${name} ${locale}`).toEqual(paramsOf(paths[DEFAULT_LOCALE]))
      }
    }
    for (const locale of DECLARED_LOCALES) {
      const own = ROUTE_NAMES.map((name) => routeEntry(name).paths[locale])
      expect(new Set(own).size, locale).toBe(own.length)
    }
  })

  it('finds every route of every declared language by its own path when all are served (no route hides another)', () => {
    const all = createRouteMatcher(DECLARED_LOCALES, DEFAULT_LOCALE)
    for (const name of ROUTE_NAMES)
      for (const locale of DECLARED_LOCALES)
        expect(all(sample(routeEntry(name).paths[locale]))?.name, `${name} ${locale}`).toBe(name)
  })

  it('builds and matches the served languages as before', () => {
    expect(buildPath('home', 'en')).toBe('/en/')
    expect(buildPath('product', 'en', { slug: 'vr-kit' })).toBe('/en/product/vr-kit')
    expect(matchRoute('/en/')).toMatchObject({ name: 'home', locale: 'en' })
    expect(matchRoute('/product/vr-kit')).toEqual({ name: 'product', locale: 'hr', params: { slug: 'vr-kit' } })
  })
})
