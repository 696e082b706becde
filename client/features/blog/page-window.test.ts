import { describe, expect, it } from 'vitest'
import { pageWindow, parsePage } from './page-window'

describe('pageWindow', () => {
  it('shows every page when there are fewer than nine', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2])
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5])
  })
  it('shows nine numbers centred on the current page', () => {
    expect(pageWindow(10, 20)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14])
  })
  it('clamps the window at both ends', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(pageWindow(20, 20)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20])
    expect(pageWindow(99, 12)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12])
  })
  it('is empty without pages', () => {
    expect(pageWindow(1, 0)).toEqual([])
  })
})

describe('parsePage', () => {
  it('accepts positive integers only', () => {
    expect(parsePage('3')).toBe(3)
    expect(parsePage(null)).toBe(1)
    expect(parsePage('0')).toBe(1)
    expect(parsePage('-2')).toBe(1)
    expect(parsePage('2.5')).toBe(1)
    expect(parsePage('abc')).toBe(1)
  })
})
