import type { MouseEvent } from 'react'
import { useRoute } from '../../lib/navigation'
import type { RouteState } from '../../lib/route-state'
import { useI18n } from '../../i18n/i18n'
import { LOCALES, type Locale } from '../../../contract/locales'
import { buildPath, routeEntry } from '../../../contract/routes'
import { NOTICE_PARAMS } from '../../../contract/notice-params'

/**
 * The query of `href` with its `?` (or empty), without a form's notice: it is said once, on the
 * page the form returned to, not again in the other language.
 */
function lastingQuery(href: string): string {
  const params = new URLSearchParams(href.includes('?') ? href.slice(href.indexOf('?') + 1).split('#')[0] : '')
  for (const name of NOTICE_PARAMS) params.delete(name)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * The URL of the current page in `target` locale: the page's own alternates (resource pages put
 * their translated paths in HeadData.alternates), else the same route in the other locale via the
 * route table (keeping the query, less a form's one-time notice), else that locale's home page.
 */
export function alternatePath(route: RouteState, target: Locale): string {
  const alternate = route.head.alternates?.[target]
  if (alternate) return alternate
  const match = route.match
  if (!match || route.error) return buildPath('home', target)
  const query = lastingQuery(route.href)
  const hasSlug = Object.values(match.params).some((value) => value !== undefined && value !== '')
  if (hasSlug && routeEntry(match.name).translatedParams) {
    // A translated slug cannot be guessed; a list route (blog/shop/product) without its slug still exists in the other language.
    const optional = routeEntry(match.name).paths[target].endsWith('?')
    return optional ? buildPath(match.name, target) : buildPath('home', target)
  }
  return buildPath(match.name, target, match.params) + query
}

/**
 * Tells the edge about the switch (it clears the cart session, SPEC §4), then loads the page in
 * the other language. Without JavaScript the plain link still switches the language.
 */
function switchLanguage(event: MouseEvent<HTMLAnchorElement>, from: Locale, to: Locale): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return
  event.preventDefault()
  const href = event.currentTarget.href
  window.dispatchEvent(new CustomEvent('izlog:locale-switch', { detail: { from, to } }))
  const go = () => window.location.assign(href)
  fetch('/api/auth/language', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ locale: to }),
    credentials: 'same-origin',
    keepalive: true,
  }).then(go, go)
}

/**
 * 'HR' / 'EN' links (SPEC §2: ISO codes). Switching language is a full document navigation (the
 * other language's messages are not in this page); an `izlog:locale-switch` window event fires
 * first so features can react.
 */
export function LanguageSwitcher({ className, inMenu = false }: { className?: string; inMenu?: boolean }) {
  const route = useRoute()
  const { t, locale } = useI18n()
  return (
    <nav
      className={['lang-switch', className ?? ''].filter(Boolean).join(' ')}
      // The mobile menu (a popover, not modal) shows a second one beside the top bar's: landmarks need their own names.
      aria-label={t(inMenu ? 'layout.header.menuLanguage' : 'layout.header.language')}
    >
      <ul>
        {LOCALES.map((target) => {
          const name = t(`layout.header.languages.${target}`)
          if (target === locale)
            return (
              <li key={target}>
                <span className="lang-switch__current" aria-current="true" lang={target} title={name}>
                  {target.toUpperCase()}
                </span>
              </li>
            )
          return (
            <li key={target}>
              <a
                href={alternatePath(route, target)}
                hrefLang={target}
                onClick={(event) => switchLanguage(event, locale, target)}
              >
                {/* The visible code starts the accessible name, so voice control can say what it sees. */}
                {target.toUpperCase()}
                <span className="visually-hidden"> – {t('layout.header.switchTo', { language: name })}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
