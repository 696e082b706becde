import { useId, useState } from 'react'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { useToast } from '../../lib/toasts'
import { useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { setPassword } from './api'
import { FormField } from '../../lib/form/form-field'
import { SetPasswordSchema } from '../../../contract/schemas/account'
import { useForm } from '../../lib/form/use-form'

/** With `?token=` from the reset link: new password + repeat → POST api/v1/user/password/set. */
export function SetPasswordForm({ token }: { token: string }) {
  const api = useApi()
  const t = useT()
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
  if (done) {
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
  return (
    <form className="form stack" onSubmit={form.onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.forgot.setTitle')}</h2>
      <p>{t('account.forgot.setIntro')}</p>
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
