import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { useLocale } from '../i18n/i18n'
import type { Locale } from '../../contract/locales'
import { buildPath, type RouteName, type RouteParams } from '../../contract/routes'
import { isClientRoutable } from './client-routable'
import { useRouter } from './navigation'

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>

type LinkProps = AnchorProps & {
  children?: ReactNode
  /** Keep the scroll position after navigating (e.g. list filters). */
  keepScroll?: boolean
  /** Replace the history entry instead of pushing one. */
  replace?: boolean
} & (
    | {
        to: RouteName
        params?: RouteParams
        query?: Record<string, string | number | undefined>
        locale?: Locale
        href?: never
      }
    | { href: string; to?: never; params?: never; query?: never; locale?: never }
  )

/**
 * An `<a>` built from the route manifest (`<Link to="product" params={{ slug }}>`) or from a site
 * path (`<Link href={item.href}>`, e.g. navigation trees). Same-locale targets navigate on the
 * client; other locales, other origins, `target="_blank"` and modified clicks use the browser.
 */
export function Link(props: LinkProps) {
  const {
    to,
    params,
    query,
    locale: targetLocale,
    href: rawHref,
    keepScroll,
    replace,
    onClick,
    children,
    ...anchor
  } = props
  const locale = useLocale()
  const { navigate } = useRouter()
  const href = to !== undefined ? buildPath(to, targetLocale ?? locale, params, query) : rawHref

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    if (anchor.target && anchor.target !== '_self') return
    if (anchor.download !== undefined) return
    const url = new URL(href, window.location.href)
    if (!isClientRoutable(url, locale, window.location.origin)) return
    event.preventDefault()
    void navigate(url.href, { keepScroll, history: replace ? 'replace' : 'push' })
  }

  const external = /^https?:\/\//i.test(href) && anchor.target === '_blank'
  return (
    <a {...anchor} href={href} onClick={handleClick} rel={anchor.rel ?? (external ? 'noopener noreferrer' : undefined)}>
      {children}
    </a>
  )
}
