import type { LayeredFilter } from '../../../contract/dto/catalogue'
import { facetControl, rangeParam, splitValues } from './list-state'

/** What the filter column is editing: chosen value ids per facet and the min/max text of ranges. */
export interface FilterDraft {
  choices: Record<string, string[]>
  ranges: Record<string, { min: string; max: string }>
}

/** The draft shown for the URL's filters (ranges keep a half-typed bound only while editing). */
export function draftFromFilters(filters: Record<string, string>, facets: readonly LayeredFilter[]): FilterDraft {
  const draft: FilterDraft = { choices: {}, ranges: {} }
  for (const facet of facets) {
    const control = facetControl(facet)
    const raw = filters[facet.attributeCode]
    if (control === null || raw === undefined) continue
    if (control === 'range') {
      const [min = '', max = ''] = raw.split(',')
      draft.ranges[facet.attributeCode] = { min, max }
    } else {
      const known = new Set(facet.values.map((value) => value.value))
      const values = splitValues(raw).filter((value) => known.has(value))
      draft.choices[facet.attributeCode] = control === 'single' ? values.slice(0, 1) : values
    }
  }
  return draft
}

/** The URL filters of a draft: comma-joined ids; ranges only with both bounds and not 0–0 (SPEC §5). */
export function filtersFromDraft(draft: FilterDraft): Record<string, string> {
  const filters: Record<string, string> = {}
  for (const [key, values] of Object.entries(draft.choices)) if (values.length > 0) filters[key] = values.join(',')
  for (const [key, range] of Object.entries(draft.ranges)) {
    const value = rangeParam(range.min, range.max)
    if (value !== undefined) filters[key] = value
  }
  return filters
}

/** Toggles a value of a multi-select facet, or chooses (empty: clears) the value of a single-choice one. */
export function chooseValue(draft: FilterDraft, key: string, value: string, multi: boolean): FilterDraft {
  const current = draft.choices[key] ?? []
  const next = multi
    ? current.includes(value)
      ? current.filter((v) => v !== value)
      : [...current, value]
    : value === ''
      ? []
      : [value]
  return { ...draft, choices: { ...draft.choices, [key]: next } }
}

export function setRangeBound(draft: FilterDraft, key: string, bound: 'min' | 'max', text: string): FilterDraft {
  const current = draft.ranges[key] ?? { min: '', max: '' }
  return { ...draft, ranges: { ...draft.ranges, [key]: { ...current, [bound]: text } } }
}

/** Same filters regardless of key order. */
export const sameFilters = (a: Record<string, string>, b: Record<string, string>): boolean => {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}
