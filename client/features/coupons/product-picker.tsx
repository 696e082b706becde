import { useId, useState, type KeyboardEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { TextInput } from '../../lib/ui/text-input'
import { useLocale, useT } from '../../i18n/i18n'
import { couponProductSearchQuery } from './api'
import type { CouponDraft } from './coupon-draft'

type Picked = CouponDraft['products'][number]

/** The products a coupon names: found by name or SKU and added, or removed; each a real button. */
export function ProductPicker({ value, onChange }: { value: readonly Picked[]; onChange: (next: Picked[]) => void }) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const headingId = useId()
  const [text, setText] = useState('')
  const [q, setQ] = useState('')
  const found = useQuery(couponProductSearchQuery(api, locale, q))
  const chosen = new Set(value.map((product) => product.id))
  const candidates = (found.data?.data ?? []).filter((row) => !chosen.has(row.id) && row.status !== 'archived')
  const search = () => setQ(text.trim())
  // Inside the coupon's form: Enter searches here instead of saving the coupon.
  const searchOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    search()
  }
  return (
    <div className="stack" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('adminCoupons.form.products')}</h3>
      {value.length === 0 ? (
        <p className="muted">{t('adminCoupons.form.noProducts')}</p>
      ) : (
        <ul className="stack" role="list">
          {value.map((product) => (
            <li key={product.id} className="button-row">
              <span>
                {product.name} <code>{product.sku}</code>
              </span>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                aria-label={t('adminCoupons.form.removeProductNamed', { name: product.name })}
                onClick={() => onChange(value.filter((other) => other.id !== product.id))}
              >
                {t('adminCoupons.form.removeProduct')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div role="search" className="backoffice-search">
        <TextInput
          type="search"
          name="product-q"
          label={t('adminCoupons.form.productSearch')}
          value={text}
          onChange={setText}
          onKeyDown={searchOnEnter}
        />
        <button type="button" className="btn btn--secondary" onClick={search}>
          {t('adminCoupons.form.productSearchButton')}
        </button>
      </div>
      {q ? (
        <div aria-live="polite">
          {found.isSuccess && candidates.length === 0 ? (
            <p className="muted">{t('adminCoupons.form.noProductResults')}</p>
          ) : (
            <ul className="stack" role="list" aria-label={t('adminCoupons.form.productResults')}>
              {candidates.map((row) => (
                <li key={row.id} className="button-row">
                  <span>
                    {row.name} <code>{row.sku}</code>
                  </span>
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm"
                    aria-label={t('adminCoupons.form.addProductNamed', { name: row.name })}
                    onClick={() => onChange([...value, { id: row.id, name: row.name, sku: row.sku }])}
                  >
                    {t('adminCoupons.form.addProduct')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  )
}
