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

/**
 * The outcome key a refused upstream call shows on an HTML form (never its text): throttled, a key
 * by the refusal's code, an outage, `invalid` for bad input, else 'failed'. The content and account forms share it.
 */
export function refusalOutcome<K extends string>(
  error: UpstreamError,
  byCode: Readonly<Record<string, K>>,
  invalid: K,
): K | 'tooMany' | 'unavailable' | 'failed' {
  if (error.status === 429) return 'tooMany'
  const known = byCode[(error.code ?? '').toUpperCase()]
  if (known) return known
  if (isOutageStatus(error.status)) return 'unavailable'
  if (error.status === 400 || error.status === 422) return invalid
  return 'failed'
}

/** The outcome key a refused newsletter or contact call shows. */
export const contentOutcomeOf = (error: UpstreamError): ContentFormOutcome =>
  refusalOutcome<ContentFormOutcome>(error, BY_CODE, 'fieldsMissing')

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
