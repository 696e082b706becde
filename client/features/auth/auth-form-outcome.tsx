import { useRoute } from '../../lib/navigation'
import { useT, type MessageKey } from '../../i18n/i18n'
import { WAIT_PARAM, isAuthFormOutcome, isAuthFormSuccess, type AuthFormOutcome } from '../../../contract/auth-form'
import { FORM_OUTCOME_PARAM, FORM_TARGET_PARAM } from '../../../contract/content-form'
import { PASSWORD_MIN_LENGTH } from '../../../contract/schemas/auth'

/**
 * The account's HTML forms (issue 38, contract/auth-form.ts): posted before the app runs (or
 * without it), the edge answers with `?form=<outcome>&formId=<id>` (a login's and a registration's
 * success with `?form=` alone, on the page they lead to); this reads and shows it.
 */

/** What the edge's redirect brought: for the form `formId`, or with no form named (a page's own), else null. */
export function useAuthFormOutcome(formId: string | null): { outcome: AuthFormOutcome; wait: number } | null {
  const params = new URL(useRoute().href, 'http://same.origin').searchParams
  const value = params.get(FORM_OUTCOME_PARAM)
  if (params.get(FORM_TARGET_PARAM) !== formId || !isAuthFormOutcome(value)) return null
  const wait = Number(params.get(WAIT_PARAM))
  return { outcome: value, wait: Number.isInteger(wait) && wait > 0 ? wait : 0 }
}

const TEXT = {
  loggedIn: 'core.notifications.loginSuccess',
  registered: 'core.notifications.registerSuccess',
  registerConfirm: 'account.register.verificationSent',
  registerDone: 'account.register.done',
  resetSent: 'account.forgot.sent',
  passwordSet: 'account.forgot.setDone',
  loginFailed: 'account.formOutcome.loginFailed',
  loginThrottled: 'account.formOutcome.loginThrottled',
  emailNotConfirmed: 'account.formOutcome.emailNotConfirmed',
  accountBlocked: 'account.formOutcome.accountBlocked',
  emailInvalid: 'account.formOutcome.emailInvalid',
  passwordShort: 'account.formOutcome.passwordShort',
  passwordsDiffer: 'account.formOutcome.passwordsDiffer',
  fieldsInvalid: 'account.formOutcome.fieldsInvalid',
  consentMissing: 'account.formOutcome.consentMissing',
  resetLinkInvalid: 'account.formOutcome.resetLinkInvalid',
  tooMany: 'account.formOutcome.tooMany',
  unavailable: 'account.formOutcome.unavailable',
  failed: 'account.formOutcome.failed',
} as const satisfies Record<AuthFormOutcome, MessageKey>

/** What the post did, in the page's language, in a status region (nothing without an outcome). */
export function AuthFormNotice({ posted }: { posted: { outcome: AuthFormOutcome; wait: number } | null }) {
  const t = useT()
  if (!posted) return null
  const success = isAuthFormSuccess(posted.outcome)
  return (
    <p className={`notice ${success ? 'notice--success' : 'notice--error'}`} role="status">
      {t(TEXT[posted.outcome], { seconds: posted.wait, length: PASSWORD_MIN_LENGTH })}
    </p>
  )
}
