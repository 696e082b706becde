import type { PageModule, PageProps } from '../lib/page-types'
import { safeRedirect } from '../../contract/safe-redirect'
import { useRouter } from '../lib/navigation'
import { useToast } from '../lib/toasts'
import { useLocale, useT } from '../i18n/i18n'
import { buildPath, routeTitleKey } from '../../contract/routes'
import { LoginForm } from '../features/auth/login-form'

/** A login form for backoffice users (POST /api/auth/login, then the admin page asked for, or /admin). */
function AdminLoginPage({ searchParams }: PageProps) {
  const redirect = safeRedirect(searchParams.get('redirect'), '')
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const { navigate } = useRouter()
  return (
    <div className="container section stack narrow" style={{ maxWidth: '28rem' }}>
      <h1>{t(routeTitleKey('adminLogin'))}</h1>
      <p className="muted">{t('admin.loginIntro')}</p>
      <LoginForm
        title={t('account.login.title')}
        showForgot={false}
        redirect={redirect || undefined}
        onLoggedIn={async (result) => {
          if (!result.user.isBackofficeUser) {
            toast.error(t('admin.notBackoffice'))
            return
          }
          await navigate(redirect ? result.redirect : buildPath('admin', locale))
        }}
      />
    </div>
  )
}

export const page: PageModule = {
  Component: AdminLoginPage,
  critical: async ({ viewer, locale, searchParams }) => {
    if (viewer?.isBackofficeUser)
      return {
        redirect: { location: safeRedirect(searchParams.get('redirect'), buildPath('admin', locale)), status: 302 },
      }
  },
}
