import type { PageModule } from '../lib/page-types'
import { useLocale, useT } from '../i18n/i18n'
import { GuestNotice } from '../features/account/guest-notice'
import { guestOnly } from '../features/account/guest-route'
import { routeTitle } from '../../contract/routes'

function RegisterPage() {
  const t = useT()
  return <GuestNotice title={routeTitle('register', useLocale())} text={t('account.guestPages.registerText')} />
}

export const page: PageModule = { Component: RegisterPage, critical: guestOnly('register') }
