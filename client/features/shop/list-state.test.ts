import { describe, expect, it } from 'vitest'
import type { LayeredFilter } from '../../../contract/dto/catalogue'
import { chooseValue, draftFromFilters, filtersFromDraft, setRangeBound } from './filter-draft'
import {
  isVariantState,
  layeredRequest,
  listStateQuery,
  pageWindow,
  parseListState,
  parseRange,
  productFilterRequest,
  rangeParam,
} from './list-state'

const FACETS: LayeredFilter[] = [
  {
    attributeCode: 'finalPrice',
    attributeID: 0,
    label: 'Cijena',
    type: 'number',
    values: [
      { valueLabel: 'Cijena', value: 'finalPrice', attributeID: 0, totalProducts: 9, minValue: 5, maxValue: 500 },
    ],
  },
  {
    attributeCode: 'category',
    attributeID: -1,
    label: 'Kategorija',
    type: 'category',
    values: [{ valueLabel: 'Igre', value: 'igre', attributeID: -1, totalProducts: 4 }],
  },
  {
    attributeCode: 'genre',
    attributeID: 2,
    label: 'Žanr',
    type: 'multipleSelect',
    values: ['203', '204', '205'].map((value) => ({ valueLabel: value, value, attributeID: 2, totalProducts: 1 })),
  },
  {
    attributeCode: 'platform',
    attributeID: 1,
    label: 'Platforma',
    type: 'dropdown',
    values: ['104', '105'].map((value) => ({ valueLabel: value, value, attributeID: 1, totalProducts: 1 })),
  },
  {
    attributeCode: 'players',
    attributeID: 3,
    label: 'Igrači',
    type: 'number',
    values: [{ valueLabel: 'Igrači', value: 'players', attributeID: 3, totalProducts: 3, minValue: 1, maxValue: 4 }],
  },
]
const search = (query: string) => new URLSearchParams(query)

