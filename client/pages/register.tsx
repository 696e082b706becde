import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { GuestNotice } from '../features/account/guest-notice'
import { guestOnly } from '../features/account/guest-route'
import { routeTitleKey } from '../../contract/routes'

function RegisterPage() {
  const t = useT()
  return <GuestNotice title={t(routeTitleKey('register'))} text={t('account.guestPages.registerText')} />
}

export const page: PageModule = { Component: RegisterPage, critical: guestOnly }
