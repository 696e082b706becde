import { useRoute } from '../../lib/navigation'
import { useLocale, useT } from '../../i18n/i18n'
import {
  CART_OUTCOME_PARAM,
  RETURN_FIELD,
  isCartOutcome,
  isSuccessOutcome,
  type CartOutcome,
} from '../../../contract/cart-form'
import { shopperPath } from '../../../contract/shopper-paths'

/**
 * The cart's HTML forms (issue 38): posted before the app runs (or without it), the edge answers
 * 303 back to `returnTo` with `?cart=<outcome>`; these are the two ends of that on the page.
 */

const hrefParts = (href: string) => new URL(href, 'http://same.origin')

/** The page to come back to: this one, without an earlier outcome. */
export function ReturnField() {
  const url = hrefParts(useRoute().href)
  url.searchParams.delete(CART_OUTCOME_PARAM)
  return <input type="hidden" name={RETURN_FIELD} value={url.pathname + url.search} />
}

/** The outcome a form's redirect brought (`?cart=added`), or null. */
export function useCartOutcome(): CartOutcome | null {
  const value = hrefParts(useRoute().href).searchParams.get(CART_OUTCOME_PARAM)
  return isCartOutcome(value) ? value : null
}

/** What the last cart form did, in the page's language, in a status region (nothing without an outcome). */
export function CartOutcomeNotice() {
  const t = useT()
  const locale = useLocale()
  const outcome = useCartOutcome()
  const onCart = useRoute().match?.name === 'cart'
  if (!outcome) return null
  const success = isSuccessOutcome(outcome)
  return (
    <div className="container cart-outcome">
      <p className={`notice ${success ? 'notice--success' : 'notice--error'}`} role="status">
        {t(`cart.outcome.${outcome}`)}
        {outcome === 'added' && !onCart ? (
          <>
            {' '}
            <a href={shopperPath('cart', locale)}>{t('cart.outcome.goToCart')}</a>
          </>
        ) : null}
      </p>
    </div>
  )
}
