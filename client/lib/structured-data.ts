import type { Locale } from '../../contract/locales'
import { buildPath } from '../../contract/routes'
import { LOGO_IMAGE } from '../../contract/social-image'

/**
 * schema.org markup (JSON-LD) that is the same on many pages. Site paths in URL properties are made absolute by
 * the document (worker/render/json-ld.ts); the breadcrumb's list is absolute already (it renders in the body).
 */

export interface Crumb {
  name: string
  /** Site path ('/shop/igre'). */
  path: string
}

const ORGANIZATION_ID = '/#organization'

/** The shop as an Organization: its name, home page and a raster logo (the home page's markup). */
export function organizationJsonLd(name: string, locale: Locale): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name,
    url: buildPath('home', locale),
    logo: LOGO_IMAGE,
  }
}

/** The site in one language with its search (SearchAction on the header's search page, `?s=`). */
export function webSiteJsonLd(name: string, locale: Locale): Record<string, unknown> {
  const home = buildPath('home', locale)
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name,
    url: home,
    inLanguage: locale,
    publisher: { '@id': ORGANIZATION_ID },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${buildPath('search', locale)}?s={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** BreadcrumbList of a trail (home first, the page itself last), each item an absolute URL on `origin`. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  const base = origin.replace(/\/+$/, '')
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: base + crumb.path,
    })),
  }
}

/** JSON for a `<script>` element: nothing in it can end the element or start markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
