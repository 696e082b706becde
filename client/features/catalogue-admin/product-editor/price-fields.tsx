import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { AdminProductDetail } from '../../../../contract/dto/catalogue-admin'
import { formatMoney } from '../../../../contract/format'
import { TextInput } from '../../../lib/ui/text-input'
import { FieldError } from '../../../lib/ui/field-error'
import { useLocale, useT } from '../../../i18n/i18n'
import { useApi } from '../../../lib/api-context'
import { vatRatesQuery } from './api'
import { finalCentsOf, rateOfDraft, vatDraftOf, type ProductDraft } from './draft'

interface PartProps {
  draft: ProductDraft
  set: (changes: Partial<ProductDraft>) => void
  error: (path: string) => string | undefined
}

/**
 * Prices in euros as staff write them ("12,50" / "12.50"; the save sends cents): retail, the
 * optional discount, the final price a shopper pays (read only), the membership price, the VAT
 * rate (one of the shop's rates), and the Omnibus line: the lowest price of the last 30 days.
 * A configurable product's prices are its variants': only its VAT rate is here.
 */
export function PriceFields({ draft, set, error, product }: PartProps & { product: AdminProductDetail | null }) {
  const t = useT()
  const locale = useLocale()
  const configurable = draft.type === 'configurable'
  const final = finalCentsOf(draft, locale)
  const vatError = error('taxRate')
  return (
    <div className="stack">
      {configurable ? (
        <p className="notice">{t('productEditor.prices.configurable')}</p>
      ) : (
        <div className="grid grid--2">
          <TextInput
            name="retailPriceCents"
            label={t('productEditor.prices.retail')}
            value={draft.retail}
            required
            inputMode="decimal"
            autoComplete="off"
            hint={t('productEditor.prices.euroHint')}
            error={error('retailPriceCents')}
            onChange={(retail) => set({ retail })}
          />
          <TextInput
            name="discountPriceCents"
            label={t('productEditor.prices.discount')}
            value={draft.discount}
            inputMode="decimal"
            autoComplete="off"
            hint={t('productEditor.prices.discountHint')}
            error={error('discountPriceCents')}
            onChange={(discount) => set({ discount })}
          />
          <div className="field">
            <p className="field__static-label">{t('productEditor.prices.final')}</p>
            <p className="price" aria-live="polite">
              {final === null ? '—' : formatMoney(final / 100, locale)}
            </p>
          </div>
          <TextInput
            name="membershipPriceCents"
            label={t('productEditor.prices.membership')}
            value={draft.membership}
            inputMode="decimal"
            autoComplete="off"
            hint={t('productEditor.prices.membershipHint')}
            error={error('membershipPriceCents')}
            onChange={(membership) => set({ membership })}
          />
        </div>
      )}
      <div className="grid grid--2">
        <VatSelect draft={draft} set={set} error={vatError} />
      </div>
      {product && !configurable ? (
        <p className="muted" data-testid="lowest-price">
          {t('productEditor.prices.lowest30', {
            price: formatMoney(product.lowestPrice30DaysCents / 100, locale),
          })}
        </p>
      ) : null}
    </div>
  )
}

/** Stock (empty: unlimited), the low-stock threshold and whether the shop sells at stock 0; a configurable's stock is its variants'. */
export function StockFields({ draft, set, error }: PartProps) {
  const t = useT()
  return (
    <div className="stack">
      {draft.type === 'configurable' ? null : (
        <div className="grid grid--2">
          <TextInput
            name="stockQty"
            label={t('productEditor.stock.qty')}
            value={draft.stock}
            inputMode="numeric"
            autoComplete="off"
            hint={t('productEditor.stock.qtyHint')}
            error={error('stockQty')}
            onChange={(stock) => set({ stock })}
          />
          <TextInput
            name="lowStockThreshold"
            label={t('productEditor.stock.lowThreshold')}
            value={draft.lowThreshold}
            inputMode="numeric"
            autoComplete="off"
            hint={t('productEditor.stock.lowThresholdHint')}
            error={error('lowStockThreshold')}
            onChange={(lowThreshold) => set({ lowThreshold })}
          />
        </div>
      )}
      <Check
        label={t('productEditor.stock.sellWhenOut')}
        checked={draft.sellWhenOutOfStock}
        onChange={(sellWhenOutOfStock) => set({ sellWhenOutOfStock })}
      />
    </div>
  )
}

/** Featured / purchasable / visible on its own, the priority in its categories, manufacturer and brand. */
export function FlagFields({ draft, set, error }: PartProps) {
  const t = useT()
  return (
    <div className="stack">
      <ul className="backoffice-checks" role="list">
        <li>
          <Check
            label={t('productEditor.flags.featured')}
            checked={draft.featured}
            onChange={(featured) => set({ featured })}
          />
        </li>
        <li>
          <Check
            label={t('productEditor.flags.purchasable')}
            checked={draft.isPurchasable}
            onChange={(isPurchasable) => set({ isPurchasable })}
          />
        </li>
        <li>
          <Check
            label={t('productEditor.flags.visibleIndividually')}
            checked={draft.visibleIndividually}
            onChange={(visibleIndividually) => set({ visibleIndividually })}
          />
        </li>
      </ul>
      <div className="grid grid--2">
        <TextInput
          name="categoryPriority"
          label={t('productEditor.flags.categoryPriority')}
          value={draft.categoryPriority}
          inputMode="numeric"
          autoComplete="off"
          hint={t('productEditor.flags.categoryPriorityHint')}
          error={error('categoryPriority')}
          onChange={(categoryPriority) => set({ categoryPriority })}
        />
        <span aria-hidden="true" />
        <TextInput
          name="manufacturer"
          label={t('productEditor.flags.manufacturer')}
          value={draft.manufacturer}
          maxLength={120}
          error={error('manufacturer')}
          onChange={(manufacturer) => set({ manufacturer })}
        />
        <TextInput
          name="brand"
          label={t('productEditor.flags.brand')}
          value={draft.brand}
          maxLength={120}
          error={error('brand')}
          onChange={(brand) => set({ brand })}
        />
      </div>
    </div>
  )
}

/** A labelled checkbox (the label wraps it: the whole text is the target). */
export function Check({
  label,
  checked,
  onChange,
  name,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  name?: string
}) {
  return (
    <label className="check">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  )
}

/**
 * The VAT rate: one of the rates the shop uses (the owner's list, /admin/settings/shop). A product
 * saved with a rate the list no longer has keeps it as a choice of its own until staff pick another.
 */
function VatSelect({ draft, set, error }: Pick<PartProps, 'draft' | 'set'> & { error: string | undefined }) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const rates = useQuery(vatRatesQuery(useApi())).data?.map((use) => use.rate) ?? []
  const current = rateOfDraft(draft)
  const choices = current === undefined || rates.includes(current) ? rates : [...rates, current]
  const format = (rate: number) => rate.toLocaleString(locale === 'hr' ? 'hr-HR' : 'en-GB')
  return (
    <div className={`field field--select${error ? ' field--invalid' : ''}`}>
      <label className="field__static-label" htmlFor={id}>
        {t('productEditor.prices.vat')}
      </label>
      <select
        id={id}
        name="taxRate"
        className="select"
        value={current === undefined ? '' : String(current)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => set(vatDraftOf(Number(event.currentTarget.value), locale))}
      >
        {current === undefined ? <option value="" /> : null}
        {choices.map((rate) => (
          <option key={rate} value={String(rate)}>
            {t('productEditor.prices.vatRate', { rate: format(rate) })}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
