import { useQuery, noop } from '@tanstack/react-query'
import type { PageModule, PageProps } from '../lib/page-types'
import { useApi } from '../lib/api-context'
import { useLocale, useT } from '../i18n/i18n'
import { useRouter } from '../lib/navigation'
import { safeRedirect } from '../../contract/safe-redirect'
import { LoginForm } from '../features/auth/login-form'
import { GuestNotice } from '../features/account/guest-notice'
import { guestOnly } from '../features/account/guest-route'
import { SocialButtons } from '../features/auth/social-buttons'
import { socialProvidersQuery } from '../features/auth/social-queries'
import { buildPath, routeTitleKey } from '../../contract/routes'

const ERRORS = [
  'not_configured',
  'state_mismatch',
  'cancelled',
  'code_rejected',
  'token_invalid',
  'email_unverified',
  'staff',
  'provider_unavailable',
  'link_required',
] as const

/**
 * SPEC §2 social login: a button per configured provider (OpenID Connect, issue 14) and, when a
 * login came back without success, why. Without providers the page says social login is not set
 * up and points to the profile's login form. `link_required` (issue 32): the provider's e-mail
 * belongs to an existing account, so the page offers that account's password login, which links
 * the provider (the edge keeps the provider login's ticket in an HttpOnly cookie meanwhile).
 */
function SocialLoginPage({ searchParams }: PageProps) {
  const t = useT()
  const api = useApi()
  const locale = useLocale()
  const { navigate } = useRouter()
  const redirect = safeRedirect(searchParams.get('redirect'), '')
  const providers = useQuery(socialProvidersQuery(api))
  const error = ERRORS.find((code) => code === searchParams.get('error'))
  const configured = (providers.data?.providers.length ?? 0) > 0
  return (
    <GuestNotice
      title={t(routeTitleKey('socialLogin'))}
      text={configured ? t('account.social.intro') : t('account.guestPages.socialText')}
      searchParams={searchParams}
    >
      {error ? (
        <p className="notice notice--error" role="alert">
          {t(`account.social.errors.${error}`)}
        </p>
      ) : null}
      {error === 'link_required' ? (
        <LoginForm
          title={t('account.social.linkTitle')}
          redirect={redirect || undefined}
          onLoggedIn={(result) => navigate(redirect ? result.redirect : buildPath('profile', locale))}
        />
      ) : (
        <SocialButtons redirect={searchParams.get('redirect') ?? undefined} />
      )}
    </GuestNotice>
  )
}

export const page: PageModule = {
  Component: SocialLoginPage,
  // The providers decide the page's text: known before the page is rendered, so server and browser agree.
  critical: async (ctx) => {
    const result = await guestOnly(ctx)
    if (!result.redirect) await ctx.queryClient.query(socialProvidersQuery(ctx.api)).catch(noop)
    return result
  },
}
