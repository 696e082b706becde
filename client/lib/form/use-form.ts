import { useMutation } from '@tanstack/react-query'
import { useCallback, useRef, useState, type SubmitEvent } from 'react'
import type * as v from 'valibot'
import { dataText, useI18n } from '../../i18n/i18n'
import { validateForm, type FormErrors } from './validate-form'

export type FormValues = Record<string, string>

export interface FormController<Values extends FormValues> {
  values: Values
  /** Translated error message of a field (after a submit attempt or a blur), if any. */
  error: (name: keyof Values & string) => string | undefined
  set: (name: keyof Values & string, value: string) => void
  /** Validates the touched field again (shows its error as soon as the visitor leaves it). */
  blur: (name: keyof Values & string) => void
  /** Shows an already translated message under a field (e.g. the server's answer) until the field changes. */
  showError: (name: keyof Values & string, message: string) => void
  submitting: boolean
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void
  reset: (next?: Values) => void
}

/**
 * Form state over a valibot schema shared with the server (SPEC §4 Forms): one submission at a
 * time — the guard is released on a validation failure, on an error and after success. `submit`
 * receives the schema's output and runs as a TanStack mutation (`submitting` is its isPending);
 * a thrown error is passed to `onError` (typically an error toast) before the form is free again.
 */
export function useForm<S extends v.GenericSchema, Values extends FormValues>(options: {
  schema: S
  initial: Values
  submit: (output: v.InferOutput<S>) => Promise<void>
  onError: (error: unknown) => void
  /** Extra checks that are not part of the schema (e.g. required consents), run once the schema passes; return false to stop. */
  precheck?: () => boolean
  /**
   * Checks of state outside the values (e.g. consents) run together with the schema on every
   * submit, so their own errors show beside the field errors; return false to stop.
   */
  check?: () => boolean
}): FormController<Values> {
  const i18n = useI18n()
  const [values, setValues] = useState<Values>(options.initial)
  const [errors, setErrors] = useState<FormErrors>({})
  const [messages, setMessages] = useState<Partial<Record<string, string>>>({})
  const touched = useRef(new Set<string>())
  const latest = useRef(options)
  latest.current = options
  const submission = useMutation({
    mutationFn: (output: v.InferOutput<S>) => latest.current.submit(output),
    onError: (error) => latest.current.onError(error),
  })
  const { mutate } = submission
  // A second submit before the first has re-rendered does nothing (isPending is only seen after a render).
  const busy = useRef(false)

  const set = useCallback(
    (name: keyof Values & string, value: string) => {
      const next: Values = { ...values, [name]: value }
      setValues(next)
      setMessages((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }))
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
    (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (busy.current) return
      busy.current = true
      const release = () => {
        busy.current = false
      }
      const result = validateForm(latest.current.schema, values)
      for (const name of Object.keys(values)) touched.current.add(name)
      setMessages({})
      const checked = latest.current.check ? latest.current.check() : true
      if (!result.ok || !checked) {
        setErrors(result.ok ? {} : result.errors)
        release()
        const first = result.ok ? undefined : Object.keys(result.errors)[0]
        const form = event.currentTarget
        const target = first
          ? form.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)
          : form.querySelector<HTMLElement>('[aria-invalid="true"], input:invalid')
        target?.focus()
        return
      }
      setErrors({})
      if (latest.current.precheck && !latest.current.precheck()) {
        release()
        return
      }
      mutate(result.output, { onSettled: release })
    },
    [mutate, values],
  )

  const reset = useCallback((next?: Values) => {
    touched.current.clear()
    setErrors({})
    setMessages({})
    setValues(next ?? latest.current.initial)
  }, [])

  const showError = useCallback((name: keyof Values & string, message: string) => {
    setMessages((current) => ({ ...current, [name]: message }))
  }, [])

  const error = (name: keyof Values & string): string | undefined => {
    const message = messages[name]
    if (message !== undefined) return message
    const issue = errors[name]
    return issue ? dataText(i18n, issue.key, issue.params) : undefined
  }

  return { values, error, set, blur, showError, submitting: submission.isPending, onSubmit, reset }
}
