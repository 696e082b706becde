import type { AuthFormOutcome } from '../../contract/auth-form'
import { FORM_OUTCOME_PARAM, FORM_TARGET_PARAM, type ContentFormOutcome } from '../../contract/content-form'
import { safeRedirect } from '../../contract/safe-redirect'
import { isOutageStatus } from '../upstream/deadline'
import type { UpstreamError } from '../upstream/types'

const BY_CODE: Record<string, ContentFormOutcome> = {
  EMAIL_REQUIRED: 'emailInvalid',
  INVALID_EMAIL: 'emailInvalid',
  ALREADY_SUBSCRIBED: 'alreadySubscribed',
  CONSENT_REQUIRED: 'consentMissing',
  CAPTCHA_FAILED: 'captchaNeedsScript',
  CAPTCHA_NOT_CONFIGURED: 'captchaNeedsScript',
  CAPTCHA_UNAVAILABLE: 'unavailable',
}

/** The outcome key a refused newsletter or contact call shows (never its text). */
export function contentOutcomeOf(error: UpstreamError): ContentFormOutcome {
  if (error.status === 429) return 'tooMany'
  const byCode = BY_CODE[(error.code ?? '').toUpperCase()]
  if (byCode) return byCode
  if (isOutageStatus(error.status)) return 'unavailable'
  if (error.status === 400 || error.status === 422) return 'fieldsMissing'
  return 'failed'
}

/**
 * Where the 303 goes: the form's return path when it is a safe same-origin path (else `fallback`),
 * with `?form=<outcome>&formId=<id>` (earlier ones replaced, the other parameters kept) and the form's
 * anchor, so the page opens at the form that says what happened. The content forms and the account's
 * forms (contract/auth-form.ts) share it; `extra` are the outcome's own parameters (a login's wait).
 */
export function contentOutcomeLocation(
  returnTo: unknown,
  fallback: string,
  formId: string,
  outcome: ContentFormOutcome | AuthFormOutcome,
  extra: Record<string, string> = {},
): string {
  const url = new URL(safeRedirect(returnTo, fallback), 'http://same.origin')
  url.searchParams.set(FORM_OUTCOME_PARAM, outcome)
  url.searchParams.set(FORM_TARGET_PARAM, formId)
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value)
  return `${url.pathname}${url.search}#${formId}`
}
