import { useId, useState, type SubmitEvent } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import type { AdminProductDetail } from '../../../../contract/dto/catalogue-admin'
import type { AdminAttribute } from '../../../../contract/dto/catalogue-admin-terms'
import type { MediaDto } from '../../../../contract/dto/media'
import type { Locale } from '../../../../contract/locales'
import { useApi } from '../../../lib/api-context'
import { FieldError } from '../../../lib/ui/field-error'
import { TextInput } from '../../../lib/ui/text-input'
import { useLocale, useT } from '../../../i18n/i18n'
import { MediaModal } from '../../media/media-modal'
import { MAX_AXES, MAX_VARIANTS } from '../../../../contract/schemas/catalogue-admin-types'
import { attributesQuery, saveVariantsMutation } from './api'
import { SaveFailureNotice, useSaveFailure } from './save-state'
import {
  centsText,
  combinations,
  draftsOf,
  generateRows,
  isAxisAttribute,
  valueSlug,
  variantsPayload,
  type CellProblem,
  type VariantDraft,
} from './variant-grid'
import type { ProductPartProps } from './part-props'

type CellField = 'sku' | 'retailPriceCents' | 'discountPriceCents' | 'stockQty' | 'imageMediaId' | 'valueIds'

/** A refusal's field that is a cell of the grid (`variants.2.sku`, `variants.0.valueIds.1`): its row and column. */
const CELL_FIELD =
  /^variants\.(\d+)\.(sku|retailPriceCents|discountPriceCents|stockQty|imageMediaId|valueIds)(?:\.\d+)?$/

interface GridState {
  /** The axes as chosen now (attribute ids, in the order checked). */
  axes: number[]
  /** Chosen values per axis. */
  chosen: Record<number, number[]>
  /** The axes and values the rows were made for (the save sends these axes). */
  appliedAxes: number[]
  appliedChosen: Record<number, number[]>
  rows: VariantDraft[]
  /** The default variant's row (its key). */
  defaultKey: string | null
}

function initialState(product: AdminProductDetail, locale: Locale): GridState {
  const axes = product.configurable?.attributeIds ?? []
  const rows = draftsOf(product.variants, locale)
  const chosen: Record<number, number[]> = {}
  axes.forEach((axis, index) => {
    chosen[axis] = [...new Set(rows.map((row) => row.valueIds[index]).filter((id) => id !== undefined))]
  })
  const defaultId = product.configurable?.defaultVariantId ?? null
  return {
    axes: [...axes],
    chosen,
    appliedAxes: [...axes],
    appliedChosen: chosen,
    rows,
    defaultKey: rows.find((row) => row.id === defaultId)?.key ?? rows[0]?.key ?? null,
  }
}

/** What the grid was made from: a save or reload that changes it starts the grid again. */
const sourceOf = (product: AdminProductDetail) => JSON.stringify([product.id, product.configurable, product.variants])

/**
 * A configurable product's variants (issue 35): the axes (option attributes), the values per axis,
 * "Generate variants" (every combination; rows that stay keep their data), then the grid — per
 * variant its SKU, prices, stock (empty = unlimited), image and the shop's default — saved at once.
 */
