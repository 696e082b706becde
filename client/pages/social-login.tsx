import type { PageModule } from '../lib/page-types'
import { useLocale, useT } from '../i18n/i18n'
import { GuestNotice } from '../features/account/guest-notice'
import { pageTitle } from '../features/account/page-titles'

/** Social login is not configured in izlog (no OAuth provider): the page says so and points to the profile. */
function SocialLoginPage() {
  const t = useT()
  return <GuestNotice title={pageTitle('socialLogin', useLocale())} text={t('account.guestPages.socialText')} />
}

export const page: PageModule = {
  Component: SocialLoginPage,
  personal: true,
  critical: async ({ locale }) => ({ head: { title: pageTitle('socialLogin', locale), robots: 'noindex, follow' } }),
}
