/**
 * The content pages' HTML forms (issue 38): the newsletter sign-up, the contact form and the CMS's
 * forms post to the edge (worker/routes/content-forms.ts) when the app has not run (yet, or at all), and the edge's
 * 303 redirect brings the outcome back in the query (`?form=subscribed`), which the form shows
 * translated (`content.formOutcome.<key>`). Only these keys ever travel: never a message text, never
 * what the visitor typed.
 */
import { LANGUAGE_CODE, type Locale } from './locales'

export const CONTENT_FORM_BASE = '/api/content-form'

export const contentFormActions = {
  newsletter: `${CONTENT_FORM_BASE}/newsletter`,
  contact: `${CONTENT_FORM_BASE}/contact`,
  cms: `${CONTENT_FORM_BASE}/cms`,
} as const

export type ContentFormName = keyof typeof contentFormActions

/**
 * A form's action in the page's language: a form cannot send the `language` header the app's calls
 * carry, so it names it in the query (worker/middleware/locale.ts reads it for /api paths), and the
 * subscription, the message and their e-mails are in the visitor's language.
 */
export const contentFormAction = (name: ContentFormName, locale: Locale): string =>
  `${contentFormActions[name]}?language=${LANGUAGE_CODE[locale]}`

export { FORM_OUTCOME_PARAM, FORM_TARGET_PARAM } from './notice-params'
/** The hidden field of the page to return to. */
export const FORM_RETURN_FIELD = 'returnTo'
/** The hidden field naming which form on the page posted (a page may show more than one). */
export const FORM_ID_FIELD = 'formId'
/** A CMS form's hidden field: which of the CMS's forms it is (form/get's id). */
export const CMS_FORM_FIELD = 'cmsFormId'

const SUCCESS_OUTCOMES = ['subscribed', 'contactSent', 'formSent', 'formConfirm'] as const
const FAILURE_OUTCOMES = [
  'emailInvalid',
  'fieldsMissing',
  'consentMissing',
  'alreadySubscribed',
  'captchaNeedsScript',
  'tooMany',
  'unavailable',
  'failed',
] as const

export const CONTENT_FORM_OUTCOMES = [...SUCCESS_OUTCOMES, ...FAILURE_OUTCOMES] as const

export type ContentFormOutcome = (typeof CONTENT_FORM_OUTCOMES)[number]
export type ContentFormSuccess = (typeof SUCCESS_OUTCOMES)[number]
export type ContentFormFailure = (typeof FAILURE_OUTCOMES)[number]

const SUCCESS: ReadonlySet<ContentFormOutcome> = new Set(SUCCESS_OUTCOMES)

export const isContentFormOutcome = (value: unknown): value is ContentFormOutcome =>
  typeof value === 'string' && (CONTENT_FORM_OUTCOMES as readonly string[]).includes(value)

export const isContentFormSuccess = (outcome: ContentFormOutcome): outcome is ContentFormSuccess => SUCCESS.has(outcome)
