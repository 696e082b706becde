import { useQuery } from '@tanstack/react-query'
import type { PageModule, PageProps } from '../lib/page-types'
import { useApi } from '../lib/api-context'
import { useT } from '../i18n/i18n'
import { GuestNotice } from '../features/account/guest-notice'
import { guestOnly } from '../features/account/guest-route'
import { SocialButtons } from '../features/auth/social-buttons'
import { socialProvidersQuery } from '../features/auth/social-queries'
import { routeTitleKey } from '../../contract/routes'

const ERRORS = ['not_configured', 'state_mismatch', 'cancelled', 'code_rejected', 'token_invalid', 'email_unverified', 'staff', 'provider_unavailable'] as const

/**
 * SPEC §2 social login: a button per configured provider (OpenID Connect, issue 14) and, when a
 * login came back without success, why. Without providers the page says social login is not set
 * up and points to the profile's login form.
 */
function SocialLoginPage({ searchParams }: PageProps) {
  const t = useT()
  const api = useApi()
  const providers = useQuery(socialProvidersQuery(api))
  const error = ERRORS.find((code) => code === searchParams.get('error'))
  const configured = (providers.data?.providers.length ?? 0) > 0
  return (
    <GuestNotice title={t(routeTitleKey('socialLogin'))} text={configured ? t('account.social.intro') : t('account.guestPages.socialText')} searchParams={searchParams}>
      {error ? (
        <p className="notice notice--error" role="alert">
          {t(`account.social.errors.${error}`)}
        </p>
      ) : null}
      <SocialButtons redirect={searchParams.get('redirect') ?? undefined} />
    </GuestNotice>
  )
}

export const page: PageModule = {
  Component: SocialLoginPage,
  // The providers decide the page's text: known before the page is rendered, so server and browser agree.
  critical: async (ctx) => {
    const result = await guestOnly(ctx)
    if (!result.redirect) await ctx.queryClient.prefetchQuery(socialProvidersQuery(ctx.api))
    return result
  },
}
