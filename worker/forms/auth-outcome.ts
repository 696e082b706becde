import type { AuthFormOutcome } from '../../contract/auth-form'
import type { PasswordLogin } from '../auth/password-login'
import { refusalOutcome } from './content-outcome'
import type { UpstreamError } from '../upstream/types'

/** A refused login's outcome key: the upstream's 403 by its code (its text never travels in the address). */
export function loginOutcomeOf(login: Exclude<PasswordLogin, { ok: true }>): AuthFormOutcome {
  switch (login.kind) {
    case 'throttled':
      return 'loginThrottled'
    case 'unavailable':
    case 'badToken':
      return 'unavailable'
    case 'invalid':
      return 'loginFailed'
    case 'refused':
      if (login.code === 'EMAIL_NOT_CONFIRMED') return 'emailNotConfirmed'
      if (login.code === 'ACCOUNT_BLOCKED') return 'accountBlocked'
      return 'failed'
  }
}

const BY_CODE: Record<string, AuthFormOutcome> = {
  CONSENT_REQUIRED: 'consentMissing',
  INVALID_RESET_TOKEN: 'resetLinkInvalid',
  INVALID_EMAIL: 'emailInvalid',
}

/** The outcome key of a refused register, forgot-password or set-password call. */
export const authOutcomeOf = (error: UpstreamError): AuthFormOutcome =>
  refusalOutcome<AuthFormOutcome>(error, BY_CODE, 'fieldsInvalid')
