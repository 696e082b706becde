import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { AdminAuditEntry } from '../../../../contract/dto/admin'
import { formatDateTime } from '../../../../contract/format-date'
import { formatMoney } from '../../../../contract/format'
import type { Locale } from '../../../../contract/locales'
import { useApi } from '../../../lib/api-context'
import { useLocale, useT, type MessageKey, type Translate } from '../../../i18n/i18n'
import { productAuditQuery } from './api'

const ACTIONS = [
  'create',
  'update',
  'archive',
  'delete',
  'bulk',
  'variants',
  'bundle',
  'file',
  'keys',
  'import',
] as const

/** `product.update` → its text; an action this screen does not know is shown as written. */
function actionText(action: string, t: Translate): string {
  const verb = ACTIONS.find((name) => action.split('.')[1]?.startsWith(name))
  return verb ? t(`productEditor.history.actions.${verb}`) : action
}

/** The editor's label of an audited field (`nameHr` → "Naziv (HR)"); an unknown one as written. */
const FIELD_LABELS: Record<string, MessageKey> = {
  sku: 'productEditor.sku',
  status: 'productEditor.status.label',
  type: 'productEditor.type.legend',
  name: 'productEditor.texts.name',
  slug: 'productEditor.texts.slug',
  shortDescription: 'productEditor.texts.shortDescription',
  description: 'productEditor.texts.description',
  seoTitle: 'productEditor.texts.seoTitle',
  seoDescription: 'productEditor.texts.seoDescription',
  retailPriceCents: 'productEditor.prices.retail',
  discountPriceCents: 'productEditor.prices.discount',
  finalPriceCents: 'productEditor.prices.final',
  membershipPriceCents: 'productEditor.prices.membership',
  taxRate: 'productEditor.prices.vat',
  stockQty: 'productEditor.stock.qty',
  lowStockThreshold: 'productEditor.stock.lowThreshold',
  sellWhenOutOfStock: 'productEditor.stock.sellWhenOut',
  featured: 'productEditor.flags.featured',
  isPurchasable: 'productEditor.flags.purchasable',
  visibleIndividually: 'productEditor.flags.visibleIndividually',
  categoryPriority: 'productEditor.flags.categoryPriority',
  manufacturer: 'productEditor.flags.manufacturer',
  brand: 'productEditor.flags.brand',
  categoryIds: 'productEditor.categories.title',
  tagIds: 'productEditor.tags.title',
  crossSellIds: 'productEditor.crossSells.title',
  images: 'productEditor.images.title',
  attributes: 'productEditor.attributes.title',
}

export function fieldLabel(field: string, t: Translate): string {
  const language = /^(.+)(Hr|En)$/.exec(field)
  const base = language?.[1] && FIELD_LABELS[language[1]] ? language[1] : field
  const key = FIELD_LABELS[base]
  if (!key) return field
  return language && base !== field ? `${t(key)} (${language[2]?.toUpperCase() ?? ''})` : t(key)
}

/** A value of an entry as staff read it: money in euros, yes/no, lists joined, long texts cut, HTML as text. */
export function valueText(field: string, value: unknown, locale: Locale, t: Translate): string {
  if (value === null || value === undefined || value === '') return t('productEditor.history.empty_value')
  if (typeof value === 'boolean') return t(value ? 'productEditor.history.yes' : 'productEditor.history.no')
  if (typeof value === 'number') return field.endsWith('Cents') ? formatMoney(value / 100, locale) : String(value)
  if (Array.isArray(value))
    return value.length === 0
      ? t('productEditor.history.empty_value')
      : value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ')
  if (typeof value === 'string') {
    if (field === 'status' && (value === 'draft' || value === 'published' || value === 'archived'))
      return t(`productEditor.status.${value}`)
    const plain = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    return plain.length > 120 ? `${plain.slice(0, 119)}…` : plain
  }
  return JSON.stringify(value)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What an entry changed: `{ before, after }` field by field, or its other details as they are. */
export function changesOf(entry: AdminAuditEntry): Array<{ field: string; before?: unknown; after: unknown }> {
  const { before, after, ...rest } = entry.detail
  if (isRecord(before) && isRecord(after)) {
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return fields.map((field) => ({ field, before: before[field], after: after[field] }))
  }
  const shown = isRecord(after) ? { ...rest, ...after } : entry.detail
  // A new product's snapshot: only what it was given.
  const given = (value: unknown) =>
    value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)
  return Object.entries(shown)
    .filter(([, value]) => given(value))
    .map(([field, value]) => ({ field, after: value }))
}

/** The product's audit trail: who changed what and when, before → after, newest first, a page at a time. */
export function ProductHistory({ productId }: { productId: number }) {
  const t = useT()
  const locale = useLocale()
  const [page, setPage] = useState(1)
  // Every save invalidates the backoffice's queries: its entry shows at once.
  const history = useQuery(productAuditQuery(useApi(), locale, productId, page))
  if (history.isError)
    return (
      <p className="notice notice--error" role="alert">
        {t('backoffice.list.loadFailed')}
      </p>
    )
  if (!history.data) return <p role="status">{t('common.loading')}</p>
  const { data: entries, lastPage } = history.data
  if (entries.length === 0) return <p className="muted">{t('productEditor.history.empty')}</p>
  return (
    <div className="stack">
      <ol className="backoffice-cards" role="list" aria-busy={history.isFetching || undefined}>
        {entries.map((entry) => (
          <li key={entry.id} className="panel stack">
            <p className="backoffice-cards__title">{actionText(entry.action, t)}</p>
            <p className="small muted">
              {t('productEditor.history.by', { who: entry.actorEmail, when: formatDateTime(entry.at, locale) })}
            </p>
            <ul className="backoffice-history">
              {changesOf(entry).map((change) => (
                <li key={change.field} style={{ overflowWrap: 'anywhere' }}>
                  {'before' in change
                    ? t('productEditor.history.change', {
                        field: fieldLabel(change.field, t),
                        before: valueText(change.field, change.before, locale, t),
                        after: valueText(change.field, change.after, locale, t),
                      })
                    : `${fieldLabel(change.field, t)}: ${valueText(change.field, change.after, locale, t)}`}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {lastPage > 1 ? (
        <nav className="backoffice-pager" aria-label={t('productEditor.history.title')}>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            aria-disabled={page <= 1 || undefined}
            onClick={() => page > 1 && setPage(page - 1)}
          >
            ← {t('productEditor.history.newer')}
          </button>
          <span role="status">{t('productEditor.history.page', { page, last: lastPage })}</span>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            aria-disabled={page >= lastPage || undefined}
            onClick={() => page < lastPage && setPage(page + 1)}
          >
            {t('productEditor.history.older')} →
          </button>
        </nav>
      ) : null}
    </div>
  )
}
