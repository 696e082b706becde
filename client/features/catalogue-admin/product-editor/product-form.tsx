import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../../contract/api'
import type { AdminProductDetail } from '../../../../contract/dto/catalogue-admin'
import type { ProductType } from '../../../../contract/dto/catalogue'
import { buildPath } from '../../../../contract/routes'
import { AdminProductCreateSchema, AdminProductUpdateSchema } from '../../../../contract/schemas/catalogue-admin'
import { validateForm } from '../../../lib/form/validate-form'
import { useApi } from '../../../lib/api-context'
import { errorMessage } from '../../../lib/api-error-message'
import { Link } from '../../../lib/link'
import { useRouter } from '../../../lib/navigation'
import { useToast } from '../../../lib/toasts'
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog'
import { dataText, useI18n, useLocale, useT } from '../../../i18n/i18n'
import { BACKOFFICE_KEY } from '../../admin/list-kit'
import { ProductTypeSection } from '../product-types/type-section'
import { createProductMutation, productQuery, updateProductMutation } from './api'
import { CrossSells } from './cross-sells'
import { bodyOf, draftOf, emptyDraft, sameDraft, type ProductBody, type ProductDraft } from './draft'
import { ProductHistory } from './history'
import { IdentityFields } from './identity-fields'
import { ProductLifecycle } from './lifecycle'
import { ImagesField } from './images-field'
import { useLeaveGuard } from './leave-guard'
import { Check, FlagFields, PriceFields, StockFields } from './price-fields'
import { SalePeriods } from '../sale-periods/sale-periods'
import { AttributeFields, CategoryFields, TagFields } from './terms-fields'
import { TextsFields } from './texts-fields'

/** A part of the editor: a panel headed by its title (the page's outline). */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="panel stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} style={{ fontSize: '1.25rem', margin: 0 }}>
        {title}
      </h2>
      {children}
    </section>
  )
}

type Errors = Partial<Record<string, string>>

/**
 * The product editor (issue 35): a new product of the chosen type, or a saved one with every
 * field staff edit, saved with one button. The save sends the version it read: a product someone
 * else saved meanwhile is refused, the form keeps what was typed and offers a reload. Refusals
 * show at their fields (the server names them by the body's path, `texts.hr.slug`); leaving with
 * unsaved changes asks. A saved product adds its type's part (variants, bundle, digital goods),
 * archive / delete, and its history.
 */
