import * as v from 'valibot'
import { issueParams } from '../../../contract/validation/translate'

/** A field error as an i18n key plus its parameters (`length` for min/max, `value` for sameAs). */
interface FieldError {
  key: string
  params: Record<string, string | number>
}

export type FormErrors = Partial<Record<string, FieldError>>

type FormValidation<T> = { ok: true; output: T } | { ok: false; errors: FormErrors }

/** Runs a valibot schema over form values; the first issue per field wins. */
export function validateForm<S extends v.GenericSchema>(schema: S, values: unknown): FormValidation<v.InferOutput<S>> {
  const result = v.safeParse(schema, values)
  if (result.success) return { ok: true, output: result.output }
  const errors: FormErrors = {}
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '_form'
    if (errors[field]) continue
    errors[field] = { key: issue.message, params: issueParams(issue) }
  }
  return { ok: false, errors }
}
