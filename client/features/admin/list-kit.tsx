import { useId, useState, type SubmitEvent, type ReactNode } from 'react'
import { buildPath } from '../../../contract/routes'
import { useRoute, useRouter } from '../../lib/navigation'
import { TextInput } from '../../lib/ui/text-input'
import { useLocale, useT } from '../../i18n/i18n'

/** A list's query as the URL and the API name it: one string per name. */
export type ListQuery = Record<string, string>

/** Every backoffice answer is keyed under this and invalidated after a change: lists and details are cheap to read again. */
export const BACKOFFICE_KEY = ['backoffice'] as const

/**
 * What every backoffice list shares (issue 16): its page, search and filters live in the URL (a
 * reload or the back button shows the same page), a search form and filter selects. The status
 * line, the table and the pager are the DataList's (client/lib/ui/data-list.tsx).
 */

/**
 * The list's query from the current URL (only the names it knows), and a way to change it. Two
 * lists on one page keep apart with a `prefix` (`rpage`, `rq`); `api` is the query as the API names it.
 */
export function useListQuery(
  names: readonly string[],
  prefix = '',
): { query: ListQuery; api: ListQuery; page: number; pageKey: string; update: (changes: ListQuery) => void } {
  const route = useRoute()
  const { navigate } = useRouter()
  const locale = useLocale()
  const params = new URL(route.href, 'https://izlog.invalid').searchParams
  const pageKey = `${prefix}page`
  const own = ['page', 'q', ...names].map((name) => `${prefix}${name}`)
  const query: ListQuery = {}
  for (const [name, value] of params) if (value) query[name] = value
  const api: ListQuery = {}
  for (const name of own) if (query[name]) api[name.slice(prefix.length)] = query[name] ?? ''
  const update = (changes: ListQuery) => {
    // A new search or filter starts at page 1.
    const next: ListQuery = { ...query, [pageKey]: '' }
    for (const [name, value] of Object.entries(changes)) next[`${prefix}${name}`] = value
    const clean = Object.fromEntries(
      Object.entries(next).filter(([name, value]) => value !== '' && !(name === pageKey && value === '1')),
    )
    const match = route.match
    void navigate(match ? buildPath(match.name, locale, match.params, clean) : route.href, { keepScroll: true })
  }
  return { query, api, page: Math.max(1, Number(query[pageKey] ?? 1) || 1), pageKey, update }
}

export function ListSearch({
  label,
  value,
  onSearch,
}: {
  label: string
  value: string
  onSearch: (q: string) => void
}) {
  const t = useT()
  const [text, setText] = useState(value)
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form role="search" aria-label={label} className="backoffice-search" onSubmit={submit}>
      <TextInput type="search" name="q" label={label} value={text} onChange={setText} />
      <button type="submit" className="btn btn--secondary">
        {t('backoffice.list.searchButton')}
      </button>
    </form>
  )
}

export function ListFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="field field--select">
      <label className="field__static-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

export function ListBar({ children }: { children: ReactNode }) {
  return <div className="backoffice-bar">{children}</div>
}
