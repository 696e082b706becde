import type { AdminProductDetail } from '../../../../contract/dto/catalogue-admin'
import type { ProductType } from '../../../../contract/dto/catalogue'
import { buildPath } from '../../../../contract/routes'
import { TextInput } from '../../../lib/ui/text-input'
import { useLocale, useT } from '../../../i18n/i18n'
import type { ProductDraft } from './draft'

export const PRODUCT_TYPES: readonly ProductType[] = ['simple', 'configurable', 'bundle', 'eProduct']

/**
 * What the product is: a new one chooses its type (cards of radio buttons) and whether it starts
 * as a draft; a saved one says its type and status and is published or taken back to draft with
 * a button (that saves the whole form with the new status), and opens in the shop once published.
 */
export function IdentityFields({
  product,
  draft,
  set,
  error,
  saving,
  onStatus,
}: {
  product: AdminProductDetail | null
  draft: ProductDraft
  set: (changes: Partial<ProductDraft>) => void
  error: (path: string) => string | undefined
  saving: boolean
  onStatus: (status: ProductDraft['status']) => void
}) {
  const t = useT()
  const locale = useLocale()
  const status = product?.status ?? draft.status
  const shopTexts = product?.texts[locale] ?? product?.texts.hr ?? null
  return (
    <>
      {product ? (
        <p>
          {t('productEditor.type.current', { type: t(`productEditor.type.${product.type}`) })} ·{' '}
          <strong data-testid="product-status">{t(`productEditor.status.${status}`)}</strong>
        </p>
      ) : (
        <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="visually-hidden">{t('productEditor.type.legend')}</legend>
          <p className="muted">{t('productEditor.type.intro')}</p>
          <ul className="backoffice-targets" role="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {PRODUCT_TYPES.map((type) => (
              <li key={type}>
                <label className="check panel" style={{ display: 'flex', height: '100%' }}>
                  <input
                    type="radio"
                    name="type"
                    value={type}
                    checked={draft.type === type}
                    onChange={() => set({ type, stock: type === 'eProduct' && draft.stock === '0' ? '' : draft.stock })}
                  />
                  <span style={{ display: 'grid', gap: '0.25rem' }}>
                    <strong>{t(`productEditor.type.${type}`)}</strong>
                    <span className="small muted">{t(`productEditor.type.hints.${type}`)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className="grid grid--2">
        <TextInput
          name="sku"
          label={t('productEditor.sku')}
          value={draft.sku}
          required
          maxLength={64}
          autoComplete="off"
          hint={t('productEditor.skuHint')}
          error={error('sku')}
          onChange={(sku) => set({ sku })}
        />
        {product ? null : (
          <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className="field__static-label">{t('productEditor.status.label')}</legend>
            <div className="cluster">
              {(['draft', 'published'] as const).map((choice) => (
                <label key={choice} className="check">
                  <input
                    type="radio"
                    name="status"
                    value={choice}
                    checked={draft.status === choice}
                    onChange={() => set({ status: choice })}
                  />
                  <span>{t(`productEditor.status.${choice}`)}</span>
                </label>
              ))}
            </div>
            <p className="field__hint">{t('productEditor.status.draftHint')}</p>
          </fieldset>
        )}
      </div>
      {product ? (
        <div className="button-row">
          {product.status === 'draft' ? (
            <button
              type="button"
              className="btn btn--primary btn--sm"
              aria-busy={saving || undefined}
              onClick={() => onStatus('published')}
            >
              {t('productEditor.actions.publish')}
            </button>
          ) : null}
          {product.status === 'published' ? (
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              aria-busy={saving || undefined}
              onClick={() => onStatus('draft')}
            >
              {t('productEditor.actions.unpublish')}
            </button>
          ) : null}
          {product.status === 'published' && shopTexts ? (
            <a
              className="btn btn--secondary btn--sm"
              href={buildPath('product', locale, { slug: shopTexts.slug })}
              target="_blank"
              rel="noopener"
            >
              {t('productEditor.actions.view')}
            </a>
          ) : null}
        </div>
      ) : null}
    </>
  )
}
