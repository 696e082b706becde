import { Suspense, type ReactNode } from 'react'
import { useT } from '../../i18n/i18n'
import { Toaster } from '../../lib/ui/toaster'
import { CartCountBridge } from '../../features/cart/cart-count-bridge'
import { CartOutcomeNotice } from '../../features/cart/cart-form-fields'
import { CartModal } from '../../features/cart-view/cart-modal'
import { CookieNotice } from './cookie-notice'
import { Footer } from './footer'
import { Header } from './header'
import { VersionBadge } from './version-badge-source'

/** The site frame around every page: skip link, header, main, footer, cookie notice, toasts, loading bar, badge. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <>
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // Move focus, not only the view: the next Tab continues inside the main content.
          event.preventDefault()
          const main = document.getElementById('main')
          main?.focus({ preventScroll: true })
          main?.scrollIntoView()
        }}
      >
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <CartOutcomeNotice />
        {children}
      </main>
      <Footer />
      <CookieNotice />
      <CartCountBridge />
      <CartModal />
      <Toaster />
      <Suspense fallback={null}>
        <VersionBadge />
      </Suspense>
    </>
  )
}
