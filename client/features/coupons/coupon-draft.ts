import type { AdminCouponDetail } from '../../../contract/dto/coupons'
import type { Locale } from '../../../contract/locales'
import { shiftDate, zagrebDate, zagrebMidnight } from '../../../contract/zagreb-days'
import type { CouponInput } from '../../../contract/schemas/coupons'
import { formatEuroInput, parseCount, parseEuros } from '../catalogue-admin/product-editor/money'

/** The coupon form as typed: texts for the numbers and dates, the chosen products and categories. */
export interface CouponDraft {
  code: string
  type: 'percent' | 'fixed'
  percent: string
  amount: string
  minimum: string
  /** `YYYY-MM-DD` (a date input's value) or ''. */
  validFrom: string
  validTo: string
  usageLimit: string
  perCustomerLimit: string
  freeShipping: boolean
  active: boolean
  note: string
  products: Array<{ id: number; name: string; sku: string }>
  categoryIds: number[]
}

export type DraftField = 'percent' | 'amountCents' | 'minItemsTotalCents' | 'usageLimit' | 'perCustomerLimit'

/** Which message key says what is wrong with a typed field. */
export type DraftProblem = 'invalidAmount' | 'invalidCount' | 'invalidPercent'

export const emptyDraft = (): CouponDraft => ({
  code: '',
  type: 'percent',
  percent: '',
  amount: '',
  minimum: '',
  validFrom: '',
  validTo: '',
  usageLimit: '',
  perCustomerLimit: '',
  freeShipping: false,
  active: true,
  note: '',
  products: [],
  categoryIds: [],
})

/** A coupon is valid from the first instant of its first Zagreb day to the last of its last one. */
const dayOf = (instant: string | null): string => (instant ? zagrebDate(new Date(instant)) : '')
const dayStart = (date: string): string => zagrebMidnight(date).toISOString()
const dayEnd = (date: string): string => new Date(zagrebMidnight(shiftDate(date, 1)).getTime() - 1).toISOString()
const countText = (value: number | null): string => (value === null ? '' : String(value))
const percentText = (value: number | null, locale: Locale): string =>
  value === null ? '' : locale === 'hr' ? String(value).replace('.', ',') : String(value)

/** The form filled from a saved coupon. */
export function draftOf(detail: AdminCouponDetail, locale: Locale): CouponDraft {
  const { coupon } = detail
  return {
    code: coupon.code,
    type: coupon.type,
    percent: percentText(coupon.percent, locale),
    amount: formatEuroInput(coupon.amountCents, locale),
    minimum: coupon.minItemsTotalCents > 0 ? formatEuroInput(coupon.minItemsTotalCents, locale) : '',
    validFrom: dayOf(coupon.validFrom),
    validTo: dayOf(coupon.validTo),
    usageLimit: countText(coupon.usageLimit),
    perCustomerLimit: countText(coupon.perCustomerLimit),
    freeShipping: coupon.freeShipping,
    active: coupon.active,
    note: detail.note,
    products: detail.products,
    categoryIds: detail.categories.map((category) => category.id),
  }
}

/** A typed percentage (either decimal mark): null for empty, undefined when it is not one from 0.01 to 100. */
function parsePercent(text: string): number | null | undefined {
  const clean = text.trim().replace(',', '.')
  if (clean === '') return null
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(clean)) return undefined
  const value = Number(clean)
  return value > 0 && value <= 100 ? value : undefined
}

/**
 * The API's body from the typed form, or the fields it cannot read (shown at them before any
 * call). A day from the date inputs is its whole day in UTC: from its start, until its end.
 */
export function inputOf(
  draft: CouponDraft,
  locale: Locale,
): { input: CouponInput; problems: null } | { input: null; problems: Partial<Record<DraftField, DraftProblem>> } {
  const problems: Partial<Record<DraftField, DraftProblem>> = {}
  const percent = draft.type === 'percent' ? parsePercent(draft.percent) : null
  if (percent === undefined) problems.percent = 'invalidPercent'
  const amount = draft.type === 'fixed' ? parseEuros(draft.amount, locale) : null
  if (amount === undefined || amount === 0) problems.amountCents = 'invalidAmount'
  const minimum = parseEuros(draft.minimum, locale)
  if (minimum === undefined) problems.minItemsTotalCents = 'invalidAmount'
  const usageLimit = parseCount(draft.usageLimit)
  if (usageLimit === undefined || usageLimit === 0) problems.usageLimit = 'invalidCount'
  const perCustomerLimit = parseCount(draft.perCustomerLimit)
  if (perCustomerLimit === undefined || perCustomerLimit === 0) problems.perCustomerLimit = 'invalidCount'
  if (Object.keys(problems).length > 0) return { input: null, problems }
  return {
    input: {
      code: draft.code.trim(),
      type: draft.type,
      percent: percent ?? null,
      amountCents: amount ?? null,
      minItemsTotalCents: minimum ?? 0,
      validFrom: draft.validFrom ? dayStart(draft.validFrom) : null,
      validTo: draft.validTo ? dayEnd(draft.validTo) : null,
      usageLimit: usageLimit ?? null,
      perCustomerLimit: perCustomerLimit ?? null,
      freeShipping: draft.freeShipping,
      active: draft.active,
      note: draft.note,
      productIds: draft.products.map((product) => product.id),
      categoryIds: draft.categoryIds,
    },
    problems: null,
  }
}