export function ProductForm({
  product,
  initialType = 'simple',
}: {
  product: AdminProductDetail | null
  initialType?: ProductType
}) {
  const t = useT()
  const translator = useI18n()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const queryClient = useQueryClient()
  const { navigate } = useRouter()
  const formId = useId()
  const [baseline, setBaseline] = useState<ProductDraft>(() =>
    product ? draftOf(product, locale) : emptyDraft(initialType),
  )
  const [draft, setDraft] = useState<ProductDraft>(baseline)
  const [errors, setErrors] = useState<Errors>({})
  const [summary, setSummary] = useState<string | null>(null)
  const [conflict, setConflict] = useState(false)
  const [focusToken, setFocusToken] = useState(0)
  const form = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const dirty = !sameDraft(draft, baseline)
  const guard = useLeaveGuard(dirty, t('productEditor.unsaved'))
  const id = product?.id ?? null
  const detailKey = id === null ? null : productQuery(api, locale, id).queryKey

  const set = (changes: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...changes }))
  const error = (path: string) => errors[path]

  // After a refused save the first marked field takes the focus (else the message above the form).
  useEffect(() => {
    if (focusToken === 0) return
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    ;(field ?? summaryRef.current)?.focus()
  }, [focusToken])

  // The save bar stays at the bottom of the window: focused fields scroll clear of it.
  useEffect(() => {
    const root = document.documentElement
    const before = root.style.scrollPaddingBottom
    root.style.scrollPaddingBottom = '6rem'
    return () => {
      root.style.scrollPaddingBottom = before
    }
  }, [])

  const adopt = (next: AdminProductDetail) => {
    if (detailKey) queryClient.setQueryData(detailKey, next)
    const fresh = draftOf(next, locale)
    setBaseline(fresh)
    setDraft(fresh)
    setErrors({})
    setSummary(null)
    setConflict(false)
  }

  const refused = (failure: unknown) => {
    if (failure instanceof ApiError && failure.code === 'PRODUCT_CHANGED') {
      setConflict(true)
      setSummary(null)
      requestAnimationFrame(() => summaryRef.current?.focus())
      return
    }
    const message = errorMessage(failure, translator)
    if (failure instanceof ApiError && failure.field && failure.field !== 'version') {
      setErrors({ [failure.field]: message })
      setSummary(t('productEditor.fixErrors', { count: 1 }))
    } else {
      setErrors({})
      setSummary(message)
    }
    setFocusToken((token) => token + 1)
  }

  const create = useMutation({
    ...createProductMutation(api),
    onSuccess: async (created) => {
      toast.success(t('productEditor.created', { name: created.texts.hr?.name ?? created.sku }))
      await queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY, refetchType: 'none' })
      guard.allow()
      void navigate(buildPath('adminProductEdit', locale, { id: String(created.id) }))
    },
    onError: refused,
  })
  const update = useMutation({
    ...updateProductMutation(api, id ?? 0),
    onSuccess: async (saved) => {
      const published = product?.status !== 'published' && saved.status === 'published'
      const unpublished = product?.status === 'published' && saved.status === 'draft'
      adopt(saved)
      toast.success(
        t(published ? 'productEditor.published' : unpublished ? 'productEditor.unpublished' : 'productEditor.saved'),
      )
      await queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })
    },
    onError: refused,
  })
  const busy = create.isPending || update.isPending

  /** Checks what the server would refuse before sending (the same schema), naming fields alike. */
  const check = (body: ProductBody): Errors => {
    const found: Errors = {}
    const result = product
      ? validateForm(AdminProductUpdateSchema, { ...body, version: product.version })
      : validateForm(AdminProductCreateSchema, body)
    if (result.ok) return found
    for (const [path, issue] of Object.entries(result.errors))
      if (issue) found[path] = dataText(translator, issue.key, issue.params)
    return found
  }

  const save = (status?: ProductDraft['status']) => {
    if (busy) return
    const next = status ? { ...draft, status } : draft
    const result = bodyOf(next, locale, product)
    const found: Errors = {}
    if (!result.ok) for (const problem of result.problems) found[problem.field] = t(`productEditor.${problem.problem}`)
    else Object.assign(found, check(result.body))
    const count = Object.keys(found).length
    if (!result.ok || count > 0) {
      setErrors(found)
      setSummary(t('productEditor.fixErrors', { count }))
      setFocusToken((token) => token + 1)
      return
    }
    setErrors({})
    setSummary(null)
    if (product) update.mutate({ body: result.body, version: product.version })
    else create.mutate(result.body)
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    // A dialog's own form (the media library's) is portaled out of this one, but React still bubbles its submit here.
    if (event.target !== event.currentTarget) return
    event.preventDefault()
    save()
  }

  const reload = async () => {
    if (!detailKey || id === null) return
    const fresh = await queryClient.query({ ...productQuery(api, locale, id), staleTime: 0 })
    adopt(fresh)
    toast.info(t('productEditor.reloaded'))
  }

  const name = product?.texts.hr?.name ?? draft.hr.name

  return (
    <div className="stack">
      <p>
        <Link to="adminProducts">← {t('productEditor.back')}</Link>
      </p>
      <div ref={summaryRef} tabIndex={-1} className="stack" style={{ outline: 'none' }}>
        {conflict ? (
          <div className="notice notice--error stack" role="alert">
            <p>{t('productEditor.conflict')}</p>
            <div>
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => void reload()}>
                {t('productEditor.actions.reload')}
              </button>
            </div>
          </div>
        ) : null}
        {summary ? (
          <p className="notice notice--error" role="alert">
            {summary}
          </p>
        ) : null}
      </div>

      <form
        id={formId}
        ref={form}
        className="stack"
        noValidate
        onSubmit={submit}
        // Enter in the description's link address belongs to that tool, not to the product's save.
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.closest('.rich-field'))
            event.preventDefault()
        }}
        aria-label={name || t('productEditor.type.legend')}
      >
        <Part
          id={`${formId}-main`}
          title={product ? t('productEditor.editing', { name: name || product.sku }) : t('productEditor.type.legend')}
        >
          <IdentityFields
            product={product}
            draft={draft}
            set={set}
            error={error}
            saving={update.isPending}
            onStatus={save}
          />
        </Part>

        <Part id={`${formId}-texts`} title={t('productEditor.texts.title')}>
          <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>
              <strong>{t('productEditor.texts.hr')}</strong>
            </legend>
            <TextsFields language="hr" texts={draft.hr} onChange={(hr) => set({ hr })} error={error} />
          </fieldset>
          <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>
              <strong>{t('productEditor.texts.en')}</strong>
            </legend>
            <Check
              name="enEnabled"
              label={t('productEditor.texts.enabled')}
              checked={draft.enEnabled}
              onChange={(enEnabled) => set({ enEnabled })}
            />
            {draft.enEnabled ? (
              <TextsFields language="en" texts={draft.en} onChange={(en) => set({ en })} error={error} />
            ) : (
              <p className="muted">{t('productEditor.texts.enOff')}</p>
            )}
          </fieldset>
        </Part>

        <Part id={`${formId}-images`} title={t('productEditor.images.title')}>
          <ImagesField images={draft.images} onChange={(images) => set({ images })} error={error} />
        </Part>

        <Part id={`${formId}-prices`} title={t('productEditor.prices.title')}>
          <PriceFields draft={draft} set={set} error={error} product={product} />
        </Part>

        <Part id={`${formId}-stock`} title={t('productEditor.stock.title')}>
          <StockFields draft={draft} set={set} error={error} />
        </Part>

        <Part id={`${formId}-flags`} title={t('productEditor.flags.title')}>
          <FlagFields draft={draft} set={set} error={error} />
        </Part>

        <Part id={`${formId}-categories`} title={t('productEditor.categories.title')}>
          <div role="group" aria-labelledby={`${formId}-categories-title`}>
            <CategoryFields
              selected={draft.categoryIds}
              onChange={(categoryIds) => set({ categoryIds })}
              error={error('categoryIds')}
            />
          </div>
        </Part>

        <Part id={`${formId}-tags`} title={t('productEditor.tags.title')}>
          <div role="group" aria-labelledby={`${formId}-tags-title`}>
            <TagFields selected={draft.tagIds} onChange={(tagIds) => set({ tagIds })} error={error('tagIds')} />
          </div>
        </Part>

        <Part id={`${formId}-attributes`} title={t('productEditor.attributes.title')}>
          <AttributeFields
            values={draft.attributes}
            onChange={(attributes) => set({ attributes })}
            axes={product?.configurable?.attributeIds ?? []}
            error={error}
          />
        </Part>

        <Part id={`${formId}-cross`} title={t('productEditor.crossSells.title')}>
          <CrossSells
            productId={id}
            ids={draft.crossSellIds}
            onChange={(crossSellIds) => set({ crossSellIds })}
            error={error('crossSellIds')}
          />
        </Part>

        <div
          className="panel button-row"
          style={{ position: 'sticky', bottom: 0, zIndex: 2, boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)' }}
        >
          <button
            type="submit"
            className="btn btn--primary"
            aria-busy={create.isPending || update.isPending || undefined}
          >
            {product ? t('productEditor.actions.save') : t('productEditor.actions.create')}
          </button>
          {dirty ? (
            <span className="small muted" role="status">
              {t('productEditor.unsaved')}
            </span>
          ) : null}
        </div>
      </form>

      {product ? (
        <>
          <Part id={`${formId}-sales`} title={t('salePeriods.title')}>
            <SalePeriods productId={product.id} onPriceChanged={() => void reload()} />
          </Part>
          <ProductTypeSection
            product={product}
            onSaved={(next) => detailKey && queryClient.setQueryData(detailKey, next)}
          />
          <Part id={`${formId}-end`} title={t('productEditor.lifecycle')}>
            <ProductLifecycle
              product={product}
              name={name || product.sku}
              onRefused={refused}
              allowLeave={guard.allow}
            />
          </Part>
          <Part id={`${formId}-history`} title={t('productEditor.history.title')}>
            <ProductHistory productId={product.id} />
          </Part>
        </>
      ) : null}

      <ConfirmDialog
        open={guard.pending !== null}
        title={t('productEditor.leave.title')}
        confirmLabel={t('productEditor.leave.confirm')}
        onCancel={guard.stay}
        onConfirm={guard.leave}
      >
        <p>{t('productEditor.leave.text')}</p>
      </ConfirmDialog>
    </div>
  )
}
