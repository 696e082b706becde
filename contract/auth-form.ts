/**
 * The account's HTML forms (issue 38): login, registration, the forgotten password's link, the new
 * password from that link and logout post to the edge (worker/routes/auth-forms.ts) when the app
 * has not run (yet, or at all). The edge answers 303: a login to the page asked for (or the
 * profile), everything else back to the form's page with `?form=<outcome>&formId=<id>#<id>`
 * (contract/content-form.ts's parameters), which the form shows translated. Only these keys travel:
 * never a message text, never what the visitor typed (no e-mail, no password).
 */
import { LANGUAGE_CODE, type Locale } from './locales'

export const AUTH_FORM_BASE = '/api/auth-form'

export const authFormActions = {
  login: `${AUTH_FORM_BASE}/login`,
  register: `${AUTH_FORM_BASE}/register`,
  forgotPassword: `${AUTH_FORM_BASE}/password/forgot`,
  setPassword: `${AUTH_FORM_BASE}/password/set`,
  logout: `${AUTH_FORM_BASE}/logout`,
} as const

export type AuthFormName = keyof typeof authFormActions

/** A form's action in the page's language (a form cannot send the `language` header; see contentFormAction). */
export const authFormAction = (name: AuthFormName, locale: Locale): string =>
  `${authFormActions[name]}?language=${LANGUAGE_CODE[locale]}`

/** Each form's element id: the page opens at it, and only that form shows its outcome. */
export const AUTH_FORM_IDS = {
  login: 'login-form',
  register: 'register-form',
  forgotPassword: 'forgot-password-form',
  setPassword: 'set-password-form',
} as const

/** The login's hidden field: where to go once logged in (a safe same-origin path, checked again by the edge). */
export const LOGIN_REDIRECT_FIELD = 'redirect'
/** The set-password form's hidden field: the token of the e-mailed link. */
export const RESET_TOKEN_FIELD = 'token'
export { WAIT_PARAM } from './notice-params'

const SUCCESS_OUTCOMES = [
  'loggedIn',
  'registered',
  'registerConfirm',
  'registerDone',
  'resetSent',
  'passwordSet',
] as const
const FAILURE_OUTCOMES = [
  'loginFailed',
  'loginThrottled',
  'emailNotConfirmed',
  'accountBlocked',
  'emailInvalid',
  'passwordShort',
  'passwordsDiffer',
  'fieldsInvalid',
  'consentMissing',
  'resetLinkInvalid',
  'tooMany',
  'unavailable',
  'failed',
] as const

export const AUTH_FORM_OUTCOMES = [...SUCCESS_OUTCOMES, ...FAILURE_OUTCOMES] as const

export type AuthFormOutcome = (typeof AUTH_FORM_OUTCOMES)[number]
export type AuthFormSuccess = (typeof SUCCESS_OUTCOMES)[number]

const SUCCESS: ReadonlySet<AuthFormOutcome> = new Set(SUCCESS_OUTCOMES)

export const isAuthFormOutcome = (value: unknown): value is AuthFormOutcome =>
  typeof value === 'string' && (AUTH_FORM_OUTCOMES as readonly string[]).includes(value)

export const isAuthFormSuccess = (outcome: AuthFormOutcome): outcome is AuthFormSuccess => SUCCESS.has(outcome)
