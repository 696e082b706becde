import { useRoute } from '../../../lib/navigation'
import { CHECKOUT_OUTCOME_PARAM, CHECKOUT_RETURN_FIELD } from '../../../../contract/checkout-form'

/** The checkout page the form comes from (its language), for the edge's 303 back. */
export function ReturnTo() {
  const url = new URL(useRoute().href, 'http://same.origin')
  url.searchParams.delete(CHECKOUT_OUTCOME_PARAM)
  return <input type="hidden" name={CHECKOUT_RETURN_FIELD} value={url.pathname} />
}
