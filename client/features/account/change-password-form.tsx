import { useId } from 'react'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { changePassword } from './api'
import { FormField } from '../../lib/form/form-field'
import { ChangePasswordSchema } from '../../../contract/schemas/account'
import { useForm } from '../../lib/form/use-form'

const EMPTY = { oldPassword: '', newPassword: '', newPasswordAgain: '' }

/** SPEC §5 Change password → POST api/v1/user/password/reset ('Incorrect old password.' is mapped). */
export function ChangePasswordForm() {
  const api = useApi()
  const t = useT()
  const toast = useToast()
  const showError = useErrorToast()
  const headingId = useId()
  const form = useForm({
    schema: ChangePasswordSchema,
    initial: EMPTY,
    submit: async (input) => {
      await changePassword(api, input.oldPassword, input.newPassword)
      form.reset(EMPTY)
      toast.success(t('core.notifications.passwordChanged'))
    },
    onError: showError,
  })
  return (
    <form className="form stack" onSubmit={form.onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.profile.passwordTitle')}</h2>
      <FormField
        form={form}
        name="oldPassword"
        type="password"
        label={t('account.fields.oldPassword')}
        autoComplete="current-password"
        required
      />
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
          {form.submitting ? t('common.sending') : t('account.profile.passwordSubmit')}
        </button>
      </div>
    </form>
  )
}
