import { useId } from 'react'
import { useT } from '../../i18n/i18n'
import { MAX_QUANTITY, QUANTITY_FIELD, parseQuantity } from '../cart/quantity'

/**
 * SPEC §5 quantity: a labelled number input with − / + buttons. Any text may be typed; the
 * add-to-cart call checks it (error.invalidQuantity, nothing added), so this never blocks input.
 */
export function QuantityInput({
  value,
  onChange,
  disabled = false,
  name,
}: {
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  /** The field's name in a form that posts (the add-to-cart form: `qty`). */
  name?: string
}) {
  const t = useT()
  const id = useId()
  const current = parseQuantity(value)
  const step = (delta: number) => onChange(String(Math.max(1, Math.min(MAX_QUANTITY, (current ?? 0) + delta))))
  return (
    <div className="quantity-input">
      <label htmlFor={id} className="quantity-input__label">
        {t('product.quantity')}
      </label>
      <div className="quantity-input__row">
        <button
          type="button"
          className="icon-btn quantity-input__step needs-js"
          aria-label={t('product.decrease')}
          aria-controls={id}
          onClick={() => step(-1)}
          disabled={disabled || current === null || current <= 1}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="quantity-input__control"
          {...QUANTITY_FIELD}
          name={name}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="icon-btn quantity-input__step needs-js"
          aria-label={t('product.increase')}
          aria-controls={id}
          onClick={() => step(1)}
          disabled={disabled || (current !== null && current >= MAX_QUANTITY)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  )
}
