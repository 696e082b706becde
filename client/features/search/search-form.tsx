import { useId, useState, type FormEvent } from 'react'
import { useT } from '../../i18n/i18n'

/** The search form, pre-filled from `s`; submitting hands the new term to the page. */
export function SearchForm({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const t = useT()
  const id = `search-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const [value, setValue] = useState(initial)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch(value)
  }
  return (
    <form className="search-form" role="search" onSubmit={onSubmit}>
      <label htmlFor={id} className="search-form__label">
        {t('content.search.label')}
      </label>
      <div className="search-form__row">
        <input id={id} className="search-form__input" type="search" name="s" value={value} placeholder={t('content.search.placeholder')} maxLength={100} onChange={(event) => setValue(event.target.value)} />
        <button type="submit" className="btn btn--primary">
          {t('content.search.submit')}
        </button>
      </div>
    </form>
  )
}
