import { useCallback, useRef, useState, type FormEvent } from 'react'
import type * as v from 'valibot'
import { useT } from '../../i18n/i18n'
import { validateForm, type FormErrors } from './validate-form'

export type FormValues = Record<string, string>

export interface FormController<Values extends FormValues> {
  values: Values
  /** Translated error message of a field (after a submit attempt or a blur), if any. */
  error: (name: keyof Values & string) => string | undefined
  set: (name: keyof Values & string, value: string) => void
  /** Validates the touched field again (shows its error as soon as the visitor leaves it). */
  blur: (name: keyof Values & string) => void
  submitting: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  reset: (next?: Values) => void
}

/**
 * Form state over a valibot schema shared with the server (SPEC §4 Forms): one submission at a
 * time — the flag is released on a validation failure, on an error and after success. `submit`
 * receives the schema's output; a thrown error is passed to `onError` (typically an error toast).
 */
export function useForm<S extends v.GenericSchema, Values extends FormValues>(options: {
  schema: S
  initial: Values
  submit: (output: v.InferOutput<S>) => Promise<void>
  onError: (error: unknown) => void
  /** Extra checks that are not part of the schema (e.g. required consents); return false to stop. */
  precheck?: () => boolean
}): FormController<Values> {
  const t = useT()
  const [values, setValues] = useState<Values>(options.initial)
  const [errors, setErrors] = useState<FormErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const busy = useRef(false)
  const touched = useRef(new Set<string>())
  const latest = useRef(options)
  latest.current = options

  const set = useCallback(
    (name: keyof Values & string, value: string) => {
      const next: Values = { ...values, [name]: value }
      setValues(next)
      if (touched.current.has(name)) {
        const result = validateForm(latest.current.schema, next)
        setErrors((current) => ({ ...current, [name]: result.ok ? undefined : result.errors[name] }))
      }
    },
    [values],
  )

  const blur = useCallback(
    (name: keyof Values & string) => {
      touched.current.add(name)
      const result = validateForm(latest.current.schema, values)
      setErrors((current) => ({ ...current, [name]: result.ok ? undefined : result.errors[name] }))
    },
    [values],
  )

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (busy.current) return
      busy.current = true
      setSubmitting(true)
      const release = () => {
        busy.current = false
        setSubmitting(false)
      }
      const result = validateForm(latest.current.schema, values)
      for (const name of Object.keys(values)) touched.current.add(name)
      if (!result.ok) {
        setErrors(result.errors)
        release()
        const first = Object.keys(result.errors)[0]
        if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus()
        return
      }
      setErrors({})
      if (latest.current.precheck && !latest.current.precheck()) {
        release()
        return
      }
      latest.current
        .submit(result.output)
        .catch((error: unknown) => latest.current.onError(error))
        .finally(release)
    },
    [values],
  )

  const reset = useCallback(
    (next?: Values) => {
      touched.current.clear()
      setErrors({})
      setValues(next ?? latest.current.initial)
    },
    [],
  )

  const error = (name: keyof Values & string): string | undefined => {
    const issue = errors[name]
    return issue ? t(issue.key, issue.params) : undefined
  }

  return { values, error, set, blur, submitting, onSubmit, reset }
}
