import { useT } from '../../i18n/i18n'
import type { Cart } from '../../../contract/dto/commerce'
import { CartCrossSells } from './cart-cross-sells'
import { CartLines } from '../cart/cart-lines'
import { CartSummary } from '../cart/cart-summary'
import { CouponForm } from '../cart/coupon-form'
import { EmptyCart } from '../cart/empty-cart'
import { InstructionsBox } from '../cart/instructions-box'
import { MemberCardForm } from '../cart/member-card-form'
import { MemberCardOffer } from '../account/member-card-offer'
import { useCart, useHydratedCart } from '../cart/use-cart'
import { useCartProductDetails } from './use-cart-product-details'
import { useHydrated } from '../../lib/use-hydrated'

type CartViewVariant = 'page' | 'modal'

/**
 * The cart's content (SPEC §2), shared by the cart page and the cart modal: lines, coupon,
 * membership card, instructions, summary with the checkout link, cross-sells. While the cart
 * loads an accessible loading state (never the empty state); a failed first load says so with a
 * retry; a failed refetch keeps the last good cart on screen (react-query keeps the data).
 */
export function CartView({ variant, onLeave }: { variant: CartViewVariant; onLeave?: () => void }) {
  const t = useT()
  const { isError, refetch, isFetching } = useCart()
  const hydrated = useHydrated()
  const cart = useHydratedCart()
  if (cart === undefined) {
    if (hydrated && isError && !isFetching) {
      return (
        <div className="notice notice--error stack" role="alert">
          <p>{t('cart.loadFailed')}</p>
          <p>
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => void refetch()}>
              {t('cart.retry')}
            </button>
          </p>
        </div>
      )
    }
    return (
      <div className="page-loading cart-loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('cart.loading')}</span>
      </div>
    )
  }
  if (cart === null || cart.items.length === 0) return <EmptyCart message={t('account.cart.empty')} />
  return <CartContent cart={cart} variant={variant} {...(onLeave ? { onLeave } : {})} />
}

function CartContent({ cart, variant, onLeave }: { cart: Cart; variant: CartViewVariant; onLeave?: () => void }) {
  const details = useCartProductDetails(cart)
  return (
    <div className={`cart-view cart-view--${variant}`}>
      <div className="cart-view__main stack">
        <CartLines cart={cart} details={details} />
      </div>
      <aside className="cart-view__side">
        <CartSummary cart={cart} {...(onLeave ? { onCheckout: onLeave } : {})} />
        <CouponForm cart={cart} />
        <MemberCardForm cart={cart} offer={(barcode) => <MemberCardOffer barcode={barcode} />} />
        <InstructionsBox cart={cart} />
      </aside>
      {/* Suggestions last, after the summary and "to checkout" (on a wide page cart.css puts them under the lines). */}
      <CartCrossSells cart={cart} details={details} />
    </div>
  )
}
