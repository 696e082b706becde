import { describe, expect, it } from 'vitest'
import { searchLimit, searchTerm } from './queries'

describe('search paging', () => {
  it('starts with 6 results and adds 3 per load', () => {
    expect(searchLimit(0)).toBe(6)
    expect(searchLimit(1)).toBe(9)
    expect(searchLimit(4)).toBe(18)
  })
  it('normalises the term', () => {
    expect(searchTerm('  VR   igre ')).toBe('VR igre')
    expect(searchTerm(null)).toBe('')
    expect(searchTerm('x'.repeat(300)).length).toBe(100)
  })
})
