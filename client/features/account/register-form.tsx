import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useApi } from '../../lib/api-context'
import { useToast } from '../../lib/toasts'
import { useSwitchViewer } from '../auth/use-switch-viewer'
import { useLocale, useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { loginRequest } from '../auth/auth-api'
import { registerUser, validateMembersBarcode } from './api'
import { ConsentFields } from './consent-checkboxes'
import { missingRequiredConsent } from './consents'
import { FormField } from '../../lib/form/form-field'
import { consentsForQuery } from './queries'
import { RegisterSchema } from '../../../contract/schemas/account'
import { useForm } from '../../lib/form/use-form'

/**
 * SPEC §4 Register: optional membership barcode check (isValid) → consents + form validation →
 * register → success toast. With a verification token: an info toast to confirm the e-mail and no
 * auto login; otherwise the new account is logged in at once and the profile shows it.
 */
export function RegisterForm() {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const showError = useErrorToast()
  const switchViewer = useSwitchViewer()
  const queryClient = useQueryClient()
  const headingId = useId()
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set())
  const [notice, setNotice] = useState<string | null>(null)
  const consentsKey = consentsForQuery(api, locale, 'register').queryKey

  const form = useForm({
    schema: RegisterSchema,
    initial: { firstName: '', lastName: '', email: '', password: '', confirmedPassword: '', memberCardBarcode: '' },
    precheck: () => {
      const problem = missingRequiredConsent(queryClient.getQueryData(consentsKey), accepted)
      if (problem) toast.error(t(problem))
      return problem === null
    },
    submit: async (input) => {
      if (input.memberCardBarcode) {
        let valid: boolean
        try {
          valid = (await validateMembersBarcode(api, input.memberCardBarcode)).isValid
        } catch {
          toast.error(t('error.api.membershipBarcodeError'))
          return
        }
        if (!valid) {
          toast.error(t('core.notifications.membershipCardBarcodeInvalid'))
          return
        }
      }
      const consents = queryClient.getQueryData(consentsKey)?.consents ?? []
      const result = await registerUser(api, {
        ...input,
        consents: consents.map((consent) => ({ id: consent.id, uniqueNumber: consent.uniqueNumber, accepted: accepted.has(consent.uniqueNumber) })),
      })
      toast.success(t('core.notifications.registerSuccess'))
      if (result.verificationRequired) {
        toast.info(t('core.notifications.confirmEmail'))
        setNotice(t('account.register.verificationSent'))
        form.reset()
        setAccepted(new Set())
        return
      }
      try {
        const login = await loginRequest(api, { username: input.email, password: input.password }, locale)
        switchViewer(login.user)
      } catch {
        // The account exists; the visitor can log in with the form next to this one.
        setNotice(t('account.register.done'))
        form.reset()
      }
    },
    onError: showError,
  })

  return (
    <form className="form stack" onSubmit={form.onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t('account.register.title')}</h2>
      <p className="muted">{t('account.register.intro')}</p>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <div className="grid grid--2">
        <FormField form={form} name="firstName" label={t('account.fields.firstName')} autoComplete="given-name" required maxLength={100} />
        <FormField form={form} name="lastName" label={t('account.fields.lastName')} autoComplete="family-name" required maxLength={100} />
      </div>
      <FormField form={form} name="email" type="email" label={t('account.fields.email')} autoComplete="email" required />
      <FormField form={form} name="password" type="password" label={t('account.fields.password')} autoComplete="new-password" required />
      <FormField form={form} name="confirmedPassword" type="password" label={t('account.fields.repeatPassword')} autoComplete="new-password" required />
      <FormField form={form} name="memberCardBarcode" label={t('account.fields.barcode')} autoComplete="off" maxLength={64} />
      <ConsentFields assignedTo="register" accepted={accepted} setAccepted={setAccepted} loadingText={t('account.register.consentsLoading')} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('common.sending') : t('account.register.submit')}
        </button>
      </div>
    </form>
  )
}
