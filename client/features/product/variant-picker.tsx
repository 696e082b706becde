import { useId } from 'react'
import { ATTRIBUTE_FIELD_PREFIX } from '../../../contract/cart-form'
import { useLocale, useT } from '../../i18n/i18n'
import { formatMoney } from '../../../contract/format'
import type {
  AssociatedProduct,
  AssociatedProductsAttribute,
  AttributeInputType,
  AttributeValueDto,
} from '../../../contract/dto/catalogue'
import { pricesDiffer, valuePriceRange, valueState, type Selection, type ValueState } from './variant-selection'

type Control = 'select' | 'textSwatch' | 'visualSwatch' | 'yesNo'

/** SPEC §3 input types → the control that edits them (anything without its own control is a select). */
function controlFor(inputType: AttributeInputType): Control {
  if (inputType === 'textSwatch' || inputType === 'visualSwatch' || inputType === 'yesNo') return inputType
  return 'select'
}

interface PickerProps {
  attributes: readonly AssociatedProductsAttribute[]
  variants: readonly AssociatedProduct[]
  selection: Selection
  onSelect: (code: string, valueId: number | null) => void
  /** The bundle modal edits every attribute with a select (SPEC §2). */
  selectsOnly?: boolean
  /**
   * The add-to-cart form the choices post with (`attr.<code>` = value id), so that a choice made
   * before the app runs, or without it, is what the edge adds (issue 38).
   */
  formId?: string
  /** The name a choice posts under, before the attribute code (default `attr.`; a bundle's component: `bundle.<id>.`). */
  namePrefix?: string
  /**
   * The product page: when the variants cost different amounts, each value says its price (the
   * matching variants' with the other choices; "from" the lowest when they differ), in the server's
   * HTML too, so a shopper without JavaScript knows what a choice costs (issue 38).
   */
  showPrices?: boolean
}

/**
 * One control per configurable attribute: dropdown → select; text swatch → radio group of text
 * buttons; visual swatch → radio group of colour swatches (named by the value); yes/no → radios;
 * other input types → select. Values that would give no variant or a sold-out one with the other
 * choices stay choosable (the customer may change the other attribute next) and say so.
 */
export function VariantPicker({
  attributes,
  variants,
  selection,
  onSelect,
  selectsOnly = false,
  formId,
  namePrefix = ATTRIBUTE_FIELD_PREFIX,
  showPrices = false,
}: PickerProps) {
  const t = useT()
  const locale = useLocale()
  const prefix = useId()
  const priced = showPrices && pricesDiffer(variants)
  /** The price a value says, or null (prices not shown, or no variant with that value). */
  const priceOf = (code: string, valueId: number): string | null => {
    const range = priced ? valuePriceRange(variants, attributes, selection, code, valueId) : null
    if (!range) return null
    const price = formatMoney(range.min, locale)
    return range.min === range.max ? price : t('product.valuePriceFrom', { price })
  }
  const describe = (value: AttributeValueDto, state: ValueState, price: string | null) => {
    const named =
      state === 'missing'
        ? t('product.valueMissing', { value: value.value })
        : state === 'soldOut'
          ? t('product.valueSoldOut', { value: value.value })
          : value.value
    return price === null ? named : t('product.valuePrice', { value: named, price })
  }
  return (
    <div className="variant-picker stack">
      {attributes.map((attribute) => {
        const control = selectsOnly ? 'select' : controlFor(attribute.inputType)
        const chosen = selection[attribute.attributeCode] ?? null
        const states = new Map(
          attribute.values.map((value) => [
            value.id,
            valueState(variants, attributes, selection, attribute.attributeCode, value.id),
          ]),
        )
        const id = `${prefix}-${attribute.attributeCode}`
        const field = formId ? { form: formId, name: `${namePrefix}${attribute.attributeCode}` } : null
        if (control === 'select') {
          return (
            <div className="variant-field" key={attribute.attributeCode}>
              <label htmlFor={id} className="variant-field__label">
                {attribute.label}
              </label>
              <select
                id={id}
                {...field}
                className="select variant-field__select"
                value={chosen === null ? '' : String(chosen)}
                onChange={(event) =>
                  onSelect(attribute.attributeCode, event.target.value === '' ? null : Number(event.target.value))
                }
              >
                <option value="">{t('product.choose')}</option>
                {attribute.values.map((value) => (
                  <option key={value.id} value={String(value.id)}>
                    {describe(value, states.get(value.id) ?? 'available', priceOf(attribute.attributeCode, value.id))}
                  </option>
                ))}
              </select>
            </div>
          )
        }
        const chosenValue = attribute.values.find((value) => value.id === chosen)
        return (
          <fieldset
            className={`variant-swatches variant-swatches--${control} ${attribute.customClass}`.trim()}
            key={attribute.attributeCode}
          >
            <legend className="variant-swatches__legend">
              {attribute.label}
              {chosenValue ? <span className="variant-swatches__chosen">: {chosenValue.value}</span> : null}
            </legend>
            <div className="variant-swatches__options">
              {attribute.values.map((value) => {
                const state = states.get(value.id) ?? 'available'
                const price = priceOf(attribute.attributeCode, value.id)
                return (
                  <label
                    key={value.id}
                    className={`swatch-option swatch-option--${control} swatch-option--${state}${price !== null ? ' swatch-option--priced' : ''}`}
                    title={control === 'visualSwatch' ? value.value : undefined}
                  >
                    <input
                      type="radio"
                      className="swatch-option__input"
                      name={field?.name ?? id}
                      form={field?.form}
                      value={String(value.id)}
                      checked={chosen === value.id}
                      onChange={() => onSelect(attribute.attributeCode, value.id)}
                    />
                    {control === 'visualSwatch' ? (
                      <span className="swatch-option__face" aria-hidden="true">
                        <span className="swatch-option__dot" style={{ background: value.swatch ?? 'transparent' }} />
                      </span>
                    ) : (
                      <span className="swatch-option__face" aria-hidden="true">
                        {value.value}
                      </span>
                    )}
                    {price !== null ? (
                      <span className="swatch-option__price" aria-hidden="true">
                        {price}
                      </span>
                    ) : null}
                    <span className="visually-hidden">{describe(value, state, price)}</span>
                  </label>
                )
              })}
            </div>
          </fieldset>
        )
      })}
    </div>
  )
}
