import type { PageModule } from '../lib/page-types'
import { useT } from '../i18n/i18n'
import { GuestNotice } from '../features/account/guest-notice'
import { routeTitleKey } from '../../contract/routes'

/** Social login is not configured in izlog (no OAuth provider): the page says so and points to the profile. */
function SocialLoginPage() {
  const t = useT()
  return <GuestNotice title={t(routeTitleKey('socialLogin'))} text={t('account.guestPages.socialText')} />
}

export const page: PageModule = {
  Component: SocialLoginPage,
  critical: async () => ({ head: { robots: 'noindex, follow' } }),
}
