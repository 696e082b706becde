import { useT } from '../../i18n/i18n'
import { useCartEnded } from './use-cart'

function EndedMessage() {
  const t = useT()
  if (!useCartEnded()) return null
  return (
    <p className="notice notice--error" role="status">
      {t('cart.outcome.cartEnded')}
    </p>
  )
}

/**
 * The cart session ended with an order (SPEC §4 'Cart is archived.' / 'Session already used.'): with
 * the app the header's CartCountBridge alerts and goes home; a page without it says so here, above
 * the empty cart (issue 38). In <noscript>: the app's hydration never compares it, so the bridge may
 * clear the state while the page still hydrates.
 */
export function CartEndedNotice() {
  return (
    <noscript>
      <EndedMessage />
    </noscript>
  )
}
