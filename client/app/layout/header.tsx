import { useSuspenseQuery } from '@tanstack/react-query'
import { LoadingBar } from '../../lib/ui/loading-bar'
import { useSetAtom } from 'jotai'
import { Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useApi } from '../../lib/api-context'
import { useCartCount } from '../../lib/cart-count'
import { Link } from '../../lib/link'
import { useRoute } from '../../lib/navigation'
import { useI18n } from '../../i18n/i18n'
import { preloadCartView } from '../../features/cart-view/cart-modal'
import { cartModalOpenAtom } from '../../features/cart/cart-ui-state'
import { CONTACT_SLUG, buildPath } from '../../../contract/routes'
import { LanguageSwitcher } from './language-switcher'
import { findElement, layoutElementsQuery, navigationTreeQuery } from './layout-queries'
import { Logo } from './logo'
import { MainNavigation } from './main-navigation'
import { useNativePopover } from '../../lib/ui/native-popover'
import { usePopoverFocus } from '../../lib/ui/popover-focus'
import { CloseButton } from '../../lib/ui/close-button'
import { ParsedEnd } from '../../lib/ui/parsed-end'
import { ROUTE_ANNOUNCER_ID } from '../page-focus'
import { SearchToggle } from './search-toggle'

/** The mobile menu's panel (the menu button names it with popovertarget). */
const SIDEBAR_ID = 'mobile-sidebar'

/** True once the page scrolled past the top bar (the main bar then sticks to the top). */
function useStickyAfter(ref: RefObject<HTMLElement | null>): boolean {
  const [sticky, setSticky] = useState(false)
  useEffect(() => {
    const update = () => setSticky(window.scrollY > (ref.current?.offsetHeight ?? 0))
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [ref])
  return sticky
}

/** The header's contact link from the CMS header element; the default contact page while it loads. */
function ContactLink() {
  const { t, locale } = useI18n()
  const fallback = (
    <Link href={buildPath('page', locale, { slug: CONTACT_SLUG[locale] })}>{t('layout.header.contact')}</Link>
  )
  return (
    <Suspense fallback={fallback}>
      <ContactLinkFromCms />
    </Suspense>
  )
}

function ContactLinkFromCms() {
  const { t, locale } = useI18n()
  const api = useApi()
  const { data: elements } = useSuspenseQuery(layoutElementsQuery(api, locale))
  const contact = findElement(elements, 'header-section')?.options.contactPage
  return (
    <Link href={contact?.href || buildPath('page', locale, { slug: CONTACT_SLUG[locale] })}>
      {contact?.label || t('layout.header.contact')}
    </Link>
  )
}

function MainNavigationFromCms({ variant }: { variant?: 'sidebar' }) {
  const { locale } = useI18n()
  const api = useApi()
  const { data: items } = useSuspenseQuery(navigationTreeQuery(api, locale, 'main'))
  return <MainNavigation items={items} {...(variant ? { variant } : {})} />
}

/**
 * SPEC §2 header (its frame flushes at once; CMS menus and the contact link stream in): top bar (tagline, contact link, language switcher), main bar with the logo,
 * main navigation (children open a panel), search toggle, cart link with count bubble, account
 * link and the mobile hamburger sidebar (closes on route change and Escape).
 *
 * The sidebar is a native popover (issue 38): the menu button opens it and Escape, the close button
 * and a press beside it close it from the server's HTML, before the app runs; its navigation is in
 * the page from the start. The app follows the browser's state and adds focus on opening, Tab kept
 * inside, and closing on navigation.
 */
export function Header() {
  const { t } = useI18n()
  const route = useRoute()
  const cartCount = useCartCount()
  const openCartModal = useSetAtom(cartModalOpenAtom)
  const onCartPage = route.match?.name === 'cart'
  const topBar = useRef<HTMLDivElement>(null)
  const sticky = useStickyAfter(topBar)
  const sidebar = useRef<HTMLDivElement>(null)
  const menu = useNativePopover(useCallback(() => sidebar.current, []))
  usePopoverFocus(sidebar, menu.open)

  return (
    <header className={`site-header${sticky ? ' site-header--sticky' : ''}`}>
      {/* Inside the banner landmark (it is fixed to the top of the window all the same). */}
      <LoadingBar />
      <p id={ROUTE_ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
      <div ref={topBar} className="site-header__top">
        <div className="container site-header__top-inner">
          <span className="site-header__tagline">{t('common.tagline')}</span>
          <div className="site-header__top-links">
            <ContactLink />
            <LanguageSwitcher />
          </div>
        </div>
      </div>
      <div className="site-header__main">
        <div className="container site-header__bar">
          <Link to="home" className="site-header__logo" aria-label={t('layout.header.home')}>
            <Logo />
          </Link>
          <nav className="site-header__nav" aria-label={t('layout.header.mainNavigation')}>
            <Suspense fallback={null}>
              <MainNavigationFromCms />
            </Suspense>
          </nav>
          <div className="site-header__actions whole-once-parsed">
            <SearchToggle />
            <Link
              to="cart"
              className="icon-btn site-header__cart"
              aria-label={cartCount ? t('layout.header.cartCount', { count: cartCount }) : t('layout.header.cart')}
              aria-haspopup={onCartPage ? undefined : 'dialog'}
              onPointerEnter={preloadCartView}
              onFocus={preloadCartView}
              onClick={(event) => {
                // The icon opens the cart modal; the href stays for no-JS, middle and modified clicks; on the cart page it is a plain link.
                if (
                  onCartPage ||
                  event.button !== 0 ||
                  event.metaKey ||
                  event.ctrlKey ||
                  event.shiftKey ||
                  event.altKey
                )
                  return
                event.preventDefault()
                openCartModal(true)
              }}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path
                  d="M3 4h2l2.4 11h10.2L20 7H6.3"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinejoin="round"
                />
                <circle cx="9" cy="19.5" r="1.5" fill="currentColor" />
                <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
              </svg>
              {cartCount ? (
                <span className="badge-count" aria-hidden="true">
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              ) : null}
            </Link>
            <Link to="profile" className="icon-btn" aria-label={t('layout.header.account')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
                <path
                  d="M4 21c1.2-4 4.3-6 8-6s6.8 2 8 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </Link>
            <button
              type="button"
              className="icon-btn site-header__burger"
              popoverTarget={SIDEBAR_ID}
              aria-haspopup="dialog"
              aria-controls={SIDEBAR_ID}
              aria-label={t('layout.header.menuOpen')}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
            <ParsedEnd />
          </div>
        </div>
      </div>
      <div
        ref={sidebar}
        id={SIDEBAR_ID}
        className="mobile-sidebar"
        popover="auto"
        role="dialog"
        aria-label={t('layout.header.menu')}
      >
        <div className="mobile-sidebar__head">
          <CloseButton label={t('layout.header.menuClose')} popoverTarget={SIDEBAR_ID} size={20} />
        </div>
        <nav
          aria-label={t('layout.header.mainNavigation')}
          onClick={(event) => {
            // Leave the menu before the page changes, so focus can move to the new page.
            if (event.target instanceof Element && event.target.closest('a')) menu.hide()
          }}
        >
          <Suspense fallback={null}>
            <MainNavigationFromCms variant="sidebar" />
          </Suspense>
        </nav>
        <div className="mobile-sidebar__footer">
          <ContactLink />
          <LanguageSwitcher inMenu />
        </div>
      </div>
    </header>
  )
}
