import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react'
import type * as v from 'valibot'
import { ApiError } from '../../../../contract/api'
import type { TermTexts } from '../../../../contract/dto/catalogue-admin-terms'
import { slugify } from '../../../../contract/schemas/page'
import { validateForm } from '../../../lib/form/validate-form'
import { errorMessage } from '../../../lib/api-error-message'
import { TextInput } from '../../../lib/ui/text-input'
import { dataText, useI18n, useT } from '../../../i18n/i18n'

/**
 * What the three term screens' forms share (issue 35): their errors by the field's dot path
 * (`names.hr`, `values.0.labels.en`) from the endpoint row's own schema before sending and from the
 * backend's refusal (its `field`) after, each shown at its field and translated; and the names and
 * slugs of both languages, the slug suggested from the name until staff edit it by hand.
 */

export type FieldErrors = Partial<Record<string, string>>

export interface TermErrors {
  errors: FieldErrors
  /** An error about no one field (shown above the form). */
  formError: string | null
  /** The schema's output, or null after showing its errors and focusing the first field. */
  validate: <S extends v.GenericSchema>(schema: S, value: unknown) => v.InferOutput<S> | null
  /** A failed save: at its field when the backend named one, else above the form. */
  fromServer: (error: unknown) => void
  clear: (path: string) => void
  /** Errors the form found itself (already translated), shown and the first one focused. */
  show: (errors: FieldErrors) => void
}

/** `formRef` is where the first invalid field (`name` = its dot path) is looked up and focused. */
export function useTermErrors(formRef: RefObject<HTMLElement | null>): TermErrors {
  const i18n = useI18n()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const focusFirst = useCallback(
    (paths: string[]) => {
      // After the render that shows the messages, so the field's description is read with it.
      window.setTimeout(() => {
        const form = formRef.current
        if (!form) return
        for (const path of paths) {
          const target =
            form.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`) ??
            form.querySelector<HTMLElement>(`[data-field="${CSS.escape(path)}"]`)
          if (target) {
            target.focus()
            return
          }
        }
        form.querySelector<HTMLElement>('[role="alert"]')?.focus()
      }, 0)
    },
    [formRef],
  )

  const validate = <S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | null => {
    const result = validateForm(schema, value)
    if (result.ok) {
      setErrors({})
      setFormError(null)
      return result.output
    }
    const next: FieldErrors = {}
    for (const [path, issue] of Object.entries(result.errors))
      if (issue) next[path] = dataText(i18n, issue.key, issue.params)
    setErrors(next)
    setFormError(i18n.t('catalogueTerms.form.checkFields'))
    focusFirst(Object.keys(next))
    return null
  }

  const fromServer = (error: unknown) => {
    const message = errorMessage(error, i18n)
    const field = error instanceof ApiError ? error.field : undefined
    if (field) {
      setErrors({ [field]: message })
      setFormError(null)
      focusFirst([field])
    } else {
      setErrors({})
      setFormError(message)
      focusFirst([])
    }
  }

  const clear = useCallback((path: string) => {
    setErrors((current) => (current[path] === undefined ? current : { ...current, [path]: undefined }))
  }, [])

  const show = (next: FieldErrors) => {
    setErrors(next)
    setFormError(i18n.t('catalogueTerms.form.checkFields'))
    focusFirst(Object.keys(next))
  }

  return { errors, formError, validate, fromServer, clear, show }
}

/** The form's own error (nothing else to point at), announced. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="notice notice--error" role="alert" tabIndex={-1}>
      {message}
    </p>
  ) : null
}

export interface NamesAndSlugs {
  names: TermTexts
  slugs: TermTexts
}

const LANGUAGES = ['hr', 'en'] as const

/**
 * Both languages' name and slug. A slug follows its name (slugified) until staff type in it; an
 * existing term's slugs never change by themselves (`suggest` false).
 */
export function NamesAndSlugsFields({
  value,
  onChange,
  termErrors,
  suggest,
}: {
  value: NamesAndSlugs
  onChange: (next: NamesAndSlugs) => void
  termErrors: TermErrors
  suggest: boolean
}) {
  const t = useT()
  const edited = useRef({ hr: !suggest, en: !suggest })
  const { errors, clear } = termErrors
  return (
    <div className="grid grid--2">
      {LANGUAGES.map((language) => (
        <fieldset key={language} className="stack" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <legend className="field__static-label">{t(`catalogueTerms.form.language.${language}`)}</legend>
          <TextInput
            name={`names.${language}`}
            label={t(`catalogueTerms.form.name.${language}`)}
            value={value.names[language]}
            required
            maxLength={200}
            error={errors[`names.${language}`]}
            onChange={(name) => {
              clear(`names.${language}`)
              const slugs = edited.current[language] ? value.slugs : { ...value.slugs, [language]: slugify(name) }
              if (!edited.current[language]) clear(`slugs.${language}`)
              onChange({ names: { ...value.names, [language]: name }, slugs })
            }}
          />
          <TextInput
            name={`slugs.${language}`}
            label={t(`catalogueTerms.form.slug.${language}`)}
            value={value.slugs[language]}
            required
            maxLength={200}
            hint={t('catalogueTerms.form.slugHint')}
            error={errors[`slugs.${language}`]}
            onChange={(slug) => {
              edited.current[language] = true
              clear(`slugs.${language}`)
              onChange({ ...value, slugs: { ...value.slugs, [language]: slug } })
            }}
          />
        </fieldset>
      ))}
    </div>
  )
}

/** A dialog's Cancel and Save (the form's submit button, busy while it saves). */
export function FormButtons({ busy, onCancel, saveLabel }: { busy: boolean; onCancel: () => void; saveLabel: string }) {
  const t = useT()
  return (
    <div className="button-row">
      <button type="button" className="btn btn--secondary" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type="submit" className="btn btn--primary" aria-busy={busy || undefined}>
        {saveLabel}
      </button>
    </div>
  )
}

/** A group's error (a list of values, the offered sorts) where the group starts. */
export function GroupError({ id, message }: { id: string; message: string | undefined }): ReactNode {
  return message ? (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  ) : null
}
