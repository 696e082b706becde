import { useId } from 'react'
import * as v from 'valibot'
import { useT } from '../../i18n/i18n'
import { useForm } from '../../lib/form/use-form'

/** The term is handed over as typed (the input caps it at 100 characters). */
const SearchFormSchema = v.object({ s: v.string() })

/** The search form, pre-filled from `s`; submitting hands the new term to the page. */
export function SearchForm({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const t = useT()
  const id = `search-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const form = useForm({
    schema: SearchFormSchema,
    initial: { s: initial },
    submit: async ({ s }) => onSearch(s),
    // onSearch only navigates; anything it throws surfaces as before instead of being swallowed.
    onError: (error) => {
      throw error
    },
  })
  return (
    <form className="search-form" role="search" onSubmit={form.onSubmit}>
      <label htmlFor={id} className="search-form__label">
        {t('content.search.label')}
      </label>
      <div className="search-form__row">
        <input
          id={id}
          className="search-form__input"
          type="search"
          name="s"
          value={form.values.s}
          placeholder={t('content.search.placeholder')}
          maxLength={100}
          onChange={(event) => form.set('s', event.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          {t('content.search.submit')}
        </button>
      </div>
    </form>
  )
}
