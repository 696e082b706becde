import { useEffect, useId, useState, type SubmitEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { ApiError } from '../../../../contract/api'
import type { AdminProductBulkResult } from '../../../../contract/dto/catalogue-admin'
import { useApi } from '../../../lib/api-context'
import { errorMessage } from '../../../lib/api-error-message'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { FieldError } from '../../../lib/ui/field-error'
import { TextInput } from '../../../lib/ui/text-input'
import { useI18n, useT } from '../../../i18n/i18n'
import { productBulkMutation, type FlatCategory, type ProductBulk } from './api'

type BulkAction = ProductBulk['action']
type Field = 'action' | 'category' | 'percent' | 'stock'

export const BULK_ACTIONS = [
  'publish',
  'archive',
  'setCategory',
  'changePrice',
  'setStock',
] as const satisfies readonly BulkAction[]

/** The request's field a refusal names → the input it is about. */
const FIELD_OF: Record<string, Field> = {
  percent: 'percent',
  stockQty: 'stock',
  categoryId: 'category',
  action: 'action',
}

/** '−15', '-15', '12,5' → a number; anything else NaN. */
const parseNumber = (text: string) => {
  const clean = text
    .trim()
    .replace(/\u2212/g, '-')
    .replace(',', '.')
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN
}

/** Options with their depth shown by indenting (a select cannot nest more than one level). */
export const indented = (category: FlatCategory) => `${'\u00a0\u00a0\u00a0'.repeat(category.depth)}${category.name}`

export interface BulkBarProps {
  ids: readonly number[]
  categories: readonly FlatCategory[]
  /** After an action: how many of the selected changed. */
  onDone: (result: AdminProductBulkResult, requested: number) => void
  onClear: () => void
}

/**
 * The bulk bar over the selected products (issue 35): always a live region that says how many are
 * selected, and with a selection the actions: publish, archive (asked first), set a category (added
 * or replacing theirs), change the price by a percentage (asked first, naming how many) and set the
 * stock (a number, or unlimited). Refusals are shown translated, on their field when they name one.
 */
export function BulkBar({ ids, categories, onDone, onClear }: BulkBarProps) {
  const t = useT()
  const translator = useI18n()
  const api = useApi()
  const titleId = useId()
  const actionId = useId()
  const categoryId = useId()
  const [action, setAction] = useState<BulkAction | ''>('')
  const [category, setCategory] = useState('')
  const [mode, setMode] = useState<'add' | 'replace'>('add')
  const [percent, setPercent] = useState('')
  const [stock, setStock] = useState('')
  const [unlimited, setUnlimited] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<ProductBulk | null>(null)
  const count = ids.length

  const run = useMutation({
    ...productBulkMutation(api),
    onSuccess: (result, bulk) => {
      setConfirming(null)
      setPercent('')
      setStock('')
      setUnlimited(false)
      setFinished({ result, requested: bulk.ids.length })
    },
    onError: (error) => {
      setConfirming(null)
      const message = errorMessage(error, translator)
      const field = error instanceof ApiError && error.field ? FIELD_OF[error.field] : undefined
      if (field) setErrors({ [field]: message })
      else setFailure(message)
    },
  })
  const busy = run.isPending
  // Told once the confirmation has closed (after the commit that closes it), so the list can take the focus.
  const [finished, setFinished] = useState<{ result: AdminProductBulkResult; requested: number } | null>(null)
  useEffect(() => {
    if (!finished) return
    setFinished(null)
    onDone(finished.result, finished.requested)
  }, [finished, onDone])

  /** The request the form describes, or the errors that keep it from being sent. */
  const build = (): ProductBulk | Partial<Record<Field, string>> => {
    const list = [...ids]
    switch (action) {
      case '':
        return { action: t('productList.bulk.errors.action') }
      case 'publish':
      case 'archive':
        return { action, ids: list }
      case 'setCategory':
        return category
          ? { action, ids: list, categoryId: Number(category), mode }
          : { category: t('productList.bulk.errors.category') }
      case 'changePrice': {
        const value = parseNumber(percent)
        return Number.isFinite(value) && value >= -90 && value <= 500 && value !== 0
          ? { action, ids: list, percent: value }
          : { percent: t('productList.bulk.errors.percent') }
      }
      case 'setStock': {
        if (unlimited) return { action, ids: list, stockQty: null }
        return /^\d{1,8}$/.test(stock.trim()) && Number(stock) <= 10_000_000
          ? { action, ids: list, stockQty: Number(stock) }
          : { stock: t('productList.bulk.errors.stock') }
      }
    }
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || count === 0) return
    setFailure(null)
    const built = build()
    if (!('ids' in built)) {
      setErrors(built)
      return
    }
    setErrors({})
    if (built.action === 'archive' || built.action === 'changePrice') setConfirming(built)
    else run.mutate(built)
  }

  const choose = (next: BulkAction | '') => {
    setAction(next)
    setErrors({})
    setFailure(null)
  }

  return (
    <div className={count > 0 ? 'panel stack' : undefined}>
      <p role="status" className={count > 0 ? undefined : 'visually-hidden'} style={{ margin: 0, fontWeight: 600 }}>
        {count > 0 ? t('productList.bulk.selected', { count }) : ''}
      </p>
      {count > 0 ? (
        <form className="stack" aria-labelledby={titleId} onSubmit={submit} noValidate>
          <h2 id={titleId} className="visually-hidden">
            {t('productList.bulk.title')}
          </h2>
          {failure ? (
            <p className="notice notice--error" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="backoffice-bar">
            <div className="field field--select">
              <label className="field__static-label" htmlFor={actionId}>
                {t('productList.bulk.action')}
              </label>
              <select
                id={actionId}
                className="select"
                value={action}
                aria-invalid={errors.action ? true : undefined}
                aria-describedby={errors.action ? `${actionId}-error` : undefined}
                onChange={(event) => choose(event.currentTarget.value as BulkAction | '')}
              >
                <option value="">{t('productList.bulk.choose')}</option>
                {BULK_ACTIONS.map((name) => (
                  <option key={name} value={name}>
                    {t(`productList.bulk.actions.${name}`)}
                  </option>
                ))}
              </select>
              <FieldError id={`${actionId}-error`} error={errors.action} />
            </div>

            {action === 'setCategory' ? (
              <>
                <div className="field field--select">
                  <label className="field__static-label" htmlFor={categoryId}>
                    {t('productList.bulk.category')}
                  </label>
                  <select
                    id={categoryId}
                    className="select"
                    value={category}
                    aria-invalid={errors.category ? true : undefined}
                    aria-describedby={errors.category ? `${categoryId}-error` : undefined}
                    onChange={(event) => setCategory(event.currentTarget.value)}
                  >
                    <option value="">{t('productList.bulk.chooseCategory')}</option>
                    {categories.map((option) => (
                      <option key={option.id} value={option.id}>
                        {indented(option)}
                      </option>
                    ))}
                  </select>
                  <FieldError id={`${categoryId}-error`} error={errors.category} />
                </div>
                <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
                  <legend className="field__static-label">{t('productList.bulk.mode')}</legend>
                  <div className="cluster">
                    {(['add', 'replace'] as const).map((value) => (
                      <label key={value} className="check">
                        <input
                          type="radio"
                          name="mode"
                          value={value}
                          checked={mode === value}
                          onChange={() => setMode(value)}
                        />
                        <span>{t(`productList.bulk.modes.${value}`)}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              </>
            ) : null}

            {action === 'changePrice' ? (
              <TextInput
                type="number"
                name="percent"
                label={t('productList.bulk.percent')}
                value={percent}
                onChange={setPercent}
                min={-90}
                max={500}
                step="any"
                hint={t('productList.bulk.percentHint')}
                error={errors.percent ?? null}
              />
            ) : null}

            {action === 'setStock' ? (
              <div className="stack">
                {unlimited ? null : (
                  <TextInput
                    type="number"
                    name="stockQty"
                    label={t('productList.bulk.stockQty')}
                    value={stock}
                    onChange={setStock}
                    min={0}
                    step={1}
                    inputMode="numeric"
                    hint={t('productList.bulk.stockHint')}
                    error={errors.stock ?? null}
                  />
                )}
                <label className="check">
                  <input
                    type="checkbox"
                    checked={unlimited}
                    onChange={(event) => {
                      setUnlimited(event.currentTarget.checked)
                      setErrors({})
                    }}
                  />
                  <span>{t('productList.bulk.unlimitedStock')}</span>
                </label>
              </div>
            ) : null}
          </div>
          <div className="button-row">
            <button
              type="submit"
              className="btn btn--primary"
              aria-disabled={busy || undefined}
              aria-busy={busy || undefined}
            >
              {t('productList.bulk.apply')}
            </button>
            <button type="button" className="btn btn--secondary" onClick={onClear}>
              {t('productList.bulk.clear')}
            </button>
          </div>
        </form>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.action === 'changePrice'
            ? t('productList.bulk.priceTitle', { count })
            : t('productList.bulk.archiveTitle', { count })
        }
        confirmLabel={
          confirming?.action === 'changePrice'
            ? t('productList.bulk.priceConfirm')
            : t('productList.bulk.archiveConfirm')
        }
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && run.mutate(confirming)}
      >
        <p>
          {confirming?.action === 'changePrice'
            ? t('productList.bulk.priceText', { percent: formatPercent(confirming.percent, translator.locale) })
            : t('productList.bulk.archiveText')}
        </p>
      </ConfirmDialog>
    </div>
  )
}

/** +10 / −15,5 in the page's language (the sign always shown: it is a change). */
function formatPercent(value: number, locale: string) {
  const text = String(Math.abs(value)).replace('.', locale === 'hr' ? ',' : '.')
  return `${value > 0 ? '+' : locale === 'hr' ? '\u2212' : '-'}${text}`
}
