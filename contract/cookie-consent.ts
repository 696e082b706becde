import { LANGUAGE_CODE, type Locale } from './locales'

/**
 * The visitor's cookie choice (SPEC §3 categories: necessary, marketing, analytics), kept in one
 * place that the server and the app both read (issue 38): a first-party cookie, not HttpOnly, so
 * the app reads and writes it too. The server renders the page without the cookie notice when it
 * holds a choice, so the notice works with JavaScript off: its form posts to `COOKIE_CONSENT_FORM`
 * (worker/routes/cookie-consent-form.ts), which sets the cookie and answers 303 back.
 */
export const CONSENT_COOKIE = 'izlog_cookie_choice'
/** Six months: then the visitor is asked again. */
export const CONSENT_COOKIE_MAX_AGE = 183 * 24 * 60 * 60

/** Where the notice's form posts. */
export const COOKIE_CONSENT_FORM = '/api/cookie-consent'

/** The form's action: a form cannot send the `language` header, so the page's language is in the query. */
export const cookieConsentAction = (locale: Locale): string =>
  `${COOKIE_CONSENT_FORM}?language=${LANGUAGE_CODE[locale]}`

/**
 * The footer's "cookie settings" without the app: the stored choice is forgotten and the page comes
 * back with the notice, to choose again (with the app the notice opens in place, with the choice).
 */
export const cookieSettingsAction = (locale: Locale): string =>
  `${COOKIE_CONSENT_FORM}/settings?language=${LANGUAGE_CODE[locale]}`

export interface CookieChoice {
  marketing: boolean
  analytics: boolean
}

export interface StoredCookieChoice extends CookieChoice {
  /** ISO timestamp. */
  acceptedAt: string
}

/** The notice's three answers: all categories, only the necessary ones, the ticked ones. */
export const COOKIE_ANSWERS = ['all', 'necessary', 'custom'] as const
export type CookieAnswer = (typeof COOKIE_ANSWERS)[number]

/** The field naming the answer (the pressed button's value) and the boxes of the optional categories. */
export const COOKIE_ANSWER_FIELD = 'answer'

/** The optional categories "accept" grants: all of them. */
export const ACCEPT_ALL: Readonly<CookieChoice> = { marketing: true, analytics: true }

/** What an answer chooses; `ticked` are the settings' boxes (only read for `custom`). */
export function choiceOfAnswer(answer: CookieAnswer, ticked: CookieChoice): CookieChoice {
  if (answer === 'all') return { ...ACCEPT_ALL }
  if (answer === 'necessary') return { marketing: false, analytics: false }
  return { marketing: ticked.marketing, analytics: ticked.analytics }
}

/**
 * `m1.a0.1764276770000`: marketing, analytics, and when (ms since the epoch). A plain pattern, not
 * a valibot schema: the app's shell reads it, and valibot stays out of the shell; the edge checks
 * the cookie with valibot against this pattern (worker/lib/consent-cookie.ts).
 */
export const CONSENT_COOKIE_PATTERN = /^m([01])\.a([01])\.(\d{1,15})$/

/** The cookie's value for a choice made `now`. */
export function consentCookieValue(choice: CookieChoice, now: Date): string {
  return `m${choice.marketing ? 1 : 0}.a${choice.analytics ? 1 : 0}.${now.getTime()}`
}

/** The choice a cookie value holds, or null (none, or not one of ours). */
export function parseConsentCookie(raw: unknown): StoredCookieChoice | null {
  const match = typeof raw === 'string' ? CONSENT_COOKIE_PATTERN.exec(raw) : null
  if (!match) return null
  const at = new Date(Number(match[3]))
  if (Number.isNaN(at.getTime())) return null
  return { marketing: match[1] === '1', analytics: match[2] === '1', acceptedAt: at.toISOString() }
}

/** The categories a choice accepts, as the consent log records them (SPEC §3 cookie categories). */
export function acceptedCategories(choice: CookieChoice): string[] {
  return ['necessary', ...(choice.marketing ? ['marketing'] : []), ...(choice.analytics ? ['analytics'] : [])]
}
