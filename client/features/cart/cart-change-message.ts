import type { CartLineChange } from '../../../contract/cart-change'
import { formatMoney } from '../../../contract/format'
import type { Locale } from '../../../contract/locales'
import type { Translate } from '../../i18n/i18n'

/** One change as the shopper reads it ("Poster: količina 18 → 17, na zalihi je još samo 17"). */
function changeText(change: CartLineChange, t: Translate, locale: Locale): string {
  const money = (amount: number) => formatMoney(amount, locale)
  switch (change.kind) {
    case 'price':
      return t('checkout.cartChange.price', { name: change.name, from: money(change.from), to: money(change.to) })
    case 'quantity':
      return change.stockLeft === null
        ? t('checkout.cartChange.quantity', { name: change.name, from: change.from, to: change.to })
        : t('checkout.cartChange.quantityStock', {
            name: change.name,
            from: change.from,
            to: change.to,
            left: change.stockLeft,
          })
    case 'removed':
      return t(change.unavailable ? 'checkout.cartChange.unavailable' : 'checkout.cartChange.removed', {
        name: change.name,
      })
    case 'added':
      return t('checkout.cartChange.added', { name: change.name, qty: change.qty })
    case 'total':
      return t('checkout.cartChange.total', { from: money(change.from), to: money(change.to) })
  }
}

/**
 * SPEC §4 cart-updated message: its text, then each change on a line of its own (the toast keeps
 * the line breaks).
 */
export function cartChangeMessage(changes: readonly CartLineChange[], t: Translate, locale: Locale): string {
  return [t('core.notifications.cartUpdated'), ...changes.map((change) => changeText(change, t, locale))].join('\n')
}
