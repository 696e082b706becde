import type { Context } from 'hono'
import * as v from 'valibot'
import type { Locale } from '../../contract/locales'
import { issueMessage } from '../../contract/validation/translate'
import { messages } from '../../contract/validation/messages'
import { errorBody } from './error-body'

/** The inputs a validator reads. */
export type ValidationTarget = 'json' | 'query' | 'param' | 'form'

const TEXT = {
  hr: { badJson: 'Neispravan zahtjev.' },
  en: { badJson: 'Malformed request.' },
} as const satisfies Record<Locale, Record<string, string>>

export interface FailureOptions {
  /**
   * Which messages are texts to show as they are: the edge's schemas built for the request's
   * language carry its texts. Any other message that is no `validation.*` key (an English note
   * for API callers, valibot's default) gives way to the text of the issue's kind, in the
   * request's language (contract/validation/translate.ts).
   */
  isText?: (message: string) => boolean
}

/**
 * The one validation failure answer of the backend and the edge: 400 with our error envelope,
 * code VALIDATION_ERROR, the first issue's text in the request's language, and its field path as
 * `field` (for the form to mark): never in the text, which a shopper reads.
 */
export function validationFailure(
  c: Context,
  issues: readonly v.BaseIssue<unknown>[],
  locale: Locale,
  { isText }: FailureOptions = {},
) {
  const issue = issues[0]
  const field = issue ? v.getDotPath(issue) : null
  const message = issue ? issueMessage(issue, locale, isText) : messages[locale].validation.invalid
  return c.json(errorBody(400, 'VALIDATION_ERROR', message, field ?? undefined), 400)
}

/** The body is not JSON at all: 400 BAD_JSON in the request's language. */
export const badJson = (c: Context, locale: Locale) => c.json(errorBody(400, 'BAD_JSON', TEXT[locale].badJson), 400)
