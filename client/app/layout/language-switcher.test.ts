import { describe, expect, it } from 'vitest'
import type { RouteState } from '../../lib/route-state'
import { matchRoute } from '../../../contract/routes'
import { alternatePath } from './language-switcher'

function state(href: string, head: RouteState['head'] = {}, error: RouteState['error'] = null): RouteState {
  return { match: matchRoute(href.split('?')[0] ?? href), href, status: error ? error.status : 200, head, error }
}

describe('language switcher targets', () => {
  it('uses the page’s own alternates (translated slugs)', () => {
    expect(alternatePath(state('/o-nama', { alternates: { hr: '/o-nama', en: '/en/about-us' } }), 'en')).toBe(
      '/en/about-us',
    )
  })
  it('maps fixed routes through the table and keeps the query', () => {
    expect(alternatePath(state('/kosarica'), 'en')).toBe('/en/cart')
    expect(alternatePath(state('/en/search?s=vr'), 'hr')).toBe('/pretraga?s=vr')
    // A form's notice is said once: after a login without JavaScript, or a cart change, the other language has none.
    expect(alternatePath(state('/profil?form=wrongPassword&formId=login&wait=30'), 'en')).toBe('/en/profile')
    expect(alternatePath(state('/en/search?s=vr&cart=updated'), 'hr')).toBe('/pretraga?s=vr')
    expect(alternatePath(state('/en/event/12'), 'hr')).toBe('/dogadjaj/12')
    expect(alternatePath(state('/en'), 'hr')).toBe('/')
    expect(alternatePath(state('/'), 'en')).toBe('/en/')
  })
  it('never guesses a translated slug: list page or home instead', () => {
    expect(alternatePath(state('/product/vr-kit'), 'en')).toBe('/en/product')
    expect(alternatePath(state('/shop/igre'), 'en')).toBe('/en/shop')
    expect(alternatePath(state('/o-nama'), 'en')).toBe('/en/')
  })
  it('sends error pages to the other home page', () => {
    expect(alternatePath(state('/nema/ove/stranice', {}, { status: 404, message: 'x' }), 'en')).toBe('/en/')
  })
})
