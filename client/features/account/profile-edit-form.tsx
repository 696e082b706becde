import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { useSetViewer, useViewer } from '../../lib/viewer'
import { useLocale, useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import type { UserDto } from '../../../contract/dto/users'
import { updateProfile } from './api'
import { FormField } from '../../lib/form/form-field'
import { accountKeys } from './queries'
import { emailUnchanged, profileSchema } from '../../../contract/schemas/account'
import { useForm } from '../../lib/form/use-form'
import { checkoutSettingsQuery } from '../cart/queries'

/**
 * SPEC §2 Profile edit form: first name, last name, e-mail → PATCH api/v1/user/web/update. A new
 * e-mail also asks for the current password (the field appears once the e-mail differs) and waits
 * for the link sent to it (issue 32): the form says so and shows the address while it waits.
 */
export function ProfileEditForm({ profile }: { profile: UserDto }) {
  const api = useApi()
  const t = useT()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const viewer = useViewer()
  const setViewer = useSetViewer()
  const headingId = useId()
  const settings = useQuery(checkoutSettingsQuery(api, useLocale()))
  const form = useForm({
    schema: profileSchema(profile.email, settings.data?.specialCharValidation ?? true),
    initial: {
      firstName: profile.details.firstName,
      lastName: profile.details.lastName,
      email: profile.email,
      currentPassword: '',
    },
    submit: async (input) => {
      const updated = await updateProfile(api, input, profile)
      queryClient.setQueryData(accountKeys.profile(), updated)
      if (viewer)
        setViewer({
          ...viewer,
          email: updated.email,
          firstName: updated.details.firstName,
          lastName: updated.details.lastName,
        })
      form.set('currentPassword', '')
      toast.success(t('core.notifications.saved'))
      // A new e-mail takes effect once the link sent to it is opened; until then the current one stays.
      if (updated.pendingEmail && updated.pendingEmail !== profile.pendingEmail)
        toast.info(t('account.profile.emailChangeSent', { email: updated.pendingEmail }))
    },
    onError: showError,
  })
  return (
    <form className="form stack" onSubmit={form.onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.profile.editTitle')}</h2>
      <div className="grid grid--2">
        <FormField
          form={form}
          name="firstName"
          label={t('account.fields.firstName')}
          autoComplete="given-name"
          required
          maxLength={100}
        />
        <FormField
          form={form}
          name="lastName"
          label={t('account.fields.lastName')}
          autoComplete="family-name"
          required
          maxLength={100}
        />
      </div>
      <FormField
        form={form}
        name="email"
        type="email"
        label={t('account.fields.email')}
        autoComplete="email"
        required
      />
      {profile.pendingEmail ? (
        <p className="notice" role="status">
          {t('account.profile.emailPending', { email: profile.pendingEmail })}
        </p>
      ) : null}
      {emailUnchanged(form.values.email, profile.email) ? null : (
        <FormField
          form={form}
          name="currentPassword"
          type="password"
          label={t('account.fields.currentPassword')}
          hint={t('account.profile.emailChangeNeedsPassword')}
          autoComplete="current-password"
          required
        />
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('common.sending') : t('common.save')}
        </button>
      </div>
    </form>
  )
}
