import { useId } from 'react'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../../lib/api-context'
import { useT } from '../../../i18n/i18n'
import { useToast } from '../../../lib/toasts'
import { useErrorToast } from '../../../lib/api-error-message'
import { registrationSettingsQuery, saveRegistrationSettingsMutation } from './api'

/** SPEC §4 Register: staff decide whether a new account confirms its e-mail (the verification e-mail's link) before it can log in. */
export function RegistrationSettingsPanel() {
  const api = useApi()
  const t = useT()
  const toast = useToast()
  const showError = useErrorToast()
  const queryClient = useQueryClient()
  const headingId = useId()
  const { data } = useSuspenseQuery(registrationSettingsQuery(api))
  const save = useMutation({
    ...saveRegistrationSettingsMutation(api),
    onSuccess: (saved) => {
      queryClient.setQueryData(registrationSettingsQuery(api).queryKey, saved)
      toast.success(t('admin.registration.saved'))
    },
    onError: showError,
  })
  const saving = save.isPending

  const change = (emailVerificationRequired: boolean) => {
    if (saving) return
    save.mutate(emailVerificationRequired)
  }

  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('admin.registration.title')}</h2>
      <label className="check">
        <input
          type="checkbox"
          name="emailVerificationRequired"
          checked={data.emailVerificationRequired}
          aria-disabled={saving || undefined}
          onChange={(event) => change(event.target.checked)}
        />
        <span>{t('admin.registration.verification')}</span>
      </label>
      <p className="muted small">{t('admin.registration.hint')}</p>
    </section>
  )
}
