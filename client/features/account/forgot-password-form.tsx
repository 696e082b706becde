import { useState } from 'react'
import { useApi } from '../../lib/api-context'
import { useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { forgotPassword } from './api'
import { FormField } from '../../lib/form/form-field'
import { ForgotPasswordSchema } from '../../../contract/schemas/account'
import { useForm } from '../../lib/form/use-form'

/** E-mail → POST api/v1/user/password/forgot; always the same generic answer (no account enumeration). */
export function ForgotPasswordForm() {
  const api = useApi()
  const t = useT()
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
    <form className="form stack" onSubmit={form.onSubmit} noValidate aria-label={t('account.forgot.title')}>
      <p>{t('account.forgot.intro')}</p>
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
