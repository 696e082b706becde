import { useId, useState, type SubmitEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { ApiError } from '../../../../contract/api'
import type { AdminSalePeriods } from '../../../../contract/dto/sale-schedules'
import { formatMoney } from '../../../../contract/format'
import { useLocale, useT } from '../../../i18n/i18n'
import { useApi } from '../../../lib/api-context'
import { useErrorToast } from '../../../lib/api-error-message'
import { useToast } from '../../../lib/toasts'
import { FieldError } from '../../../lib/ui/field-error'
import { TextInput } from '../../../lib/ui/text-input'
import { parseEuros } from '../product-editor/money'
import { addSalePeriodMutation } from './api'
import { isoToLocal, localToIso } from './local-time'

type Field = 'priceCents' | 'startsAt' | 'endsAt'
const FIELDS: readonly string[] = ['priceCents', 'startsAt', 'endsAt'] satisfies Field[]
const DAY = 86_400_000

/** One time input with its label and error (TextInput has no date-and-time type). */
function TimeField(props: {
  name: Field
  label: string
  hint: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className={`field field--select${props.error ? ' field--invalid' : ''}`}>
      <label className="field__static-label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="datetime-local"
        className="select"
        required
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={[props.error ? errorId : null, hintId].filter(Boolean).join(' ')}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      <p id={hintId} className="field__hint">
        {props.hint}
      </p>
      <FieldError id={errorId} error={props.error} />
    </div>
  )
}

/**
 * A new sale period: the sale price in euros (as the price fields take it), start and end in the
 * staff member's local time (sent as UTC). The server's refusals (end before start, not below the
 * regular price, an overlap) show at their field; the list updates from the answer.
 */
export function SalePeriodForm({
  productId,
  retailPriceCents,
  onSaved,
}: {
  productId: number
  retailPriceCents: number
  onSaved: (periods: AdminSalePeriods) => void
}) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const toast = useToast()
  const showError = useErrorToast()
  const [price, setPrice] = useState('')
  const [startsAt, setStartsAt] = useState(() => isoToLocal(new Date()))
  const [endsAt, setEndsAt] = useState(() => isoToLocal(new Date(Date.now() + 7 * DAY)))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const add = useMutation({
    ...addSalePeriodMutation(api, productId),
    onSuccess: (periods) => {
      setPrice('')
      setErrors({})
      toast.success(t('salePeriods.added'))
      onSaved(periods)
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field && FIELDS.includes(error.field))
        setErrors({ [error.field]: error.message })
      else showError(error)
    },
  })

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const cents = parseEuros(price, locale)
    const start = localToIso(startsAt)
    const end = localToIso(endsAt)
    const found: Partial<Record<Field, string>> = {}
    if (cents === null || cents === undefined || cents <= 0) found.priceCents = t('salePeriods.invalidPrice')
    if (!start) found.startsAt = t('salePeriods.invalidTime')
    if (!end) found.endsAt = t('salePeriods.invalidTime')
    setErrors(found)
    if (Object.keys(found).length > 0 || !cents || !start || !end || add.isPending) return
    add.mutate({ priceCents: cents, startsAt: start, endsAt: end })
  }

  return (
    <form className="stack" noValidate onSubmit={submit} aria-label={t('salePeriods.add')}>
      <div className="grid grid--2">
        <TextInput
          name="priceCents"
          label={t('salePeriods.price')}
          value={price}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={t('salePeriods.priceHint', { regular: formatMoney(retailPriceCents / 100, locale) })}
          error={errors.priceCents}
          onChange={setPrice}
        />
        <TimeField
          name="startsAt"
          label={t('salePeriods.startsAt')}
          hint={t('salePeriods.timeHint')}
          value={startsAt}
          error={errors.startsAt}
          onChange={setStartsAt}
        />
        <TimeField
          name="endsAt"
          label={t('salePeriods.endsAt')}
          hint={t('salePeriods.timeHint')}
          value={endsAt}
          error={errors.endsAt}
          onChange={setEndsAt}
        />
      </div>
      <div>
        <button type="submit" className="btn btn--primary" aria-busy={add.isPending || undefined}>
          {add.isPending ? t('salePeriods.adding') : t('salePeriods.add')}
        </button>
      </div>
    </form>
  )
}