export function VariantsSection({ product, onSaved }: ProductPartProps) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const titleId = useId()
  const attributes = useQuery(attributesQuery(api, locale))
  const [source, setSource] = useState(() => sourceOf(product))
  const [state, setState] = useState(() => initialState(product, locale))
  const [problems, setProblems] = useState<Record<string, CellProblem>>({})
  const [note, setNote] = useState<string | null>(null)
  const { failure, fail, clear } = useSaveFailure()
  /** The product as saved now (after a 409): this part starts again from it. */
  const reloaded = (next: AdminProductDetail) => {
    clear()
    setNote(null)
    onSaved(next)
  }
  // The product changed under the grid (a save answered, a reload): the grid starts from it again.
  const nextSource = sourceOf(product)
  if (nextSource !== source) {
    setSource(nextSource)
    setState(initialState(product, locale))
    setProblems({})
  }

  const save = useMutation({
    ...saveVariantsMutation(api),
    onSuccess: (next) => {
      clear()
      setNote(t('productTypes.variants.saved', { count: next.variants.filter((v) => !v.archived).length }))
      onSaved(next)
    },
    onError: fail,
  })

  const all = attributes.data ?? []
  const byId = new Map(all.map((attribute) => [attribute.id, attribute]))
  const axisChoices = all.filter((attribute) => isAxisAttribute(attribute) || state.axes.includes(attribute.id))
  const label = (attribute: AdminAttribute | undefined) =>
    attribute ? attribute.labels[locale] || attribute.labels.hr : ''
  const valueLabel = (valueId: number) => {
    for (const attribute of all) {
      const value = attribute.values.find((candidate) => candidate.id === valueId)
      if (value) return value.labels[locale] || value.labels.hr
    }
    return `#${valueId}`
  }
  const rowName = (row: VariantDraft) => row.valueIds.map(valueLabel).join(' / ')

  const selection = (axes: number[], chosen: Record<number, number[]>) =>
    JSON.stringify(axes.map((axis) => [axis, [...(chosen[axis] ?? [])].sort((a, b) => a - b)]))
  const selectionChanged = selection(state.axes, state.chosen) !== selection(state.appliedAxes, state.appliedChosen)

  const savedRows = product.variants.filter((variant) => !variant.archived)
  const kept = new Set(state.rows.map((row) => row.id))
  const dropped = savedRows.filter((variant) => !kept.has(variant.id))
  const archived = product.variants.filter((variant) => variant.archived)

  const update = (change: (current: GridState) => GridState) => {
    setNote(null)
    setState(change)
  }
  const toggleAxis = (id: number, on: boolean) => {
    if (on && state.axes.length >= MAX_AXES) {
      setNote(t('productTypes.variants.maxAxes', { max: MAX_AXES }))
      return
    }
    update((current) => ({
      ...current,
      axes: on ? [...current.axes, id] : current.axes.filter((axis) => axis !== id),
    }))
  }
  const moveAxis = (index: number, by: -1 | 1) =>
    update((current) => {
      const axes = [...current.axes]
      const [moved] = axes.splice(index, 1)
      if (moved === undefined) return current
      axes.splice(index + by, 0, moved)
      return { ...current, axes }
    })
  const toggleValue = (axis: number, valueId: number, on: boolean) =>
    update((current) => {
      const values = current.chosen[axis] ?? []
      return {
        ...current,
        chosen: { ...current.chosen, [axis]: on ? [...values, valueId] : values.filter((id) => id !== valueId) },
      }
    })

  const generate = () => {
    const missing = state.axes.find((axis) => (state.chosen[axis] ?? []).length === 0)
    if (state.axes.length === 0 || missing !== undefined) {
      setNote(t('productTypes.variants.chooseValues'))
      return
    }
    // Values in the attribute's own order, whatever order they were ticked in.
    const ordered: Record<number, number[]> = {}
    for (const axis of state.axes) {
      const picked = new Set(state.chosen[axis])
      ordered[axis] = (byId.get(axis)?.values ?? []).map((value) => value.id).filter((id) => picked.has(id))
    }
    const count = combinations(state.axes, ordered).length
    if (count > MAX_VARIANTS) {
      setNote(t('productTypes.variants.tooMany', { count, max: MAX_VARIANTS }))
      return
    }
    const { rows } = generateRows({
      axes: state.axes,
      chosen: ordered,
      current: state.rows,
      productSku: product.sku,
      slugOf: (valueId) => valueSlug(all, valueId),
      retail: centsText(product.retailPriceCents, locale),
      discount: centsText(product.discountPriceCents, locale),
    })
    setProblems({})
    setState((current) => ({
      ...current,
      appliedAxes: [...current.axes],
      appliedChosen: ordered,
      rows,
      defaultKey: rows.some((row) => row.key === current.defaultKey) ? current.defaultKey : (rows[0]?.key ?? null),
    }))
    setNote(t('productTypes.variants.generated', { count: rows.length }))
  }

  const setCell = (index: number, change: Partial<VariantDraft>) => {
    setNote(null)
    setState((current) => ({
      ...current,
      rows: current.rows.map((row, at) => (at === index ? { ...row, ...change } : row)),
    }))
    setProblems((current) => {
      const field = Object.keys(change)[0]
      if (!field) return current
      const name = { sku: 'sku', retail: 'retailPriceCents', discount: 'discountPriceCents', stock: 'stockQty' }[field]
      const key = `variants.${index}.${name ?? field}`
      if (!(key in current)) return current
      const rest = { ...current }
      delete rest[key]
      return rest
    })
    if (failure) clear()
  }
  const removeRow = (index: number) =>
    update((current) => {
      const rows = current.rows.filter((_, at) => at !== index)
      return {
        ...current,
        rows,
        defaultKey: rows.some((row) => row.key === current.defaultKey) ? current.defaultKey : (rows[0]?.key ?? null),
      }
    })

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A form in a portal (the media modal's) submits through the React tree too: only this form's own submit counts.
    if (event.target !== event.currentTarget) return
    if (save.isPending) return
    clear()
    setNote(null)
    if (selectionChanged) {
      setNote(t('productTypes.variants.generateFirst'))
      return
    }
    const payload = variantsPayload(state.rows)
    if (!payload.ok) {
      setProblems(payload.problems)
      setNote(t('productTypes.variants.fixCells', { count: Object.keys(payload.problems).length }))
      return
    }
    setProblems({})
    const defaultRow = state.rows.find((row) => row.key === state.defaultKey)
    save.mutate({
      id: product.id,
      body: {
        version: product.version,
        attributeIds: state.appliedAxes,
        defaultSku: defaultRow ? defaultRow.sku.trim() : null,
        variants: payload.variants,
      },
    })
  }

  const cellError = (index: number, field: CellField): string | null => {
    const name = `variants.${index}.${field}`
    const problem = problems[name]
    if (problem) return t(`productTypes.errors.${problem}`)
    if (failureCell && failureCell[1] === String(index) && failureCell[2] === field && failure) return failure.message
    return null
  }
  const failureCell = failure && !failure.stale && failure.field ? CELL_FIELD.exec(failure.field) : null
  const failureAtCell = failureCell !== null && Number(failureCell[1]) < state.rows.length

  return (
    <section className="panel stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('productTypes.variants.title')}</h2>
      <p className="muted">{t('productTypes.variants.intro')}</p>
      {attributes.isError ? (
        <div className="notice notice--error" role="alert">
          {t('productTypes.variants.attributesFailed')}{' '}
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void attributes.refetch()}>
            {t('productTypes.retry')}
          </button>
        </div>
      ) : attributes.isPending ? (
        <p className="muted" role="status">
          {t('productTypes.loading')}
        </p>
      ) : (
        <>
          <fieldset className="stack">
            <legend>{t('productTypes.variants.axes')}</legend>
            <p className="muted small">{t('productTypes.variants.axesHint')}</p>
            {axisChoices.length === 0 ? <p>{t('productTypes.variants.noAxes')}</p> : null}
            <ul className="cluster" role="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {axisChoices.map((attribute) => (
                <li key={attribute.id}>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={state.axes.includes(attribute.id)}
                      onChange={(event) => toggleAxis(attribute.id, event.currentTarget.checked)}
                    />
                    <span>
                      {label(attribute)}{' '}
                      <span className="muted small">
                        ({t(`productTypes.inputTypes.${inputTypeKey(attribute.inputType)}`)})
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {state.axes.map((axis, index) => {
            const attribute = byId.get(axis)
            const name = label(attribute) || `#${axis}`
            return (
              <fieldset key={axis} className="stack">
                <legend>{t('productTypes.variants.valuesOf', { axis: name, position: index + 1 })}</legend>
                <div className="cluster">
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-disabled={index === 0 || undefined}
                    aria-label={t('productTypes.variants.axisUp', { axis: name })}
                    onClick={() => (index > 0 ? moveAxis(index, -1) : undefined)}
                  >
                    ↑ {t('productTypes.up')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-disabled={index === state.axes.length - 1 || undefined}
                    aria-label={t('productTypes.variants.axisDown', { axis: name })}
                    onClick={() => (index < state.axes.length - 1 ? moveAxis(index, 1) : undefined)}
                  >
                    ↓ {t('productTypes.down')}
                  </button>
                </div>
                <ul className="cluster" role="list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {(attribute?.values ?? []).map((value) => (
                    <li key={value.id}>
                      <label className="check">
                        <input
                          type="checkbox"
                          checked={(state.chosen[axis] ?? []).includes(value.id)}
                          onChange={(event) => toggleValue(axis, value.id, event.currentTarget.checked)}
                        />
                        <span>
                          {attribute?.inputType === 'visualSwatch' && value.swatch ? (
                            <span className="swatch" aria-hidden="true" style={{ background: value.swatch }} />
                          ) : null}
                          {value.labels[locale] || value.labels.hr}
                          {attribute?.inputType === 'textSwatch' &&
                          value.swatch &&
                          value.swatch !== (value.labels[locale] || value.labels.hr) ? (
                            <span className="muted small"> ({value.swatch})</span>
                          ) : null}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )
          })}
          <div className="cluster">
            <button type="button" className="btn btn--secondary" onClick={generate}>
              {t('productTypes.variants.generate')}
            </button>
            {selectionChanged ? (
              <span className="muted small">{t('productTypes.variants.selectionChanged')}</span>
            ) : null}
          </div>
        </>
      )}

      <p role="status" className={note ? undefined : 'visually-hidden'}>
        {note}
      </p>

      {dropped.length > 0 ? (
        <div className="notice" role="note">
          <p style={{ margin: 0 }}>{t('productTypes.variants.dropped', { count: dropped.length })}</p>
          <ul style={{ margin: 'var(--space-2) 0 0' }}>
            {dropped.map((variant) => (
              <li key={variant.id}>
                {variant.sku} — {variant.valueIds.map(valueLabel).join(' / ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <form className="stack" onSubmit={submit} noValidate aria-labelledby={titleId}>
        <SaveFailureNotice failure={failure} product={product} onReloaded={reloaded} shownAtField={failureAtCell} />
        {state.rows.length === 0 ? (
          <p>{t('productTypes.variants.empty')}</p>
        ) : (
          <VariantTable
            rows={state.rows}
            product={product}
            defaultKey={state.defaultKey}
            rowName={rowName}
            cellError={cellError}
            onCell={setCell}
            onDefault={(key) => update((current) => ({ ...current, defaultKey: key }))}
            onRemove={removeRow}
          />
        )}
        {archived.length > 0 ? (
          <p className="muted small">
            {t('productTypes.variants.archived', { skus: archived.map((variant) => variant.sku).join(', ') })}
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn--primary" aria-busy={save.isPending || undefined}>
            {t('productTypes.variants.save')}
          </button>
        </div>
      </form>
    </section>
  )
}

const INPUT_TYPE_KEYS = ['dropdown', 'multipleSelect', 'numberField', 'yesNo', 'textSwatch', 'visualSwatch'] as const
type InputTypeKey = (typeof INPUT_TYPE_KEYS)[number]
const inputTypeKey = (inputType: string): InputTypeKey => INPUT_TYPE_KEYS.find((key) => key === inputType) ?? 'dropdown'

/**
 * The grid: one row per variant. Each input is labelled with its column and the variant's values
 * ("Cijena — M / Crvena"); below 40rem the rows stack (the table's CSS) and the labels stay visible.
 */
function VariantTable({
  rows,
  product,
  defaultKey,
  rowName,
  cellError,
  onCell,
  onDefault,
  onRemove,
}: {
  rows: VariantDraft[]
  product: AdminProductDetail
  defaultKey: string | null
  rowName: (row: VariantDraft) => string
  cellError: (index: number, field: CellField) => string | null
  onCell: (index: number, change: Partial<VariantDraft>) => void
  onDefault: (key: string) => void
  onRemove: (index: number) => void
}) {
  const t = useT()
  const tableId = useId()
  const [picking, setPicking] = useState<number | null>(null)
  /** Thumbnails of images picked here (the saved ones are found among the product's images). */
  const [picked, setPicked] = useState<Record<number, string>>({})
  const thumbnail = (mediaId: number) =>
    picked[mediaId] ?? product.images.find((image) => image.mediaId === mediaId)?.url ?? null
  const named = (text: string, row: VariantDraft) => (
    <>
      {text}
      <span className="visually-hidden"> — {rowName(row)}</span>
    </>
  )
  const pick = (media: MediaDto) => {
    if (picking === null) return
    setPicked((current) => ({ ...current, [media.id]: media.urls.thumbnail }))
    onCell(picking, { imageMediaId: media.id })
    setPicking(null)
  }
  return (
    <div className="backoffice-scroll" role="region" aria-labelledby={`${tableId}-caption`} tabIndex={0}>
      <table className="table backoffice-wide">
        <caption id={`${tableId}-caption`} className="visually-hidden">
          {t('productTypes.variants.gridCaption', { count: rows.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('productTypes.variants.variant')}</th>
            <th scope="col">{t('productTypes.variants.default')}</th>
            <th scope="col">{t('productTypes.variants.sku')}</th>
            <th scope="col">{t('productTypes.variants.retail')}</th>
            <th scope="col">{t('productTypes.variants.discount')}</th>
            <th scope="col">{t('productTypes.variants.stock')}</th>
            <th scope="col">{t('productTypes.variants.image')}</th>
            <th scope="col">{t('productTypes.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const name = rowName(row)
            const image = row.imageMediaId === null ? null : thumbnail(row.imageMediaId)
            return (
              <tr key={row.key} data-variant={name}>
                <th scope="row" data-label={t('productTypes.variants.variant')}>
                  {name}
                  {row.id === null ? <span className="muted small"> ({t('productTypes.variants.new')})</span> : null}
                  <FieldError id={`${tableId}-${index}-values`} error={cellError(index, 'valueIds')} />
                </th>
                <td data-label={t('productTypes.variants.default')}>
                  <label className="check">
                    <input
                      type="radio"
                      name={`${tableId}-default`}
                      checked={row.key === defaultKey}
                      onChange={() => onDefault(row.key)}
                    />
                    <span className="visually-hidden">
                      {t('productTypes.variants.default')} — {name}
                    </span>
                  </label>
                </td>
                <td style={{ minWidth: '13rem' }}>
                  <TextInput
                    name={`variants.${index}.sku`}
                    label={named(t('productTypes.variants.sku'), row)}
                    value={row.sku}
                    onChange={(value) => onCell(index, { sku: value })}
                    error={cellError(index, 'sku')}
                    required
                    autoComplete="off"
                    spellCheck={false}
                  />
                </td>
                <td style={{ minWidth: '9.5rem' }}>
                  <TextInput
                    name={`variants.${index}.retail`}
                    label={named(t('productTypes.variants.retail'), row)}
                    value={row.retail}
                    onChange={(value) => onCell(index, { retail: value })}
                    error={cellError(index, 'retailPriceCents')}
                    inputMode="decimal"
                    required
                    autoComplete="off"
                  />
                </td>
                <td style={{ minWidth: '9.5rem' }}>
                  <TextInput
                    name={`variants.${index}.discount`}
                    label={named(t('productTypes.variants.discount'), row)}
                    value={row.discount}
                    onChange={(value) => onCell(index, { discount: value })}
                    error={cellError(index, 'discountPriceCents')}
                    inputMode="decimal"
                    autoComplete="off"
                  />
                </td>
                <td style={{ minWidth: '7rem' }}>
                  <TextInput
                    name={`variants.${index}.stock`}
                    label={named(t('productTypes.variants.stock'), row)}
                    value={row.stock}
                    onChange={(value) => onCell(index, { stock: value })}
                    error={cellError(index, 'stockQty')}
                    hint={row.stock.trim() === '' ? t('productTypes.variants.unlimited') : undefined}
                    inputMode="numeric"
                    autoComplete="off"
                  />
                </td>
                <td data-label={t('productTypes.variants.image')}>
                  <div className="cluster">
                    {image ? (
                      <img src={image} alt="" width={48} height={48} style={{ objectFit: 'cover' }} />
                    ) : row.imageMediaId !== null ? (
                      <span className="small">#{row.imageMediaId}</span>
                    ) : (
                      <span className="muted small">{t('productTypes.variants.noImage')}</span>
                    )}
                    <button
                      type="button"
                      className="btn btn--secondary btn--sm"
                      aria-label={t('productTypes.variants.pickImageOf', { variant: name })}
                      onClick={() => setPicking(index)}
                    >
                      {t('productTypes.variants.pickImage')}
                    </button>
                    {row.imageMediaId !== null ? (
                      <button
                        type="button"
                        className="btn btn--ghost btn--sm"
                        aria-label={t('productTypes.variants.clearImageOf', { variant: name })}
                        onClick={() => onCell(index, { imageMediaId: null })}
                      >
                        {t('productTypes.variants.clearImage')}
                      </button>
                    ) : null}
                  </div>
                  <FieldError id={`${tableId}-${index}-image`} error={cellError(index, 'imageMediaId')} />
                </td>
                <td data-label={t('productTypes.actions')}>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-label={t('productTypes.variants.removeOf', { variant: name })}
                    onClick={() => onRemove(index)}
                  >
                    {t('productTypes.variants.remove')}
                  </button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <MediaModal open={picking !== null} onClose={() => setPicking(null)} onPick={pick} />
    </div>
  )
}
