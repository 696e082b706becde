import { useAtom } from 'jotai'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { Link } from '../../lib/link'
import { useRoute } from '../../lib/navigation'
import { Modal } from '../../lib/ui/modal'
import { useT } from '../../i18n/i18n'
import { cartModalOpenAtom } from '../cart/cart-ui-state'
import { routeTitleKey } from '../../../contract/routes'
import { useHydrated } from '../../lib/use-hydrated'

const loadCartView = () => import('./cart-view')
const LazyCartView = lazy(() => loadCartView().then((module) => ({ default: module.CartView })))

/** Starts loading the cart view's code (the header calls it on hover/focus of the cart icon). */
export function preloadCartView(): void {
  void loadCartView()
}

/**
 * SPEC §2 cart modal (80% height, 70% width, full width on small screens — Modal size "lg"):
 * the cart's content plus close and go-to-cart. Opened by the popup cart-addition behaviour and
 * the header cart icon (cartModalOpenAtom); closes on outside click, Escape and route change;
 * never over the cart page itself. Its code loads on first use, not with every page.
 */
export function CartModal() {
  const t = useT()
  const route = useRoute()
  const [open, setOpen] = useAtom(cartModalOpenAtom)
  // An island's add may have asked for it before the app ran (issue 38): it opens once the server's closed one has hydrated.
  const hydrated = useHydrated()
  const onCartPage = route.match?.name === 'cart'
  const shownHref = useRef(route.href)

  useEffect(() => {
    if (shownHref.current === route.href) return
    shownHref.current = route.href
    setOpen(false)
  }, [route.href, setOpen])

  useEffect(() => {
    if (open && onCartPage) setOpen(false)
  }, [onCartPage, open, setOpen])

  const close = () => setOpen(false)
  return (
    <Modal
      open={open && !onCartPage && hydrated}
      onClose={close}
      size="lg"
      title={t(routeTitleKey('cart'))}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={close}>
            {t('cart.modal.close')}
          </button>
          <Link to="cart" className="btn btn--primary" onClick={close}>
            {t('cart.modal.goToCart')}
          </Link>
        </>
      }
    >
      <Suspense
        fallback={
          <div className="page-loading" role="status" aria-live="polite">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('cart.loading')}</span>
          </div>
        }
      >
        <LazyCartView variant="modal" onLeave={close} />
      </Suspense>
    </Modal>
  )
}
