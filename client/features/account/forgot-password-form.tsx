import { useState } from 'react'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { forgotPassword } from './api'
import { FormField } from '../../lib/form/form-field'
import { ForgotPasswordSchema } from '../../../contract/schemas/account'
import { useForm } from '../../lib/form/use-form'
import { AUTH_FORM_IDS, authFormAction } from '../../../contract/auth-form'
import { ContentFormFields } from '../content-forms/content-form-fields'
import { AuthFormNotice, useAuthFormOutcome } from '../auth/auth-form-outcome'

/**
 * E-mail → POST api/v1/user/password/forgot; always the same generic answer (no account enumeration).
 * Before (or without) the app it posts to the edge (/api/auth-form/password/forgot, issue 38).
 */
export function ForgotPasswordForm() {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const posted = useAuthFormOutcome(AUTH_FORM_IDS.forgotPassword)
  const showError = useErrorToast()
  const [sent, setSent] = useState(false)
  const form = useForm({
    schema: ForgotPasswordSchema,
    initial: { email: '' },
    submit: async (input) => {
      await forgotPassword(api, input.email)
      setSent(true)
    },
    onError: showError,
  })
  return (
    <form
      id={AUTH_FORM_IDS.forgotPassword}
      className="form stack"
      method="post"
      action={authFormAction('forgotPassword', locale)}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t('account.forgot.title')}
    >
      <ContentFormFields formId={AUTH_FORM_IDS.forgotPassword} />
      <p>{t('account.forgot.intro')}</p>
      {sent ? null : <AuthFormNotice posted={posted} />}
      {sent ? (
        <p className="notice notice--success" role="status">
          {t('account.forgot.sent')}
        </p>
      ) : null}
      <FormField
        form={form}
        name="email"
        type="email"
        label={t('account.fields.email')}
        autoComplete="email"
        required
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('common.sending') : t('account.forgot.submit')}
        </button>
      </div>
    </form>
  )
}
