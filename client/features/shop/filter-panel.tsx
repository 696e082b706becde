import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { useLocale, useT } from '../../i18n/i18n'
import { formatNumber } from '../../../contract/format'
import type { LayeredFilter } from '../../../contract/dto/catalogue'
import {
  chooseValue,
  draftFromFilters,
  filtersFromDraft,
  sameFilters,
  setRangeBound,
  type FilterDraft,
} from './filter-draft'
import { facetControl, type ProductListState } from './list-state'

/** SPEC §9: the filter form is debounced 500 ms. */
const FILTER_DEBOUNCE_MS = 500

interface FilterPanelProps {
  facets: readonly LayeredFilter[]
  state: ProductListState
  /** Navigates to a new list state (page 1). */
  onChange: (state: ProductListState) => void
}

/**
 * SPEC §2 left filter column built from layered navigation: radios for single-choice facets,
 * checkboxes for multi-select ones, min/max inputs for numbers, each value with its product count.
 * Edits are debounced, then written to the query string; a URL change from elsewhere (back/forward,
 * a link) resets the form to the URL's filters.
 */
export function FilterPanel({ facets, state, onChange }: FilterPanelProps) {
  const t = useT()
  const locale = useLocale()
  const baseId = useId()
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromFilters(state.filters, facets))
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef({ state, onChange })
  latest.current = { state, onChange }
  const pushed = useRef<Record<string, string> | null>(null)

  const urlKey = JSON.stringify(state.filters)
  // When the URL's filters change (by value, not by object), unless they are the ones this panel pushed.
  const takeUrlFilters = useEffectEvent(() => {
    if (pushed.current && sameFilters(pushed.current, state.filters)) return
    pushed.current = null
    setDraft(draftFromFilters(state.filters, facets))
  })
  useEffect(() => takeUrlFilters(), [urlKey, facets])

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const commit = (next: FilterDraft) => {
    const filters = filtersFromDraft(next)
    const { state: current, onChange: go } = latest.current
    if (sameFilters(filters, current.filters)) return
    pushed.current = filters
    go({ ...current, page: 1, filters })
  }

  const update = (next: FilterDraft, immediate = false) => {
    setDraft(next)
    if (timer.current) clearTimeout(timer.current)
    if (immediate) commit(next)
    else timer.current = setTimeout(() => commit(next), FILTER_DEBOUNCE_MS)
  }

  const visible = facets.filter((facet) => facetControl(facet) !== null && facet.values.length > 0)
  if (visible.length === 0) return null
  const active = Object.keys(filtersFromDraft(draft)).length > 0 || Object.keys(state.filters).length > 0

  return (
    <form
      method="get"
      className="stack shop-filters"
      aria-labelledby={`${baseId}-title`}
      onSubmit={(event) => {
        event.preventDefault()
        update(draft, true)
      }}
    >
      <h2 id={`${baseId}-title`}>{t('shop.list.filters')}</h2>
      <p className="small muted">{t('shop.list.filtersHint')}</p>
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      <input type="hidden" name="sort" value={state.sort} />
      <input type="hidden" name="limit" value={state.limit} />
      {visible.map((facet) => {
        const control = facetControl(facet)
        const code = facet.attributeCode
        const name = `${baseId}-${code}`
        if (control === 'range') {
          const bounds = facet.values[0]
          const range = draft.ranges[code] ?? { min: '', max: '' }
          const hint =
            bounds && bounds.minValue !== undefined && bounds.maxValue !== undefined
              ? t('shop.list.rangeLabel', {
                  label: facet.label,
                  min: formatNumber(bounds.minValue, locale),
                  max: formatNumber(bounds.maxValue, locale),
                })
              : null
          return (
            <fieldset key={code} className="shop-filters__group">
              <legend>
                {facet.label}
                {bounds ? <span className="small muted"> ({formatNumber(bounds.totalProducts, locale)})</span> : null}
              </legend>
              {hint ? (
                <p id={`${name}-hint`} className="small muted">
                  {hint}
                </p>
              ) : null}
              <div className="cluster">
                {(['min', 'max'] as const).map((bound) => (
                  <label key={bound} className="shop-filters__range">
                    <span>{t(`shop.list.${bound}`)}</span>
                    <input
                      className="select"
                      type="number"
                      inputMode="decimal"
                      step="any"
                      name={`${code}-${bound}`}
                      value={range[bound]}
                      placeholder={
                        bounds ? String(bound === 'min' ? (bounds.minValue ?? '') : (bounds.maxValue ?? '')) : undefined
                      }
                      aria-describedby={hint ? `${name}-hint` : undefined}
                      onChange={(event) => update(setRangeBound(draft, code, bound, event.target.value))}
                    />
                  </label>
                ))}
              </div>
            </fieldset>
          )
        }
        const multi = control === 'multi'
        const chosen = draft.choices[code] ?? []
        return (
          <fieldset key={code} className="shop-filters__group">
            <legend>{facet.label}</legend>
            {multi ? null : (
              <label className="check">
                <input
                  type="radio"
                  name={code}
                  value=""
                  checked={chosen.length === 0}
                  onChange={() => update(chooseValue(draft, code, '', false))}
                />
                <span>{t('shop.list.any')}</span>
              </label>
            )}
            {facet.values.map((value) => (
              <label key={value.value} className="check">
                <input
                  type={multi ? 'checkbox' : 'radio'}
                  name={code}
                  value={value.value}
                  checked={chosen.includes(value.value)}
                  onChange={() => update(chooseValue(draft, code, value.value, multi))}
                />
                <span>
                  {value.swatch && /^#[0-9a-f]{3,8}$/i.test(value.swatch) ? (
                    <span className="swatch" aria-hidden="true" style={{ background: value.swatch }} />
                  ) : null}
                  {t('shop.list.valueCount', {
                    label: value.valueLabel,
                    count: formatNumber(value.totalProducts, locale),
                  })}
                </span>
              </label>
            ))}
          </fieldset>
        )
      })}
      {/* Without the app the browser sends the choices as the list's own query (issue 38); the app applies them at once. */}
      <button type="submit" className="btn btn--primary">
        {t('shop.list.applyFilters')}
      </button>
      {active ? (
        <button type="button" className="btn btn--secondary" onClick={() => update({ choices: {}, ranges: {} }, true)}>
          {t('shop.list.clearFilters')}
        </button>
      ) : null}
    </form>
  )
}
