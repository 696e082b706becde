import { useId, useState, type SubmitEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../contract/api'
import { buildPath } from '../../../contract/routes'
import type { AdminCouponDetail } from '../../../contract/dto/coupons'
import { COUPON_CODE_MAX, COUPON_NOTE_MAX } from '../../../contract/schemas/coupons'
import { useApi } from '../../lib/api-context'
import { errorMessage } from '../../lib/api-error-message'
import { useRouter } from '../../lib/navigation'
import { TextInput } from '../../lib/ui/text-input'
import { useI18n, useLocale, useT } from '../../i18n/i18n'
import { BACKOFFICE_KEY } from '../admin/list-kit'
import { createCouponMutation, updateCouponMutation } from './api'
import { draftOf, emptyDraft, inputOf, type CouponDraft } from './coupon-draft'
import { ProductPicker } from './product-picker'
import { CategoryPicker } from './category-picker'

/** The API's field names the form can mark. */
type Field =
  | 'code'
  | 'percent'
  | 'amountCents'
  | 'minItemsTotalCents'
  | 'validFrom'
  | 'validTo'
  | 'usageLimit'
  | 'perCustomerLimit'
  | 'note'
  | 'productIds'
  | 'categoryIds'
const FIELDS: readonly string[] = [
  'code',
  'percent',
  'amountCents',
  'minItemsTotalCents',
  'validFrom',
  'validTo',
  'usageLimit',
  'perCustomerLimit',
  'note',
  'productIds',
  'categoryIds',
]
const isField = (field: string | undefined): field is Field => field !== undefined && FIELDS.includes(field)

/**
 * A coupon's form (issue 37): code, percent or amount in euros, minimum cart total, validity,
 * total and per-customer limits, free delivery, active, products and categories it is limited to.
 * What cannot be read is marked at its field before any call; the API's refusals at theirs.
 */
export function CouponForm({ saved }: { saved?: AdminCouponDetail }) {
  const t = useT()
  const translator = useI18n()
  const locale = useLocale()
  const api = useApi()
  const { navigate } = useRouter()
  const queryClient = useQueryClient()
  const typeId = useId()
  const [draft, setDraft] = useState<CouponDraft>(() => (saved ? draftOf(saved, locale) : emptyDraft()))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const set = <K extends keyof CouponDraft>(key: K, value: CouponDraft[K]) => {
    setNotice(null)
    setDraft((current) => ({ ...current, [key]: value }))
  }

  const failed = (failure: unknown) => {
    const message = errorMessage(failure, translator)
    if (failure instanceof ApiError && isField(failure.field)) {
      setErrors({ [failure.field]: message })
      setAlert(t('adminCoupons.form.errorSummary'))
    } else setAlert(message)
  }
  const create = useMutation({
    ...createCouponMutation(api),
    onSuccess: async (detail) => {
      await queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })
      await navigate(buildPath('adminCouponEdit', locale, { id: String(detail.coupon.id) }))
    },
    onError: failed,
  })
  const update = useMutation({
    ...updateCouponMutation(api),
    onSuccess: async (detail) => {
      setDraft(draftOf(detail, locale))
      setNotice(t('adminCoupons.form.saved'))
      await queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY })
    },
    onError: failed,
  })
  const busy = create.isPending || update.isPending

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setErrors({})
    setAlert(null)
    setNotice(null)
    const result = inputOf(draft, locale)
    if (result.problems) {
      setErrors(
        Object.fromEntries(
          Object.entries(result.problems).map(([field, problem]) => [field, t(`adminCoupons.form.${problem}`)]),
        ),
      )
      setAlert(t('adminCoupons.form.errorSummary'))
      return
    }
    if (saved) update.mutate({ id: saved.coupon.id, body: result.input })
    else create.mutate(result.input)
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {alert ? (
        <p className="notice notice--error" role="alert">
          {alert}
        </p>
      ) : null}
      <TextInput
        name="code"
        label={t('adminCoupons.form.code')}
        value={draft.code}
        onChange={(value) => set('code', value)}
        required
        maxLength={COUPON_CODE_MAX}
        autoComplete="off"
        hint={t('adminCoupons.form.codeHint')}
        error={errors.code ?? null}
      />
      <fieldset className="stack">
        <legend id={typeId}>{t('adminCoupons.form.type')}</legend>
        <label className="check">
          <input
            type="radio"
            name="type"
            value="percent"
            checked={draft.type === 'percent'}
            onChange={() => set('type', 'percent')}
          />
          <span>{t('adminCoupons.form.typePercent')}</span>
        </label>
        <label className="check">
          <input
            type="radio"
            name="type"
            value="fixed"
            checked={draft.type === 'fixed'}
            onChange={() => set('type', 'fixed')}
          />
          <span>{t('adminCoupons.form.typeFixed')}</span>
        </label>
      </fieldset>
      {draft.type === 'percent' ? (
        <TextInput
          name="percent"
          label={t('adminCoupons.form.percent')}
          value={draft.percent}
          onChange={(value) => set('percent', value)}
          inputMode="decimal"
          required
          error={errors.percent ?? null}
        />
      ) : (
        <TextInput
          name="amount"
          label={t('adminCoupons.form.amount')}
          value={draft.amount}
          onChange={(value) => set('amount', value)}
          inputMode="decimal"
          required
          error={errors.amountCents ?? null}
        />
      )}
      <TextInput
        name="minimum"
        label={t('adminCoupons.form.minimum')}
        value={draft.minimum}
        onChange={(value) => set('minimum', value)}
        inputMode="decimal"
        hint={t('adminCoupons.form.minimumHint')}
        error={errors.minItemsTotalCents ?? null}
      />
      <TextInput
        type="date"
        name="validFrom"
        label={t('adminCoupons.form.validFrom')}
        value={draft.validFrom}
        onChange={(value) => set('validFrom', value)}
        hint={t('adminCoupons.form.validityHint')}
        error={errors.validFrom ?? null}
      />
      <TextInput
        type="date"
        name="validTo"
        label={t('adminCoupons.form.validTo')}
        value={draft.validTo}
        onChange={(value) => set('validTo', value)}
        hint={t('adminCoupons.form.validityHint')}
        error={errors.validTo ?? null}
      />
      <TextInput
        name="usageLimit"
        label={t('adminCoupons.form.usageLimit')}
        value={draft.usageLimit}
        onChange={(value) => set('usageLimit', value)}
        inputMode="numeric"
        hint={t('adminCoupons.form.limitHint')}
        error={errors.usageLimit ?? null}
      />
      <TextInput
        name="perCustomerLimit"
        label={t('adminCoupons.form.perCustomerLimit')}
        value={draft.perCustomerLimit}
        onChange={(value) => set('perCustomerLimit', value)}
        inputMode="numeric"
        hint={t('adminCoupons.form.limitHint')}
        error={errors.perCustomerLimit ?? null}
      />
      <div className="stack">
        <label className="check">
          <input
            type="checkbox"
            name="freeShipping"
            checked={draft.freeShipping}
            onChange={(event) => set('freeShipping', event.currentTarget.checked)}
          />
          <span>{t('adminCoupons.form.freeShipping')}</span>
        </label>
        <label className="check">
          <input
            type="checkbox"
            name="active"
            checked={draft.active}
            onChange={(event) => set('active', event.currentTarget.checked)}
          />
          <span>{t('adminCoupons.form.active')}</span>
        </label>
      </div>
      <section className="panel stack" aria-labelledby={`${typeId}-targets`}>
        <h2 id={`${typeId}-targets`}>{t('adminCoupons.form.restrictions')}</h2>
        <p className="muted">{t('adminCoupons.form.restrictionsHint')}</p>
        <ProductPicker value={draft.products} onChange={(products) => set('products', products)} />
        {errors.productIds ? (
          <p className="field__error" role="alert">
            {errors.productIds}
          </p>
        ) : null}
        <CategoryPicker value={draft.categoryIds} onChange={(categoryIds) => set('categoryIds', categoryIds)} />
        {errors.categoryIds ? (
          <p className="field__error" role="alert">
            {errors.categoryIds}
          </p>
        ) : null}
      </section>
      <TextInput
        type="textarea"
        name="note"
        label={t('adminCoupons.form.note')}
        value={draft.note}
        onChange={(value) => set('note', value)}
        maxLength={COUPON_NOTE_MAX}
        rows={2}
        error={errors.note ?? null}
      />
      {notice ? (
        <p className="notice notice--success" role="status">
          {notice}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="btn btn--primary" aria-disabled={busy || undefined}>
          {busy ? t('adminCoupons.form.saving') : t(saved ? 'adminCoupons.form.save' : 'adminCoupons.form.create')}
        </button>
      </div>
    </form>
  )
}
