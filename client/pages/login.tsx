import type { PageModule } from '../lib/page-types'
import { useLocale, useT } from '../i18n/i18n'
import { GuestNotice } from '../features/account/guest-notice'
import { guestOnly } from '../features/account/guest-route'
import { routeTitle } from '../../contract/routes'

function LoginPage() {
  const t = useT()
  return <GuestNotice title={routeTitle('login', useLocale())} text={t('account.guestPages.loginText')} />
}

export const page: PageModule = { Component: LoginPage, critical: guestOnly('login') }
