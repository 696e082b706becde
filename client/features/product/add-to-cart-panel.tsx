import { Suspense, useId, useRef, type SubmitEvent } from 'react'
import { useT } from '../../i18n/i18n'
import type { AssociatedProduct, ProductDetail } from '../../../contract/dto/catalogue'
import type { CartItem } from '../../../contract/dto/commerce'
import { useAddToCart, useHydratedCart } from '../cart/use-cart'
import { CustomizeBundle } from './customize-bundle-source'
import { InCart } from './in-cart'
import { bundlePayload, needsCustomization } from './bundle-options'
import { checkOptionValues, emptyOptionValues, optionInputId } from './custom-option-values'
import { usePurchaseDraft } from './use-purchase-draft'
import { CustomOptionFields } from './custom-options-source'
import { QuantityInput } from './quantity-input'
import { removableLine } from './use-edit-line'
import { RemoveFromCart } from './remove-from-cart-source'
import { useHydrated } from '../../lib/use-hydrated'
import { cartFormActions } from '../../../contract/cart-form'
import { ReturnField } from '../cart/cart-form-fields'

const NO_OPTIONS: ProductDetail['customOptions'] = []

interface PanelProps {
  product: ProductDetail
  /** The active variant of a configurable product (null until one matches the choices). */
  variant: AssociatedProduct | null
  /** The cart line being edited (`?cartItemId=`), if it is a line of this product. */
  editLine: CartItem | null
  /** The form's id: the variant picker's controls post with it (`form` attribute). */
  formId?: string
}

/**
 * SPEC §4 product controller, the buying part: simple products, eProducts and bundles without a
 * configurable component are added from the page (custom options, quantity); a configurable
 * product once a variant is chosen (its id is what gets added); a bundle with a configurable
 * component through the customization modal. Beside add, "remove from cart" takes out the line
 * of the active product with the options as chosen, when the cart has one (SPEC §4 "removable").
 */
export function AddToCartPanel({ product, variant, editLine, formId }: PanelProps) {
  if (needsCustomization(product)) return <CustomizeBundle product={product} editLine={editLine} />
  return <DirectPurchase product={product} variant={variant} editLine={editLine} formId={formId} />
}

function DirectPurchase({ product, variant, editLine, formId: postedFormId }: PanelProps) {
  const t = useT()
  const formId = useId()
  const hydrated = useHydrated()
  const { add, pending } = useAddToCart()
  const configurable = product.type === 'configurable'
  // Personalisations are checked against the product that goes in the cart; variants carry none.
  const options = configurable ? NO_OPTIONS : product.customOptions
  const { qty, setQty, values, setValues, problems, setProblems, changeOption } = usePurchaseDraft(options, editLine)

  const target = configurable ? variant : null
  const purchasable = configurable
    ? target !== null && target.available && target.isPurchasable
    : product.available && product.isPurchasable && !product.archived
  const activeId = target?.id ?? product.id
  const updating = editLine !== null && editLine.productId === activeId
  const cart = useHydratedCart()
  const addRef = useRef<HTMLButtonElement>(null)
  // SPEC §4 "removable": the line of the active product with the options as now chosen.
  const line = removableLine(
    cart,
    activeId,
    { personalizations: checkOptionValues(options, values).personalizations },
    editLine,
  )

  const submit = (event: SubmitEvent) => {
    event.preventDefault()
    if (!purchasable || pending) return
    const check = checkOptionValues(options, values)
    setProblems(check.problems)
    const firstProblem = options.find((option) => check.problems[option.id])
    if (firstProblem) {
      document.getElementById(optionInputId(formId, firstProblem.id))?.focus()
      return
    }
    const bundle = product.type === 'bundle' ? bundlePayload(product.bundles, {}) : null
    void add({
      product: { id: activeId, name: target?.name ?? product.name, type: configurable ? 'simple' : product.type },
      qty,
      options: {
        ...(check.personalizations.length > 0 ? { personalizations: check.personalizations } : {}),
        ...(bundle?.ok ? { bundleOptions: bundle.bundleOptions } : {}),
      },
      cartItemId: updating ? editLine.itemId : null,
    }).then((added) => {
      if (!added || updating) return
      // SPEC §4 reset: custom options back to empty strings, quantity back to 1.
      setValues(emptyOptionValues(options))
      setQty('1')
    })
  }

  let status: string | null = null
  if (configurable && !target) status = t('product.chooseAll')
  else if (configurable && target && !purchasable) status = t('product.combinationSoldOut')
  else if (!configurable && !purchasable) status = t('product.notPurchasable')

  return (
    <form
      id={postedFormId}
      method="post"
      action={cartFormActions.add}
      className="purchase-panel stack"
      onSubmit={submit}
      noValidate
      aria-label={t('product.addToCart')}
    >
      {/* Before the app (or without it) the browser posts this form to the edge (issue 38). */}
      <input type="hidden" name="productId" value={configurable ? product.id : activeId} />
      <ReturnField />
      {updating ? <p className="notice small">{t('product.editing')}</p> : null}
      {options.length > 0 ? (
        <CustomOptionFields
          options={options}
          values={values}
          problems={problems}
          idPrefix={formId}
          onChange={changeOption}
        />
      ) : null}
      <div className="purchase-panel__row">
        <QuantityInput value={qty} onChange={setQty} name="qty" />
        <button
          ref={addRef}
          type="submit"
          className="btn btn--primary purchase-panel__add"
          // Before the app a configurable's choices are checked by the edge (its radios post with the form).
          disabled={!purchasable && (hydrated || !configurable)}
          aria-busy={pending}
        >
          {pending ? t('product.adding') : updating ? t('product.updateCart') : t('product.addToCart')}
        </button>
        {/* The cart is the browser's (never in the server's HTML here): the button may wait for its chunk. */}
        {line ? (
          <Suspense fallback={null}>
            <RemoveFromCart
              line={line}
              className="btn btn--secondary purchase-panel__remove"
              onRemoved={() => addRef.current?.focus()}
            />
          </Suspense>
        ) : null}
      </div>
      <p className="small muted purchase-panel__status" role="status">
        {status}
      </p>
      <InCart productId={activeId} />
    </form>
  )
}
