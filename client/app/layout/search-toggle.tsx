import { useEffect, useId, useRef, useState } from 'react'
import * as v from 'valibot'
import { useRoute, useRouter } from '../../lib/navigation'
import { useI18n } from '../../i18n/i18n'
import { buildPath } from '../../../contract/routes'
import { useForm } from '../../lib/form/use-form'

/** The term goes to the search route trimmed; an empty one opens the search page without `s`. */
const HeaderSearchSchema = v.object({ s: v.pipe(v.string(), v.trim()) })

/** Header search: a toggle that opens a search field; submitting goes to the search route with `s`. */
export function SearchToggle() {
  const { t, locale } = useI18n()
  const { navigate } = useRouter()
  const route = useRoute()
  const [open, setOpen] = useState(false)
  const form = useForm({
    schema: HeaderSearchSchema,
    initial: { s: '' },
    submit: ({ s }) => navigate(buildPath('search', locale, {}, { s: s || undefined })),
    onError: (error) => {
      throw error
    },
  })
  const input = useRef<HTMLInputElement>(null)
  const formId = useId()

  useEffect(() => setOpen(false), [route.href])
  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])

  const action = buildPath('search', locale)
  return (
    <div className={`search-toggle${open ? ' search-toggle--open' : ''}`}>
      <button
        type="button"
        className="icon-btn"
        aria-expanded={open}
        aria-controls={formId}
        aria-label={open ? t('layout.header.searchClose') : t('layout.header.searchOpen')}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <form
        id={formId}
        role="search"
        className="search-toggle__form"
        action={action}
        method="get"
        hidden={!open}
        onSubmit={form.onSubmit}
      >
        <label className="visually-hidden" htmlFor={`${formId}-input`}>
          {t('layout.header.searchLabel')}
        </label>
        <input
          ref={input}
          id={`${formId}-input`}
          name="s"
          type="search"
          value={form.values.s}
          placeholder={t('layout.header.searchPlaceholder')}
          onChange={(event) => form.set('s', event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        />
        <button type="submit" className="btn btn--primary btn--sm">
          {t('layout.header.searchSubmit')}
        </button>
      </form>
    </div>
  )
}
