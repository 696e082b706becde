import type { AuthFormOutcome } from '../../contract/auth-form'
import type { PasswordLogin } from '../auth/password-login'
import { isOutageStatus } from '../upstream/deadline'
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
export function authOutcomeOf(error: UpstreamError): AuthFormOutcome {
  if (error.status === 429) return 'tooMany'
  const byCode = BY_CODE[(error.code ?? '').toUpperCase()]
  if (byCode) return byCode
  if (isOutageStatus(error.status)) return 'unavailable'
  if (error.status === 400 || error.status === 422) return 'fieldsInvalid'
  return 'failed'
}
