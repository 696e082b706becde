import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import type {
  AdminBundleComponent,
  AdminProductDetail,
  AdminProductRow,
} from '../../../../contract/dto/catalogue-admin'
import { useApi } from '../../../lib/api-context'
import { TextInput } from '../../../lib/ui/text-input'
import { useLocale, useT } from '../../../i18n/i18n'
import { MAX_BUNDLE_COMPONENTS } from '../../../../contract/schemas/catalogue-admin-types'
import { componentSearchQuery, saveBundleMutation } from './api'
import { SaveFailureNotice, useSaveFailure } from './save-state'
import type { ProductPartProps } from './part-props'

interface ComponentDraft extends Omit<AdminBundleComponent, 'qty'> {
  /** As typed. */
  qty: string
}

const draftsOf = (product: AdminProductDetail): ComponentDraft[] =>
  product.bundleComponents.map((component) => ({ ...component, qty: String(component.qty) }))

const sourceOf = (product: AdminProductDetail) => JSON.stringify([product.id, product.bundleComponents])

/** The schema's bounds (contract/schemas/catalogue-admin-types.ts). */
const MAX_QTY = 99

/**
 * A bundle's components (issue 35): each with its quantity, added by searching products (not
 * bundles), removed, moved up and down; a configurable component is customised by the shopper.
 * The bundle's own price is the common price fields of the editor.
 */
