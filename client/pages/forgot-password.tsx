import type { PageModule, PageProps } from '../lib/page-types'
import { useLocale } from '../i18n/i18n'
import { ForgotPasswordForm } from '../features/account/forgot-password-form'
import { guestOnly } from '../features/account/guest-route'
import { SetPasswordForm } from '../features/account/set-password-form'
import { routeTitle } from '../../contract/routes'

/** E-mail form (password/forgot); with `?token=` from the e-mailed link, the set-new-password form. */
function ForgotPasswordPage({ searchParams }: PageProps) {
  const locale = useLocale()
  const token = searchParams.get('token')?.trim() ?? ''
  return (
    <div className="container section stack narrow">
      <h1>{routeTitle('forgotPassword', locale)}</h1>
      {token ? <SetPasswordForm token={token} /> : <ForgotPasswordForm />}
    </div>
  )
}

export const page: PageModule = { Component: ForgotPasswordPage, critical: guestOnly('forgotPassword') }
