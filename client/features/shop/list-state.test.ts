import { describe, expect, it } from 'vitest'
import { listStateQuery, pageWindow, parseListState, productFilterRequest } from './list-state'

describe('product list state in the query string', () => {
  it('defaults to page 1, 12 per page, newest first', () => {
    expect(parseListState(new URLSearchParams())).toEqual({ page: 1, limit: 12, sort: 'newest' })
  })

  it('reads valid values and ignores invalid ones', () => {
    expect(parseListState(new URLSearchParams('page=3&limit=24&sort=cheapest'))).toEqual({ page: 3, limit: 24, sort: 'cheapest' })
    expect(parseListState(new URLSearchParams('page=-2&limit=13&sort=__proto__'))).toEqual({ page: 1, limit: 12, sort: 'newest' })
    expect(parseListState(new URLSearchParams('page=2.5')).page).toBe(1)
  })

  it('omits defaults from the query and round-trips', () => {
    expect(listStateQuery({ page: 1, limit: 12, sort: 'newest' })).toEqual({ sort: undefined, limit: undefined, page: undefined })
    const query = listStateQuery({ page: 4, limit: 24, sort: 'nameDesc' })
    const search = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]])))
    expect(parseListState(search)).toEqual({ page: 4, limit: 24, sort: 'nameDesc' })
  })

  it('always filters archived=false and adds the category', () => {
    expect(productFilterRequest({ page: 2, limit: 12, sort: 'newest' }, 'igre')).toEqual({
      page: 2,
      limit: 12,
      sort: { param: 'id', order: 'desc' },
      filters: [
        { key: 'archived', value: false },
        { key: 'category', value: 'igre' },
      ],
    })
    expect(productFilterRequest({ page: 1, limit: 24, sort: 'cheapest' }, null).filters).toEqual([{ key: 'archived', value: false }])
  })

  it('shows at most 9 page numbers around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(10, 20)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14])
    expect(pageWindow(20, 20)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20])
    expect(pageWindow(1, 0)).toEqual([])
  })
})
