import { useId } from 'react'
import { useT } from '../../i18n/i18n'
import type { ProductDetail } from '../../../contract/dto/catalogue'
import { BUNDLE_FIELD_PREFIX, cartFormActions } from '../../../contract/cart-form'
import { ReturnField } from '../cart/cart-form-fields'
import { initialBundleChoices, isConfigurableEntry } from './bundle-options'
import { emptyOptionValues } from './custom-option-values'
import { CustomOptionFields } from './custom-options'
import { QuantityInput } from './quantity-input'
import { VariantPicker } from './variant-picker'

const unchanged = () => undefined

/**
 * A bundle's customisation as a plain form the browser posts itself (issue 38), for a visitor
 * without JavaScript (the page renders it inside `<noscript>`; with the app the modal does this):
 * a select per attribute of each configurable component (`bundle.<componentId>.<code>`), the
 * bundle's personalisations (`option.<id>`) and the quantity, posted to the add-to-cart form's
 * edge route, which builds the components' variants and answers 303 back with the outcome.
 */
export function BundleForm({ product }: { product: ProductDetail }) {
  const t = useT()
  const formId = useId()
  const choices = initialBundleChoices(product.bundles, null)
  return (
    <form
      id={formId}
      method="post"
      action={cartFormActions.add}
      className="bundle-customizer stack"
      aria-label={t('product.customizeNamed', { name: product.name })}
    >
      <input type="hidden" name="productId" value={product.id} />
      <ReturnField />
      <ul className="bundle-components" role="list">
        {product.bundles.filter(isConfigurableEntry).map((entry) => (
          <li key={entry.id} className="bundle-component">
            <fieldset className="bundle-component__options stack">
              <legend className="bundle-component__name">
                {t('product.bundle.componentOptions', { name: entry.product.name })}
              </legend>
              <VariantPicker
                attributes={entry.product.associatedProductsAttributes}
                variants={entry.product.associatedProducts}
                selection={choices[entry.productId] ?? {}}
                onSelect={unchanged}
                selectsOnly
                formId={formId}
                namePrefix={`${BUNDLE_FIELD_PREFIX}${entry.productId}.`}
              />
            </fieldset>
          </li>
        ))}
      </ul>
      <CustomOptionFields
        options={product.customOptions}
        values={emptyOptionValues(product.customOptions)}
        problems={{}}
        idPrefix={formId}
        onChange={unchanged}
      />
      <div className="purchase-panel__row">
        <QuantityInput value="1" onChange={unchanged} name="qty" />
        <button type="submit" className="btn btn--primary purchase-panel__add">
          {t('product.addToCart')}
        </button>
      </div>
    </form>
  )
}
