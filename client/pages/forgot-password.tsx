import type { PageModule, PageProps } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { ForgotPasswordForm } from '../features/account/forgot-password-form'
import { guestOnly } from '../features/account/guest-route'
import { SetPasswordForm } from '../features/account/set-password-form'
import { routeTitleKey } from '../../contract/routes'

/** E-mail form (password/forgot); with `?token=` from the e-mailed link, the set-new-password form. */
function ForgotPasswordPage({ searchParams }: PageProps) {
  const t = useT()
  const token = searchParams.get('token')?.trim() ?? ''
  return (
    <div className="container section stack narrow">
      <h1>{t(routeTitleKey('forgotPassword'))}</h1>
      {token ? <SetPasswordForm token={token} /> : <ForgotPasswordForm />}
    </div>
  )
}

export const page: PageModule = { Component: ForgotPasswordPage, critical: guestOnly }
