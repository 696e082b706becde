import { ApiError } from '../../../contract/api'

/**
 * How the cart screens read a failed cart call (codes of the edge /api/cart and the backend;
 * an external upstream may only send the SPEC §8 message, so both are checked).
 */
function codeOf(error: unknown): string {
  return error instanceof ApiError ? (error.code ?? '').toUpperCase() : ''
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message.trim() : ''
}

/** Errors that end or lack the cart session: useCartFailure() handles them (home, empty cart, alert). */
export function endsSession(error: unknown): boolean {
  return ['CART_ARCHIVED', 'SESSION_ALREADY_USED', 'NO_CART_SESSION'].includes(codeOf(error))
}

/** SPEC §5: the line is not (any more) in the cart — core.notifications.itemNotInCart. */
export function isItemNotInCart(error: unknown): boolean {
  return codeOf(error) === 'ITEM_NOT_IN_CART' || messageOf(error) === 'core.notifications.itemNotInCart'
}

/** SPEC §5: quantity refused by the server — error.invalidQuantity. */
export function isInvalidQuantity(error: unknown): boolean {
  return codeOf(error) === 'INVALID_QUANTITY' || messageOf(error) === 'error.invalidQuantity'
}

/** SPEC §5/§8: the membership barcode is not valid — invalid toast + incorrect-barcode event. */
export function isInvalidMemberCard(error: unknown): boolean {
  return (
    codeOf(error) === 'MEMBER_CARD_INVALID' || messageOf(error) === 'core.notifications.membershipCardBarcodeInvalid'
  )
}

/** The stock left when the server refused a quantity above it ('Only 3 in stock.'), else null. */
export function stockLimit(error: unknown): number | null | undefined {
  if (codeOf(error) !== 'INSUFFICIENT_STOCK') return undefined
  const match = /(\d+)/.exec(messageOf(error))
  return match?.[1] !== undefined ? Number(match[1]) : null
}
