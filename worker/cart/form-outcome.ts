import { CART_OUTCOME_PARAM, type CartOutcome } from '../../contract/cart-form'
import { safeRedirect } from '../../contract/safe-redirect'
import type { UpstreamError } from '../upstream/types'
import { isOutageStatus } from '../upstream/deadline'
import { endingError } from './cart-session'

/** Which form failed: the same upstream code reads differently for a coupon and a line. */
export type FormKind = 'add' | 'line' | 'coupon' | 'memberCard'

const BY_CODE: Record<string, CartOutcome> = {
  INVALID_QUANTITY: 'invalidQuantity',
  INSUFFICIENT_STOCK: 'outOfStock',
  PRODUCT_UNAVAILABLE: 'outOfStock',
  PRODUCT_NOT_PURCHASABLE: 'notPurchasable',
  PRODUCT_ARCHIVED: 'notPurchasable',
  PRODUCT_NOT_FOUND: 'notPurchasable',
  CONFIGURABLE_NOT_ADDABLE: 'chooseVariant',
  CONFIGURATION_NOT_SET: 'chooseVariant',
  OPTION_REQUIRED: 'needsOptions',
  INVALID_OPTION_VALUE: 'needsOptions',
  UNKNOWN_OPTION: 'needsOptions',
  DUPLICATE_OPTION: 'needsOptions',
  BUNDLE_OPTIONS_NOT_ALLOWED: 'needsOptions',
  NOT_A_BUNDLE_COMPONENT: 'needsOptions',
  BUNDLE_COMPONENT_HAS_NO_VARIANTS: 'needsOptions',
  BUNDLE_VARIANT_UNAVAILABLE: 'outOfStock',
  ITEM_NOT_IN_CART: 'itemNotInCart',
  MEMBER_CARD_INVALID: 'memberCardInvalid',
}

/**
 * The outcome key a failed cart call shows (never its text): an outage keeps the cart
 * ('unavailable'), an ended session is 'cartEnded', a refused coupon is 'couponInvalid'.
 */
export function outcomeOf(error: UpstreamError, kind: FormKind): CartOutcome {
  if (endingError(error)) return 'cartEnded'
  if (isOutageStatus(error.status)) return 'unavailable'
  const code = (error.code ?? '').toUpperCase()
  if (kind === 'coupon' && (code.startsWith('COUPON_') || error.status === 404 || error.status === 409))
    return 'couponInvalid'
  if (kind === 'memberCard' && (code.startsWith('MEMBER') || error.status === 400)) return 'memberCardInvalid'
  return BY_CODE[code] ?? 'failed'
}

/**
 * Where the 303 goes: the form's return path when it is a safe same-origin path (else `fallback`),
 * with `?cart=<outcome>` set (an earlier outcome replaced, the other parameters kept).
 */
export function outcomeLocation(returnTo: unknown, fallback: string, outcome: CartOutcome): string {
  const url = new URL(safeRedirect(returnTo, fallback), 'http://same.origin')
  url.searchParams.set(CART_OUTCOME_PARAM, outcome)
  return url.pathname + url.search
}
