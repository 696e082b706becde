import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { useI18n } from '../../i18n/i18n'
import { CONTACT_REASONS } from '../../../contract/dto/cms'
import { FormField } from '../../lib/form/form-field'
import { useForm } from '../../lib/form/use-form'
import { errorMessage } from '../../lib/api-error-message'
import { ConsentCheckboxes } from '../consents/consent-checkboxes'
import { ContactSchema } from '../../../contract/schemas/contact'
import { missingRequiredConsent } from '../consents/missing'
import { consentsQuery } from '../consents/queries'
import { RequiredMark } from '../../lib/ui/required-mark'
import { sendContactMessage } from './queries'
import { CaptchaField, useFormCaptcha, type CaptchaAnswer } from '../forms/form-captcha'
import { cmsFormQuery } from '../forms/queries'
import { contentFormAction } from '../../../contract/content-form'
import { ContentFormFields, ContentFormNotice, useContentFormOutcome } from '../content-forms/content-form-fields'

/**
 * Contact form (SPEC §2): name, e-mail, reason (the four SPEC reasons), message and the
 * required consents of 'contact' → POST contact/contactAdmin. One submission at a time; the
 * flag is released on validation failure, error or success. When staff mark the contact form
 * (`formId`) "captcha", it asks for one as every CMS form does, and the server verifies it.
 * Before (or without) the app it posts to the edge (/api/content-form/contact), which answers with
 * the page and the outcome; a captcha then needs the app.
 */
export function ContactForm({ title, formId }: { title?: string; formId?: number }) {
  const translator = useI18n()
  const { t, locale } = translator
  const api = useApi()
  const toast = useToast()
  const idPrefix = `contact-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const anchor = `${idPrefix}-form`
  // Sent before (or without) the app, the edge brings the page back with what happened (issue 38).
  const posted = useContentFormOutcome(anchor)
  const { data: consentData } = useSuspenseQuery(consentsQuery(api, locale, 'contact'))
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set())
  const [consentError, setConsentError] = useState<string | null>(null)
  const definition = useQuery({ ...cmsFormQuery(api, locale, formId ?? 0), enabled: formId !== undefined })
  const captcha = useFormCaptcha(definition.data?.captcha === true)
  const form = useForm({
    schema: ContactSchema,
    initial: { name: '', email: '', reason: '', message: '' },
    check: () => {
      const problem = missingRequiredConsent(consentData, accepted)
      setConsentError(problem ? t(problem) : null)
      if (captcha.missing) toast.error(t('error.api.recaptchaMissing'))
      return problem === null && !captcha.missing
    },
    submit: async (input) => {
      let answer: CaptchaAnswer | null
      try {
        answer = await captcha.answer()
      } catch {
        toast.error(t('content.forms.captchaFailed'))
        return
      }
      await sendContactMessage(api, { ...input, consents: [...accepted], captcha: answer })
      toast.success(t('content.contact.success'))
      form.reset()
      setAccepted(new Set())
    },
    onError: (error) => toast.error(errorMessage(error, translator)),
  })

  const reasonError = form.error('reason')
  return (
    <form
      id={anchor}
      className="form contact-form"
      method="post"
      action={contentFormAction('contact', locale)}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={`${idPrefix}-title`}
    >
      <ContentFormFields formId={anchor} />
      <h2 id={`${idPrefix}-title`} className="form__title">
        {title ?? t('content.contact.formTitle')}
      </h2>
      <ContentFormNotice outcome={posted} />
      <FormField form={form} label={t('content.contact.name')} name="name" autoComplete="name" required />
      <FormField
        form={form}
        label={t('content.contact.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
      />
      <div className={`field field--select${reasonError ? ' field--invalid' : ''}`}>
        <label className="field__static-label" htmlFor={`${idPrefix}-reason`}>
          {t('content.contact.reason')}
          <RequiredMark />
        </label>
        <select
          id={`${idPrefix}-reason`}
          name="reason"
          className="select"
          required
          value={form.values.reason}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${idPrefix}-reason-error` : undefined}
          onChange={(event) => form.set('reason', event.target.value)}
          onBlur={() => form.blur('reason')}
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
      <FormField form={form} label={t('content.contact.message')} name="message" type="textarea" rows={6} required />
      <ConsentCheckboxes
        assignedTo="contact"
        legend="content.contact.consents"
        idPrefix={idPrefix}
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
      <CaptchaField captcha={captcha} />
      <button type="submit" className="btn btn--primary" disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting ? t('content.contact.sending') : t('content.contact.submit')}
      </button>
    </form>
  )
}
