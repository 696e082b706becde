import type { PageModule } from '../lib/page-types'
import { useLocale, useT } from '../i18n/i18n'
import { GuestNotice } from '../features/account/guest-notice'
import { guestOnly } from '../features/account/guest-route'
import { pageTitle } from '../features/account/page-titles'

function RegisterPage() {
  const t = useT()
  return <GuestNotice title={pageTitle('register', useLocale())} text={t('account.guestPages.registerText')} />
}

export const page: PageModule = { Component: RegisterPage, personal: true, critical: guestOnly('register') }
