import { useId } from 'react'
import { useApi } from '../../lib/api-context'
import { Link } from '../../lib/link'
import { useToast } from '../../lib/toasts'
import { useSwitchViewer } from './use-switch-viewer'
import { useLocale, useT } from '../../i18n/i18n'
import { useErrorToast } from '../../lib/api-error-message'
import { FormField } from '../../lib/form/form-field'
import { useForm } from '../../lib/form/use-form'
import { loginRequest, type LoginResult } from './auth-api'
import { LoginSchema } from '../../../contract/schemas/auth'
import { AUTH_FORM_IDS, LOGIN_REDIRECT_FIELD, authFormAction } from '../../../contract/auth-form'
import { ContentFormFields } from '../content-forms/content-form-fields'
import { AuthFormNotice, useAuthFormOutcome } from './auth-form-outcome'

interface LoginFormProps {
  title: string
  /** After the session is set (the viewer atom is already updated). */
  onLoggedIn?: (result: LoginResult) => void | Promise<void>
  /** Show the "forgot password" link (not on the admin login). */
  showForgot?: boolean
  /** Where to go after logging in (a same-site path; the edge checks it again and answers it safe). */
  redirect?: string
}

/**
 * SPEC §4 Login: POST /api/auth/login (username = e-mail, password min 8), success toast. Before
 * (or without) the app it posts to the edge (/api/auth-form/login, issue 38), which sets the same
 * session cookies and goes on to `redirect` (or the profile), or comes back here saying why not.
 */
export function LoginForm({ title, onLoggedIn, showForgot = true, redirect }: LoginFormProps) {
  const api = useApi()
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const showError = useErrorToast()
  const switchViewer = useSwitchViewer()
  const headingId = useId()
  const posted = useAuthFormOutcome(AUTH_FORM_IDS.login)
  const form = useForm({
    schema: LoginSchema,
    initial: { username: '', password: '' },
    submit: async (input) => {
      const result = await loginRequest(api, input, locale, redirect)
      switchViewer(result.user)
      toast.success(t('core.notifications.loginSuccess'))
      if (result.cartMergedLines > 0) toast.info(t('cart.mergedAtLogin', { count: result.cartMergedLines }))
      if (result.linkedProvider) toast.success(t('account.social.linked', { name: result.linkedProvider }))
      await onLoggedIn?.(result)
    },
    onError: showError,
  })
  return (
    <form
      id={AUTH_FORM_IDS.login}
      className="form stack"
      method="post"
      action={authFormAction('login', locale)}
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby={headingId}
    >
      <ContentFormFields formId={AUTH_FORM_IDS.login} />
      {redirect ? <input type="hidden" name={LOGIN_REDIRECT_FIELD} value={redirect} /> : null}
      <h2 id={headingId}>{title}</h2>
      <AuthFormNotice posted={posted} />
      <FormField
        form={form}
        name="username"
        type="email"
        label={t('account.fields.email')}
        autoComplete="username"
        required
      />
      <FormField
        form={form}
        name="password"
        type="password"
        label={t('account.fields.password')}
        autoComplete="current-password"
        required
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('common.sending') : t('account.login.submit')}
        </button>
        {showForgot ? <Link to="forgotPassword">{t('account.login.forgot')}</Link> : null}
      </div>
    </form>
  )
}