export function BundleSection({ product, onSaved }: ProductPartProps) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const titleId = useId()
  const listId = useId()
  const [source, setSource] = useState(() => sourceOf(product))
  const [components, setComponents] = useState(() => draftsOf(product))
  const [qtyErrors, setQtyErrors] = useState<Record<number, string>>({})
  const [note, setNote] = useState<string | null>(null)
  const [search, setSearch] = useState('')
  const [q, setQ] = useState('')
  const { failure, fail, clear } = useSaveFailure()
  /** The product as saved now (after a 409): this part starts again from it. */
  const reloaded = (next: AdminProductDetail) => {
    clear()
    setNote(null)
    onSaved(next)
  }
  const list = useRef<HTMLOListElement>(null)
  /** After a move, focus stays on the moved component's same button. */
  const [focusAfter, setFocusAfter] = useState<string | null>(null)
  const nextSource = sourceOf(product)
  if (nextSource !== source) {
    setSource(nextSource)
    setComponents(draftsOf(product))
    setQtyErrors({})
  }
  useEffect(() => {
    if (!focusAfter) return
    list.current?.querySelector<HTMLElement>(`[data-focus="${focusAfter}"]`)?.focus()
    setFocusAfter(null)
  }, [focusAfter])

  const found = useQuery(componentSearchQuery(api, locale, q))
  const present = new Set(components.map((component) => component.productId))
  const candidates = (found.data?.data ?? []).filter(
    (row) => row.type !== 'bundle' && row.id !== product.id && row.status !== 'archived',
  )

  const save = useMutation({
    ...saveBundleMutation(api),
    onSuccess: (next) => {
      clear()
      setNote(t('productTypes.bundle.saved', { count: next.bundleComponents.length }))
      onSaved(next)
    },
    onError: fail,
  })

  const change = (next: ComponentDraft[]) => {
    setNote(null)
    setQtyErrors({})
    if (failure) clear()
    setComponents(next)
  }
  const add = (row: AdminProductRow) => {
    if (present.has(row.id)) return
    if (components.length >= MAX_BUNDLE_COMPONENTS) {
      setNote(t('productTypes.bundle.full', { max: MAX_BUNDLE_COMPONENTS }))
      return
    }
    change([...components, { productId: row.id, qty: '1', sku: row.sku, name: row.name, type: row.type }])
    setNote(t('productTypes.bundle.added', { name: row.name }))
  }
  const move = (index: number, by: -1 | 1) => {
    const target = index + by
    if (target < 0 || target >= components.length) return
    const next = [...components]
    const [moved] = next.splice(index, 1)
    if (!moved) return
    next.splice(target, 0, moved)
    change(next)
    setNote(t('productTypes.bundle.moved', { name: moved.name, position: target + 1, count: next.length }))
    setFocusAfter(`${moved.productId}-${by < 0 ? 'up' : 'down'}`)
  }
  const remove = (index: number) => {
    const gone = components[index]
    if (!gone) return
    change(components.filter((_, at) => at !== index))
    setNote(t('productTypes.bundle.removed', { name: gone.name }))
    list.current?.closest('section')?.querySelector<HTMLElement>('h2')?.focus()
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A form in a portal (the media modal's) submits through the React tree too: only this form's own submit counts.
    if (event.target !== event.currentTarget) return
    if (save.isPending) return
    clear()
    const errors: Record<number, string> = {}
    const body = components.map((component, index) => {
      const qty = component.qty.trim()
      const n = /^\d{1,2}$/.test(qty) ? Number(qty) : NaN
      if (!(n >= 1 && n <= MAX_QTY)) errors[index] = t('productTypes.errors.qtyInvalid', { max: MAX_QTY })
      return { productId: component.productId, qty: n }
    })
    setQtyErrors(errors)
    if (Object.keys(errors).length > 0) {
      setNote(t('productTypes.bundle.fixQty'))
      return
    }
    save.mutate({ id: product.id, body: { version: product.version, components: body } })
  }

  const failureIndex = failure?.field ? /^components\.(\d+)\.(qty|productId)$/.exec(failure.field) : null
  const failureAt = failureIndex && Number(failureIndex[1]) < components.length ? Number(failureIndex[1]) : null

  const searchSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A form in a portal (the media modal's) submits through the React tree too: only this form's own submit counts.
    if (event.target !== event.currentTarget) return
    setQ(search.trim())
  }

  return (
    <section className="panel stack" aria-labelledby={titleId}>
      <h2 id={titleId} tabIndex={-1}>
        {t('productTypes.bundle.title')}
      </h2>
      <p className="muted">{t('productTypes.bundle.intro')}</p>
      <p role="status" className={note ? undefined : 'visually-hidden'}>
        {note}
      </p>
      <form className="stack" onSubmit={submit} noValidate aria-labelledby={titleId}>
        <SaveFailureNotice
          failure={failure}
          product={product}
          onReloaded={reloaded}
          shownAtField={failureAt !== null}
        />
        {components.length === 0 ? <p>{t('productTypes.bundle.empty')}</p> : null}
        <ol
          ref={list}
          id={listId}
          className="stack"
          aria-label={t('productTypes.bundle.listLabel')}
          style={{ margin: 0, paddingInlineStart: '1.5rem' }}
        >
          {components.map((component, index) => (
            <li key={component.productId} className="stack">
              <div>
                <strong>{component.name}</strong> <span className="muted small">({component.sku})</span>
                {component.type === 'configurable' ? (
                  <p className="muted small" style={{ margin: 0 }}>
                    {t('productTypes.bundle.configurable')}
                  </p>
                ) : null}
              </div>
              <div className="cluster" style={{ alignItems: 'flex-start' }}>
                <TextInput
                  name={`components.${index}.qty`}
                  label={
                    <>
                      {t('productTypes.bundle.qty')}
                      <span className="visually-hidden"> — {component.name}</span>
                    </>
                  }
                  value={component.qty}
                  onChange={(value) =>
                    change(components.map((item, at) => (at === index ? { ...item, qty: value } : item)))
                  }
                  error={qtyErrors[index] ?? (failureAt === index && failure ? failure.message : null)}
                  inputMode="numeric"
                  required
                  autoComplete="off"
                  style={{ maxWidth: '8rem' }}
                />
                <div className="button-row">
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    data-focus={`${component.productId}-up`}
                    aria-disabled={index === 0 || undefined}
                    aria-label={t('productTypes.bundle.upOf', { name: component.name })}
                    onClick={() => move(index, -1)}
                  >
                    ↑ {t('productTypes.up')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    data-focus={`${component.productId}-down`}
                    aria-disabled={index === components.length - 1 || undefined}
                    aria-label={t('productTypes.bundle.downOf', { name: component.name })}
                    onClick={() => move(index, 1)}
                  >
                    ↓ {t('productTypes.down')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary btn--sm"
                    aria-label={t('productTypes.bundle.removeOf', { name: component.name })}
                    onClick={() => remove(index)}
                  >
                    {t('productTypes.bundle.remove')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <button type="submit" className="btn btn--primary" aria-busy={save.isPending || undefined}>
            {t('productTypes.bundle.save')}
          </button>
        </div>
      </form>

      <form className="stack" role="search" onSubmit={searchSubmit} aria-label={t('productTypes.bundle.addTitle')}>
        <h3 style={{ margin: 0 }}>{t('productTypes.bundle.addTitle')}</h3>
        <div className="backoffice-search">
          <TextInput
            name="bundle-search"
            type="search"
            label={t('productTypes.bundle.searchLabel')}
            hint={t('productTypes.bundle.searchHint')}
            value={search}
            onChange={setSearch}
            autoComplete="off"
          />
          <button type="submit" className="btn btn--secondary">
            {t('productTypes.bundle.searchButton')}
          </button>
        </div>
        {q === '' ? null : found.isError ? (
          <p className="notice notice--error" role="alert">
            {t('productTypes.bundle.searchFailed')}
          </p>
        ) : (
          <>
            <p className="muted" role="status">
              {found.isPending || found.isFetching
                ? t('productTypes.loading')
                : t('productTypes.bundle.found', { count: candidates.length })}
            </p>
            {candidates.length > 0 ? (
              <ul className="stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {candidates.map((row) => (
                  <li key={row.id} className="cluster">
                    <span>
                      {row.name} <span className="muted small">({row.sku})</span>
                      {row.type === 'configurable' ? (
                        <span className="muted small"> — {t('productTypes.bundle.configurableShort')}</span>
                      ) : null}
                    </span>
                    <button
                      type="button"
                      className="btn btn--secondary btn--sm"
                      aria-disabled={present.has(row.id) || undefined}
                      aria-label={
                        present.has(row.id)
                          ? t('productTypes.bundle.alreadyIn', { name: row.name })
                          : t('productTypes.bundle.addOf', { name: row.name })
                      }
                      onClick={() => add(row)}
                    >
                      {present.has(row.id) ? t('productTypes.bundle.inBundle') : t('productTypes.bundle.add')}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </form>
    </section>
  )
}
