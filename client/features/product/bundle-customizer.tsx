import { useCallback, useId, useRef, useState, type SubmitEvent } from 'react'
import { useToast } from '../../lib/toasts'
import { Modal } from '../../lib/ui/modal'
import { useLocale, useT } from '../../i18n/i18n'
import type { BundleEntry, ProductDetail } from '../../../contract/dto/catalogue'
import type { CartItem } from '../../../contract/dto/commerce'
import { formatNumber } from '../../../contract/format'
import { parseQuantity } from '../cart/quantity'
import { useAddToCart } from '../cart/use-cart'
import { bundlePayload, initialBundleChoices, isConfigurableEntry, type BundleChoices } from './bundle-options'
import { checkOptionValues, emptyOptionValues, optionInputId } from './custom-option-values'
import { usePurchaseDraft } from './use-purchase-draft'
import { CustomOptionFields } from './custom-options'
import { QuantityInput } from './quantity-input'
import { useHydratedCart } from '../cart/use-cart'
import { quantityInCart, removableLine } from './use-edit-line'
import { RemoveFromCart } from './remove-from-cart'
import { VariantPicker } from './variant-picker'
import { findVariant } from './variant-selection'

interface CustomizerProps {
  product: ProductDetail
  open: boolean
  onClose: () => void
  /** A cart line of this bundle being edited: the modal starts from its choices and updates it. */
  editLine: CartItem | null
}

/**
 * SPEC §2 bundle customization modal: the bundle name, the quantity already in the cart, a
 * quantity input, the component list with one select per configurable attribute of each
 * configurable component, the bundle's custom option inputs, add-to-cart and close. Addable only
 * when every configurable component has a chosen variant (else core.notifications.configurationNotSet).
 * The choices survive closing the modal (it stays mounted, only the dialog unmounts).
 */
export function BundleCustomizer({ product, open, onClose, editLine }: CustomizerProps) {
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const formId = useId()
  const { add, pending } = useAddToCart()
  const cart = useHydratedCart()
  const addRef = useRef<HTMLButtonElement>(null)
  const [choices, setChoices] = useState<BundleChoices>(() => initialBundleChoices(product.bundles, null))
  const choicesFromLine = useCallback(
    (line: CartItem) => setChoices(initialBundleChoices(product.bundles, line.options.bundleOptions)),
    [product.bundles],
  )
  const { qty, setQty, values, setValues, problems, setProblems, changeOption } = usePurchaseDraft(
    product.customOptions,
    editLine,
    choicesFromLine,
  )

  const submit = (event: SubmitEvent) => {
    event.preventDefault()
    if (pending) return
    const payload = bundlePayload(product.bundles, choices)
    if (!payload.ok) {
      const component = product.bundles.find((entry) => entry.productId === payload.componentId)
      toast.error(
        payload.reason === 'notSet'
          ? t('core.notifications.configurationNotSet')
          : t('product.variantUnavailable', { name: component?.product.name ?? product.name }),
      )
      return
    }
    if (parseQuantity(qty) === null) {
      toast.error(t('error.invalidQuantity'))
      return
    }
    const check = checkOptionValues(product.customOptions, values)
    setProblems(check.problems)
    const firstProblem = product.customOptions.find((option) => check.problems[option.id])
    if (firstProblem) {
      document.getElementById(optionInputId(formId, firstProblem.id))?.focus()
      return
    }
    // Close first, so focus goes back to the page before the cart popup (behaviour 2) takes it.
    onClose()
    void add({
      product: { id: product.id, name: product.name, type: 'bundle' },
      qty,
      options: {
        bundleOptions: payload.bundleOptions,
        ...(check.personalizations.length > 0 ? { personalizations: check.personalizations } : {}),
      },
      cartItemId: editLine?.itemId ?? null,
    }).then((added) => {
      if (!added || editLine) return
      setValues(emptyOptionValues(product.customOptions))
      setQty('1')
    })
  }

  const inCart = quantityInCart(cart, product.id)
  const chosen = bundlePayload(product.bundles, choices)
  const line = chosen.ok
    ? removableLine(
        cart,
        product.id,
        {
          personalizations: checkOptionValues(product.customOptions, values).personalizations,
          bundleOptions: chosen.bundleOptions,
        },
        editLine,
      )
    : null
  return (
    <Modal
      open={open}
      onClose={onClose}
      inPlace
      title={product.name}
      footer={
        <>
          <button ref={addRef} type="submit" form={formId} className="btn btn--primary" aria-busy={pending}>
            {pending ? t('product.adding') : editLine ? t('product.updateCart') : t('product.addToCart')}
          </button>
          {line ? (
            <RemoveFromCart line={line} onRemoved={() => addRef.current?.focus()} className="btn btn--secondary" />
          ) : null}
        </>
      }
    >
      <form id={formId} className="bundle-customizer stack" onSubmit={submit} noValidate>
        <p className="muted small">{t('product.bundle.intro')}</p>
        <p className="bundle-customizer__in-cart">{t('product.inCart', { count: formatNumber(inCart, locale) })}</p>
        <QuantityInput value={qty} onChange={setQty} />
        <section className="stack" aria-labelledby={`${formId}-components`}>
          <h3 id={`${formId}-components`} className="bundle-customizer__heading">
            {t('product.bundle.components')}
          </h3>
          <ul className="bundle-components" role="list">
            {product.bundles.map((entry) => (
              <ComponentRow
                key={entry.id}
                entry={entry}
                choice={choices[entry.productId] ?? {}}
                onSelect={(code, valueId) =>
                  setChoices((current) => ({
                    ...current,
                    [entry.productId]: { ...(current[entry.productId] ?? {}), [code]: valueId },
                  }))
                }
              />
            ))}
          </ul>
        </section>
        <CustomOptionFields
          options={product.customOptions}
          values={values}
          problems={problems}
          idPrefix={formId}
          onChange={changeOption}
        />
      </form>
    </Modal>
  )
}

function ComponentRow({
  entry,
  choice,
  onSelect,
}: {
  entry: BundleEntry
  choice: Record<string, number | null>
  onSelect: (code: string, valueId: number | null) => void
}) {
  const t = useT()
  const configurable = isConfigurableEntry(entry)
  const component = entry.product
  const thumb = component.images[0]?.urls.thumbnail ?? component.media?.urls.thumbnail
  const variant = configurable
    ? findVariant(component.associatedProducts, component.associatedProductsAttributes, choice)
    : null
  return (
    <li className="bundle-component">
      <div className="bundle-component__head">
        {thumb ? (
          <img
            className="bundle-component__image"
            src={thumb}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <span className="bundle-component__name">
          {entry.qty > 1 ? `${entry.qty} × ` : ''}
          {component.name}
        </span>
        {configurable && !variant ? (
          <span className="tag bundle-component__needs">{t('product.bundle.needsChoice')}</span>
        ) : null}
        {variant ? <span className="small muted bundle-component__sku">{variant.sku}</span> : null}
      </div>
      {configurable ? (
        <fieldset className="bundle-component__options">
          <legend className="visually-hidden">{t('product.bundle.componentOptions', { name: component.name })}</legend>
          <VariantPicker
            attributes={component.associatedProductsAttributes}
            variants={component.associatedProducts}
            selection={choice}
            onSelect={onSelect}
            selectsOnly
          />
        </fieldset>
      ) : null}
    </li>
  )
}