describe('product list state in the query string', () => {
  it('defaults to page 1, 12 per page, newest first, no filters', () => {
    expect(parseListState(search(''))).toEqual({ page: 1, limit: 12, sort: 'newest', q: '', filters: {} })
  })

  it('reads valid values and ignores invalid ones', () => {
    expect(parseListState(search('page=3&limit=24&sort=cheapest'))).toEqual({
      page: 3,
      limit: 24,
      sort: 'cheapest',
      q: '',
      filters: {},
    })
    expect(parseListState(search('page=-2&limit=13&sort=__proto__'))).toEqual({
      page: 1,
      limit: 12,
      sort: 'newest',
      q: '',
      filters: {},
    })
    expect(parseListState(search('page=2.5')).page).toBe(1)
  })

  it('reads comma-joined filter values (and repeated keys), skipping tracking and edit parameters', () => {
    const state = parseListState(
      search(
        'genre=203,205,203&platform=104&finalPrice=10,20&utm_source=x&cartItemId=3&editPage=true&players=2&players=3&empty=',
      ),
    )
    expect(state.filters).toEqual({ genre: '203,205', platform: '104', finalPrice: '10,20', players: '2,3' })
  })

  it('reads a plain GET form (no app): range bounds as code-min / code-max, and never the cart outcome', () => {
    const state = parseListState(
      search('finalPrice-min=10&finalPrice-max=20&genre=203&cart=added&players-min=&sort=cheapest'),
    )
    expect(state.filters).toEqual({ finalPrice: '10,20', genre: '203' })
    expect(state.sort).toBe('cheapest')
    expect(parseListState(search('finalPrice-min=10&finalPrice-max=')).filters).toEqual({})
    expect(parseListState(search('finalPrice=1,2&finalPrice-min=5&finalPrice-max=9')).filters).toEqual({
      finalPrice: '1,2',
    })
  })

  it('omits defaults from the query and round-trips with filters', () => {
    expect(listStateQuery({ page: 1, limit: 12, sort: 'newest', q: '', filters: {} })).toEqual({
      q: undefined,
      sort: undefined,
      limit: undefined,
      page: undefined,
    })
    const state = {
      page: 4,
      limit: 24,
      sort: 'nameDesc' as const,
      q: '',
      filters: { genre: '203,205', finalPrice: '10,20' },
    }
    const query = listStateQuery(state)
    expect(Object.keys(query)).toEqual(['q', 'sort', 'limit', 'finalPrice', 'genre', 'page'])
    const params = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]])))
    expect(params.toString()).toBe('sort=nameDesc&limit=24&finalPrice=10%2C20&genre=203%2C205&page=4')
    expect(parseListState(params)).toEqual(state)
  })

  it('round-trips the search words (q) with the other state, normalised, and never as a filter', () => {
    const state = parseListState(search('q=%20%20Duboko%20%20%0A%20more%20&sort=cheapest&genre=203&page=3'))
    expect(state).toEqual({ page: 3, limit: 12, sort: 'cheapest', q: 'Duboko more', filters: { genre: '203' } })
    const params = new URLSearchParams(
      Object.entries(listStateQuery(state)).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]])),
    )
    expect(params.toString()).toBe('q=Duboko+more&sort=cheapest&genre=203&page=3')
    expect(parseListState(params)).toEqual(state)
    // Unicode, quotes, % and & survive the query string.
    const words = 'Čaša „100% & više”'
    const round = parseListState(new URLSearchParams({ q: words }))
    expect(round.q).toBe(words)
    expect(listStateQuery(round)['q']).toBe(words)
    // An empty or blank q is no search; the backend's 200-character limit is kept.
    expect(listStateQuery(parseListState(search('q=%20%20')))['q']).toBeUndefined()
    expect(parseListState(search(`q=${'a'.repeat(250)}`)).q).toHaveLength(200)
  })

  it('sends the search words as the filter keywords (none when empty)', () => {
    const request = productFilterRequest(parseListState(search('q=lighthouse&genre=203')), 'igre', FACETS)
    expect(request.keywords).toBe('lighthouse')
    expect(request.filters).toContainEqual({ key: 'category', value: 'igre' })
    expect(request.filters).toContainEqual({ key: 'genre', value: '203' })
    expect(productFilterRequest(parseListState(search('q=')), null)).not.toHaveProperty('keywords')
  })

  it('marks every state but the plain list as a variant (noindex)', () => {
    expect(isVariantState(parseListState(search('')))).toBe(false)
    expect(isVariantState(parseListState(search('utm_source=newsletter')))).toBe(false)
    expect(isVariantState(parseListState(search('q=+++')))).toBe(false)
    for (const query of ['genre=203', 'page=2', 'sort=cheapest', 'limit=24', 'q=more'])
      expect(isVariantState(parseListState(search(query))), query).toBe(true)
  })

  it('always filters archived=false and adds the category', () => {
    expect(productFilterRequest(parseListState(search('page=2')), 'igre')).toEqual({
      page: 2,
      limit: 12,
      sort: { param: 'id', order: 'desc' },
      filters: [
        { key: 'archived', value: false },
        { key: 'category', value: 'igre' },
      ],
    })
    expect(productFilterRequest(parseListState(search('limit=24&sort=cheapest')), null).filters).toEqual([
      { key: 'archived', value: false },
    ])
    expect(layeredRequest('igre')).toEqual({
      filters: [
        { key: 'archived', value: false },
        { key: 'category', value: 'igre' },
      ],
    })
  })

  it('maps URL filters to filter conditions through the facets', () => {
    const state = parseListState(
      search(
        'sort=priciest&genre=205,203,999&platform=105,104&finalPrice=10,20.5&players=2,&category=odjeca&unknown=1',
      ),
    )
    expect(productFilterRequest(state, 'igre', FACETS)).toEqual({
      page: 1,
      limit: 12,
      sort: { param: 'finalPrice', order: 'desc' },
      filters: [
        { key: 'archived', value: false },
        { key: 'category', value: 'igre' },
        // Price range with both bounds; the players range has a null bound and is ignored.
        { key: 'finalPrice', range: { min: 10, max: 20.5 } },
        // Multi-select keeps every known id; single-choice keeps the first; unknown ids are dropped.
        { key: 'genre', value: '205,203' },
        { key: 'platform', value: '105' },
      ],
    })
  })

  it('parses ranges only with two numeric bounds and never writes a zero-to-zero range', () => {
    expect(parseRange('0,50')).toEqual({ min: 0, max: 50 })
    expect(parseRange('10,')).toBeNull()
    expect(parseRange(',10')).toBeNull()
    expect(parseRange('a,3')).toBeNull()
    expect(rangeParam('5', '60')).toBe('5,60')
    expect(rangeParam('5', '')).toBeUndefined()
    expect(rangeParam('0', '0')).toBeUndefined()
  })

  it('edits a draft of the filter column and writes it back to URL filters', () => {
    let draft = draftFromFilters({ genre: '203', platform: '104', finalPrice: '10,20' }, FACETS)
    expect(draft).toEqual({
      choices: { genre: ['203'], platform: ['104'] },
      ranges: { finalPrice: { min: '10', max: '20' } },
    })
    draft = chooseValue(draft, 'genre', '205', true)
    draft = chooseValue(draft, 'genre', '203', true)
    draft = chooseValue(draft, 'platform', '105', false)
    draft = setRangeBound(draft, 'players', 'min', '2')
    expect(filtersFromDraft(draft)).toEqual({ genre: '205', platform: '105', finalPrice: '10,20' })
    draft = setRangeBound(draft, 'players', 'max', '4')
    draft = setRangeBound(setRangeBound(draft, 'finalPrice', 'min', '0'), 'finalPrice', 'max', '0')
    draft = chooseValue(draft, 'platform', '', false)
    expect(filtersFromDraft(draft)).toEqual({ genre: '205', players: '2,4' })
  })

  it('shows at most 9 page numbers around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(10, 20)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14])
    expect(pageWindow(20, 20)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20])
    expect(pageWindow(1, 0)).toEqual([])
  })
})
