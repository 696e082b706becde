import { useEffect, useId, useRef, useState } from 'react'
import { useLocale, useT } from '../../i18n/i18n'
import { buildPath } from '../../../contract/routes'
import { listStateQuery, searchWords, type ProductListState } from './list-state'

/** The words of the search this field just sent: the field of the page that shows them takes the focus back. */
let refocus: string | null = null

interface ProductSearchProps {
  state: ProductListState
  categorySlug: string | null
  /** Navigates to a new list state (client-side, once the app runs). */
  onChange: (state: ProductListState) => void
}

/**
 * SPEC §2 product list search: a plain GET form to the same shop page, so it works before the app runs (the other
 * list parameters ride along as hidden fields; the page number does not, so a new search starts at page 1). Once the
 * app runs, a submit navigates client-side and the focus stays in the field; emptying the field (or its clear
 * button) shows the whole list again.
 */
export function ProductSearch({ state, categorySlug, onChange }: ProductSearchProps) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  // The page remounts for every URL (client/app/page-outlet.tsx), so the field starts from the URL's words.
  const [text, setText] = useState(state.q)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const field = input.current
    if (field && refocus === state.q) {
      field.focus()
      field.setSelectionRange(field.value.length, field.value.length)
    }
    refocus = null
  }, [state.q])
  const search = (words: string) => {
    if (words === state.q) return
    refocus = words
    onChange({ ...state, page: 1, q: words })
  }
  const kept = Object.entries(listStateQuery({ ...state, page: 1, q: '' })).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  )
  return (
    <form
      role="search"
      method="get"
      action={buildPath('shop', locale, { slug: categorySlug ?? undefined })}
      className="shop-search"
      onSubmit={(event) => {
        event.preventDefault()
        search(searchWords(text))
      }}
    >
      <label htmlFor={id} className="shop-search__label">
        {t('product.search.label')}
      </label>
      <div className="shop-search__row">
        <input
          ref={input}
          id={id}
          className="shop-search__input"
          type="search"
          name="q"
          maxLength={200}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            if (event.target.value === '') search('')
          }}
        />
        {kept.map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <button type="submit" className="btn btn--primary">
          {t('product.search.submit')}
        </button>
      </div>
    </form>
  )
}
