import { useId } from 'react'
import { useT } from '../../i18n/i18n'
import { QUANTITY_FIELD } from './quantity'
import type { CartLineControls } from './use-cart-line'
import { ReturnField } from './cart-form-fields'
import { cartFormActions } from '../../../contract/cart-form'

/**
 * The quantity number input of a line: labelled with the product's name, debounced by useCartLine.
 * A real form with an "update" button: before the app (or without it) the browser posts it to the
 * edge (issue 38); the app commits it at once instead.
 */
export function QuantityCell({ name, itemId, controls }: { name: string; itemId: number; controls: CartLineControls }) {
  const t = useT()
  const id = useId()
  return (
    <form
      method="post"
      action={cartFormActions.update(itemId)}
      className="cart-qty"
      onSubmit={(event) => {
        event.preventDefault()
        controls.commitQuantity()
      }}
    >
      <ReturnField />
      <label className="visually-hidden" htmlFor={id}>
        {t('cart.lines.quantityOf', { name })}
      </label>
      <input
        id={id}
        className="cart-qty__input"
        {...QUANTITY_FIELD}
        name="qty"
        value={controls.quantity}
        aria-busy={controls.updating || undefined}
        onChange={(event) => controls.editQuantity(event.target.value)}
      />
      <button
        type="submit"
        className="btn btn--secondary btn--sm cart-qty__update"
        aria-label={t('cart.lines.updateNamed', { name })}
      >
        {t('cart.lines.update')}
      </button>
      {controls.updating ? (
        <span className="cart-qty__busy" role="status">
          <span className="spinner spinner--sm" aria-hidden="true" />
          <span className="visually-hidden">{t('cart.lines.updating')}</span>
        </span>
      ) : null}
    </form>
  )
}
