import type { Context } from 'hono'
import * as v from 'valibot'
import type { Locale } from '../../contract/locales'
import { issueMessage } from '../../contract/validation/translate'
import { errorBody } from './error-body'

/** The inputs a validator reads. */
export type ValidationTarget = 'json' | 'query' | 'param' | 'form'

const TEXT = {
  hr: { invalid: 'Neispravan unos', badJson: 'Neispravan zahtjev.' },
  en: { invalid: 'Invalid input', badJson: 'Malformed request.' },
} as const satisfies Record<Locale, Record<string, string>>

export interface FailureOptions {
  /**
   * Prefix the message with the field path (`username: …`). The backend's JSON API does (its
   * callers show the message alone); the edge's answers go to our forms, which show the message
   * at the field named by `field`, so the edge does not.
   */
  fieldInMessage?: boolean
}

/**
 * The one validation failure answer of the backend and the edge: 400 with our error envelope,
 * code VALIDATION_ERROR, the first issue's message in the request's language (schemas carry
 * readable messages, or `validation.*` keys that are translated here) and the field path as `field`.
 */
export function validationFailure(
  c: Context,
  issues: readonly v.BaseIssue<unknown>[],
  locale: Locale,
  { fieldInMessage = true }: FailureOptions = {},
) {
  const issue = issues[0]
  const field = issue ? v.getDotPath(issue) : null
  const text = issue?.message ? issueMessage(issue, locale) : null
  const message = text ? (field && fieldInMessage ? `${field}: ${text}` : text) : TEXT[locale].invalid
  return c.json(errorBody(400, 'VALIDATION_ERROR', message, field ?? undefined), 400)
}

/** The body is not JSON at all: 400 BAD_JSON in the request's language. */
export const badJson = (c: Context, locale: Locale) => c.json(errorBody(400, 'BAD_JSON', TEXT[locale].badJson), 400)
