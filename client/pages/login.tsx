import type { PageModule, PageProps } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { GuestNotice } from '../features/account/guest-notice'
import { guestOnly } from '../features/account/guest-route'
import { routeTitleKey } from '../../contract/routes'

function LoginPage({ searchParams }: PageProps) {
  const t = useT()
  return (
    <GuestNotice
      title={t(routeTitleKey('login'))}
      text={t('account.guestPages.loginText')}
      searchParams={searchParams}
    />
  )
}

export const page: PageModule = { Component: LoginPage, critical: guestOnly }
