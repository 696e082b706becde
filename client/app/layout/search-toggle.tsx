import type { SubmitEvent } from 'react'
import { useRouter } from '../../lib/navigation'
import { useI18n } from '../../i18n/i18n'
import { buildPath } from '../../../contract/routes'
import { PopupMenu } from '../../lib/ui/popup-menu'

/**
 * Header search: a popup menu whose panel is the search field; submitting goes to the search route
 * with `s`. The panel is a native popover and the form a plain GET form (issue 38): it opens, closes
 * and sends a search before the app runs. The field is the browser's own (no state of the app), so a
 * term typed before the app ran is simply there; once the app runs, sending it is a client navigation.
 */
export function SearchToggle() {
  const { t, locale } = useI18n()
  const { navigate } = useRouter()
  // One header search on a page; a fixed id, so the label and the activator name it alike on the server and in the browser.
  const formId = 'site-search'

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The term goes trimmed, an empty one opens the search page without `s`; the search page checks the query it gets.
    const term = new FormData(event.currentTarget).get('s')
    const s = typeof term === 'string' ? term.trim() : ''
    void navigate(buildPath('search', locale, {}, { s: s || undefined }))
  }

  const action = buildPath('search', locale)
  return (
    <PopupMenu
      className="search-toggle"
      openClassName="search-toggle--open"
      activatorClassName="icon-btn"
      activatorLabel={(open) => (open ? t('layout.header.searchClose') : t('layout.header.searchOpen'))}
      activatorContent={
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      }
      panelId={formId}
      focusOnOpen
    >
      {(panel) => (
        <form
          id={panel.id}
          role="search"
          className="search-toggle__form"
          action={action}
          method="get"
          popover={panel.popover}
          onSubmit={onSubmit}
        >
          <label className="visually-hidden" htmlFor={`${formId}-input`}>
            {t('layout.header.searchLabel')}
          </label>
          <input id={`${formId}-input`} name="s" type="search" placeholder={t('layout.header.searchPlaceholder')} />
          <button type="submit" className="btn btn--primary btn--sm">
            {t('layout.header.searchSubmit')}
          </button>
        </form>
      )}
    </PopupMenu>
  )
}
