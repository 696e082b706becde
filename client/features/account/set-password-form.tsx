import { useId, useState } from 'react'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { useToast } from '../../lib/toasts'
import { useLocale, useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { setPassword } from './api'
import { FormField } from '../../lib/form/form-field'
import { SetPasswordSchema } from '../../../contract/schemas/account'
import { useForm } from '../../lib/form/use-form'
import { AUTH_FORM_IDS, RESET_TOKEN_FIELD, authFormAction } from '../../../contract/auth-form'
import { ContentFormFields } from '../content-forms/content-form-fields'
import { AuthFormNotice, useAuthFormOutcome } from '../auth/auth-form-outcome'

/**
 * With `?token=` from the reset link: new password + repeat → POST api/v1/user/password/set. Before
 * (or without) the app it posts to the edge (/api/auth-form/password/set, issue 38) with the token
 * in a hidden field; once set, the edge sends the page back without the token, saying so
 * (`SetPasswordDone`).
 */
export function SetPasswordForm({ token }: { token: string }) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const posted = useAuthFormOutcome(AUTH_FORM_IDS.setPassword)
  const toast = useToast()
  const showError = useErrorToast()
  const headingId = useId()
  const [done, setDone] = useState(false)
  const form = useForm({
    schema: SetPasswordSchema,
    initial: { newPassword: '', newPasswordAgain: '' },
    submit: async (input) => {
      await setPassword(api, token, input.newPassword)
      toast.success(t('core.notifications.passwordChanged'))
      setDone(true)
    },
    onError: showError,
  })
  if (done) return <SetPasswordDone />
  return (
    <form
      id={AUTH_FORM_IDS.setPassword}
      className="form stack"
      method="post"
      action={authFormAction('setPassword', locale)}
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby={headingId}
    >
      <ContentFormFields formId={AUTH_FORM_IDS.setPassword} />
      <input type="hidden" name={RESET_TOKEN_FIELD} value={token} />
      <h2 id={headingId}>{t('account.forgot.setTitle')}</h2>
      <p>{t('account.forgot.setIntro')}</p>
      <AuthFormNotice posted={posted} />
      <FormField
        form={form}
        name="newPassword"
        type="password"
        label={t('account.fields.newPassword')}
        autoComplete="new-password"
        required
      />
      <FormField
        form={form}
        name="newPasswordAgain"
        type="password"
        label={t('account.fields.repeatNewPassword')}
        autoComplete="new-password"
        required
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('common.sending') : t('account.forgot.setSubmit')}
        </button>
      </div>
    </form>
  )
}

/** The new password is saved: say so, and lead to the login (the profile). */
export function SetPasswordDone() {
  const t = useT()
  return (
    <div className="stack">
      <p className="notice notice--success" role="status">
        {t('account.forgot.setDone')}
      </p>
      <p>
        <Link to="profile" className="btn btn--primary">
          {t('account.forgot.toLogin')}
        </Link>
      </p>
    </div>
  )
}
