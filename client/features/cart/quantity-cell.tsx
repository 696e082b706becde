import { useId } from 'react'
import { useT } from '../../i18n/i18n'
import { QUANTITY_FIELD } from './quantity'
import type { CartLineControls } from './use-cart-line'

/** The quantity number input of a line: labelled with the product's name, debounced by useCartLine. */
export function QuantityCell({ name, controls }: { name: string; controls: CartLineControls }) {
  const t = useT()
  const id = useId()
  return (
    <div className="cart-qty">
      <label className="visually-hidden" htmlFor={id}>
        {t('cart.lines.quantityOf', { name })}
      </label>
      <input
        id={id}
        className="cart-qty__input"
        {...QUANTITY_FIELD}
        value={controls.quantity}
        aria-busy={controls.updating || undefined}
        onChange={(event) => controls.editQuantity(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') controls.commitQuantity()
        }}
      />
      {controls.updating ? (
        <span className="cart-qty__busy" role="status">
          <span className="spinner spinner--sm" aria-hidden="true" />
          <span className="visually-hidden">{t('cart.lines.updating')}</span>
        </span>
      ) : null}
    </div>
  )
}
