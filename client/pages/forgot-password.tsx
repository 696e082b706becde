import type { PageModule, PageProps } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { ForgotPasswordForm } from '../features/account/forgot-password-form'
import { guestOnly } from '../features/account/guest-route'
import { SetPasswordDone, SetPasswordForm } from '../features/account/set-password-form'
import { useAuthFormOutcome } from '../features/auth/auth-form-outcome'
import { AUTH_FORM_IDS } from '../../contract/auth-form'
import { routeTitleKey } from '../../contract/routes'

/**
 * E-mail form (password/forgot); with `?token=` from the e-mailed link, the set-new-password form;
 * after the edge set it (a post without the app, issue 38), what the app shows once it is set.
 */
function ForgotPasswordPage({ searchParams }: PageProps) {
  const t = useT()
  const token = searchParams.get('token')?.trim() ?? ''
  const set = useAuthFormOutcome(AUTH_FORM_IDS.setPassword)?.outcome === 'passwordSet'
  return (
    <div className="container section stack narrow">
      <h1>{t(routeTitleKey('forgotPassword'))}</h1>
      {set ? <SetPasswordDone /> : token ? <SetPasswordForm token={token} /> : <ForgotPasswordForm />}
    </div>
  )
}

export const page: PageModule = { Component: ForgotPasswordPage, critical: guestOnly }
