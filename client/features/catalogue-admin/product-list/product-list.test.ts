import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { AdminProductRow } from '../../../../contract/dto/catalogue-admin'
import type { AdminCategoryNode } from '../../../../contract/dto/catalogue-admin-terms'
import type { Locale } from '../../../../contract/locales'
import { createTranslator, I18nProvider, type Messages } from '../../../i18n/i18n'
import { messages as adminProducts } from '../../../i18n/messages/admin-products'
import { messages as backoffice } from '../../../i18n/messages/backoffice'
import { messages as common } from '../../../i18n/messages/common'
import { RouterContext, type RouterValue } from '../../../lib/navigation'
import type { RouteState } from '../../../lib/route-state'
import { flattenCategories, productListApiQuery } from './api'
import { indented } from './bulk-bar'
import { ProductTable, type ProductSort, type SortOrder } from './product-table'

const product = (id: number, patch: Partial<AdminProductRow> = {}): AdminProductRow => ({
  id,
  type: 'simple',
  sku: `SKU-${id}`,
  name: `Proizvod ${id}`,
  slug: `proizvod-${id}`,
  status: 'published',
  finalPriceCents: 1999,
  stockQty: 12,
  stock: 'in',
  thumbnail: null,
  updatedAt: '2026-11-27T09:00:00Z',
  ...patch,
})

function render(
  rows: AdminProductRow[],
  {
    locale = 'hr',
    sort = 'updated',
    order = 'desc',
    selected = [],
  }: {
    locale?: Locale
    sort?: ProductSort
    order?: SortOrder
    selected?: number[]
  } = {},
): string {
  const translator = createTranslator(locale, {
    ...common[locale],
    ...backoffice[locale],
    ...adminProducts[locale],
  } as unknown as Messages)
  const router: RouterValue = {
    route: { href: '/admin/products', match: null } as unknown as RouteState,
    pending: false,
    navigate: () => Promise.resolve(),
  }
  const table = createElement(ProductTable, {
    label: 'Proizvodi',
    rows,
    selected: new Set(selected),
    onSelect: () => undefined,
    sort,
    order,
    onSort: () => undefined,
  })
  return renderToStaticMarkup(
    createElement(
      RouterContext.Provider,
      { value: router },
      createElement(I18nProvider, { translator, children: table }),
    ),
  )
}

const node = (id: number, hr: string, en: string, position: number, children: AdminCategoryNode[] = []) =>
  ({
    id,
    parentId: null,
    position,
    names: { hr, en },
    slugs: { hr: hr.toLowerCase(), en: en.toLowerCase() },
    mediaId: null,
    sortTypes: [],
    sortDefaultType: { param: 'id', order: 'asc' },
    productCount: 0,
    children,
  }) as unknown as AdminCategoryNode

describe('the product list', () => {
  it('sends the API only the filters it accepts: an edited address loses the bad one, keeps the rest', () => {
    expect(productListApiQuery({ q: 'poster', status: 'draft', stock: 'low', sort: 'price', order: 'asc' })).toEqual({
      q: 'poster',
      status: 'draft',
      stock: 'low',
      sort: 'price',
      order: 'asc',
    })
    expect(
      productListApiQuery({ status: 'sold', category: 'x1', type: 'eProduct', sort: 'colour', order: 'up', page: '2' }),
    ).toEqual({ type: 'eProduct', page: '2' })
  })

  it('flattens the category tree in its order, parents before children, a missing English name the Croatian one', () => {
    const tree = [
      node(2, 'Odjeća', '', 2, [node(5, 'Hoodice', 'Hoodies', 2), node(4, 'Majice', 'T-shirts', 1)]),
      node(1, 'Igre', 'Games', 1),
    ]
    const flat = flattenCategories(tree, 'en')
    expect(flat).toEqual([
      { id: 1, name: 'Games', depth: 0 },
      { id: 2, name: 'Odjeća', depth: 0 },
      { id: 4, name: 'T-shirts', depth: 1 },
      { id: 5, name: 'Hoodies', depth: 1 },
    ])
    expect(flat.map(indented)[2]).toBe('\u00a0\u00a0\u00a0T-shirts')
  })

  it("rows: a named checkbox, the name first link to the editor, status, stock with its badge or '∞', price in the language", () => {
    const html = render([
      product(7, { stockQty: 0, stock: 'out', status: 'draft' }),
      product(8, { stockQty: null, type: 'eProduct', thumbnail: '/media/8/thumb.webp' }),
    ])
    const [, first = '', second = ''] = html.split('<tr>').slice(1)
    expect(first).toContain('<span class="visually-hidden">Odaberi: Proizvod 7</span>')
    // The first link of the row is the name's, to the editor (the a11y gate follows `table a`).
    expect(first.match(/<a [^>]*href="([^"]+)"/)?.[1]).toBe('/admin/products/7')
    expect(first).toContain('Skica')
    expect(first).toMatch(/<td data-label="Zaliha">.*0.*Nema na zalihi/)
    expect(first).toContain('19,99\u00a0€')
    expect(second).toContain('<span aria-hidden="true">∞</span><span class="visually-hidden">Neograničeno</span>')
    expect(second).toMatch(/<img src="\/media\/8\/thumb.webp" alt=""/)
    expect(second).toContain('Digitalni')
  })

  it('headers: the sorted column says so (aria-sort) and sortable ones are buttons; in English too', () => {
    const html = render([product(1)], { locale: 'en', sort: 'price', order: 'asc', selected: [1] })
    expect(html).toMatch(/<th scope="col" aria-sort="ascending"><button type="button"[^>]*>Price/)
    expect(html.match(/aria-sort=/g)).toHaveLength(1)
    expect(html).toMatch(/<button type="button"[^>]*>Name/)
    expect(html).toContain('<th scope="col">Status</th>')
    expect(html).toMatch(/<input type="checkbox" checked=""/)
    expect(html).toContain('€19.99')
  })
})
