import type { PageModule } from '../lib/page-types'
import { useRouter } from '../lib/navigation'
import { useToast } from '../lib/toasts'
import { useLocale, useT } from '../i18n/i18n'
import { buildPath, routeTitleKey } from '../../contract/routes'
import { LoginForm } from '../features/auth/login-form'

/** A login form for backoffice users (POST /api/auth/login, then /admin). */
function AdminLoginPage() {
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
        onLoggedIn={async (result) => {
          if (!result.user.isBackofficeUser) {
            toast.error(t('admin.notBackoffice'))
            return
          }
          await navigate(buildPath('admin', locale))
        }}
      />
    </div>
  )
}

export const page: PageModule = {
  Component: AdminLoginPage,
  critical: async ({ viewer, locale }) => {
    if (viewer?.isBackofficeUser) return { redirect: { location: buildPath('admin', locale), status: 302 } }
  },
}
