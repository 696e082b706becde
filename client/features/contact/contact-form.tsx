import { useSuspenseQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { useI18n } from '../../i18n/i18n'
import { CONTACT_REASONS } from '../../../contract/dto/cms'
import { TextInput } from '../../lib/ui/text-input'
import { errorMessage } from '../../lib/api-error-message'
import { ConsentCheckboxes } from './consent-checkboxes'
import { validateContact, missingConsents, type ContactField, type FieldError } from './contact-schema'
import { consentsQuery, sendContactMessage } from './queries'

const EMPTY: Record<ContactField, string> = { name: '', email: '', reason: '', message: '' }

/**
 * Contact form (SPEC §2): name, e-mail, reason (the four SPEC reasons), message and the
 * required consents of 'contact' → POST contact/contactAdmin. One submission at a time; the
 * flag is released on validation failure, error or success.
 */
export function ContactForm({ title }: { title?: string }) {
  const translator = useI18n()
  const { t, locale } = translator
  const api = useApi()
  const toast = useToast()
  const idPrefix = `contact-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const { data: consentData } = useSuspenseQuery(consentsQuery(api, locale, 'contact'))
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<ContactField, FieldError>>>({})
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set())
  const [consentError, setConsentError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const inFlight = useRef(false)

  const set = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const fieldError = (field: ContactField) => {
    const error = errors[field]
    return error ? t(error.key, error.params) : null
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    const result = validateContact(values)
    const missing = missingConsents(consentData.requiredConsents, accepted)
    setConsentError(missing.length > 0 ? t('core.notifications.consentRequired') : null)
    if (!result.ok || missing.length > 0) {
      setErrors(result.ok ? {} : result.errors)
      inFlight.current = false
      const firstInvalid = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"], input:invalid')
      firstInvalid?.focus()
      return
    }
    setErrors({})
    setSubmitting(true)
    try {
      await sendContactMessage(api, { ...result.value, consents: [...accepted] })
      toast.success(t('content.contact.success'))
      setValues(EMPTY)
      setAccepted(new Set())
    } catch (error) {
      toast.error(errorMessage(error, translator))
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  const reasonError = fieldError('reason')
  return (
    <form className="form contact-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className="form__title">
        {title ?? t('content.contact.formTitle')}
      </h2>
      <TextInput label={t('content.contact.name')} name="name" autoComplete="name" required value={values.name} onChange={set('name')} error={fieldError('name')} />
      <TextInput label={t('content.contact.email')} name="email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} error={fieldError('email')} />
      <div className={`field field--select${reasonError ? ' field--invalid' : ''}`}>
        <label className="field__static-label" htmlFor={`${idPrefix}-reason`}>
          {t('content.contact.reason')}
          <span className="field__required">
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> ({t('common.requiredField')})</span>
          </span>
        </label>
        <select
          id={`${idPrefix}-reason`}
          name="reason"
          className="select"
          required
          value={values.reason}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${idPrefix}-reason-error` : undefined}
          onChange={(event) => set('reason')(event.target.value)}
        >
          <option value="">{t('content.contact.chooseReason')}</option>
          {CONTACT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`content.contact.reasons.${reason}`)}
            </option>
          ))}
        </select>
        {reasonError ? (
          <p id={`${idPrefix}-reason-error`} className="form-error" role="alert">
            {reasonError}
          </p>
        ) : null}
      </div>
      <TextInput label={t('content.contact.message')} name="message" type="textarea" rows={6} required value={values.message} onChange={set('message')} error={fieldError('message')} />
      <ConsentCheckboxes
        idPrefix={idPrefix}
        consents={consentData.consents}
        required={consentData.requiredConsents}
        accepted={accepted}
        error={consentError}
        onToggle={(id, checked) => {
          setAccepted((current) => {
            const next = new Set(current)
            if (checked) next.add(id)
            else next.delete(id)
            return next
          })
          setConsentError(null)
        }}
      />
      <button type="submit" className="btn btn--primary" disabled={submitting} aria-busy={submitting}>
        {submitting ? t('content.contact.sending') : t('content.contact.submit')}
      </button>
    </form>
  )
}
