import { useEffect, useId, useRef, useState } from 'react'
import { useRoute, useRouter } from '../../lib/navigation'
import { useI18n } from '../../i18n/i18n'
import { buildPath } from '../../routes/table'

/** Header search: a toggle that opens a search field; submitting goes to the search route with `s`. */
export function SearchToggle() {
  const { t, locale } = useI18n()
  const { navigate } = useRouter()
  const route = useRoute()
  const [open, setOpen] = useState(false)
  const [term, setTerm] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const formId = useId()

  useEffect(() => setOpen(false), [route.href])
  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])

  const action = buildPath('search', locale)
  return (
    <div className={`search-toggle${open ? ' search-toggle--open' : ''}`}>
      <button type="button" className="icon-btn" aria-expanded={open} aria-controls={formId} aria-label={open ? t('layout.header.searchClose') : t('layout.header.searchOpen')} onClick={() => setOpen(!open)}>
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
        onSubmit={(event) => {
          event.preventDefault()
          const s = term.trim()
          void navigate(buildPath('search', locale, {}, { s: s || undefined }))
        }}
      >
        <label className="visually-hidden" htmlFor={`${formId}-input`}>
          {t('layout.header.searchLabel')}
        </label>
        <input ref={input} id={`${formId}-input`} name="s" type="search" value={term} placeholder={t('layout.header.searchPlaceholder')} onChange={(event) => setTerm(event.target.value)} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)} />
        <button type="submit" className="btn btn--primary btn--sm">
          {t('layout.header.searchSubmit')}
        </button>
      </form>
    </div>
  )
}
