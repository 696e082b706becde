import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { useI18n } from '../../i18n/i18n'
import { CONTACT_REASONS } from '../../../contract/dto/cms'
import { FormField } from '../../lib/form/form-field'
import { useForm } from '../../lib/form/use-form'
import { errorMessage } from '../../lib/api-error-message'
import { ConsentCheckboxes } from './consent-checkboxes'
import { ContactSchema } from '../../../contract/schemas/contact'
import { missingConsents } from './missing-consents'
import { RequiredMark } from '../../lib/ui/required-mark'
import { consentsQuery, sendContactMessage } from './queries'
import { useCaptcha } from '../forms/captcha'
import { captchaConfigQuery, cmsFormQuery } from '../forms/queries'

/**
 * Contact form (SPEC §2): name, e-mail, reason (the four SPEC reasons), message and the
 * required consents of 'contact' → POST contact/contactAdmin. One submission at a time; the
 * flag is released on validation failure, error or success. When staff mark the contact form
 * (`formId`) "captcha", it asks for one as every CMS form does, and the server verifies it.
 */
export function ContactForm({ title, formId }: { title?: string; formId?: number }) {
  const translator = useI18n()
  const { t, locale } = translator
  const api = useApi()
  const toast = useToast()
  const idPrefix = `contact-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const { data: consentData } = useSuspenseQuery(consentsQuery(api, locale, 'contact'))
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set())
  const [consentError, setConsentError] = useState<string | null>(null)
  const definition = useQuery({ ...cmsFormQuery(api, locale, formId ?? 0), enabled: formId !== undefined })
  const asksCaptcha = definition.data?.captcha === true
  const captchaConfig = useQuery({ ...captchaConfigQuery(api), enabled: asksCaptcha })
  const captcha = useCaptcha(asksCaptcha ? captchaConfig.data : null)
  const captchaMissing = asksCaptcha && captchaConfig.isSuccess && captchaConfig.data === null
  const form = useForm({
    schema: ContactSchema,
    initial: { name: '', email: '', reason: '', message: '' },
    check: () => {
      const missing = missingConsents(consentData.requiredConsents, accepted)
      setConsentError(missing.length > 0 ? t('core.notifications.consentRequired') : null)
      if (captchaMissing) toast.error(t('error.api.recaptchaMissing'))
      return missing.length === 0 && !captchaMissing
    },
    submit: async (input) => {
      let answer: { siteKey: string; answer: string } | null = null
      if (asksCaptcha && captchaConfig.data) {
        try {
          answer = { siteKey: captchaConfig.data.siteKey, answer: await captcha.answer() }
        } catch {
          toast.error(t('content.forms.captchaFailed'))
          return
        }
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
    <form className="form contact-form" noValidate onSubmit={form.onSubmit} aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className="form__title">
        {title ?? t('content.contact.formTitle')}
      </h2>
      <FormField form={form} label={t('content.contact.name')} name="name" autoComplete="name" required />
      <FormField form={form} label={t('content.contact.email')} name="email" type="email" autoComplete="email" required />
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
      {asksCaptcha ? (
        captchaMissing ? (
          <p className="notice notice--error" role="alert">
            {t('error.api.recaptchaMissing')}
          </p>
        ) : (
          <div className="stack">
            <p className="muted small">{t('content.forms.captchaNotice')}</p>
            <div ref={captcha.slot} className="cms-form__captcha" />
            {captcha.failed ? (
              <p className="notice notice--error" role="alert">
                {t('content.forms.captchaFailed')}
              </p>
            ) : null}
          </div>
        )
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting ? t('content.contact.sending') : t('content.contact.submit')}
      </button>
    </form>
  )
}
